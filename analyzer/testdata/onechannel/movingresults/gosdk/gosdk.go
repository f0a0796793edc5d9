// Package gosdk holds go-sdk results that move: into struct fields, maps,
// slices, channels, closures and the caller's own wrapper structs. They stay
// received results, and an IsError check of the same access path guards
// their reads.
package gosdk

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// session keeps the last result in a field.
type session struct {
	cs    *mcp.ClientSession
	res   *mcp.CallToolResult
	other *mcp.CallToolResult
}

// --- a receiver's field ---

func (s *session) weather() map[string]any {
	return s.res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
}

// Silent: the same access path is checked first.
func (s *session) checkedWeather() map[string]any {
	if s.res.IsError {
		return nil
	}
	return s.res.StructuredContent.(map[string]any)
}

// A check of another field's result does not guard this one.
func (s *session) otherChecked() map[string]any {
	if s.other.IsError {
		return nil
	}
	return s.res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
}

// A check of the old value does not guard the new one.
func (s *session) refreshed(ctx context.Context) map[string]any {
	if s.res.IsError {
		return nil
	}
	s.res, _ = s.cs.CallTool(ctx, &mcp.CallToolParams{Name: "weather"})
	return s.res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
}

// --- a struct received from a channel ---

type reply struct {
	res *mcp.CallToolResult
	err error
}

func fromChannel(ch <-chan reply) []byte {
	r := <-ch
	if r.err != nil {
		return nil
	}
	b, _ := json.Marshal(r.res.StructuredContent) // want `StructuredContent read without checking IsError`
	return b
}

// Silent: r.res is checked before its payload is read.
func fromChannelChecked(ch <-chan reply) []byte {
	r := <-ch
	if r.err != nil {
		return nil
	}
	if r.res.IsError {
		return nil
	}
	b, _ := json.Marshal(r.res.StructuredContent)
	return b
}

// --- maps and slices ---

func fromMap(results map[string]*mcp.CallToolResult) map[string]any {
	return results["weather"].StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
}

// Silent: the element read is checked first.
func fromMapChecked(results map[string]*mcp.CallToolResult) map[string]any {
	if results["weather"].IsError {
		return nil
	}
	return results["weather"].StructuredContent.(map[string]any)
}

func stored(ctx context.Context, cs *mcp.ClientSession) map[string]any {
	results := make(map[string]*mcp.CallToolResult)
	results["weather"], _ = cs.CallTool(ctx, &mcp.CallToolParams{Name: "weather"})
	return results["weather"].StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
}

func fromSlice(results []*mcp.CallToolResult) map[string]any {
	return results[0].StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
}

// --- closures ---

func captured(ctx context.Context, cs *mcp.ClientSession) func() map[string]any {
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "weather"})
	if err != nil {
		return nil
	}
	return func() map[string]any {
		return res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
	}
}

// Silent: the closure is made after the check.
func capturedChecked(ctx context.Context, cs *mcp.ClientSession) func() map[string]any {
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "weather"})
	if err != nil || res.IsError {
		return nil
	}
	return func() map[string]any {
		return res.StructuredContent.(map[string]any)
	}
}

// --- the caller's own wrapper struct ---

type Reply struct {
	Result *mcp.CallToolResult
	Took   int
}

func wrapped(ctx context.Context, cs *mcp.ClientSession) map[string]any {
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "weather"})
	if err != nil {
		return nil
	}
	r := &Reply{Result: res, Took: 1}
	return r.Result.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
}

// Silent: the wrapper's result is checked through the same path.
func wrappedChecked(ctx context.Context, cs *mcp.ClientSession) map[string]any {
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "weather"})
	if err != nil {
		return nil
	}
	r := &Reply{Result: res}
	if r.Result.IsError {
		return nil
	}
	return r.Result.StructuredContent.(map[string]any)
}

// Silent: the wrapped result was built here, so the code knows what it holds.
func wrappedOwn() map[string]any {
	r := Reply{Result: &mcp.CallToolResult{StructuredContent: map[string]any{"temperatureC": 21}}}
	return r.Result.StructuredContent.(map[string]any)
}

// --- a method of a client wrapper type ---

type Client struct{ cs *mcp.ClientSession }

func (c *Client) Call(ctx context.Context, name string) (*mcp.CallToolResult, error) {
	return c.cs.CallTool(ctx, &mcp.CallToolParams{Name: name})
}

func viaWrapperMethod(ctx context.Context, c *Client) map[string]any {
	res, err := c.Call(ctx, "weather")
	if err != nil {
		return nil
	}
	return res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
}

// Silent: checked before the read.
func viaWrapperMethodChecked(ctx context.Context, c *Client) map[string]any {
	res, err := c.Call(ctx, "weather")
	if err != nil || res.IsError {
		return nil
	}
	return res.StructuredContent.(map[string]any)
}

// --- tables of results ---

// Silent: a table of results built here, ranged over.
func ownTable() []map[string]any {
	cases := []Reply{
		{Result: &mcp.CallToolResult{StructuredContent: map[string]any{"temperatureC": 21}}},
		{Result: &mcp.CallToolResult{StructuredContent: map[string]any{"temperatureC": 22}}},
	}
	var out []map[string]any
	for _, c := range cases {
		out = append(out, c.Result.StructuredContent.(map[string]any))
	}
	return out
}

func receivedTable(ctx context.Context, cs *mcp.ClientSession) []map[string]any {
	first, _ := cs.CallTool(ctx, &mcp.CallToolParams{Name: "weather"})
	second, _ := cs.CallTool(ctx, &mcp.CallToolParams{Name: "forecast"})
	var out []map[string]any
	for _, r := range []Reply{{Result: first}, {Result: second}} {
		out = append(out, r.Result.StructuredContent.(map[string]any)) // want `StructuredContent read without checking IsError`
	}
	return out
}

// Package gosdk decodes result texts in helpers whose every call the
// package sees (issue 24, item 1): the text of a refusal is its message,
// and decoding it (an error object, a code) reads the refusal, not the
// payload; the text of a checked result decoded as data is still read
// from the wrong channel.
package gosdk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"example.com/fixtures/textjson/callercontext/peer"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type forecast struct {
	TempC float64 `json:"tempC"`
}

type apiError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

func call(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	return s.CallTool(ctx, &mcp.CallToolParams{Name: "forecast"})
}

func textOf(res *mcp.CallToolResult) string {
	return res.Content[0].(*mcp.TextContent).Text
}

func fetch(ctx context.Context, s *mcp.ClientSession) (forecast, error) {
	res, err := call(ctx, s)
	if err != nil {
		return forecast{}, err
	}
	if res.IsError {
		return forecast{}, refusal(res)
	}
	return decode(res)
}

// Silent: its only call is inside if res.IsError: it decodes the refusal's
// message as an error object.
func refusal(res *mcp.CallToolResult) error {
	var e apiError
	if err := json.Unmarshal([]byte(textOf(res)), &e); err != nil {
		return errors.New(textOf(res))
	}
	return fmt.Errorf("%s: %s", e.Code, e.Message)
}

// Reported: a checked result's text decoded as data reads the wrong
// channel (the caller checked IsError, so onechannel is silent here).
func decode(res *mcp.CallToolResult) (f forecast, err error) {
	err = json.Unmarshal([]byte(textOf(res)), &f) // want `decoding tool result text as JSON; read StructuredContent instead`
	return f, err
}

// Silent: the same decode of a refusal's text in the function itself.
func inline(ctx context.Context, s *mcp.ClientSession) error {
	res, err := call(ctx, s)
	if err != nil {
		return err
	}
	if res.IsError {
		var e apiError
		_ = json.Unmarshal([]byte(textOf(res)), &e)
		return errors.New(e.Code)
	}
	return nil
}

// Two and three deep: the refusal, then its text, handed on.
func chain(ctx context.Context, s *mcp.ClientSession) error {
	res, err := call(ctx, s)
	if err != nil || !res.IsError {
		return err
	}
	return explain(res)
}

func explain(res *mcp.CallToolResult) error { return codeOf(textOf(res)) }

func codeOf(text string) error { return parseCode([]byte(text)) }

// Silent: the refusal's text, three calls up.
func parseCode(b []byte) error {
	var m map[string]any
	_ = json.Unmarshal(b, &m)
	code, _ := m["code"].(string)
	return errors.New(code)
}

// Three deep, checked: the text of a checked result, decoded as data.
func checkedChain(ctx context.Context, s *mcp.ClientSession) (forecast, error) {
	res, err := call(ctx, s)
	if err != nil {
		return forecast{}, err
	}
	if !res.IsError {
		return first(res), nil
	}
	return forecast{}, errors.New(textOf(res))
}

func first(res *mcp.CallToolResult) forecast { return second(textOf(res)) }
func second(text string) forecast            { return third(text) }

// Reported: the channel is still the wrong one.
func third(text string) (f forecast) {
	_ = json.Unmarshal([]byte(text), &f) // want `decoding tool result text as JSON; read the structured content instead`
	return f
}

// --- look-alikes: reported ---

func refusedOnce(ctx context.Context, s *mcp.ClientSession) error {
	res, err := call(ctx, s)
	if err != nil {
		return err
	}
	if res.IsError {
		return errorOf(res)
	}
	return nil
}

func uncheckedOnce(ctx context.Context, s *mcp.ClientSession) error {
	res, err := call(ctx, s)
	if err != nil {
		return err
	}
	return errorOf(res)
}

// Reported: one call gives it a result that may be an answer.
func errorOf(res *mcp.CallToolResult) error {
	var e apiError
	_ = json.Unmarshal([]byte(textOf(res)), &e) // want `decoding tool result text as JSON; read StructuredContent instead`
	return errors.New(e.Code)
}

// Reported: exported and called nowhere in the package.
func ExportedRefusal(res *mcp.CallToolResult) error {
	var e apiError
	_ = json.Unmarshal([]byte(textOf(res)), &e) // want `decoding tool result text as JSON; read StructuredContent instead`
	return errors.New(e.Code)
}

// Reported: a function value's calls are out of sight.
var onRefusal = []func(*mcp.CallToolResult) error{asValue}

func asValue(res *mcp.CallToolResult) error {
	var e apiError
	_ = json.Unmarshal([]byte(textOf(res)), &e) // want `decoding tool result text as JSON; read StructuredContent instead`
	return errors.New(e.Code)
}

func viaValue(ctx context.Context, s *mcp.ClientSession) error {
	res, err := call(ctx, s)
	if err != nil {
		return err
	}
	if res.IsError {
		return asValue(res)
	}
	return nil
}

// Reported: a decode after if strict && res.IsError { return } reads an
// answer when strict is false.
func strictOnly(ctx context.Context, s *mcp.ClientSession, strict bool) (f forecast) {
	res, err := call(ctx, s)
	if err != nil {
		return f
	}
	if strict && res.IsError {
		return f
	}
	_ = json.Unmarshal([]byte(textOf(res)), &f) // want `decoding tool result text as JSON; read StructuredContent instead`
	return f
}

// A wrapper of another package: its callers here are out of its sight, so
// it stays reported there (see package peer).
func viaPeer(ctx context.Context, s *mcp.ClientSession) error {
	res, err := call(ctx, s)
	if err != nil {
		return err
	}
	if res.IsError {
		return peer.RefusalCode(res)
	}
	return nil
}

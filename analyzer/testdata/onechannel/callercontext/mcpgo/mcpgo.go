// Package mcpgo reads mcp-go results in helpers whose every call the
// package sees: the calls say whether the result is checked or a refusal
// (issue 24, item 1), through chains of helpers two and three deep.
package mcpgo

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"

	"example.com/fixtures/onechannel/callercontext/peer"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

type forecast struct {
	TempC float64 `json:"tempC"`
}

type apiError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

func call(ctx context.Context, c *client.Client) (*mcp.CallToolResult, error) {
	return c.CallTool(ctx, mcp.CallToolRequest{})
}

func textOf(res *mcp.CallToolResult) string {
	return mcp.GetTextFromContent(res.Content[0])
}

// --- checked by every caller: silent ---

func enrichUnderNotIsError(ctx context.Context, c *client.Client) (f forecast) {
	res, err := call(ctx, c)
	if err == nil && !res.IsError {
		f = enrich(res)
	}
	return f
}

// Silent: its only call is under !res.IsError.
func enrich(res *mcp.CallToolResult) (f forecast) {
	_ = json.Unmarshal(res.RawStructuredContent, &f)
	return f
}

// Two deep, in the else of an IsError branch.
func twoDeep(ctx context.Context, c *client.Client) (forecast, error) {
	res, err := call(ctx, c)
	if err != nil {
		return forecast{}, err
	}
	if res.IsError {
		return forecast{}, errors.New(textOf(res))
	} else {
		return relay(res), nil
	}
}

func relay(res *mcp.CallToolResult) forecast { return decodeStructured(res) }

// Silent: every call of relay is checked, and relay hands its result on.
func decodeStructured(res *mcp.CallToolResult) (f forecast) {
	m := res.StructuredContent.(map[string]any)
	f.TempC, _ = m["tempC"].(float64)
	return f
}

// Three deep, after an IsError checker's error exit in two statements.
func threeDeep(ctx context.Context, c *client.Client) (forecast, error) {
	res, err := call(ctx, c)
	if err != nil {
		return forecast{}, err
	}
	err = refusalError(res)
	if err != nil {
		return forecast{}, err
	}
	return first(res), nil
}

func refusalError(res *mcp.CallToolResult) error {
	if res.IsError {
		return fmt.Errorf("tool refused: %s", textOf(res))
	}
	return nil
}

func first(res *mcp.CallToolResult) forecast  { return second(res) }
func second(res *mcp.CallToolResult) forecast { return third(res) }

// Silent: three calls up, the result was checked.
func third(res *mcp.CallToolResult) (f forecast) {
	_ = json.Unmarshal([]byte(textOf(res)), &f)
	return f
}

// Exported, and called here only after a check: its calls in sight say it
// is checked.
func Summarize(res *mcp.CallToolResult) string {
	var v any
	_ = json.Unmarshal(res.RawStructuredContent, &v)
	return fmt.Sprint(v)
}

func summarizeChecked(ctx context.Context, c *client.Client) string {
	res, err := call(ctx, c)
	if err != nil || res.IsError {
		return ""
	}
	return Summarize(res)
}

// --- a refusal for every caller: silent ---

func refusalBranch(ctx context.Context, c *client.Client) (forecast, error) {
	res, err := call(ctx, c)
	if err != nil {
		return forecast{}, err
	}
	if res.IsError {
		return forecast{}, refusal(res)
	}
	return enrich(res), nil
}

// Silent: its only call is inside if res.IsError; it reads the refusal's
// message as an error object.
func refusal(res *mcp.CallToolResult) error {
	var e apiError
	if err := json.Unmarshal([]byte(textOf(res)), &e); err != nil {
		return errors.New(textOf(res))
	}
	return fmt.Errorf("%s: %s", e.Code, e.Message)
}

// Two and three deep: the refusal and then its text handed on, after
// if !res.IsError { return }.
func refusalChain(ctx context.Context, c *client.Client) error {
	res, err := call(ctx, c)
	if err != nil {
		return err
	}
	if !res.IsError {
		return nil
	}
	return explain(res)
}

func explain(res *mcp.CallToolResult) error { return explainText(res) }

// Silent: the refusal's error object, in its structured content.
func explainText(res *mcp.CallToolResult) error {
	var e apiError
	if json.Unmarshal(res.RawStructuredContent, &e) == nil && e.Code != "" {
		return errors.New(e.Code)
	}
	return codeError(textOf(res))
}

// Silent: the refusal's text, three calls up.
func codeError(text string) error {
	var e apiError
	_ = json.Unmarshal([]byte(text), &e)
	return errors.New(e.Code)
}

// --- look-alikes: reported ---

func checkedOnce(ctx context.Context, c *client.Client) forecast {
	res, err := call(ctx, c)
	if err != nil || res.IsError {
		return forecast{}
	}
	return readOnce(res)
}

func uncheckedOnce(ctx context.Context, c *client.Client) forecast {
	res, err := call(ctx, c)
	if err != nil {
		return forecast{}
	}
	return readOnce(res)
}

// Reported: one of its two calls never checked IsError.
func readOnce(res *mcp.CallToolResult) (f forecast) {
	_ = json.Unmarshal(res.RawStructuredContent, &f) // want `RawStructuredContent read without checking IsError`
	return f
}

// Reported: exported, and called nowhere in the package: its callers are
// out of sight.
func DecodeExported(res *mcp.CallToolResult) (f forecast) {
	_ = json.Unmarshal([]byte(textOf(res)), &f) // want `tool result text decoded without checking IsError`
	return f
}

// Reported: a function value's calls are out of sight.
var decoders = []func(*mcp.CallToolResult) forecast{asValue}

func asValue(res *mcp.CallToolResult) (f forecast) {
	_ = json.Unmarshal(res.RawStructuredContent, &f) // want `RawStructuredContent read without checking IsError`
	return f
}

func viaValue(ctx context.Context, c *client.Client) forecast {
	res, err := call(ctx, c)
	if err != nil || res.IsError {
		return forecast{}
	}
	return asValue(res)
}

// A look at IsError that does not leave: a refusal still reaches the call.
func lookedOnly(ctx context.Context, c *client.Client) forecast {
	res, err := call(ctx, c)
	if err != nil {
		return forecast{}
	}
	if res.IsError {
		log.Print("refused")
	}
	return afterLook(res)
}

// Reported: its call is reached by a refusal.
func afterLook(res *mcp.CallToolResult) (f forecast) {
	_ = json.Unmarshal([]byte(textOf(res)), &f) // want `tool result text decoded without checking IsError`
	return f
}

// Called once with a refusal and once checked: neither context holds.
func mixed(ctx context.Context, c *client.Client) forecast {
	res, err := call(ctx, c)
	if err != nil {
		return forecast{}
	}
	if res.IsError {
		return readMixed(res)
	}
	return readMixed(res)
}

// Reported: its calls do not agree on what the result is.
func readMixed(res *mcp.CallToolResult) (f forecast) {
	_ = json.Unmarshal(res.RawStructuredContent, &f) // want `RawStructuredContent read without checking IsError`
	return f
}

// A wrapper of another package: its callers here are out of its sight, so
// it stays reported there (see package peer).
func viaPeer(ctx context.Context, c *client.Client) (peer.Forecast, error) {
	res, err := call(ctx, c)
	if err != nil || res.IsError {
		return peer.Forecast{}, err
	}
	return peer.DecodeRaw(res)
}

// The envelope of a checked result: the caller checked IsError, not the
// envelope's error.
type envelope struct {
	Result []forecast `json:"result"`
	Error  *apiError  `json:"error"`
}

func envelopeChecked(ctx context.Context, c *client.Client) []forecast {
	res, err := call(ctx, c)
	if err != nil {
		return nil
	}
	if res.IsError {
		return nil
	}
	return unwrap(res)
}

// Reported: the in-band error is never looked at.
func unwrap(res *mcp.CallToolResult) []forecast {
	var env envelope
	_ = json.Unmarshal(res.RawStructuredContent, &env)
	return env.Result // want `result of envelope used without checking its error field; check Error first`
}

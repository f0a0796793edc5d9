// Package mcpgo decodes mcp-go result texts in helpers whose every call
// the package sees (issue 24, item 1): the text of a refusal is its
// message, and decoding it (an error object, a code) reads the refusal,
// not the payload; the text of a checked result decoded as data is still
// read from the wrong channel.
package mcpgo

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"example.com/fixtures/textjson/callercontext/peer"
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

func fetch(ctx context.Context, c *client.Client) (forecast, error) {
	res, err := call(ctx, c)
	if err != nil {
		return forecast{}, err
	}
	if !res.IsError {
		return decode(res)
	}
	return forecast{}, refusal(res)
}

// Silent: its only call is where res.IsError holds: it decodes the
// refusal's message as an error object.
func refusal(res *mcp.CallToolResult) error {
	var e apiError
	if err := json.Unmarshal([]byte(mcp.GetTextFromContent(res.Content[0])), &e); err != nil {
		return errors.New(mcp.GetTextFromContent(res.Content[0]))
	}
	return fmt.Errorf("%s: %s", e.Code, e.Message)
}

// Reported: a checked result's text decoded as data reads the wrong
// channel.
func decode(res *mcp.CallToolResult) (f forecast, err error) {
	err = json.Unmarshal([]byte(mcp.GetTextFromContent(res.Content[0])), &f) // want `decoding tool result text as JSON; read RawStructuredContent instead`
	return f, err
}

// Silent: the same decode of a refusal's text in the function itself,
// after if !res.IsError { return }.
func inline(ctx context.Context, c *client.Client) error {
	res, err := call(ctx, c)
	if err != nil {
		return err
	}
	if !res.IsError {
		return nil
	}
	var e apiError
	_ = json.NewDecoder(strings.NewReader(mcp.GetTextFromContent(res.Content[0]))).Decode(&e)
	return errors.New(e.Code)
}

// Two and three deep: the refusal, then its text, handed on.
func chain(ctx context.Context, c *client.Client) error {
	res, err := call(ctx, c)
	if err != nil {
		return err
	}
	if res.IsError {
		return explain(res)
	}
	return nil
}

func explain(res *mcp.CallToolResult) error {
	text, ok := mcp.AsTextContent(res.Content[0])
	if !ok {
		return errors.New("refused")
	}
	return codeOf(text.Text)
}

func codeOf(text string) error { return parseCode(text) }

// Silent: the refusal's text, three calls up.
func parseCode(text string) error {
	var m map[string]any
	_ = json.Unmarshal([]byte(text), &m)
	code, _ := m["code"].(string)
	return errors.New(code)
}

// Three deep, checked: the text of a checked result, decoded as data.
func checkedChain(ctx context.Context, c *client.Client) (forecast, error) {
	res, err := call(ctx, c)
	if err != nil || res.IsError {
		return forecast{}, err
	}
	return first(mcp.GetTextFromContent(res.Content[0])), nil
}

func first(text string) forecast  { return second(text) }
func second(text string) forecast { return third(text) }

// Reported: the channel is still the wrong one.
func third(text string) (f forecast) {
	_ = json.Unmarshal([]byte(text), &f) // want `decoding tool result text as JSON; read the structured content instead`
	return f
}

// --- look-alikes: reported ---

func refusedOnce(ctx context.Context, c *client.Client) error {
	res, err := call(ctx, c)
	if err != nil {
		return err
	}
	if res.IsError {
		return codeText(mcp.GetTextFromContent(res.Content[0]))
	}
	return nil
}

func uncheckedOnce(ctx context.Context, c *client.Client) error {
	res, err := call(ctx, c)
	if err != nil {
		return err
	}
	return codeText(mcp.GetTextFromContent(res.Content[0]))
}

// Reported: one call gives it the text of a result that may be an answer.
func codeText(text string) error {
	var e apiError
	_ = json.Unmarshal([]byte(text), &e) // want `decoding tool result text as JSON; read the structured content instead`
	return errors.New(e.Code)
}

// Reported: exported and called nowhere in the package.
func ExportedRefusal(res *mcp.CallToolResult) error {
	var e apiError
	_ = json.Unmarshal([]byte(mcp.GetTextFromContent(res.Content[0])), &e) // want `decoding tool result text as JSON; read RawStructuredContent instead`
	return errors.New(e.Code)
}

// Reported: a function value's calls are out of sight.
var onRefusal = []func(*mcp.CallToolResult) error{asValue}

func asValue(res *mcp.CallToolResult) error {
	var e apiError
	_ = json.Unmarshal([]byte(mcp.GetTextFromContent(res.Content[0])), &e) // want `decoding tool result text as JSON; read RawStructuredContent instead`
	return errors.New(e.Code)
}

func viaValue(ctx context.Context, c *client.Client) error {
	res, err := call(ctx, c)
	if err != nil {
		return err
	}
	if res.IsError {
		return asValue(res)
	}
	return nil
}

// A wrapper of another package: its callers here are out of its sight, so
// it stays reported there (see package peer).
func viaPeer(ctx context.Context, c *client.Client) error {
	res, err := call(ctx, c)
	if err != nil {
		return err
	}
	if res.IsError {
		return peer.RefusalCodeRaw(res)
	}
	return nil
}

// Package clientwrappers // want package:"mcprelevant" package:"mcpserver"
//
// Package clientwrappers holds client wrappers that other packages call:
// the model summarises them once and the summary crosses packages as a
// ClientWrapper fact (and, for texts, a TextFunc fact).
package clientwrappers

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Call returns what the session gave it.
func Call(ctx context.Context, cs *mcp.ClientSession, name string) (*mcp.CallToolResult, error) { // want Call:`mcpclientwrapper\(result 0\)`
	return cs.CallTool(ctx, &mcp.CallToolParams{Name: name})
}

// Client is a client wrapper type.
type Client struct{ cs *mcp.ClientSession }

func (c *Client) Call(ctx context.Context, name string) (*mcp.CallToolResult, error) { // want Call:`mcpclientwrapper\(result 0\)`
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return nil, err
	}
	return res, nil
}

// CallText is a tuple helper: the result and its text.
func CallText(ctx context.Context, cs *mcp.ClientSession, name string) (*mcp.CallToolResult, string, error) { // want CallText:`mcpclientwrapper\(result 0\)` CallText:`mcptext\(result 1\)`
	res, err := Call(ctx, cs, name)
	if err != nil {
		return nil, "", err
	}
	tc, _ := res.Content[0].(*mcp.TextContent)
	return res, tc.Text, nil
}

// CallAs decodes the payload of a refusal-checked result: what it returns
// is the answer's data.
func CallAs[T any](ctx context.Context, cs *mcp.ClientSession, name string) (T, error) { // want CallAs:`mcpclientwrapper\(payload 0\)`
	var out T
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return out, err
	}
	if res.IsError {
		return out, errors.New("tool refused")
	}
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		return out, err
	}
	err = json.Unmarshal(b, &out)
	return out, err
}

// Refusal builds a result of its own: a builder, not a wrapper.
func Refusal(msg string) (*mcp.CallToolResult, error) { // want Refusal:`mcpbuilder` Refusal:`mcpresultsite\(text, iserror\)`
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}, nil
}

// Decode decodes a payload it is given: the result is its caller's, and
// so is what it decodes into (a payload decoder).
func Decode(res *mcp.CallToolResult, out any) error { // want Decode:`mcppayloaddecoder\(param 0 into 1 result -1 StructuredContent\)`
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, out)
}

// Unwrap returns the payload of a result it is given, decoded.
func Unwrap[T any](res *mcp.CallToolResult) (T, error) { // want Unwrap:`mcppayloaddecoder\(param 0 into -1 result 0 StructuredContent\)`
	var out T
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		return out, err
	}
	err = json.Unmarshal(b, &out)
	return out, err
}

// CallOrRefuse turns a transport error into an isError result of its own;
// its success is still the server's answer.
func CallOrRefuse(ctx context.Context, cs *mcp.ClientSession, name string) *mcp.CallToolResult { // want CallOrRefuse:`mcpclientwrapper\(result 0\)`
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}
	}
	return res
}

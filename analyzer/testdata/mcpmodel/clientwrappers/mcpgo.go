package clientwrappers

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// Invoke turns a transport error into an isError result of its own; its
// success is still the server's answer, though its signature is a tool
// handler's.
func Invoke(ctx context.Context, c *client.Client, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Invoke:`mcpclientwrapper\(result 0\)`
	res, err := c.CallTool(ctx, req)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return res, nil
}

// InvokeText returns the text of what Invoke gave it, and never reads
// IsError: a refusal comes out as the text (unread).
func InvokeText(ctx context.Context, c *client.Client, req mcp.CallToolRequest) (string, error) { // want InvokeText:`mcptextunread\(result 0\)`
	res, err := Invoke(ctx, c, req)
	if err != nil {
		return "", err
	}
	return mcp.GetTextFromContent(res.Content[0]), nil
}

// Fetch decodes the raw payload of a refusal-checked result.
func Fetch[T any](ctx context.Context, c *client.Client, req mcp.CallToolRequest) (out T, err error) { // want Fetch:`mcpclientwrapper\(payload 0\)`
	res, err := Invoke(ctx, c, req)
	if err != nil || res.IsError {
		return out, err
	}
	err = json.Unmarshal(res.RawStructuredContent, &out)
	return out, err
}

// Handle is a tool handler of this package: it builds its result.
func Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Handle:`mcpbuilder` Handle:`mcpresultsite\(text\)`
	return mcp.NewToolResultText("ok"), nil
}

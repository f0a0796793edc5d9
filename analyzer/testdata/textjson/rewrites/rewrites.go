// Package rewrites: a proxy that rewrites the text of a result it passes on
// (filtering a tool list out of it) decodes the text in order to write it
// again; it is not reading the payload from prose.
package rewrites

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

type toolList struct {
	Tools []string `json:"tools"`
}

func allowed(name string) bool { return name != "admin" }

// Silent: the decoded list is filtered and written back into the block.
func filterTools(raw json.RawMessage) (json.RawMessage, error) {
	var res mcp.CallToolResult
	if err := json.Unmarshal(raw, &res); err != nil || res.IsError {
		return raw, nil
	}
	for i, c := range res.Content {
		tc, ok := c.(mcp.TextContent)
		if !ok {
			continue
		}
		var list toolList
		if err := json.Unmarshal([]byte(tc.Text), &list); err != nil {
			continue
		}
		kept := list.Tools[:0]
		for _, t := range list.Tools {
			if allowed(t) {
				kept = append(kept, t)
			}
		}
		list.Tools = kept
		b, _ := json.Marshal(list)
		res.Content[i] = mcp.TextContent{Type: tc.Type, Text: string(b)}
	}
	return json.Marshal(&res)
}

// Reported: the decoded list is the caller's data; the result is not
// rewritten.
func listTools(ctx context.Context, c *client.Client) ([]string, error) {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{Params: mcp.CallToolParams{Name: "find_tool"}})
	if err != nil || res.IsError {
		return nil, err
	}
	tc, _ := res.Content[0].(mcp.TextContent)
	var list toolList
	if err := json.Unmarshal([]byte(tc.Text), &list); err != nil { // want `decoding tool result text as JSON; read RawStructuredContent instead`
		return nil, err
	}
	return list.Tools, nil
}

// Reported: another result's content is written, not this one's.
func copyTools(ctx context.Context, c *client.Client, out *mcp.CallToolResult) ([]string, error) {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{Params: mcp.CallToolParams{Name: "find_tool"}})
	if err != nil || res.IsError {
		return nil, err
	}
	tc, _ := res.Content[0].(mcp.TextContent)
	var list toolList
	if err := json.Unmarshal([]byte(tc.Text), &list); err != nil { // want `decoding tool result text as JSON; read RawStructuredContent instead`
		return nil, err
	}
	out.Content = res.Content
	return list.Tools, nil
}

package mcpgo

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

type row struct {
	Name string `json:"name"`
}

type payload struct {
	Rows []row `json:"rows"`
}

func call(ctx context.Context, c *client.Client) (*mcp.CallToolResult, error) {
	req := mcp.CallToolRequest{}
	req.Params.Name = "search"
	return c.CallTool(ctx, req)
}

// Positives.

func emptyDecodedList(ctx context.Context, c *client.Client) ([]row, error) {
	res, err := call(ctx, c)
	if err != nil {
		return nil, err
	}
	var rows []row
	if err := json.Unmarshal([]byte(mcp.GetTextFromContent(res.Content[0])), &rows); err != nil {
		return nil, err
	}
	if len(rows) == 0 { // want `empty tool result treated as an error; an empty answer is a success`
		return nil, errors.New("no rows")
	}
	return rows, nil
}

func emptyRows(res *mcp.CallToolResult) ([]row, error) {
	var p payload
	if err := json.Unmarshal(res.RawStructuredContent, &p); err != nil {
		return nil, err
	}
	if len(p.Rows) == 0 { // want `empty tool result treated as an error`
		return nil, errors.New("no rows")
	}
	return p.Rows, nil
}

func emptyDecodedText(res *mcp.CallToolResult) ([]row, error) {
	tc, ok := mcp.AsTextContent(res.Content[0])
	if !ok {
		return nil, errors.New("not text")
	}
	var rows []row
	if err := json.Unmarshal([]byte(tc.Text), &rows); err != nil {
		return nil, err
	}
	if rows == nil { // want `empty tool result treated as an error`
		panic("no rows")
	}
	return rows, nil
}

// Negatives.

// Presence guards: whether content or a text is there at all guards against
// a malformed reply, not the answer's data.
func presenceGuard(ctx context.Context, c *client.Client) (string, error) {
	res, err := call(ctx, c)
	if err != nil {
		return "", err
	}
	if len(res.Content) == 0 {
		return "", errors.New("no content")
	}
	text := mcp.GetTextFromContent(res.Content[0])
	if "" == text {
		return "", fmt.Errorf("empty answer")
	}
	return text, nil
}

func emptySuccess(res *mcp.CallToolResult) []row {
	var p payload
	_ = json.Unmarshal(res.RawStructuredContent, &p)
	if len(p.Rows) == 0 {
		return nil
	}
	return p.Rows
}

func missingChannel(res *mcp.CallToolResult) error {
	if len(res.RawStructuredContent) == 0 {
		return errors.New("no structured content")
	}
	return nil
}

func isErrorText(res *mcp.CallToolResult) error {
	if res.IsError && len(res.Content) == 0 {
		return errors.New("failed without a message")
	}
	return nil
}

func unrelated(items map[string]int) error {
	if len(items) == 0 {
		return errors.New("nothing configured")
	}
	return nil
}

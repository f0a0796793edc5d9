// Package mcpgo: the same, with mcp-go.
package mcpgo

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

type toolError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

func call(ctx context.Context, c *client.Client, name string) (*mcp.CallToolResult, error) { // want call:`mcprequesterror\(mcp-go CallTool\)`
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	return c.CallTool(ctx, req)
}

// The payload's error object is decoded, and the text is searched
// instead of its code.
func textBesideDecodedCode(ctx context.Context, c *client.Client) error { // want textBesideDecodedCode:`mcprequesterror\(mcp-go CallTool\)`
	res, err := call(ctx, c, "search")
	if err != nil {
		return err
	}
	if res.IsError {
		var te toolError
		_ = json.Unmarshal(res.RawStructuredContent, &te)
		if strings.Contains(mcp.GetTextFromContent(res.Content[0]), "quota") { // want `^branching on the text of an isError result`
			return errors.New("slow down")
		}
		return fmt.Errorf("refused with %d", te.Code)
	}
	return nil
}

// No code in reach: the text is all the refusal says (a reconnect on a
// broken pipe reported in prose).
func textAlone(ctx context.Context, c *client.Client) error { // want textAlone:`mcprequesterror\(mcp-go CallTool\)`
	res, err := call(ctx, c, "search")
	if err != nil {
		return err
	}
	if res.IsError && strings.Contains(mcp.GetTextFromContent(res.Content[0]), "Broken pipe") {
		return errors.New("reconnect")
	}
	return nil
}

// The wording picks the words added to the same wrapped failure.
func rewordedRequestError(ctx context.Context, c *client.Client, name string) (*mcp.CallToolResult, error) { // want rewordedRequestError:`mcprequesterror\(mcp-go CallTool\)`
	res, err := call(ctx, c, name)
	if err != nil {
		if strings.Contains(err.Error(), "invalid params") {
			return nil, fmt.Errorf("check the arguments of %q: %w", name, err)
		}
		return nil, fmt.Errorf("tool %q failed: %w", name, err)
	}
	return res, nil
}

// The wording decides: the failure becomes a success.
func decidedRequestError(ctx context.Context, c *client.Client, name string) (*mcp.CallToolResult, error) { // want decidedRequestError:`mcprequesterror\(mcp-go CallTool\)`
	res, err := call(ctx, c, name)
	if err != nil {
		if strings.Contains(err.Error(), "invalid params") { // want `^branching on the text of a CallTool error; its wording is not a contract: use errors.Is with mcp.ErrInvalidParams$`
			return mcp.NewToolResultText("skipped"), nil
		}
		return nil, err
	}
	return res, nil
}

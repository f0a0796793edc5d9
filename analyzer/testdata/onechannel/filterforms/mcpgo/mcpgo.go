// Package mcpgo reads mcp-go results that refusal filters of every form
// handed on, its own and another package's; look-alikes are reported.
package mcpgo

import (
	"context"
	"encoding/json"
	"fmt"
	"log"

	"example.com/fixtures/mcpmodel/refusalfilters"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// Client wraps an mcp-go client.
type Client struct{ c *client.Client }

func request(name string) mcp.CallToolRequest {
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	return req
}

// CallTool is a refusal filter in the else-if form.
func (c *Client) CallTool(ctx context.Context, name string) (*mcp.CallToolResult, error) {
	result, err := c.c.CallTool(ctx, request(name))
	if err != nil {
		return nil, fmt.Errorf("call %s: %w", name, err)
	} else if result.IsError {
		return nil, fmt.Errorf("tool %s refused", name)
	}
	return result, nil
}

type hit struct {
	ID string `json:"id"`
}

// Silent: CallTool returns no refusal.
func search(ctx context.Context, c *Client) []hit {
	res, err := c.CallTool(ctx, "search")
	if err != nil {
		return nil
	}
	var hits []hit
	_ = json.Unmarshal(res.RawStructuredContent, &hits)
	return hits
}

// callSwitch is a refusal filter in the switch form.
func (c *Client) callSwitch(ctx context.Context, name string) (*mcp.CallToolResult, error) {
	res, err := c.c.CallTool(ctx, request(name))
	switch {
	case err != nil:
		return nil, err
	case res.IsError:
		return nil, fmt.Errorf("tool %s refused", name)
	default:
		return res, nil
	}
}

// Silent: through the switch filter.
func viaSwitch(ctx context.Context, c *Client) map[string]any {
	res, err := c.callSwitch(ctx, "stats")
	if err != nil {
		return nil
	}
	return res.StructuredContent.(map[string]any)
}

// callOnFlag switches on IsError itself.
func (c *Client) callOnFlag(ctx context.Context, name string) (*mcp.CallToolResult, error) {
	res, err := c.c.CallTool(ctx, request(name))
	if err != nil {
		return nil, err
	}
	switch res.IsError {
	case false:
		return res, nil
	}
	return nil, fmt.Errorf("tool %s refused", name)
}

// Silent: through the switch on IsError.
func viaOnFlag(ctx context.Context, c *Client) map[string]any {
	res, err := c.callOnFlag(ctx, "stats")
	if err != nil {
		return nil
	}
	return res.StructuredContent.(map[string]any)
}

// checkToolError turns a refusal into an error.
func checkToolError(res *mcp.CallToolResult) error {
	if res.IsError {
		return fmt.Errorf("tool refused: %s", mcp.GetTextFromContent(res.Content[0]))
	}
	return nil
}

// toolError turns a refusal into an error through checkToolError.
func toolError(res *mcp.CallToolResult) error {
	err := checkToolError(res)
	if err != nil {
		return fmt.Errorf("tool: %w", err)
	}
	return nil
}

// callChecked is a filter through a helper two deep.
func (c *Client) callChecked(ctx context.Context, name string) (*mcp.CallToolResult, error) {
	res, err := c.c.CallTool(ctx, request(name))
	if err != nil {
		return nil, err
	}
	if err := toolError(res); err != nil {
		return nil, err
	}
	return res, nil
}

// stats hands on what the filter gave: a filter too.
func (c *Client) stats(ctx context.Context) (*mcp.CallToolResult, error) {
	res, err := c.callChecked(ctx, "stats")
	if err != nil {
		return nil, err
	}
	return res, nil
}

// Silent: two calls from the check.
func viaHelperTwoDeep(ctx context.Context, c *Client) map[string]any {
	res, err := c.stats(ctx)
	if err != nil {
		return nil
	}
	return res.StructuredContent.(map[string]any)
}

// Silent: filters of another package, of every form.
func viaOtherPackage(ctx context.Context, s *refusalfilters.Session) []any {
	var out []any
	if res, err := s.InvokeElseIf(ctx, "a"); err == nil {
		out = append(out, res.StructuredContent.(map[string]any))
	}
	if res, err := s.InvokeSwitch(ctx, "b"); err == nil {
		out = append(out, res.StructuredContent.(map[string]any))
	}
	if res, err := s.InvokeOnFlag(ctx, "c"); err == nil {
		out = append(out, res.StructuredContent.(map[string]any))
	}
	if res, err := s.InvokeCheckedTwoDeep(ctx, "d"); err == nil {
		out = append(out, res.StructuredContent.(map[string]any))
	}
	return out
}

// Reported: another package's look-alikes hand a refusal on.
func viaOtherLookAlikes(ctx context.Context, s *refusalfilters.Session) []any {
	var out []any
	if res, err := s.InvokeElseIfLogged(ctx, "a"); err == nil {
		out = append(out, res.StructuredContent.(map[string]any)) // want `StructuredContent read without checking IsError`
	}
	if res, err := s.InvokeSwitchBoth(ctx, "b"); err == nil {
		out = append(out, res.StructuredContent.(map[string]any)) // want `StructuredContent read without checking IsError`
	}
	return out
}

// callLogged checks IsError only for logging: no filter.
func (c *Client) callLogged(ctx context.Context, name string) (*mcp.CallToolResult, error) {
	res, err := c.c.CallTool(ctx, request(name))
	if err != nil {
		return nil, err
	} else if res.IsError {
		log.Printf("tool %s refused", name)
	}
	return res, nil
}

// Reported: through the logging look-alike.
func viaLogged(ctx context.Context, c *Client) map[string]any {
	res, err := c.callLogged(ctx, "stats")
	if err != nil {
		return nil
	}
	return res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
}

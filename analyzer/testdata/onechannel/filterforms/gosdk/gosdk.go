// Package gosdk reads go-sdk results that refusal filters of every form
// handed on (else-if, switch, a switch on IsError, a helper that turns a
// refusal into an error, two deep), its own and another package's: no
// refusal reaches them. Look-alikes that hand a refusal on are reported.
package gosdk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"strings"

	"example.com/fixtures/mcpmodel/refusalfilters"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Client wraps a go-sdk session.
type Client struct{ session *mcp.ClientSession }

func textOf(res *mcp.CallToolResult) string {
	var parts []string
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			parts = append(parts, tc.Text)
		}
	}
	return strings.Join(parts, "\n")
}

// CallTool is a refusal filter in the else-if form.
func (c *Client) CallTool(ctx context.Context, name string, args map[string]any) (*mcp.CallToolResult, error) {
	result, err := c.session.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		return nil, fmt.Errorf("call %s: %w", name, err)
	} else if result.IsError {
		return nil, errors.New(textOf(result))
	}
	return result, nil
}

// Silent: CallTool returns no refusal.
func listRepos(ctx context.Context, c *Client) map[string]any {
	res, err := c.CallTool(ctx, "list_repos", nil)
	if err != nil {
		return nil
	}
	return res.StructuredContent.(map[string]any)
}

// callSwitch is a refusal filter in the switch form.
func (c *Client) callSwitch(ctx context.Context, name string) (*mcp.CallToolResult, error) {
	res, err := c.session.CallTool(ctx, &mcp.CallToolParams{Name: name})
	switch {
	case err != nil:
		return nil, err
	case res.IsError:
		return nil, errors.New(textOf(res))
	}
	return res, nil
}

// Silent: through the switch filter.
func viaSwitch(ctx context.Context, c *Client) []byte {
	res, err := c.callSwitch(ctx, "weather")
	if err != nil {
		return nil
	}
	b, _ := json.Marshal(res.StructuredContent)
	return b
}

// callOnFlag switches on IsError itself.
func (c *Client) callOnFlag(ctx context.Context, name string) (*mcp.CallToolResult, error) {
	res, err := c.session.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return nil, err
	}
	switch res.IsError {
	case true:
		return nil, errors.New(textOf(res))
	}
	return res, nil
}

// Silent: through the switch on IsError.
func viaOnFlag(ctx context.Context, c *Client) map[string]any {
	res, err := c.callOnFlag(ctx, "weather")
	if err != nil {
		return nil
	}
	m, _ := res.StructuredContent.(map[string]any)
	return m
}

// checkToolError turns a refusal into an error.
func checkToolError(res *mcp.CallToolResult) error {
	if res.IsError {
		return fmt.Errorf("tool refused: %s", textOf(res))
	}
	return nil
}

// toolError turns a refusal into an error through checkToolError.
func toolError(res *mcp.CallToolResult) error {
	if err := checkToolError(res); err != nil {
		return fmt.Errorf("tool: %w", err)
	}
	return nil
}

// callChecked is a filter through a helper two deep.
func (c *Client) callChecked(ctx context.Context, name string) (*mcp.CallToolResult, error) {
	res, err := c.session.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return nil, err
	}
	if err := toolError(res); err != nil {
		return nil, err
	}
	return res, nil
}

// weather hands on what the filter gave: a filter too.
func (c *Client) weather(ctx context.Context) (*mcp.CallToolResult, error) {
	return c.callChecked(ctx, "weather")
}

// Silent: two calls from the check.
func viaHelperTwoDeep(ctx context.Context, c *Client) map[string]any {
	res, err := c.weather(ctx)
	if err != nil {
		return nil
	}
	return res.StructuredContent.(map[string]any)
}

// Silent: filters of another package, of every form.
func viaOtherPackage(ctx context.Context, c *refusalfilters.Client) []any {
	var out []any
	if res, err := c.CallTool(ctx, "a", nil); err == nil {
		out = append(out, res.StructuredContent.(map[string]any))
	}
	if res, err := c.CallSwitch(ctx, "b"); err == nil {
		out = append(out, res.StructuredContent.(map[string]any))
	}
	if res, err := c.CallOnFlag(ctx, "c"); err == nil {
		out = append(out, res.StructuredContent.(map[string]any))
	}
	if res, err := c.CallCheckedTwoDeep(ctx, "d"); err == nil {
		out = append(out, res.StructuredContent.(map[string]any))
	}
	return out
}

// Reported: another package's look-alikes hand a refusal on.
func viaOtherLookAlikes(ctx context.Context, c *refusalfilters.Client) []any {
	var out []any
	if res, err := c.CallElseIfLogged(ctx, "a"); err == nil {
		out = append(out, res.StructuredContent.(map[string]any)) // want `StructuredContent read without checking IsError`
	}
	if res, err := c.CallSwitchBoth(ctx, "b"); err == nil {
		out = append(out, res.StructuredContent.(map[string]any)) // want `StructuredContent read without checking IsError`
	}
	return out
}

// callBoth returns the result on the IsError path too: no filter.
func (c *Client) callBoth(ctx context.Context, name string) (*mcp.CallToolResult, error) {
	res, err := c.session.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return nil, err
	} else if res.IsError {
		return res, errors.New(textOf(res))
	}
	return res, nil
}

// Reported: callBoth hands the refusal on with its error, and the caller
// reads it when the error is set too.
func viaBoth(ctx context.Context, c *Client) map[string]any {
	res, _ := c.callBoth(ctx, "weather")
	return res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
}

// callLogged checks IsError only for logging: no filter.
func (c *Client) callLogged(ctx context.Context, name string) (*mcp.CallToolResult, error) {
	res, err := c.session.CallTool(ctx, &mcp.CallToolParams{Name: name})
	switch {
	case err != nil:
		return nil, err
	case res.IsError:
		log.Printf("tool %s refused", name)
	}
	return res, nil
}

// Reported: through the logging look-alike.
func viaLogged(ctx context.Context, c *Client) map[string]any {
	res, err := c.callLogged(ctx, "weather")
	if err != nil {
		return nil
	}
	return res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
}

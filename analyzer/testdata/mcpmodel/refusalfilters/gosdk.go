package refusalfilters

import (
	"context"
	"errors"
	"fmt"
	"log"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Client calls tools through a go-sdk session.
type Client struct{ cs *mcp.ClientSession }

// Call is a refusal filter: a refusal becomes an error.
func (c *Client) Call(ctx context.Context, name string, args any) (*mcp.CallToolResult, error) { // want Call:`mcpclientwrapper\(result 0\)` Call:`mcpfilter\(result 0\)`
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		return nil, err
	}
	if res.IsError {
		return nil, errors.New(joined(res))
	}
	return res, nil
}

// Weather hands on what the filter gave: a filter too.
func (c *Client) Weather(ctx context.Context) (*mcp.CallToolResult, error) { // want Weather:`mcpclientwrapper\(result 0\)` Weather:`mcpfilter\(result 0\)`
	return c.Call(ctx, "weather", nil)
}

// Forecast hands on what Weather gave, through a local: three deep.
func (c *Client) Forecast(ctx context.Context) (*mcp.CallToolResult, error) { // want Forecast:`mcpclientwrapper\(result 0\)` Forecast:`mcpfilter\(result 0\)`
	res, err := c.Weather(ctx)
	if err != nil {
		return nil, err
	}
	return res, nil
}

// CallText hands on the text only when IsError is false.
func (c *Client) CallText(ctx context.Context, name string) (string, error) { // want CallText:`mcptext\(result 0\)` CallText:`mcpfilter\(text 0\)`
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return "", err
	}
	if !res.IsError {
		return joined(res), nil
	}
	return "", fmt.Errorf("tool %s refused: %s", name, joined(res))
}

// Ask hands on the joined text and never reads IsError: a refusal's
// message comes out as the answer.
func (c *Client) Ask(ctx context.Context, name string) (string, error) { // want Ask:`mcptextunread\(result 0\)`
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return "", err
	}
	var parts []string
	for _, block := range res.Content {
		if tc, ok := block.(*mcp.TextContent); ok {
			parts = append(parts, tc.Text)
		}
	}
	return strings.Join(parts, "\n"), nil
}

// AskAgain hands on what Ask gave: unread too.
func (c *Client) AskAgain(ctx context.Context, name string) (string, error) { // want AskAgain:`mcptextunread\(result 0\)`
	return c.Ask(ctx, name)
}

// AskChecked joins the text of an accepted result: a filter.
func (c *Client) AskChecked(ctx context.Context, name string) (string, error) { // want AskChecked:`mcptext\(result 0\)` AskChecked:`mcpfilter\(text 0\)`
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil || res.IsError {
		return "", fmt.Errorf("tool %s failed", name)
	}
	var b strings.Builder
	for _, block := range res.Content {
		if tc, ok := block.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String(), nil
}

// AskFiltered hands on the text of what the filter gave: a filter.
func (c *Client) AskFiltered(ctx context.Context, name string) (string, error) { // want AskFiltered:`mcptext\(result 0\)` AskFiltered:`mcpfilter\(text 0\)`
	res, err := c.Call(ctx, name, nil)
	if err != nil {
		return "", err
	}
	return joined(res), nil
}

// AskLogged looks at IsError, logs and hands the text on: neither a
// filter nor unread (it looked).
func (c *Client) AskLogged(ctx context.Context, name string) (string, error) { // want AskLogged:`mcptext\(result 0\)`
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return "", err
	}
	if res.IsError {
		log.Printf("tool %s refused", name)
	}
	return joined(res), nil
}

// CallLogged only logs a refusal and hands it on: no filter.
func (c *Client) CallLogged(ctx context.Context, name string) (*mcp.CallToolResult, error) { // want CallLogged:`mcpclientwrapper\(result 0\)`
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return nil, err
	}
	if res.IsError {
		log.Printf("tool %s refused: %s", name, joined(res))
	}
	return res, nil
}

// CallOther checks IsError of a different result: no filter.
func (c *Client) CallOther(ctx context.Context, name string) (*mcp.CallToolResult, error) { // want CallOther:`mcpclientwrapper\(result 0\)`
	probe, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: "ping"})
	if err != nil {
		return nil, err
	}
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return nil, err
	}
	if probe.IsError {
		return nil, errors.New("server unhealthy")
	}
	return res, nil
}

// CallEarly returns the result before checking it: no filter.
func (c *Client) CallEarly(ctx context.Context, name string, lenient bool) (*mcp.CallToolResult, error) { // want CallEarly:`mcpclientwrapper\(result 0\)`
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return nil, err
	}
	if lenient {
		return res, nil
	}
	if res.IsError {
		return nil, errors.New(joined(res))
	}
	return res, nil
}

// CallReplaced hands on a refusal of its own in place of the server's:
// no filter.
func (c *Client) CallReplaced(ctx context.Context, name string) (*mcp.CallToolResult, error) { // want CallReplaced:`mcpclientwrapper\(result 0\)`
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return nil, err
	}
	if res.IsError {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "refused"}}}, nil
	}
	return res, nil
}

// joined writes every text block of res into one text.
func joined(res *mcp.CallToolResult) string {
	var parts []string
	for _, block := range res.Content {
		if tc, ok := block.(*mcp.TextContent); ok {
			parts = append(parts, tc.Text)
		}
	}
	return strings.Join(parts, "\n")
}

// textOf is the text of every block of res.
func textOf(res *mcp.CallToolResult) string { return joined(res) }

// CallTool is a filter in the else-if form.
func (c *Client) CallTool(ctx context.Context, name string, args map[string]any) (*mcp.CallToolResult, error) { // want CallTool:`mcpclientwrapper\(result 0\)` CallTool:`mcpfilter\(result 0\)`
	result, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		return nil, fmt.Errorf("call %s: %w", name, err)
	} else if result.IsError {
		return nil, errors.New(textOf(result))
	}
	return result, nil
}

// CallSwitch is a filter in the switch form.
func (c *Client) CallSwitch(ctx context.Context, name string) (*mcp.CallToolResult, error) { // want CallSwitch:`mcpclientwrapper\(result 0\)` CallSwitch:`mcpfilter\(result 0\)`
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: name})
	switch {
	case err != nil:
		return nil, err
	case res.IsError:
		return nil, errors.New(joined(res))
	}
	return res, nil
}

// CallOnFlag switches on IsError itself.
func (c *Client) CallOnFlag(ctx context.Context, name string) (*mcp.CallToolResult, error) { // want CallOnFlag:`mcpclientwrapper\(result 0\)` CallOnFlag:`mcpfilter\(result 0\)`
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return nil, err
	}
	switch res.IsError {
	case true:
		return nil, errors.New(joined(res))
	default:
		return res, nil
	}
}

// checkToolError turns a refusal into an error.
func checkToolError(res *mcp.CallToolResult) error {
	if res.IsError {
		return fmt.Errorf("tool refused: %s", joined(res))
	}
	return nil
}

// toolError turns a refusal into an error through checkToolError: two deep.
func toolError(res *mcp.CallToolResult) error {
	if err := checkToolError(res); err != nil {
		return fmt.Errorf("tool: %w", err)
	}
	return nil
}

// CallChecked is a filter through a helper that turns a refusal into an
// error.
func (c *Client) CallChecked(ctx context.Context, name string) (*mcp.CallToolResult, error) { // want CallChecked:`mcpclientwrapper\(result 0\)` CallChecked:`mcpfilter\(result 0\)`
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return nil, err
	}
	if err := checkToolError(res); err != nil {
		return nil, err
	}
	return res, nil
}

// CallCheckedTwoDeep is a filter through two helpers.
func (c *Client) CallCheckedTwoDeep(ctx context.Context, name string) (*mcp.CallToolResult, error) { // want CallCheckedTwoDeep:`mcpclientwrapper\(result 0\)` CallCheckedTwoDeep:`mcpfilter\(result 0\)`
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return nil, err
	}
	err = toolError(res)
	if err != nil {
		return nil, err
	}
	return res, nil
}

// CallElseIfLogged looks at IsError in an else-if and only logs it: no
// filter.
func (c *Client) CallElseIfLogged(ctx context.Context, name string) (*mcp.CallToolResult, error) { // want CallElseIfLogged:`mcpclientwrapper\(result 0\)`
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return nil, err
	} else if res.IsError {
		log.Printf("tool %s refused", name)
	}
	return res, nil
}

// CallSwitchBoth returns the result on the IsError case too: no filter.
func (c *Client) CallSwitchBoth(ctx context.Context, name string) (*mcp.CallToolResult, error) { // want CallSwitchBoth:`mcpclientwrapper\(result 0\)`
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: name})
	switch {
	case err != nil:
		return nil, err
	case res.IsError:
		return res, errors.New(joined(res))
	}
	return res, nil
}

// CallCheckDropped calls the checker and drops its answer: no filter.
func (c *Client) CallCheckDropped(ctx context.Context, name string) (*mcp.CallToolResult, error) { // want CallCheckDropped:`mcpclientwrapper\(result 0\)`
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return nil, err
	}
	_ = checkToolError(res)
	return res, nil
}

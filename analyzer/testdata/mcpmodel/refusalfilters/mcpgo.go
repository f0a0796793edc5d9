package refusalfilters

import (
	"context"
	"fmt"
	"log"
	"strings"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// Session calls tools through an mcp-go client.
type Session struct{ c *client.Client }

func request(name string, args map[string]any) mcp.CallToolRequest {
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	req.Params.Arguments = args
	return req
}

// Invoke is a refusal filter: a transport error or a refusal becomes an
// error.
func (s *Session) Invoke(ctx context.Context, name string, args map[string]any) (*mcp.CallToolResult, error) { // want Invoke:`mcpclientwrapper\(result 0\)` Invoke:`mcpfilter\(result 0\)`
	res, err := s.c.CallTool(ctx, request(name, args))
	if err != nil || res.IsError {
		return nil, fmt.Errorf("tool %s failed", name)
	}
	return res, nil
}

// Search hands on what the filter gave: a filter too.
func (s *Session) Search(ctx context.Context, q string) (*mcp.CallToolResult, error) { // want Search:`mcpclientwrapper\(result 0\)` Search:`mcpfilter\(result 0\)`
	return s.Invoke(ctx, "search", map[string]any{"q": q})
}

// SearchAll hands on what Search gave, through a local: three deep.
func (s *Session) SearchAll(ctx context.Context) (*mcp.CallToolResult, error) { // want SearchAll:`mcpclientwrapper\(result 0\)` SearchAll:`mcpfilter\(result 0\)`
	res, err := s.Search(ctx, "*")
	if err != nil {
		return nil, err
	}
	return res, nil
}

// InvokeText hands on the text only when IsError is false.
func (s *Session) InvokeText(ctx context.Context, name string) (string, error) { // want InvokeText:`mcptext\(result 0\)` InvokeText:`mcpfilter\(text 0\)`
	res, err := s.c.CallTool(ctx, request(name, nil))
	if err != nil {
		return "", err
	}
	if res.IsError {
		return "", fmt.Errorf("tool %s refused: %s", name, mcp.GetTextFromContent(res.Content[0]))
	}
	return mcp.GetTextFromContent(res.Content[0]), nil
}

// Query hands on the joined text and never reads IsError.
func (s *Session) Query(ctx context.Context, name string) (string, error) { // want Query:`mcptextunread\(result 0\)`
	res, err := s.c.CallTool(ctx, request(name, nil))
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for _, block := range res.Content {
		if tc, ok := mcp.AsTextContent(block); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String(), nil
}

// QueryAgain hands on what Query gave: unread too.
func (s *Session) QueryAgain(ctx context.Context, name string) (string, error) { // want QueryAgain:`mcptextunread\(result 0\)`
	text, err := s.Query(ctx, name)
	if err != nil {
		return "", err
	}
	return text, nil
}

// QueryChecked joins the text of an accepted result: a filter.
func (s *Session) QueryChecked(ctx context.Context, name string) (string, error) { // want QueryChecked:`mcptext\(result 0\)` QueryChecked:`mcpfilter\(text 0\)`
	res, err := s.c.CallTool(ctx, request(name, nil))
	if err != nil {
		return "", err
	}
	if res.IsError {
		return "", fmt.Errorf("tool %s refused", name)
	}
	var parts []string
	for _, block := range res.Content {
		if tc, ok := mcp.AsTextContent(block); ok {
			parts = append(parts, tc.Text)
		}
	}
	return strings.Join(parts, ""), nil
}

// InvokeLogged only logs a refusal and hands it on: no filter.
func (s *Session) InvokeLogged(ctx context.Context, name string) (*mcp.CallToolResult, error) { // want InvokeLogged:`mcpclientwrapper\(result 0\)`
	res, err := s.c.CallTool(ctx, request(name, nil))
	if err != nil {
		return nil, err
	}
	if res.IsError {
		log.Printf("tool %s refused", name)
	}
	return res, nil
}

// InvokeOther checks IsError of a different result: no filter.
func (s *Session) InvokeOther(ctx context.Context, name string) (*mcp.CallToolResult, error) { // want InvokeOther:`mcpclientwrapper\(result 0\)`
	probe, err := s.c.CallTool(ctx, request("ping", nil))
	if err != nil {
		return nil, err
	}
	res, err := s.c.CallTool(ctx, request(name, nil))
	if err != nil || probe.IsError {
		return nil, fmt.Errorf("tool %s failed", name)
	}
	return res, nil
}

// InvokeEarly returns the result before checking it: no filter.
func (s *Session) InvokeEarly(ctx context.Context, name string, lenient bool) (*mcp.CallToolResult, error) { // want InvokeEarly:`mcpclientwrapper\(result 0\)`
	res, err := s.c.CallTool(ctx, request(name, nil))
	if err != nil {
		return nil, err
	}
	if lenient {
		return res, nil
	}
	if res.IsError {
		return nil, fmt.Errorf("tool %s refused", name)
	}
	return res, nil
}

// InvokeElseIf is a filter in the else-if form.
func (s *Session) InvokeElseIf(ctx context.Context, name string) (*mcp.CallToolResult, error) { // want InvokeElseIf:`mcpclientwrapper\(result 0\)` InvokeElseIf:`mcpfilter\(result 0\)`
	res, err := s.c.CallTool(ctx, request(name, nil))
	if err != nil {
		return nil, err
	} else if res.IsError {
		return nil, fmt.Errorf("tool %s refused", name)
	}
	return res, nil
}

// InvokeSwitch is a filter in the switch form.
func (s *Session) InvokeSwitch(ctx context.Context, name string) (*mcp.CallToolResult, error) { // want InvokeSwitch:`mcpclientwrapper\(result 0\)` InvokeSwitch:`mcpfilter\(result 0\)`
	res, err := s.c.CallTool(ctx, request(name, nil))
	switch {
	case err != nil:
		return nil, err
	case res.IsError:
		return nil, fmt.Errorf("tool %s refused", name)
	default:
		return res, nil
	}
}

// InvokeOnFlag switches on IsError itself.
func (s *Session) InvokeOnFlag(ctx context.Context, name string) (*mcp.CallToolResult, error) { // want InvokeOnFlag:`mcpclientwrapper\(result 0\)` InvokeOnFlag:`mcpfilter\(result 0\)`
	res, err := s.c.CallTool(ctx, request(name, nil))
	if err != nil {
		return nil, err
	}
	switch res.IsError {
	case false:
		return res, nil
	}
	return nil, fmt.Errorf("tool %s refused", name)
}

// refusalError turns a refusal into an error.
func refusalError(res *mcp.CallToolResult) error {
	if res.IsError {
		return fmt.Errorf("tool refused: %s", mcp.GetTextFromContent(res.Content[0]))
	}
	return nil
}

// wrappedRefusal turns a refusal into an error through refusalError.
func wrappedRefusal(res *mcp.CallToolResult) error {
	if err := refusalError(res); err != nil {
		return fmt.Errorf("tool: %w", err)
	}
	return nil
}

// InvokeChecked is a filter through a helper that turns a refusal into an
// error.
func (s *Session) InvokeChecked(ctx context.Context, name string) (*mcp.CallToolResult, error) { // want InvokeChecked:`mcpclientwrapper\(result 0\)` InvokeChecked:`mcpfilter\(result 0\)`
	res, err := s.c.CallTool(ctx, request(name, nil))
	if err != nil {
		return nil, err
	}
	if err := refusalError(res); err != nil {
		return nil, err
	}
	return res, nil
}

// InvokeCheckedTwoDeep is a filter through two helpers.
func (s *Session) InvokeCheckedTwoDeep(ctx context.Context, name string) (*mcp.CallToolResult, error) { // want InvokeCheckedTwoDeep:`mcpclientwrapper\(result 0\)` InvokeCheckedTwoDeep:`mcpfilter\(result 0\)`
	res, err := s.c.CallTool(ctx, request(name, nil))
	if err != nil {
		return nil, err
	}
	if err := wrappedRefusal(res); err != nil {
		return nil, err
	}
	return res, nil
}

// InvokeElseIfLogged only logs a refusal in an else-if: no filter.
func (s *Session) InvokeElseIfLogged(ctx context.Context, name string) (*mcp.CallToolResult, error) { // want InvokeElseIfLogged:`mcpclientwrapper\(result 0\)`
	res, err := s.c.CallTool(ctx, request(name, nil))
	if err != nil {
		return nil, err
	} else if res.IsError {
		log.Printf("tool %s refused", name)
	}
	return res, nil
}

// InvokeSwitchBoth returns the result on the IsError case too: no filter.
func (s *Session) InvokeSwitchBoth(ctx context.Context, name string) (*mcp.CallToolResult, error) { // want InvokeSwitchBoth:`mcpclientwrapper\(result 0\)`
	res, err := s.c.CallTool(ctx, request(name, nil))
	switch {
	case err != nil:
		return nil, err
	case res.IsError:
		return res, fmt.Errorf("tool %s refused", name)
	}
	return res, nil
}

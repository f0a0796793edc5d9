// Package gosdk: an isError result's text is decided on only where the
// code also reads the code its server sends in the payload; a branch that
// only rewords a request's failure decides nothing.
package gosdk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type toolError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

type envelope struct {
	Error  *toolError      `json:"error"`
	Result json.RawMessage `json:"result"`
}

// The payload carries the refusal's code, and the code decodes it: the
// text is searched instead of it.
func textBesideDecodedCode(ctx context.Context, s *mcp.ClientSession) error { // want textBesideDecodedCode:`mcprequesterror\(go-sdk CallTool\)`
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "search"})
	if err != nil {
		return err
	}
	if res.IsError {
		var env envelope
		raw, _ := json.Marshal(res.StructuredContent)
		_ = json.Unmarshal(raw, &env)
		text := res.Content[0].(*mcp.TextContent).Text
		if strings.Contains(text, "rate limit") { // want `^branching on the text of an isError result; treat it as a failure: its text is for people$`
			return errors.New("slow down")
		}
		return fmt.Errorf("refused (%v): %s", env.Error, text)
	}
	return nil
}

// The payload is read at its code key: the code is in reach.
func textBesideCodeKey(ctx context.Context, s *mcp.ClientSession) error { // want textBesideCodeKey:`mcprequesterror\(go-sdk CallTool\)`
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "search"})
	if err != nil {
		return err
	}
	if res.IsError {
		m, _ := res.StructuredContent.(map[string]any)
		code := m["code"]
		if tc, ok := res.Content[0].(*mcp.TextContent); ok && tc.Text == "unauthorized" { // want `branching on the text of an isError result`
			return errors.New("log in")
		}
		return fmt.Errorf("refused with %v", code)
	}
	return nil
}

// No code anywhere: the refusal's text is all it says (a third-party
// server answering 401 in prose), and re-authenticating on it is the only
// way to tell.
func textAlone(ctx context.Context, s *mcp.ClientSession) error { // want textAlone:`mcprequesterror\(go-sdk CallTool\)`
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "search"})
	if err != nil {
		return err
	}
	if res.IsError {
		text := res.Content[0].(*mcp.TextContent).Text
		if strings.Contains(text, "401") && strings.Contains(text, "api.github.com") {
			return errors.New("re-authenticate")
		}
		return errors.New(text)
	}
	return nil
}

// The wording of a request's error picks the words added to it; every
// branch fails with the same error, wrapped: it decides nothing.
func rewordedRequestError(ctx context.Context, s *mcp.ClientSession, name string) (*mcp.CallToolResult, error) { // want rewordedRequestError:`mcprequesterror\(go-sdk CallTool\)`
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		errStr := err.Error()
		if strings.Contains(errStr, "method not found") || strings.Contains(errStr, "unknown tool") {
			return nil, fmt.Errorf("tool %q not found on the server; list the tools first: %w", name, err)
		}
		if strings.Contains(err.Error(), "rate limit") {
			return nil, fmt.Errorf("rate limited, wait before calling %q again: %w", name, err)
		}
		return nil, fmt.Errorf("tool %q failed: %w", name, err)
	}
	return res, nil
}

// The same wording decides what happens: an empty answer instead of the
// failure.
func decidedRequestError(ctx context.Context, s *mcp.ClientSession, name string) (*mcp.CallToolResult, error) { // want decidedRequestError:`mcprequesterror\(go-sdk CallTool\)`
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		errStr := err.Error()
		if strings.Contains(errStr, "method not found") { // want `^branching on the text of a CallTool error`
			return &mcp.CallToolResult{}, nil
		}
		return nil, fmt.Errorf("tool %q failed: %w", name, err)
	}
	return res, nil
}

// A new error that drops the original is a decision too: the caller can
// no longer tell the failure apart.
func replacedRequestError(ctx context.Context, s *mcp.ClientSession, name string) error { // want replacedRequestError:`mcprequesterror\(go-sdk CallTool\)`
	_, err := s.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		if strings.Contains(err.Error(), "method not found") { // want `^branching on the text of a CallTool error`
			return fmt.Errorf("tool %q is gone: %v", name, err)
		}
		return err
	}
	return nil
}

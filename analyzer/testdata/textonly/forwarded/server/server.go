// Package server's go-sdk typed handlers (Out any) end with return
// helper(…): the three results are what the helper returns, its result's
// text and its Out. A helper that gives a nil Out on every path gives
// nothing, so the JSON it builds the result from is text only; the helper
// that marshals and builds the result is reported, once, at its return.
package server

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/fixtures/textonly/forwarded/sanitize"
	"example.com/fixtures/textonly/forwarded/utils"
)

type Span struct{ attrs map[string]int }

func (s *Span) SetAttribute(key string, value int) { s.attrs[key] = value }

func estimateTokens(s string) int { return len(s) / 4 }

type Token struct {
	Name  string `json:"name"`
	Scope string `json:"scope"`
}

type Args struct {
	Name string `json:"name"`
}

// --- reported ---

// mcpTextResult marshals its argument (through marshalSanitizedJSON) and
// builds the result (through mcpSanitizedTextResult), giving no Out.
func mcpTextResult(span *Span, result any) (*mcp.CallToolResult, any, error) {
	sanitized, err := marshalSanitizedJSON(result)
	if err != nil {
		return utils.NewToolResultError(err.Error()), nil, nil
	}
	return mcpSanitizedTextResult(span, sanitized) // want `^JSON data returned only as text; return the value as the handler's Out too, which the SDK sends as structured content$`
}

// marshalSanitizedJSON's bytes are an encoder's output: whatever the
// sanitizer made of the first JSON, json.MarshalIndent of a
// json.RawMessage writes JSON.
func marshalSanitizedJSON(result any) ([]byte, error) {
	r, err := json.Marshal(result)
	if err != nil {
		return nil, fmt.Errorf("failed to marshal result: %v", err)
	}
	sanitized, err := sanitize.SanitizeJSONBytes(r)
	if err != nil {
		return nil, fmt.Errorf("failed to sanitize result: %v", err)
	}
	formatted, err := marshalMultilineJSON(json.RawMessage(sanitized))
	if err != nil {
		return nil, fmt.Errorf("failed to format sanitized result: %v", err)
	}
	return formatted, nil
}

func marshalMultilineJSON(value any) ([]byte, error) { return json.MarshalIndent(value, "", "") }

// mcpSanitizedTextResult is a text wrapper of three results: its callers'
// texts are reported where they give it JSON.
func mcpSanitizedTextResult(span *Span, sanitized []byte) (*mcp.CallToolResult, any, error) {
	span.SetAttribute("estimated_tokens", estimateTokens(string(sanitized)))
	return utils.NewToolResultText(string(sanitized)), nil, nil
}

// The handler hands on what mcpTextResult returns: reported there, not
// here.
func getToken(ctx context.Context, req *mcp.CallToolRequest, args Args) (*mcp.CallToolResult, any, error) {
	span := &Span{}
	token := Token{Name: args.Name, Scope: "read"}
	return mcpTextResult(span, &token)
}

// A handler that marshals and gives the JSON to the three-result wrapper.
func listTokens(ctx context.Context, req *mcp.CallToolRequest, args Args) (*mcp.CallToolResult, any, error) {
	span := &Span{}
	tokens := map[string]Token{args.Name: {Name: args.Name}}
	b, err := json.Marshal(tokens)
	if err != nil {
		return nil, nil, err
	}
	return mcpSanitizedTextResult(span, b) // want `^JSON of map\[string\]Token returned only as text in the handler of tool "list_tokens"; return the value as the handler's Out too, which the SDK sends as structured content$`
}

// A helper two calls away from the handler, through a helper that only
// hands on what mcpTextResult returns.
func forward(span *Span, result any) (*mcp.CallToolResult, any, error) {
	return mcpTextResult(span, result)
}

func getTokenForwarded(ctx context.Context, req *mcp.CallToolRequest, args Args) (*mcp.CallToolResult, any, error) {
	return forward(&Span{}, Token{Name: args.Name})
}

// --- silent ---

// A helper that gives its Out: the SDK sends it as structured content.
func mcpStructuredResult(span *Span, result any) (*mcp.CallToolResult, any, error) {
	sanitized, err := marshalSanitizedJSON(result)
	if err != nil {
		return utils.NewToolResultError(err.Error()), nil, nil
	}
	return withOut(span, sanitized, result)
}

func withOut(span *Span, sanitized []byte, payload any) (*mcp.CallToolResult, any, error) {
	span.SetAttribute("estimated_tokens", estimateTokens(string(sanitized)))
	return utils.NewToolResultText(string(sanitized)), payload, nil
}

func getTokenStructured(ctx context.Context, req *mcp.CallToolRequest, args Args) (*mcp.CallToolResult, any, error) {
	token := Token{Name: args.Name}
	return mcpStructuredResult(&Span{}, &token)
}

// Prose through the same chain.
func proseResult(span *Span, token Token) (*mcp.CallToolResult, any, error) {
	return mcpSanitizedTextResult(span, []byte(fmt.Sprintf("token %s has scope %s", token.Name, token.Scope)))
}

func describeToken(ctx context.Context, req *mcp.CallToolRequest, args Args) (*mcp.CallToolResult, any, error) {
	return proseResult(&Span{}, Token{Name: args.Name})
}

// An upstream body handed on unchanged: the code did not serialise it.
func upstreamResult(span *Span, resp *http.Response) (*mcp.CallToolResult, any, error) {
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return utils.NewToolResultError(err.Error()), nil, nil
	}
	return mcpSanitizedTextResult(span, body)
}

func proxyToken(ctx context.Context, req *mcp.CallToolRequest, args Args) (*mcp.CallToolResult, any, error) {
	resp, err := http.Get("https://example.com/tokens/" + args.Name)
	if err != nil {
		return nil, nil, err
	}
	return upstreamResult(&Span{}, resp)
}

// JSON given to another module's function and sent on as it returns it:
// nothing says that output is JSON still.
func sanitizedOnly(span *Span, result any) (*mcp.CallToolResult, any, error) {
	r, err := json.Marshal(result)
	if err != nil {
		return utils.NewToolResultError(err.Error()), nil, nil
	}
	sanitized, err := sanitize.SanitizeJSONBytes(r)
	if err != nil {
		return utils.NewToolResultError(err.Error()), nil, nil
	}
	return mcpSanitizedTextResult(span, sanitized)
}

func getTokenSanitizedOnly(ctx context.Context, req *mcp.CallToolRequest, args Args) (*mcp.CallToolResult, any, error) {
	return sanitizedOnly(&Span{}, Token{Name: args.Name})
}

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "get_token"}, getToken)
	mcp.AddTool(s, &mcp.Tool{Name: "list_tokens"}, listTokens)
	mcp.AddTool(s, &mcp.Tool{Name: "get_token_forwarded"}, getTokenForwarded)
	mcp.AddTool(s, &mcp.Tool{Name: "get_token_structured"}, getTokenStructured)
	mcp.AddTool(s, &mcp.Tool{Name: "describe_token"}, describeToken)
	mcp.AddTool(s, &mcp.Tool{Name: "proxy_token"}, proxyToken)
	mcp.AddTool(s, &mcp.Tool{Name: "get_token_sanitized_only"}, getTokenSanitizedOnly)
}

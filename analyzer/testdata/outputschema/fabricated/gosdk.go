package fabricated

import (
	"context"

	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

func goSDKFailed(w weather) *gosdk.CallToolResult {
	return &gosdk.CallToolResult{IsError: true, StructuredContent: w, Content: []gosdk.Content{&gosdk.TextContent{Text: "failed"}}} // want `error result carrying structured content`
}

func goSDKFlagged(w weather) *gosdk.CallToolResult {
	res := &gosdk.CallToolResult{StructuredContent: &w}
	res.IsError = true // want `error result carrying structured content`
	return res
}

// Silent: the seeds' structured error, isError true with {error: {code, message}}.
func goSDKErrorObject() *gosdk.CallToolResult {
	return &gosdk.CallToolResult{IsError: true, StructuredContent: map[string]any{"error": map[string]any{"code": "no_route_found", "message": "No route found"}}}
}

// go-sdk's SetError flags the result and keeps its payload.
func goSDKSetError(w weather, err error) *gosdk.CallToolResult {
	res := &gosdk.CallToolResult{StructuredContent: w}
	res.SetError(err) // want `error result carrying structured content`
	return res
}

// Silent: SetError on a result without a payload.
func goSDKSetErrorText(err error) *gosdk.CallToolResult {
	var res gosdk.CallToolResult
	res.SetError(err)
	return &res
}

// goSDKAnswer is a success payload of a typed handler (its Out).
type goSDKAnswer struct {
	Status string   `json:"status"`
	Items  []string `json:"items"`
}

func goSDKTyped(ctx context.Context, req *gosdk.CallToolRequest, in struct{}) (*gosdk.CallToolResult, goSDKAnswer, error) {
	return nil, goSDKAnswer{Status: "ok"}, nil
}

// A typed handler's Out is a success shape: on an error result, it is
// fabricated.
func goSDKOutShape(a goSDKAnswer) *gosdk.CallToolResult {
	return &gosdk.CallToolResult{IsError: true, StructuredContent: a} // want `error result carrying structured content`
}

// A payload set by field and left on when SetError flags the result.
func goSDKFieldThenSetError(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	res := &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: "partial"}}}
	res.StructuredContent = map[string]any{"status": "partial"}
	res.SetError(ctx.Err()) // want `error result carrying structured content`
	return res, nil
}

// Silent: an error object flagged by SetError, a payload out of sight.
func goSDKSilent(ctx context.Context, payload map[string]any) []*gosdk.CallToolResult {
	res := &gosdk.CallToolResult{StructuredContent: map[string]any{"code": "x", "message": "y"}}
	res.SetError(ctx.Err())
	other := &gosdk.CallToolResult{StructuredContent: payload}
	other.IsError = true
	return []*gosdk.CallToolResult{res, other}
}

package fabricated

import (
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

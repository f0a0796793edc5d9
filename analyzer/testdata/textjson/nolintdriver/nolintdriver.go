// Package nolintdriver is run with NolintByDriver set, as the golangci-lint
// plugin runs the checks.
package nolintdriver

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func decodes(ctx context.Context, s *mcp.ClientSession) {
	res, _ := s.CallTool(ctx, &mcp.CallToolParams{Name: "weather"})
	if res.IsError {
		return
	}
	var w map[string]any
	_ = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w) //nolint:textjson // want `decoding tool result text as JSON`
	_ = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w) //nolint // want `decoding tool result text as JSON`
	_ = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w) //nolint:mcpresult
	//lint:ignore textjson the server only speaks text
	_ = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w)
}

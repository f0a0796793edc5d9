// Package nomcp imports no MCP SDK: its JSON decoding of text is none of
// mcpresult's business, whatever the names say.
package nomcp

import "encoding/json"

type CallToolResult struct {
	Content []TextContent
}

type TextContent struct{ Text string }

func decode(res *CallToolResult) (out any) {
	_ = json.Unmarshal([]byte(res.Content[0].Text), &out)
	return out
}

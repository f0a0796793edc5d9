package fallback

import (
	"encoding/json"
	"fmt"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
)

// --- silent (mcp-go) ---

// The shape of textjson's fix for mcp-go: the exact payload bytes when
// the server sent them.
func mcpgoFixShape(res *mcpgo.CallToolResult) (v map[string]any, err error) {
	data := []byte(mcpgo.GetTextFromContent(res.Content[0]))
	if res.StructuredContent != nil {
		data = res.RawStructuredContent
	}
	err = json.Unmarshal(data, &v)
	return v, err
}

// After a failed decode of the exact payload bytes (an empty channel does
// not decode).
func mcpgoFailedDecode(res *mcpgo.CallToolResult) (v map[string]any, err error) {
	if err := json.Unmarshal(res.RawStructuredContent, &v); err == nil {
		return v, nil
	}
	err = json.Unmarshal([]byte(mcpgo.GetTextFromContent(res.Content[0])), &v)
	return v, err
}

// An empty channel, tested by its length.
func mcpgoEmpty(res *mcpgo.CallToolResult) (v map[string]any) {
	if len(res.RawStructuredContent) == 0 {
		_ = json.Unmarshal([]byte(mcpgo.GetTextFromContent(res.Content[0])), &v)
		return v
	}
	_ = json.Unmarshal(res.RawStructuredContent, &v)
	return v
}

// --- reported (mcp-go) ---

// The decode's error is only printed: the text is decoded either way.
func mcpgoDecodeIgnored(res *mcpgo.CallToolResult) (v map[string]any) {
	if err := json.Unmarshal(res.RawStructuredContent, &v); err != nil {
		fmt.Println(err)
	}
	_ = json.Unmarshal([]byte(mcpgo.GetTextFromContent(res.Content[0])), &v) // want `decoding tool result text as JSON; read RawStructuredContent instead`
	return v
}

// A length test that holds for a present channel.
func mcpgoWrongLength(res *mcpgo.CallToolResult) (v map[string]any) {
	if len(res.RawStructuredContent) > 0 {
		_ = json.Unmarshal([]byte(mcpgo.GetTextFromContent(res.Content[0])), &v) // want `decoding tool result text as JSON; read RawStructuredContent instead`
	}
	return v
}

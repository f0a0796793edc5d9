// Package fallback decodes a received result's text as the fallback of
// code that prefers the structured channel (textjson is silent there). A
// refusal has no structured content, so it lands exactly in the fallback:
// a presence test of the payload is no IsError check for it.
package fallback

import (
	"encoding/json"
	"fmt"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// --- reported: the refusal's message is decoded in the fallback ---

func gateway(res *mcp.CallToolResult) (any, error) {
	if res.StructuredContent != nil {
		return res.StructuredContent, nil
	}
	var v any
	err := json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &v) // want `tool result text decoded without checking IsError`
	return v, err
}

// The shape textjson's fix writes, where the code never checked IsError.
func fixShape(res *mcp.CallToolResult) (v map[string]any, err error) {
	data := []byte(res.Content[0].(*mcp.TextContent).Text)
	if res.StructuredContent != nil {
		b, err := json.Marshal(res.StructuredContent)
		if err != nil {
			return nil, err
		}
		data = b
	}
	err = json.Unmarshal(data, &v) // want `tool result text decoded without checking IsError`
	return v, err
}

func elseBranch(res *mcp.CallToolResult) (v map[string]any) {
	if res.StructuredContent != nil {
		v, _ = res.StructuredContent.(map[string]any)
	} else {
		_ = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &v) // want `tool result text decoded without checking IsError`
	}
	return v
}

func mcpgoFixShape(res *mcpgo.CallToolResult) (v map[string]any, err error) {
	data := []byte(mcpgo.GetTextFromContent(res.Content[0]))
	if res.StructuredContent != nil {
		data = res.RawStructuredContent
	}
	err = json.Unmarshal(data, &v) // want `tool result text decoded without checking IsError`
	return v, err
}

func mcpgoEmpty(res *mcpgo.CallToolResult) (v map[string]any) {
	if len(res.RawStructuredContent) > 0 {
		_ = json.Unmarshal(res.RawStructuredContent, &v)
		return v
	}
	_ = json.Unmarshal([]byte(mcpgo.GetTextFromContent(res.Content[0])), &v) // want `tool result text decoded without checking IsError`
	return v
}

// --- silent ---

// IsError checked first: the fallback decodes a success's text.
func fixShapeChecked(res *mcp.CallToolResult) (v map[string]any, err error) {
	if res.IsError {
		return nil, fmt.Errorf("refused: %v", res.Content)
	}
	data := []byte(res.Content[0].(*mcp.TextContent).Text)
	if res.StructuredContent != nil {
		b, err := json.Marshal(res.StructuredContent)
		if err != nil {
			return nil, err
		}
		data = b
	}
	err = json.Unmarshal(data, &v)
	return v, err
}

func mcpgoFixShapeChecked(res *mcpgo.CallToolResult) (v map[string]any, err error) {
	if res.IsError {
		return nil, fmt.Errorf("refused: %s", mcpgo.GetTextFromContent(res.Content[0]))
	}
	data := []byte(mcpgo.GetTextFromContent(res.Content[0]))
	if res.StructuredContent != nil {
		data = res.RawStructuredContent
	}
	err = json.Unmarshal(data, &v)
	return v, err
}

// A presence test whose absent side leaves without an error sends a
// refusal away from the reads after it, as before.
func presentOnly(res *mcp.CallToolResult) (v map[string]any) {
	if res.StructuredContent == nil {
		return nil
	}
	b, _ := json.Marshal(res.StructuredContent)
	_ = json.Unmarshal(b, &v)
	return v
}

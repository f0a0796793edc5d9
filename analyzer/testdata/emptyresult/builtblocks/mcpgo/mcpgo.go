// Package mcpgo: emptiness tests on text built from an mcp-go result's blocks.
package mcpgo

import (
	"encoding/json"
	"errors"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

// Positive: the answer decoded from the joined texts, tested for emptiness.
func decodedEmpty(res *mcp.CallToolResult) (map[string]any, error) {
	var parts []string
	for _, c := range res.Content {
		parts = append(parts, mcp.GetTextFromContent(c))
	}
	var rows map[string]any
	_ = json.Unmarshal([]byte(strings.Join(parts, "")), &rows)
	if rows == nil { // want `empty tool result treated as an error`
		return nil, errors.New("no rows")
	}
	return rows, nil
}

// Negative: the joined text itself tested for emptiness is a presence
// guard against a malformed reply.
func joinedEmpty(res *mcp.CallToolResult) (string, error) {
	var parts []string
	for _, c := range res.Content {
		parts = append(parts, mcp.GetTextFromContent(c))
	}
	joined := strings.Join(parts, "\n")
	if joined == "" {
		return "", errors.New("empty reply")
	}
	return joined, nil
}

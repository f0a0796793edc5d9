// Package gosdk: emptiness tests on text built from a go-sdk result's blocks.
package gosdk

import (
	"encoding/json"
	"errors"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type item struct{ ID string }

func textOf(res *mcp.CallToolResult) string {
	var sb strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			sb.WriteString(tc.Text)
		}
	}
	return sb.String()
}

// Positive: the answer decoded from the built text, tested for emptiness.
func decodedEmpty(res *mcp.CallToolResult) ([]item, error) {
	var items []item
	if err := json.Unmarshal([]byte(textOf(res)), &items); err != nil {
		return nil, err
	}
	if len(items) == 0 { // want `empty tool result treated as an error; an empty answer is a success`
		return nil, errors.New("no items")
	}
	return items, nil
}

// Negative: whether any text is there at all is a presence guard against
// a malformed reply (both SDKs always send a text block), as for one
// block's text (docs/emptyresult.md).
func builtTextEmpty(res *mcp.CallToolResult) (string, error) {
	var sb strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			sb.WriteString(tc.Text)
		}
	}
	if sb.Len() == 0 {
		return "", errors.New("empty reply")
	}
	return sb.String(), nil
}

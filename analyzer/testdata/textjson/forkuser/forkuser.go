package forkuser

import (
	"encoding/json"

	"example.com/fixtures/textjson/fork"
)

func decode(res *fork.CallToolResult) (v map[string]any) {
	if tc, ok := fork.AsTextContent(res.Content[0]); ok {
		_ = json.Unmarshal([]byte(tc.Text), &v) // want `decoding tool result text as JSON`
	}
	return v
}

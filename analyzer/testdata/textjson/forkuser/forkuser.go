package forkuser

import (
	"encoding/json"
	"errors"

	"example.com/fixtures/textjson/fork"
)

func decode(res *fork.CallToolResult) (v map[string]any) {
	if tc, ok := fork.AsTextContent(res.Content[0]); ok {
		_ = json.Unmarshal([]byte(tc.Text), &v) // want `^decoding tool result text as JSON; read RawStructuredContent instead$`
	}
	return v
}

func decodeLegacy(res *fork.LegacyResult) (v map[string]any, err error) {
	if res.IsError {
		return nil, errors.New("tool failed")
	}
	tc := res.Content[0].(fork.TextContent)
	err = json.Unmarshal([]byte(tc.Text), &v) // want `^decoding tool result text as JSON; read StructuredContent instead$`
	return v, err
}

// Package flatforkuser decodes the Text field of a flat content block of a
// configured result type.
package flatforkuser

import (
	"encoding/json"

	"example.com/fixtures/textjson/flatfork"
)

// Reported: a deferred closure over the named result decodes its text
// (issue 10, class 2).
func call(c flatfork.Client) (ret *flatfork.CallToolResult, err error) {
	defer func() {
		if ret == nil {
			return
		}
		if len(ret.Content) == 1 && ret.Content[0].Text != "" {
			var obj map[string]any
			if json.Unmarshal([]byte(ret.Content[0].Text), &obj) == nil { // want `decoding tool result text as JSON; read StructuredContent instead`
				ret.StructuredContent = obj
			}
		}
	}()
	return c.Call("weather")
}

// Silent: the same closure decodes the text only when there is no payload,
// a fallback (issue 20).
func callFallback(c flatfork.Client) (ret *flatfork.CallToolResult, err error) {
	defer func() {
		if ret == nil {
			return
		}
		if ret.StructuredContent == nil && len(ret.Content) == 1 && ret.Content[0].Text != "" {
			var obj map[string]any
			if json.Unmarshal([]byte(ret.Content[0].Text), &obj) == nil {
				ret.StructuredContent = obj
			}
		}
	}()
	return c.Call("weather")
}

// Silent: the block's name is no text of the answer, and the text is only
// compared.
func names(c flatfork.Client) (string, bool) {
	res, err := c.Call("weather")
	if err != nil || len(res.Content) == 0 {
		return "", false
	}
	var name string
	_ = json.Unmarshal([]byte(res.Content[0].Name), &name)
	return name, res.Content[0].Text == "ok"
}

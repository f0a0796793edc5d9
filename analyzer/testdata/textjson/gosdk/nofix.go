package gosdk

import (
	"encoding/json"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// No fix where the text cannot be read before the decode's statement
// exactly when and as the decode read it.

// The decode runs only when ok holds: reading the text before the if would
// run it (and its type assertion) on every path.
func noFixRightOperand(res *mcp.CallToolResult, ok bool) (w weather) {
	if ok && json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w) == nil { // want `decoding tool result text as JSON`
		return w
	}
	return weather{}
}

// An else-if's init runs only when the first condition fails.
func noFixElseIf(res *mcp.CallToolResult, skip bool) (w weather) {
	if skip {
		return w
	} else if err := json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w); err != nil { // want `decoding tool result text as JSON`
		return weather{}
	}
	return w
}

// The condition's text comes from the if's own init.
func noFixInitThenCondition(res *mcp.CallToolResult) (w weather) {
	if text := res.Content[0].(*mcp.TextContent).Text; json.Unmarshal([]byte(text), &w) != nil { // want `decoding tool result text as JSON`
		return weather{}
	}
	return w
}

// The decode is an argument of another call.
func noFixArgument(res *mcp.CallToolResult) (w weather) {
	must(json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w)) // want `decoding tool result text as JSON`
	return w
}

func must(err error) {
	if err != nil {
		panic(err)
	}
}

// The decoder was built in another statement: its text is out of the
// decode's sight.
func noFixDecoderVariable(res *mcp.CallToolResult) (w weather) {
	dec := json.NewDecoder(strings.NewReader(res.Content[0].(*mcp.TextContent).Text))
	dec.DisallowUnknownFields()
	_ = dec.Decode(&w) // want `decoding tool result text as JSON`
	return w
}

// json.Valid gates are reported without a fix.
func noFixValid(res *mcp.CallToolResult) bool {
	if json.Valid([]byte(res.Content[0].(*mcp.TextContent).Text)) { // want `testing tool result text for valid JSON`
		return true
	}
	return false
}

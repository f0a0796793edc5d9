// Package textjson defines an analyzer that reports JSON decoding of a tool
// result's content text.
//
// # Analyzer textjson
//
// textjson: report decoding a tool result's content text as JSON
//
// A tool result has two channels: content, prose for a model or a person,
// and structuredContent, the typed payload. The text is not a contract: on a
// refusal it is a plain message, and on success it may be a serialisation
// whose shape differs from the structured payload. Decode the structured
// channel instead.
//
// WRONG:
//
//	res, err := session.CallTool(ctx, params)
//	…
//	text := res.Content[0].(*mcp.TextContent).Text
//	err = json.Unmarshal([]byte(text), &out)
//
// RIGHT (go-sdk):
//
//	if res.IsError { return fmt.Errorf("tool failed: %v", res.Content) }
//	b, err := json.Marshal(res.StructuredContent)
//	…
//	err = json.Unmarshal(b, &out)
//
// RIGHT (mcp-go v0.56+):
//
//	err = json.Unmarshal(res.RawStructuredContent, &out)
//
// The analyzer follows the text through locals, conversions,
// strings.NewReader and friends, and helper functions (in other packages too,
// through facts). When no IsError check of the result comes first (decided
// as onechannel decides it), the one finding says so too. It suggests
// decoding the structured channel when the result value is in scope at the
// decode, and deletes the locals and imports that only the text read used.
package textjson

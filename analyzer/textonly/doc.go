// Package textonly defines an analyzer that reports a tool that returns JSON
// data only as text.
//
// # Analyzer textonly
//
// textonly: report a tool that returns JSON data only as text
//
// A tool result has two channels: content, text for a model or a person, and
// structuredContent, the typed payload a program reads. A tool that
// serialises its data to JSON and returns it only as a text block leaves its
// clients nothing to read but the text: they parse it (the mistake textjson
// reports on the client side), and break when its shape changes or when a
// refusal arrives in its place. The specification asks a tool that returns
// structured data to mirror it as text, not the other way round.
//
// WRONG (mcp-go):
//
//	b, err := json.Marshal(forecast)
//	…
//	return mcp.NewToolResultText(string(b)), nil
//
// RIGHT (mcp-go):
//
//	return mcp.NewToolResultStructured(forecast, string(b)), nil
//
// WRONG (go-sdk):
//
//	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil
//
// RIGHT (go-sdk):
//
//	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}, StructuredContent: forecast}, nil
//
// or a typed handler (mcp.AddTool with an Out type), whose Out the SDK sends
// as structured content.
//
// JSON data is the model's JSON this code serialised, of an object or a
// list: the output of any known encoder (encoding/json, protojson,
// json-iterator, goccy/go-json, sonic), converted, trimmed of white space,
// indented, read back from a buffer only an encoder wrote into, kept in
// locals or returned by the module's own functions at any depth (another
// package's too, by fact). It counts when the text holds it on SOME path
// to the return, whatever the text holds on the others (a prose message
// for an empty case, a URI in another branch): the answers that carry data
// carry it only as text. The result is mcp-go's NewToolResultText, a
// CallToolResult literal of either SDK with text blocks only, a result
// whose text blocks are assigned or appended by field, or the project's
// own wrapper of one of those (one that trims its text too). A return of
// a helper's results (return helper(…)) is what the helper returns: its
// result, and a nil Out when the helper, one of the package's own, gives
// nil there on every path (at any depth). The advice
// fits the SDK release in use: an upgrade where its results carry no
// structured content. A function is reported once, at its first such
// return; a helper that marshals and builds the result itself
// (jsonResult(v)) is reported there, not at each handler that calls it.
// The fix, where encoding/json made the text of a struct or map in scope
// at the result on every path to the return, adds it as structured
// content; where the text holds prose on another path, no fix is offered
// (the prose answer would change).
//
// Not reported: prose, markdown or fmt output, JSON mixed into prose, an
// upstream body handed on unchanged, a serialised string, number or bool, results with structured content
// (NewToolResultStructured, NewToolResultJSON, StructuredContent set before
// the return), error results, typed handlers whose Out the SDK fills, test
// code, and fixture servers (a package under testdata/, e2e/, fixture(s)/,
// stub(s)/ or mock(s)/ in its module, or one whose non-test files import
// testing or net/http/httptest).
package textonly

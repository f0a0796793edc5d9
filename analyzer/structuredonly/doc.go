// Package structuredonly defines an analyzer that reports a tool result
// with structured content and no text block.
//
// # Analyzer structuredonly
//
// structuredonly: report a success result with structured content and no text block
//
// A tool result has two channels: content, text for a model or a person,
// and structuredContent, the typed payload a program reads. The
// specification asks a tool that returns structured content to return its
// JSON in a text block too: clients, gateways and agent frameworks that read
// only content see an empty answer otherwise. The SDKs' constructors add
// the text themselves; a result built by hand does not.
//
// WRONG (mcp-go):
//
//	return &mcp.CallToolResult{StructuredContent: forecast}, nil
//
// RIGHT (mcp-go):
//
//	return mcp.NewToolResultStructuredOnly(forecast), nil
//
// WRONG (go-sdk):
//
//	return &mcp.CallToolResult{StructuredContent: forecast}, nil
//
// RIGHT (go-sdk):
//
//	b, err := json.Marshal(forecast)
//	if err != nil {
//		return nil, err
//	}
//	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}, StructuredContent: forecast}, nil
//
// or a typed handler (mcp.AddTool with an Out type) that returns the value
// as Out and leaves Content nil: the SDK sends Out as structured content
// and its JSON as text.
//
// Reported, in a function returning a tool result (a handler or the
// package's own builder): a return of a success result, a literal or a
// local whose fields are set before the return, that sets StructuredContent
// (or mcp-go's RawStructuredContent, which mcp-go sends in its place) and
// leaves Content without a block (absent, nil or an empty list); a builder
// that answers so is reported once, at its own return, not at its callers.
// A go-sdk typed handler is reported when it gives no Out (a nil Out any)
// and sets StructuredContent itself, or when it gives an object as Out
// beside a Content that is an empty list, which the SDK does not fill.
//
// Not reported: mcp-go's NewToolResultStructured, NewToolResultStructuredOnly
// and NewToolResultJSON (each marshals the value into a text block), a
// go-sdk typed handler returning Out with Content nil, error results,
// results with any content block, test code and fixture servers.
package structuredonly

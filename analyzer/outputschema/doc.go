// Package outputschema defines an analyzer that reports tools whose
// declared output schema their handlers do not keep: a success answered
// without structured content, and an error result carrying a
// success-shaped payload.
//
// # Analyzer outputschema
//
// outputschema: report a tool with an output schema answering without structured content
//
// The MCP specification: a tool that declares an outputSchema MUST return
// structuredContent that validates against it; on a failure the server
// sets isError and explains in content, and should not fabricate a
// structuredContent value, which makes a failure look like data.
//
// The analyzer binds each tool that declares a schema (mcp-go
// mcp.WithOutputSchema[T](), WithRawOutputSchema, WithCachedOutputSchema,
// a Tool literal with OutputSchema or RawOutputSchema, tool.OutputSchema =
// …; go-sdk a Tool with OutputSchema) to its handler through the
// registration (AddTool, a server.ServerTool literal, a pair constructor
// returning the tool and its handler), following variables (package-level
// ones too), function literals, named functions, method values, handler
// constructors, mcp-go's NewTypedToolHandler, adapters and middleware,
// across packages by facts: the model's registrations. Handlers the SDK fills in
// (go-sdk mcp.AddTool with an Out that is not any, mcp-go
// NewStructuredToolHandler) are fine.
//
// WRONG (mcp-go):
//
//	s.AddTool(mcp.NewTool("weather", mcp.WithOutputSchema[Weather]()),
//		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//			b, _ := json.Marshal(w)
//			return mcp.NewToolResultText(string(b)), nil
//		})
//
// RIGHT (mcp-go):
//
//	return mcp.NewToolResultStructured(w, string(b)), nil
//
// WRONG (go-sdk, a raw handler):
//
//	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
//
// RIGHT (go-sdk):
//
//	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}, StructuredContent: w}, nil
//
// WRONG (either SDK, any function): a success-shaped payload on an error
// result, left on after IsError is set or of the type of the package's
// success answers:
//
//	res := mcp.NewToolResultStructured(w, text)
//	res.IsError = true
//
// RIGHT:
//
//	return mcp.NewToolResultError("lookup failed: " + err.Error()), nil
//
// WRONG (go-sdk, a typed handler): an isError result beside a struct Out,
// which the SDK marshals into the failure's structured content whatever
// IsError says (a nil pointer Out as its element's zero value):
//
//	func list(ctx context.Context, req *mcp.CallToolRequest, in Args) (*mcp.CallToolResult, ListResult, error) {
//		if err != nil {
//			return errResult(err), ListResult{}, nil
//		}
//
// RIGHT: return the failure as the handler's error; the SDK sends an
// isError result with its text and no structured content:
//
//	return nil, ListResult{}, fmt.Errorf("list: %w", err)
//
// -fix makes that edit where the error result is a plain failure (one
// text block and IsError, as a literal or the package's own builder of
// its string parameter) and the SDK then sends the same text and flag:
// return toolError(msg), ListResult{}, nil becomes return nil,
// ListResult{}, errors.New(msg) (fix.go).
//
// An error object as the payload of an error result ({"error": {"code",
// "message"}}, a struct with a code and a message, an envelope holding
// one) is a documented structured error and stays silent. Test code and
// fixture servers (a package under testdata/, e2e/, fixture(s)/, stub(s)/
// or mock(s)/ in its module, or one whose non-test files import testing or
// net/http/httptest) are not reported.
package outputschema

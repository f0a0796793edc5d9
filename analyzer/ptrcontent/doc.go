// Package ptrcontent defines an analyzer that reports pointer assertions on
// the content blocks of a received mcp-go tool result, which never match.
//
// # Analyzer ptrcontent
//
// ptrcontent: report pointer assertions on received mcp-go content blocks
//
// mcp-go decodes every content block it receives as a value: a text block of
// a result a client's CallTool returned is a mcp.TextContent, never a
// *mcp.TextContent. The pointer types satisfy mcp.Content too (the methods
// have value receivers), so the assertion compiles, and is always false: the
// text is silently never read. mcp.AsTextContent and its siblings assert the
// value type as well, so giving them a pointer never matches either.
//
// WRONG:
//
//	res, err := c.CallTool(ctx, req)
//	…
//	for _, block := range res.Content {
//		if tc, ok := block.(*mcp.TextContent); ok { // never true
//			fmt.Println(tc.Text)
//		}
//	}
//
// RIGHT:
//
//	for _, block := range res.Content {
//		if tc, ok := block.(mcp.TextContent); ok {
//			fmt.Println(tc.Text)
//		}
//	}
//
// The same holds for a type switch (case *mcp.TextContent: → case
// mcp.TextContent:) and every block type mcp-go decodes (ImageContent,
// AudioContent, ResourceLink, EmbeddedResource, ToolUseContent,
// ToolResultContent), also through the in-process client, which marshals
// the server's answer and decodes it again. The fix drops the star where
// the asserted value is only read through its fields.
//
// Not reported: results the code built itself (a server may put pointer
// blocks in its own results, and its tests may read them back), a type
// switch or function that handles both the value and the pointer type,
// blocks of unknown origin, and go-sdk, whose blocks are always pointers
// (the compiler refuses a value assertion there).
package ptrcontent

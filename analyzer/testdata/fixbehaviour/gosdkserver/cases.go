package gosdkserver

import "github.com/modelcontextprotocol/go-sdk/mcp"

// Tools are the tools Register adds, each named after its handler.
var Tools = []string{"Literal", "Typed", "Dispatch", "StructuredLiteral", "StructuredLocal", "StructuredHelper", "StructuredTyped",
	"TypedFailureLiteral", "TypedFailureHelper", "TypedFailurePointer", "TypedFailureError"}

// Register adds the tools to s.
func Register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "Literal", InputSchema: map[string]any{"type": "object"}}, Literal)
	mcp.AddTool(s, &mcp.Tool{Name: "Typed"}, Typed)
	mcp.AddTool(s, &mcp.Tool{Name: "Dispatch"}, Dispatch)
	s.AddTool(&mcp.Tool{Name: "StructuredLiteral", InputSchema: map[string]any{"type": "object"}}, StructuredLiteral)
	s.AddTool(&mcp.Tool{Name: "StructuredLocal", InputSchema: map[string]any{"type": "object"}}, StructuredLocal)
	s.AddTool(&mcp.Tool{Name: "StructuredHelper", InputSchema: map[string]any{"type": "object"}}, StructuredHelper)
	mcp.AddTool(s, &mcp.Tool{Name: "StructuredTyped"}, StructuredTyped)
	mcp.AddTool(s, &mcp.Tool{Name: "TypedFailureLiteral"}, TypedFailureLiteral)
	mcp.AddTool(s, &mcp.Tool{Name: "TypedFailureHelper"}, TypedFailureHelper)
	mcp.AddTool(s, &mcp.Tool{Name: "TypedFailurePointer"}, TypedFailurePointer)
	mcp.AddTool(s, &mcp.Tool{Name: "TypedFailureError"}, TypedFailureError)
}

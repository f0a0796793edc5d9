package gosdkserver

import "github.com/modelcontextprotocol/go-sdk/mcp"

// Tools are the tools Register adds, each named after its handler.
var Tools = []string{"Literal", "Typed", "Dispatch"}

// Register adds the tools to s.
func Register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "Literal", InputSchema: map[string]any{"type": "object"}}, Literal)
	mcp.AddTool(s, &mcp.Tool{Name: "Typed"}, Typed)
	mcp.AddTool(s, &mcp.Tool{Name: "Dispatch"}, Dispatch)
}

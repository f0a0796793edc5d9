package mcpgoserver

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tools are the tools Register adds, each named after its handler.
var Tools = []string{"Constructor", "Literal", "StructuredConstructor", "StructuredLocal", "StructuredRaw"}

// Register adds the tools to s.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("Constructor"), Constructor)
	s.AddTool(mcp.NewTool("Literal"), Literal)
	s.AddTool(mcp.NewTool("StructuredConstructor"), StructuredConstructor)
	s.AddTool(mcp.NewTool("StructuredLocal"), StructuredLocal)
	s.AddTool(mcp.NewTool("StructuredRaw"), StructuredRaw)
}

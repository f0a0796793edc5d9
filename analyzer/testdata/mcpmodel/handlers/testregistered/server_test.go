package testregistered

import (
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func TestSearch(t *testing.T) {
	s := server.NewMCPServer("test", "1.0")
	s.AddTool(mcp.NewTool("search_under_test"), handleSearch)
}

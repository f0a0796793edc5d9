// Package integration is made only of tests and imports a server package
// of its own module: it tests that server through a client session, and
// what it decodes is the module's own answer.
package integration

import (
	"encoding/json"
	"testing"

	"example.com/fixtures/textjson/servermodule/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func callTool(t *testing.T, s *mcp.ClientSession, name string) (*mcp.CallToolResult, string) {
	res, err := s.CallTool(t.Context(), &mcp.CallToolParams{Name: name})
	if err != nil {
		t.Fatal(err)
	}
	return res, res.Content[0].(*mcp.TextContent).Text
}

// Silent: the server's own answer.
func TestWhoami(t *testing.T) {
	var s *mcp.ClientSession // connected to server.Endpoint
	t.Log(server.Endpoint)
	_, text := callTool(t, s, "whoami")
	var account struct{ Username string }
	if err := json.Unmarshal([]byte(text), &account); err != nil {
		t.Fatal(err)
	}
}

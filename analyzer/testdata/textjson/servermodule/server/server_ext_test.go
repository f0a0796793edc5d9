// Package server_test is the server package's external test package: made
// only of tests, it imports the server package of its own module, and
// what it decodes is that server's own answer, as in package server's own
// tests.
package server_test

import (
	"encoding/json"
	"testing"

	"example.com/fixtures/textjson/servermodule/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Silent: the server's own answer, read through a client session.
func TestWhoamiOverSession(t *testing.T) {
	var s *mcp.ClientSession // connected to server.Endpoint
	t.Log(server.Endpoint)
	res, err := s.CallTool(t.Context(), &mcp.CallToolParams{Name: "whoami"})
	if err != nil || res.IsError {
		t.Fatal(err)
	}
	var account struct{ Username string }
	if err := json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &account); err != nil {
		t.Fatal(err)
	}
}

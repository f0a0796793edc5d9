// Package clienttest is made only of tests but imports no server package
// of its module: the server it talks to is not its own, and its decode of
// the text is reported.
package clienttest

import (
	"encoding/json"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func TestRemote(t *testing.T) {
	var s *mcp.ClientSession // connected to a remote server
	res, err := s.CallTool(t.Context(), &mcp.CallToolParams{Name: "whoami"})
	if err != nil || res.IsError {
		t.Fatal(err)
	}
	var account struct{ Username string }
	_ = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &account) // want `decoding tool result text as JSON`
}

package mcpgo

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
)

// Silent: in the package's tests, the body helper called directly is the
// package's own code under test.
func TestBodyResult(t *testing.T) {
	req, _ := http.NewRequest(http.MethodGet, "http://localhost", nil)
	res := bodyResult(req)
	var md metadata
	if err := json.Unmarshal([]byte(res.Content[0].(mcp.TextContent).Text), &md); err != nil {
		t.Fatal(err)
	}
}

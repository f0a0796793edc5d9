package gosdk

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Silent: in the package's tests the body helper is the code under test.
func TestBodyResult(t *testing.T) {
	req, _ := http.NewRequest(http.MethodGet, "http://localhost", nil)
	var md metadata
	_ = json.Unmarshal([]byte(bodyResult(req).Content[0].(*mcp.TextContent).Text), &md)
}

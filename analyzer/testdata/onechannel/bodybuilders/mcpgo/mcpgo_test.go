package mcpgo

import (
	"encoding/json"
	"net/http"
	"testing"
)

// Silent: in the package's tests, the body helper called directly is the
// package's own code under test.
func TestBodyResult(t *testing.T) {
	req, _ := http.NewRequest(http.MethodGet, "http://localhost", nil)
	res := bodyResult(req)
	var md metadata
	if err := json.Unmarshal(res.RawStructuredContent, &md); err != nil {
		t.Fatal(err)
	}
}

//go:build !mcpresult_never

// The constraint holds in every build the tests make (no build sets the
// tag mcpresult_never), but it is a build constraint all the same: the
// file is left out of some builds, so its import of testing says nothing
// of the rest of the package. Its own code serves tests: not reported.

package taggedsupport

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func handleCloudWeather(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(weather{C: 21})
	return mcp.NewToolResultText(string(b)), nil
}

// NewCloudTestServer serves the cloud tests' fixture tool.
func NewCloudTestServer(t *testing.T) *server.MCPServer {
	t.Helper()
	s := server.NewMCPServer("cloud", "1.0")
	s.AddTool(mcp.NewTool("cloud_weather"), handleCloudWeather)
	return s
}

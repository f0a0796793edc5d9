package assertions

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	. "github.com/onsi/gomega"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The same with mcp-go, whose payload bytes are RawStructuredContent.

func callMCPGo(t *testing.T) *mcp.CallToolResult {
	var c *client.Client
	res, err := c.CallTool(context.Background(), mcp.CallToolRequest{})
	require.NoError(t, err)
	return res
}

func TestMCPGoRequireNotEmpty(t *testing.T) {
	res := callMCPGo(t)
	require.NotEmpty(t, res.RawStructuredContent)
	var v map[string]any
	_ = json.Unmarshal(res.RawStructuredContent, &v)
}

func TestMCPGoGomega(t *testing.T) {
	res := callMCPGo(t)
	Expect(res.StructuredContent).ShouldNot(BeNil())
	_ = res.StructuredContent.(map[string]any)
}

func TestMCPGoAssert(t *testing.T) {
	res := callMCPGo(t)
	assert.NotNil(t, res.StructuredContent)
	_ = res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
}

// Package mcpgoclient decodes an mcp-go tool's text into wire.Envelope.
package mcpgoclient

import (
	"context"
	"encoding/json"

	"example.com/fixtures/errmessage/provenance/wire"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

func Call(ctx context.Context, c *client.Client, req mcp.CallToolRequest) (wire.Envelope, error) {
	var env wire.Envelope
	res, err := c.CallTool(ctx, req)
	if err != nil {
		return env, err
	}
	err = json.Unmarshal([]byte(mcp.GetTextFromContent(res.Content[0])), &env)
	return env, err
}

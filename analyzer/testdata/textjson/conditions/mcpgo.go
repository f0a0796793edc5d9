package conditions

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/client"
	mcpgo "github.com/mark3labs/mcp-go/mcp"
)

func callWeather(ctx context.Context, c *client.Client) (*mcpgo.CallToolResult, error) {
	req := mcpgo.CallToolRequest{}
	req.Params.Name = "weather"
	return c.CallTool(ctx, req)
}

func conditionalFlag(ctx context.Context, c *client.Client, verbose bool) (w weather, err error) {
	res, err := callWeather(ctx, c)
	if err != nil {
		return w, err
	}
	if failed := verbose && res.IsError; failed {
		return w, errRefused
	}
	err = json.Unmarshal([]byte(mcpgo.GetTextFromContent(res.Content[0])), &w) // want `decoding tool result text as JSON`
	return w, err
}

func presenceAnd(ctx context.Context, c *client.Client) (w weather, err error) {
	res, _ := callWeather(ctx, c)
	if res != nil && res.IsError { // a nil res would panic at the read anyway
		return w, errRefused
	}
	err = json.Unmarshal([]byte(mcpgo.GetTextFromContent(res.Content[0])), &w) // want `^decoding tool result text as JSON; read RawStructuredContent instead$`
	return w, err
}

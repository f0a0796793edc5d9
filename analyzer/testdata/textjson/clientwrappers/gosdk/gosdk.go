// Package gosdk decodes texts that client wrappers of another package
// handed on.
package gosdk

import (
	"context"
	"encoding/json"

	"example.com/fixtures/mcpmodel/clientwrappers"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type weather struct {
	TemperatureC float64 `json:"temperatureC"`
}

// The helper fetched the result itself, so the message cannot name its
// type's channel.
func tupleText(ctx context.Context, cs *mcp.ClientSession) (w weather) {
	_, text, err := clientwrappers.CallText(ctx, cs, "weather")
	if err != nil {
		return w
	}
	_ = json.Unmarshal([]byte(text), &w) // want `decoding tool result text as JSON; read the structured content instead`
	return w
}

func wrapperResultText(ctx context.Context, c *clientwrappers.Client) (w weather) {
	res, err := c.Call(ctx, "weather")
	if err != nil {
		return w
	}
	_ = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w) // want `decoding tool result text as JSON; read StructuredContent instead`
	return w
}

// Silent: the text of a result the other package built. Refusal is a
// builder of the module, so what it returns is the module's own, its text
// the module's own format (the spec's section 2); onechannel asks for the
// IsError check that is missing here.
func builtText() (w weather) {
	res, _ := clientwrappers.Refusal(`{"temperatureC": 1}`)
	_ = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w)
	return w
}

// Package classify decides on error objects it is given. wire.Envelope is
// decoded from tool results by the clients it uses (a fact of theirs), so
// its error object is a tool's; wire.ProviderError is an LLM provider's.
package classify

import (
	"context"
	"strings"

	"example.com/fixtures/errmessage/provenance/gosdkclient"
	"example.com/fixtures/errmessage/provenance/mcpgoclient"
	"example.com/fixtures/errmessage/provenance/wire"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// Retryable is given the envelope the clients decode.
func Retryable(env *wire.Envelope) bool {
	if env.Error == nil {
		return false
	}
	switch env.Error.Message { // want `^branching on the error message; its wording is not a contract: branch on Code$`
	case "temporarily unavailable", "try again":
		return true
	}
	return false
}

// Entitled is given the error object itself.
func Entitled(e *wire.ToolError) bool {
	return e == nil || !strings.Contains(e.Message, "not entitled") // want `branching on the error message`
}

// ProviderRateLimited decides on an LLM provider's error: silent.
func ProviderRateLimited(e *wire.ProviderError) bool {
	switch e.Message {
	case "rate limited":
		return true
	}
	return strings.Contains(e.Message, "overloaded")
}

func Search(ctx context.Context, s *gosdk.ClientSession, c *client.Client) bool {
	env, err := gosdkclient.Call(ctx, s, "search")
	if err != nil {
		return false
	}
	other, err := mcpgoclient.Call(ctx, c, mcp.CallToolRequest{})
	if err != nil {
		return false
	}
	return Retryable(env) || Retryable(&other)
}

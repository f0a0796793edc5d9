package mcpgoclient

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
)

// Cases are the client functions the harness runs, by name.
var Cases = map[string]func(context.Context, *client.Client) (any, error){
	"Raw":         func(ctx context.Context, c *client.Client) (any, error) { return Raw(ctx, c) },
	"RawDecoder":  func(ctx context.Context, c *client.Client) (any, error) { return RawDecoder(ctx, c) },
	"Pointer":     func(ctx context.Context, c *client.Client) (any, error) { return Pointer(ctx, c) },
	"PointerCase": func(ctx context.Context, c *client.Client) (any, error) { return PointerCase(ctx, c) },
}

package gosdkclient

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Cases are the client functions the harness runs, by name.
var Cases = map[string]func(context.Context, *mcp.ClientSession) (any, error){
	"IfInit":    func(ctx context.Context, s *mcp.ClientSession) (any, error) { return IfInit(ctx, s) },
	"Returned":  func(ctx context.Context, s *mcp.ClientSession) (any, error) { return Returned(ctx, s) },
	"Kept":      func(ctx context.Context, s *mcp.ClientSession) (any, error) { return Kept(ctx, s) },
	"Decoder":   func(ctx context.Context, s *mcp.ClientSession) (any, error) { return Decoder(ctx, s) },
	"Condition": func(ctx context.Context, s *mcp.ClientSession) (any, error) { return Condition(ctx, s) },
}

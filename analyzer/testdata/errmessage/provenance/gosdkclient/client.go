// Package gosdkclient decodes a go-sdk tool's payload into wire.Envelope.
package gosdkclient

import (
	"context"
	"encoding/json"

	"example.com/fixtures/errmessage/provenance/wire"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func Call(ctx context.Context, s *mcp.ClientSession, name string) (*wire.Envelope, error) {
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return nil, err
	}
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		return nil, err
	}
	env := new(wire.Envelope)
	return env, json.Unmarshal(b, env)
}

// Package mcpgo decodes, as JSON, the texts of mcp-go results that refusal
// filters handed on (textjson reports them, with no word of IsError).
package mcpgo

import (
	"context"
	"encoding/json"

	"example.com/fixtures/mcpmodel/refusalfilters"
	"github.com/mark3labs/mcp-go/mcp"
)

type hit struct {
	ID string `json:"id"`
}

func filteredResultText(ctx context.Context, s *refusalfilters.Session) ([]hit, error) {
	res, err := s.SearchAll(ctx)
	if err != nil {
		return nil, err
	}
	var hits []hit
	err = json.Unmarshal([]byte(mcp.GetTextFromContent(res.Content[0])), &hits) // want `decoding tool result text as JSON; read RawStructuredContent instead`
	return hits, err
}

func filteredText(ctx context.Context, s *refusalfilters.Session) ([]hit, error) {
	text, err := s.InvokeText(ctx, "search")
	if err != nil {
		return nil, err
	}
	var hits []hit
	err = json.Unmarshal([]byte(text), &hits) // want `decoding tool result text as JSON; read the structured content instead`
	return hits, err
}

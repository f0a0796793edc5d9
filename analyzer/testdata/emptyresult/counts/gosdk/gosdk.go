// Package countsgosdk: a client that fails on a zero count in the decoded
// payload of a tool's answer.
package countsgosdk

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type page struct {
	TotalCount int      `json:"totalCount"`
	Items      []string `json:"items"`
}

func listItems(ctx context.Context, s *mcp.ClientSession) ([]string, error) {
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "list"})
	if err != nil {
		return nil, err
	}
	if res.IsError {
		return nil, errors.New("tool failed")
	}
	var p page
	b, _ := json.Marshal(res.StructuredContent)
	if err := json.Unmarshal(b, &p); err != nil {
		return nil, err
	}
	if p.TotalCount == 0 { // want `empty tool result treated as an error; an empty answer is a success`
		return nil, errors.New("no items")
	}
	return p.Items, nil
}

// A count of the caller's own options is not the answer's.
type options struct{ Count int }

func listSome(ctx context.Context, s *mcp.ClientSession, o options) ([]string, error) {
	if o.Count == 0 {
		return nil, errors.New("count is required")
	}
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "list"})
	if err != nil || res.IsError {
		return nil, errors.New("tool failed")
	}
	var p page
	b, _ := json.Marshal(res.StructuredContent)
	_ = json.Unmarshal(b, &p)
	return p.Items, nil
}

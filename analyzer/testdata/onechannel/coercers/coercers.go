// Package coercers passes a result's payload to a helper that re-decodes
// it (encodes it as JSON, decodes the JSON into another shape): a payload
// read like json.Marshal then json.Unmarshal in place.
package coercers

import (
	"context"
	"encoding/json"
	"errors"
	"log"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// coerce re-decodes in into out.
func coerce[T any](in any, out *T) error {
	if v, ok := in.(T); ok {
		*out = v
		return nil
	}
	data, err := json.Marshal(in)
	if err != nil {
		return err
	}
	return json.Unmarshal(data, out)
}

// logJSON only encodes what it is given, to log it.
func logJSON(v any) {
	b, _ := json.Marshal(v)
	log.Print(string(b))
}

type servers struct {
	Names []string `json:"names"`
}

// Reported: a nil test of the payload is no refusal check.
func listServers(res *gosdk.CallToolResult) (servers, error) {
	var out servers
	if res.StructuredContent == nil {
		return out, errors.New("missing structured content")
	}
	err := coerce(res.StructuredContent, &out) // want `StructuredContent read without checking IsError`
	return out, err
}

func fetch(ctx context.Context, cs *gosdk.ClientSession) (servers, error) {
	res, err := cs.CallTool(ctx, &gosdk.CallToolParams{Name: "list"})
	if err != nil {
		return servers{}, err
	}
	return listServers(res)
}

// Silent: IsError is checked first.
func fetchChecked(ctx context.Context, c *client.Client) (out servers, err error) {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil || res.IsError {
		return out, errors.New("refused")
	}
	err = coerce(res.StructuredContent, &out)
	return out, err
}

// Silent: logging the payload is not reading it.
func fetchLogged(ctx context.Context, c *client.Client) {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil {
		return
	}
	logJSON(res.StructuredContent)
}

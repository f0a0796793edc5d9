// Command mcpgo has wrappers that receive an mcp-go result and hand on
// only its text without reading IsError. In package main nothing is out
// of sight: a wrapper is reported only when its text is used as data.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

type hit struct {
	ID string `json:"id"`
}

func request(name string) mcp.CallToolRequest {
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	return req
}

// query hands on the joined text and never reads IsError.
func query(ctx context.Context, c *client.Client, name string) (string, error) {
	res, err := c.CallTool(ctx, request(name))
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for _, block := range res.Content {
		if tc, ok := mcp.AsTextContent(block); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String(), nil // want `tool result text handed on without checking IsError; check IsError here`
}

// Silent: the decode is of query's text; the mistake is query's.
func search(ctx context.Context, c *client.Client) ([]hit, error) {
	text, err := query(ctx, c, "search")
	if err != nil {
		return nil, err
	}
	var hits []hit
	err = json.Unmarshal([]byte(text), &hits)
	return hits, err
}

// queryAgain forwards what query gave.
func queryAgain(ctx context.Context, c *client.Client) (string, error) {
	text, err := query(ctx, c, "search")
	return text, err
}

// Silent: two deep (queryAgain, query).
func searchTwoDeep(ctx context.Context, c *client.Client) []hit {
	text, err := queryAgain(ctx, c)
	if err != nil {
		return nil
	}
	var hits []hit
	if json.Unmarshal([]byte(text), &hits) != nil {
		return nil
	}
	return hits
}

// Status is exported, but package main has no importers: its text is only
// printed, so it is silent.
func Status(ctx context.Context, c *client.Client) string {
	res, err := c.CallTool(ctx, request("status"))
	if err != nil {
		return err.Error()
	}
	return mcp.GetTextFromContent(res.Content[0])
}

// queryChecked checks IsError: silent, and so is its decoding caller.
func queryChecked(ctx context.Context, c *client.Client) (string, error) {
	res, err := c.CallTool(ctx, request("search"))
	if err != nil {
		return "", err
	}
	if res.IsError {
		return "", fmt.Errorf("search refused")
	}
	return mcp.GetTextFromContent(res.Content[0]), nil
}

func searchChecked(ctx context.Context, c *client.Client) []hit {
	text, err := queryChecked(ctx, c)
	if err != nil {
		return nil
	}
	var hits []hit
	_ = json.Unmarshal([]byte(text), &hits)
	return hits
}

// raw hands on the raw payload and never reads IsError.
func raw(ctx context.Context, c *client.Client, name string) (json.RawMessage, error) {
	res, err := c.CallTool(ctx, request(name))
	if err != nil {
		return nil, err
	}
	return json.RawMessage(res.RawStructuredContent), nil // want `RawStructuredContent handed on without checking IsError; check IsError here`
}

// Silent: the decode is of raw's payload; the mistake is raw's.
func searchRaw(ctx context.Context, c *client.Client) []hit {
	b, err := raw(ctx, c, "search")
	if err != nil {
		return nil
	}
	var hits []hit
	_ = json.Unmarshal(b, &hits)
	return hits
}

// rawChecked checks IsError first: silent.
func rawChecked(ctx context.Context, c *client.Client) (json.RawMessage, error) {
	res, err := c.CallTool(ctx, request("search"))
	if err != nil || res.IsError {
		return nil, fmt.Errorf("search failed")
	}
	return res.RawStructuredContent, nil
}

func main() {
	c, _ := client.NewStdioMCPClient("server", nil)
	ctx := context.Background()
	fmt.Println(Status(ctx, c))
	fmt.Println(search(ctx, c))
	fmt.Println(searchTwoDeep(ctx, c), searchChecked(ctx, c))
	fmt.Println(searchRaw(ctx, c))
	fmt.Println(rawChecked(ctx, c))
}

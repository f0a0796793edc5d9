// Package mcpgo decodes each line of a received mcp-go result's text as
// JSON (NDJSON).
package mcpgo

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

type event struct {
	Kind string `json:"kind"`
}

func scanLines(ctx context.Context, c *client.Client) (events []event) {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil || res.IsError {
		return nil
	}
	sc := bufio.NewScanner(strings.NewReader(mcp.GetTextFromContent(res.Content[0])))
	for sc.Scan() {
		var e event
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil { // want `decoding tool result text as JSON; read RawStructuredContent instead`
			continue
		}
		events = append(events, e)
	}
	return events
}

// Every text block, each split into lines.
func splitBlocks(ctx context.Context, c *client.Client) (events []event) {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil || res.IsError {
		return nil
	}
	for _, content := range res.Content {
		tc, ok := mcp.AsTextContent(content)
		if !ok {
			continue
		}
		for _, line := range strings.SplitN(tc.Text, "\n", -1) {
			var e event
			_ = json.Unmarshal([]byte(line), &e) // want `decoding tool result text as JSON; read RawStructuredContent instead`
			events = append(events, e)
		}
	}
	return events
}

// bufio.Reader.ReadLine over the text.
func readLine(ctx context.Context, c *client.Client) (e event) {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil || res.IsError {
		return e
	}
	tc, ok := res.Content[0].(mcp.TextContent)
	if !ok {
		return e
	}
	r := bufio.NewReader(strings.NewReader(tc.Text))
	line, _, _ := r.ReadLine()
	_ = json.Unmarshal(line, &e) // want `decoding tool result text as JSON; read RawStructuredContent instead`
	return e
}

// Three calls deep: the text goes to a helper that goes to a helper that
// scans it.
func deep(ctx context.Context, c *client.Client) []event {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil || res.IsError {
		return nil
	}
	return first(mcp.GetTextFromContent(res.Content[0]))
}

func first(text string) []event { return second(strings.TrimSpace(text)) }

func second(text string) []event { return third(text) }

func third(text string) (events []event) {
	r := bufio.NewReader(strings.NewReader(text))
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return events
		}
		var e event
		_ = json.Unmarshal([]byte(line), &e) // want `decoding tool result text as JSON; read the structured content instead`
		events = append(events, e)
	}
}

// Silent: the lines are counted and printed, not decoded.
func countLines(ctx context.Context, c *client.Client, w io.Writer) int {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil || res.IsError {
		return 0
	}
	n := 0
	sc := bufio.NewScanner(strings.NewReader(mcp.GetTextFromContent(res.Content[0])))
	for sc.Scan() {
		n++
		_, _ = io.WriteString(w, sc.Text())
	}
	return n
}

// Silent: NDJSON streamed from an HTTP body.
func streamed(resp *http.Response) (events []event) {
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		var e event
		_ = json.Unmarshal([]byte(sc.Text()), &e)
		events = append(events, e)
	}
	return events
}

// Silent: the raw structured bytes, split into lines.
func rawLines(ctx context.Context, c *client.Client) (events []event) {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil || res.IsError {
		return nil
	}
	for _, line := range strings.Split(string(res.RawStructuredContent), "\n") {
		var e event
		_ = json.Unmarshal([]byte(line), &e)
		events = append(events, e)
	}
	return events
}

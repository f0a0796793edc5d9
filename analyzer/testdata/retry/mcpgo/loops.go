package mcpgo

import (
	"context"
	"encoding/json"
	"errors"
	"log"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

var errRefused = errors.New("refused")

func request(name string) mcp.CallToolRequest {
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	req.Params.Arguments = map[string]any{"city": "Oslo"}
	return req
}

// Positives.

// The SDK's client interface, called until the tool stops refusing.
func forever(ctx context.Context, c client.MCPClient) *mcp.CallToolResult {
	req := request("forecast")
	for {
		res, err := c.CallTool(ctx, req) // want `tool call retried after a refusal or a request error with no bound`
		if err != nil || res.IsError {
			log.Print("retrying")
			continue
		}
		return res
	}
}

// A ticker's channel never closes: every failure is retried forever.
func everyTick(ctx context.Context, c *client.Client) *mcp.CallToolResult {
	req := request("forecast")
	for range time.Tick(time.Second) {
		res, err := c.CallTool(ctx, req) // want `tool call retried after a request error with no bound`
		if err != nil {
			continue
		}
		return res
	}
	return nil
}

func counted(ctx context.Context, c *client.Client) (*mcp.CallToolResult, error) {
	req := request("forecast")
	for attempt := 0; attempt < 10; attempt++ {
		res, err := c.CallTool(ctx, req) // want `tool call retried up to 9 times after a refusal, reading nothing the server categorised`
		if err != nil {
			return nil, err
		}
		if res.IsError {
			time.Sleep(time.Duration(attempt) * time.Second)
			continue
		}
		return res, nil
	}
	return nil, errRefused
}

// A counter counting down.
func countdown(ctx context.Context, c *client.Client) (*mcp.CallToolResult, error) {
	req := request("forecast")
	for left := 3; left > 0; left-- {
		res, err := c.CallTool(ctx, req) // want `up to 2 times`
		if err == nil && !res.IsError {
			return res, nil
		}
	}
	return nil, errRefused
}

// Method not found is told apart, then retried with the rest.
func permanentRetried(ctx context.Context, c *client.Client) (*mcp.CallToolResult, error) {
	req := request("forecast")
	var last error
	for attempt := 0; attempt < 3; attempt++ {
		res, err := c.CallTool(ctx, req) // want `tool call retried after method not found \(-32601\), which the protocol marks permanent`
		if err != nil {
			if errors.Is(err, mcp.ErrMethodNotFound) || errors.Is(err, context.DeadlineExceeded) {
				last = err
				continue
			}
			return nil, err
		}
		return res, nil
	}
	return nil, last
}

// A client wrapper of the module's own.
type gateway struct {
	c client.MCPClient
}

func (g *gateway) call(ctx context.Context, name string) (*mcp.CallToolResult, error) {
	return g.c.CallTool(ctx, request(name))
}

func (g *gateway) forecast(ctx context.Context) (*mcp.CallToolResult, error) {
	for {
		res, err := g.call(ctx, "forecast") // want `tool call retried after a refusal with no bound`
		if err != nil {
			return nil, err
		}
		if !res.IsError {
			return res, nil
		}
	}
}

// An error object in a map: a refusal in band, retried blindly.
func inBand(ctx context.Context, c *client.Client) (any, error) {
	req := request("forecast")
	for attempt := 0; attempt < 4; attempt++ {
		res, err := c.CallTool(ctx, req) // want `up to 3 times`
		if err != nil {
			return nil, err
		}
		payload, _ := res.StructuredContent.(map[string]any)
		if payload["error"] != nil {
			continue
		}
		return payload["result"], nil
	}
	return nil, errRefused
}

// Negatives.

// Both permanent failures return.
func permanentExcluded(ctx context.Context, c *client.Client) (*mcp.CallToolResult, error) {
	req := request("forecast")
	var last error
	for attempt := 0; attempt < 3; attempt++ {
		res, err := c.CallTool(ctx, req)
		if err != nil {
			if errors.Is(err, mcp.ErrInvalidParams) || errors.Is(err, mcp.ErrMethodNotFound) {
				return nil, err
			}
			last = err
			continue
		}
		return res, nil
	}
	return nil, last
}

// The same, through a predicate of the package's own.
func isPermanent(err error) bool {
	return errors.Is(err, mcp.ErrInvalidParams) || errors.Is(err, mcp.ErrMethodNotFound)
}

func permanentByPredicate(ctx context.Context, c *client.Client) (*mcp.CallToolResult, error) {
	req := request("forecast")
	var last error
	for attempt := 0; attempt < 3; attempt++ {
		res, err := c.CallTool(ctx, req)
		if err != nil {
			if isPermanent(err) {
				return nil, err
			}
			last = err
			continue
		}
		return res, nil
	}
	return nil, last
}

// A retry decided on the error object's category.
func byCategory(ctx context.Context, c *client.Client) (any, error) {
	req := request("forecast")
	for attempt := 0; attempt < 4; attempt++ {
		res, err := c.CallTool(ctx, req)
		if err != nil {
			return nil, err
		}
		payload, _ := res.StructuredContent.(map[string]any)
		if e, ok := payload["error"].(map[string]any); ok {
			switch e["errorCategory"] {
			case "transient":
				continue
			default:
				return nil, errRefused
			}
		}
		return payload["result"], nil
	}
	return nil, errRefused
}

// Pagination through a cursor the loop assigns.
func pages(ctx context.Context, c *client.Client) ([]any, error) {
	var items []any
	cursor := ""
	for {
		req := mcp.CallToolRequest{}
		req.Params.Name = "list"
		req.Params.Arguments = map[string]any{"cursor": cursor}
		res, err := c.CallTool(ctx, req)
		if err != nil {
			return nil, err
		}
		if res.IsError {
			continue
		}
		page, _ := res.StructuredContent.(map[string]any)
		items = append(items, page["items"])
		next, _ := page["next"].(string)
		if next == "" {
			return items, nil
		}
		cursor = next
	}
}

// Corrected input after a refusal.
func corrected(ctx context.Context, c *client.Client) (*mcp.CallToolResult, error) {
	args := map[string]any{"limit": 1000}
	req := mcp.CallToolRequest{}
	req.Params.Name = "list"
	req.Params.Arguments = args
	for attempt := 0; attempt < 5; attempt++ {
		res, err := c.CallTool(ctx, req)
		if err != nil {
			return nil, err
		}
		if res.IsError {
			args["limit"] = 100
			continue
		}
		return res, nil
	}
	return nil, errRefused
}

// A ticker that polls: the loop calls again after a success too.
func watch(ctx context.Context, c *client.Client, seen func(*mcp.CallToolResult)) {
	req := request("status")
	for range time.Tick(time.Minute) {
		res, err := c.CallTool(ctx, req)
		if err != nil || res.IsError {
			continue
		}
		seen(res)
	}
}

// Positive: the decoded verdict is ignored.

type toolError struct {
	Category    string `json:"errorCategory"`
	IsRetryable bool   `json:"isRetryable"`
	Message     string `json:"message"`
}

type reply struct {
	Result any        `json:"result"`
	Error  *toolError `json:"error"`
}

func ignoresVerdict(ctx context.Context, c *client.Client) (any, error) {
	req := request("forecast")
	for attempt := 0; attempt < 3; attempt++ {
		res, err := c.CallTool(ctx, req) // want `tool call retried after a refusal whose errorCategory is decoded but not read on this path`
		if err != nil {
			return nil, err
		}
		var r reply
		if err := json.Unmarshal(res.RawStructuredContent, &r); err != nil {
			return nil, err
		}
		if r.Error != nil {
			continue
		}
		return r.Result, nil
	}
	return nil, errRefused
}

// Negatives.

// The verdict read: a refusal not retryable returns.
func readsVerdict(ctx context.Context, c *client.Client) (any, error) {
	req := request("forecast")
	for attempt := 0; attempt < 3; attempt++ {
		res, err := c.CallTool(ctx, req)
		if err != nil {
			return nil, err
		}
		var r reply
		if err := json.Unmarshal(res.RawStructuredContent, &r); err != nil {
			return nil, err
		}
		retryable := r.Error != nil && r.Error.IsRetryable
		if r.Error != nil && !retryable {
			return nil, errors.New(r.Error.Category)
		}
		if r.Error != nil {
			continue
		}
		return r.Result, nil
	}
	return nil, errRefused
}

// A deadline of the caller's context ends the loop.
func untilDeadline(ctx context.Context, c *client.Client) (*mcp.CallToolResult, error) {
	req := request("forecast")
	for {
		res, err := c.CallTool(ctx, req)
		if err == nil && !res.IsError {
			return res, nil
		}
		if errors.Is(err, context.DeadlineExceeded) || ctx.Err() != nil {
			return nil, ctx.Err()
		}
	}
}

// A time limit ends a retry of request errors.
func timeLimit(ctx context.Context, c *client.Client) (*mcp.CallToolResult, error) {
	req := request("forecast")
	start := time.Now()
	for time.Since(start) < 30*time.Second {
		res, err := c.CallTool(ctx, req)
		if err != nil {
			continue
		}
		return res, nil
	}
	return nil, errRefused
}

// Not a tool call: listing tools until it works is another request.
func listUntil(ctx context.Context, c *client.Client) *mcp.ListToolsResult {
	for {
		res, err := c.ListTools(ctx, mcp.ListToolsRequest{})
		if err == nil {
			return res
		}
	}
}

// A bound read through the package's own predicate (a budget the caller
// configured, and the context: silent), and a predicate about the error
// alone, which bounds nothing.
func boundedByPredicate(ctx context.Context, c *client.Client, limit int) (*mcp.CallToolResult, error) {
	for n := 0; ; n++ {
		res, err := c.CallTool(ctx, request("forecast"))
		if err == nil {
			return res, nil
		}
		if !again(ctx, n, limit) {
			return nil, err
		}
	}
}

func again(ctx context.Context, n, limit int) bool {
	return n < limit && ctx.Err() == nil
}

func unboundedByPredicate(c *client.Client) (*mcp.CallToolResult, error) {
	for {
		res, err := c.CallTool(context.Background(), request("forecast")) // want `tool call retried after a request error with no bound`
		if err == nil {
			return res, nil
		}
		if !worthAnother(err) {
			return nil, err
		}
	}
}

func worthAnother(err error) bool {
	return !errors.Is(err, errRefused)
}

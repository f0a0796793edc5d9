// Package mcpgo: errmessage where real mcp-go client code puts it.
package mcpgo

import (
	"context"
	"encoding/json"
	"errors"
	"strings"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
)

type apiError struct {
	ErrorCategory string `json:"errorCategory"`
	Message       string `json:"message"`
}

type reply struct {
	Rows  []string  `json:"rows"`
	Error *apiError `json:"error"`
}

// decodeReply decodes a tool's payload: apiError comes from MCP.
func decodeReply(res *mcp.CallToolResult) (reply, error) {
	var r reply
	err := json.Unmarshal(res.RawStructuredContent, &r)
	return r, err
}

// upstreamError is the error body of an HTTP API the module also calls:
// the same shape, from another service.
type upstreamError struct {
	ErrorCategory string `json:"errorCategory"`
	Message       string `json:"message"`
}

// Silent: no MCP value flows into an upstream HTTP error.
func upstreamUnauthorized(e *upstreamError) bool {
	return e != nil && (e.Message == "unauthorized" || strings.HasPrefix(e.Message, "401"))
}

// A boolean return is a decision.
func notEntitled(e *apiError) bool {
	return e != nil && e.Message == "not entitled" // want `^branching on the error message; its wording is not a contract: branch on ErrorCategory$`
}

// isNotFound is a predicate helper on an error. It is given a CallTool
// error below: its match is the finding, where the wording can be told
// from a transport failure's.
func isNotFound(err error) bool {
	return err != nil && strings.Contains(strings.ToLower(err.Error()), "not found") // want `^branching on the text of a CallTool error; its wording is not a contract: use errors.Is with mcp-go's sentinel errors`
}

func onCallError(ctx context.Context, c *client.Client) (*mcp.CallToolResult, error) { // want onCallError:`mcprequesterror\(mcp-go CallTool\)`
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil {
		if strings.Contains(err.Error(), "Method not found") { // want `^branching on the text of a CallTool error; its wording is not a contract: use errors.Is with mcp.ErrMethodNotFound$`
			return nil, nil
		}
		if isNotFound(err) { // reported in the helper
			return nil, nil
		}
		return nil, err
	}
	return res, nil
}

func onIsErrorText(res *mcp.CallToolResult) bool {
	if !res.IsError {
		return false
	}
	text := mcp.GetTextFromContent(res.Content[0])
	return strings.HasPrefix(text, "rate limited") // no code in reach: the isError text is all the refusal says (silent)
}

// Negatives.

// The fix: mcp-go's sentinel errors.
func bySentinel(ctx context.Context, c *client.Client) bool {
	_, err := c.CallTool(ctx, mcp.CallToolRequest{})
	return errors.Is(err, mcp.ErrMethodNotFound)
}

// A predicate helper given an ordinary Go error.
func onOtherError(err error) bool {
	if isNotFound(err) {
		return true
	}
	return false
}

// Deadlines are no JSON-RPC errors.
func deadline(ctx context.Context, c *client.Client) bool {
	_, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil && strings.Contains(err.Error(), "context deadline exceeded") {
		return true
	}
	return false
}

// The transport's failures mcp-go offers a type or a sentinel for
// (client/transport: *transport.Error, ErrSessionTerminated).
func transportFailure(ctx context.Context, c *client.Client) bool {
	_, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err == nil {
		return false
	}
	if strings.Contains(err.Error(), "session terminated") { // want `^branching on the text of a CallTool error; its wording is not a contract: use errors.Is with transport.ErrSessionTerminated$`
		return true
	}
	return strings.Contains(err.Error(), "Connection not found") || // want `^branching on the text of a CallTool error; its wording is not a contract: use errors.As with \*transport.Error$`
		strings.Contains(err.Error(), "transport error") ||
		strings.Contains(err.Error(), "connection refused")
}

// The errors.Is form.
func transportBySentinel(ctx context.Context, c *client.Client) bool {
	_, err := c.CallTool(ctx, mcp.CallToolRequest{})
	return errors.Is(err, transport.ErrSessionTerminated)
}

// containsAny is a predicate helper whose caller gives the wordings.
func containsAny(s string, subs ...string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

func onNeedlesGiven(ctx context.Context, c *client.Client) error { // want onNeedlesGiven:`mcprequesterror\(mcp-go CallTool\)`
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil {
		if containsAny(err.Error(), "Invalid params") { // want `^branching on the text of a CallTool error; its wording is not a contract: use errors.Is with mcp.ErrInvalidParams$`
			return errors.New("bad arguments")
		}
		return err
	}
	if res.IsError && containsAny(mcp.GetTextFromContent(res.Content[0]), "rate limit", "quota") { // no code in reach: the isError text is all the refusal says (silent)
		return errors.New("slow down")
	}
	return nil
}

// Silent: a platform failure's wording among the needles.
func onTransportNeedles(ctx context.Context, c *client.Client) bool {
	_, err := c.CallTool(ctx, mcp.CallToolRequest{})
	return err != nil && containsAny(err.Error(), "broken pipe", "EOF")
}

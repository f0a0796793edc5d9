// Package mcpgo: errmessage where real mcp-go client code puts it.
package mcpgo

import (
	"context"
	"encoding/json"
	"errors"
	"strings"

	"github.com/mark3labs/mcp-go/client"
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
		if strings.Contains(err.Error(), "Method not found") { // want `^branching on the text of a CallTool error; its wording is not a contract: use errors.Is with mcp-go's sentinel errors \(mcp.ErrMethodNotFound, …\)$`
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
	return strings.HasPrefix(text, "rate limited") // want `branching on the text of an isError result`
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

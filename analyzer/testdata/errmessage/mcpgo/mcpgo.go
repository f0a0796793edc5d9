package mcpgo

import (
	"context"
	"encoding/json"
	"errors"
	"regexp"
	"strings"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

type apiError struct {
	ErrorCategory string `json:"errorCategory"`
	IsRetryable   bool   `json:"isRetryable"`
	Message       string `json:"message"`
}

type reply struct {
	Result any       `json:"result"`
	Error  *apiError `json:"error"`
}

// Positives.

func onMessage(res *mcp.CallToolResult) error {
	var r reply
	if err := json.Unmarshal(res.RawStructuredContent, &r); err != nil {
		return err
	}
	if r.Error == nil {
		return nil
	}
	if ok, _ := regexp.MatchString("refund.*90 days", r.Error.Message); ok { // want `branching on the error message`
		return errors.New("too late")
	}
	if matched, _ := regexp.MatchString("refund", r.Error.Message); matched || strings.Index(r.Error.Message, "policy") >= 0 { // want `branching on the error message; its wording is not a contract: branch on ErrorCategory` `branch on ErrorCategory`
		return errors.New("policy")
	}
	switch r.Error.Message { // want `branching on the error message; its wording is not a contract: branch on ErrorCategory`
	case "business":
		return errors.New("explain")
	}
	return errors.New(r.Error.Message)
}

func onRPCError(e mcp.JSONRPCError) bool {
	if e.Error.Message == "Method not found" { // want `branching on the error message; its wording is not a contract: branch on Code`
		return true
	}
	return false
}

func onMap(res *mcp.CallToolResult) bool {
	var body map[string]map[string]any
	_ = json.Unmarshal(res.RawStructuredContent, &body)
	e := body["error"]
	if code, _ := e["code"].(string); code == "invalid_input" {
		return false
	}
	if strings.Contains(e["message"].(string), "timeout") { // want `branching on the error message; its wording is not a contract: branch on its "code" key`
		return true
	}
	return false
}

func onIsErrorText(ctx context.Context, c *client.Client) error { // want onIsErrorText:`mcprequesterror\(mcp-go CallTool\)`
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil {
		return err
	}
	if res.IsError {
		msg := mcp.GetTextFromContent(res.Content[0])
		if strings.Contains(strings.ToLower(msg), "timeout") { // no code in reach: the isError text is all the refusal says (silent)
			return errors.New("retry")
		}
		return errors.New(msg)
	}
	return nil
}

func onIsErrorTextAsserted(res *mcp.CallToolResult) bool {
	if !res.IsError {
		return false
	}
	if tc, ok := mcp.AsTextContent(res.Content[0]); ok {
		switch tc.Text { // no code in reach: the isError text is all the refusal says (silent)
		case "unauthorized":
			return true
		}
	}
	return false
}

// Negatives.

func onCategory(r reply) bool {
	if r.Error != nil && (r.Error.ErrorCategory == "transient" || r.Error.IsRetryable) {
		return true
	}
	return false
}

func shown(r reply) error {
	return errors.New("tool refused: " + r.Error.Message)
}

func sentinel(err error) bool {
	if errors.Is(err, mcp.ErrMethodNotFound) || strings.Contains(err.Error(), "-32601") {
		return true
	}
	return false
}

func successText(res *mcp.CallToolResult) bool {
	if strings.Contains(mcp.GetTextFromContent(res.Content[0]), "no rows") {
		return true
	}
	return false
}

// An event whose Type holds its kind ("error", "done") and whose Error holds
// a failure's text is no error object: it has no code to branch on.
type ErrorEvent struct {
	Type  string `json:"type"`
	Error string `json:"error"`
}

func onEvent(ev ErrorEvent) bool {
	if ev.Type == "error" && ev.Error == "stream closed" {
		return true
	}
	return false
}

package gosdk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"regexp"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type toolError struct {
	Code    string         `json:"code"`
	Message string         `json:"message"`
	Field   string         `json:"field,omitempty"`
	Details map[string]any `json:"details,omitempty"`
}

type envelope struct {
	Result json.RawMessage `json:"result"`
	Error  *toolError      `json:"error"`
}

// ErrorDetail is decoded at a reply's error key, so its Type is
// code-like: {"error": {"type", "msg"}}.
type ErrorDetail struct {
	Type string
	Msg  string
}

type detailReply struct {
	Items []string     `json:"items"`
	Error *ErrorDetail `json:"error"`
}

// notice is no error: Type and Message are just an event's fields, decoded
// from a tool's payload at no error key.
type notice struct {
	Type    string
	Message string
}

type events struct {
	Notices []notice `json:"notices"`
}

func decodeDetails(res *mcp.CallToolResult) (detailReply, events) {
	var d detailReply
	var e events
	b, _ := json.Marshal(res.StructuredContent)
	_ = json.Unmarshal(b, &d)
	_ = json.Unmarshal(b, &e)
	return d, e
}

var retryable = regexp.MustCompile(`(?i)timeout|unavailable`)

func decode(res *mcp.CallToolResult) (envelope, error) {
	var env envelope
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		return env, err
	}
	return env, json.Unmarshal(b, &env)
}

// Positives.

func onMessage(res *mcp.CallToolResult) error {
	env, err := decode(res)
	if err != nil {
		return err
	}
	if env.Error != nil {
		if env.Error.Message == "window out of range" { // want `branching on the error message; its wording is not a contract: branch on Code`
			return nil
		}
		if strings.Contains(env.Error.Message, "not entitled") { // want `branching on the error message`
			return errors.New("upgrade your plan")
		}
		if strings.HasPrefix(strings.ToLower(env.Error.Message), "upstream") { // want `branching on the error message`
			return errors.New("retry later")
		}
		if retryable.MatchString(env.Error.Message) { // want `branching on the error message`
			return errors.New("retry later")
		}
		msg := env.Error.Message
		switch msg { // want `branching on the error message`
		case "rate limited":
			return errors.New("slow down")
		}
		switch {
		case strings.EqualFold(msg, "Internal"): // want `branching on the error message`
			return errors.New("internal")
		}
	}
	return nil
}

func onMessageMap(res *mcp.CallToolResult) string {
	m, ok := res.StructuredContent.(map[string]any)
	if !ok {
		return ""
	}
	errObj, ok := m["error"].(map[string]any)
	if !ok {
		return ""
	}
	if errObj["message"] == "not found" { // want `branching on the error message; its wording is not a contract: branch on its "code" key`
		return "missing"
	}
	if msg, _ := errObj["message"].(string); strings.Contains(msg, "invalid") { // want `branching on the error message`
		return "invalid"
	}
	return "other"
}

func onTypedDetail(d *ErrorDetail) bool {
	return d != nil && func() bool {
		if d.Msg != "quota exceeded" { // want `branching on the error message; its wording is not a contract: branch on Type`
			return false
		}
		return true
	}()
}

func onRPCError(err error) bool {
	var werr *jsonrpc.Error
	if errors.As(err, &werr) && strings.Contains(werr.Message, "not found") { // want `branching on the error message; its wording is not a contract: branch on Code`
		return true
	}
	return false
}

func onIsErrorText(ctx context.Context, s *mcp.ClientSession) error { // want onIsErrorText:`mcprequesterror\(go-sdk CallTool\)`
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "search"})
	if err != nil {
		return err
	}
	if res.IsError {
		text := res.Content[0].(*mcp.TextContent).Text
		if strings.Contains(text, "rate limit") { // no code in reach: the isError text is all the refusal says (silent)
			return errors.New("slow down")
		}
		return errors.New(text)
	}
	return nil
}

func afterNotIsError(res *mcp.CallToolResult) error {
	if !res.IsError {
		return nil
	}
	if tc, ok := res.Content[0].(*mcp.TextContent); ok && tc.Text == "unauthorized" { // no code in reach: the isError text is all the refusal says (silent)
		return errors.New("log in")
	}
	return errors.New("failed")
}

func inCondition(res *mcp.CallToolResult) bool {
	if res.IsError && strings.HasSuffix(res.Content[0].(*mcp.TextContent).Text, "try again") { // no code in reach: the isError text is all the refusal says (silent)
		return true
	}
	return false
}

func suppressed(e *toolError) bool {
	if e.Message == "legacy" { //nolint:errmessage // this server has no codes yet
		return true
	}
	//lint:ignore errmessage this server has no codes yet
	if e.Message == "legacy" {
		return true
	}
	return false
}

// Negatives.

func onCode(env envelope) error {
	if env.Error != nil && env.Error.Code == "upstream_unavailable" {
		return errors.New("retry later")
	}
	switch env.Error.Code {
	case "invalid_input":
		return fmt.Errorf("fix %s: %s", env.Error.Field, env.Error.Message)
	}
	return nil
}

func messageShown(env envelope) error {
	log.Printf("tool refused: %s", env.Error.Message)
	fmt.Println(env.Error.Message)
	if env.Error.Message != "" {
		return errors.New(env.Error.Message)
	}
	return fmt.Errorf("%s: %s", env.Error.Code, env.Error.Message)
}

func ordinaryGoError(err error) bool {
	return err != nil && strings.Contains(err.Error(), "connection refused")
}

func ordinaryGoErrorIf(err error) bool {
	if strings.Contains(err.Error(), "connection refused") {
		return true
	}
	return false
}

func notAnError(n notice) bool {
	if n.Message == "ready" {
		return true
	}
	return false
}

func textOfASuccess(res *mcp.CallToolResult) bool {
	if !res.IsError {
		text := res.Content[0].(*mcp.TextContent).Text
		if strings.Contains(text, "no matches") {
			return true
		}
	}
	return false
}

func textOfAnotherResult(a, b *mcp.CallToolResult) bool {
	if a.IsError {
		if strings.Contains(b.Content[0].(*mcp.TextContent).Text, "denied") {
			return true
		}
	}
	return false
}

func notRepeated(e *toolError, sentinel error) error {
	if e.Message != sentinel.Error() && !strings.Contains(sentinel.Error(), e.Message) {
		return fmt.Errorf("%w: %s", sentinel, e.Message)
	}
	return sentinel
}

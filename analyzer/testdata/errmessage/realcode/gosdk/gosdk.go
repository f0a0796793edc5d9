// Package gosdk: errmessage where real go-sdk client code puts it.
package gosdk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"os"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type toolError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

type envelope struct {
	Result json.RawMessage `json:"result"`
	Error  *toolError      `json:"error"`
}

// unwrap decodes a tool's payload into the envelope: its types carry what
// a tool sent, wherever they go in the module.
func unwrap(res *mcp.CallToolResult) (*envelope, error) {
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		return nil, err
	}
	var env envelope
	return &env, json.Unmarshal(b, &env)
}

// An error object taken as a parameter, by a function that calls no tool:
// its type is one the package decodes tool results into.
func describe(env envelope) string {
	switch env.Error.Message { // want `^branching on the error message; its wording is not a contract: branch on Code$`
	case "not entitled":
		return "upgrade"
	}
	return "other"
}

// A boolean return is a decision.
func isQuota(e *toolError) bool {
	return e != nil && strings.Contains(e.Message, "quota") // want `branching on the error message; its wording is not a contract: branch on Code`
}

// isAuthenticationError is a predicate helper that matches constants: the
// finding is where it is called on a message.
func isAuthenticationError(s string) bool {
	s = strings.ToLower(s)
	return strings.Contains(s, "unauthorized") || strings.Contains(s, "forbidden")
}

var retryablePatterns = []string{"temporarily unavailable", "try again"}

// isRetryable matches a list of constants.
func isRetryable(msg string) bool {
	for _, p := range retryablePatterns {
		if strings.Contains(msg, p) {
			return true
		}
	}
	return false
}

func onIsErrorText(res *mcp.CallToolResult) error {
	if res.IsError {
		tc := res.Content[0].(*mcp.TextContent)
		if isAuthenticationError(tc.Text) { // no code in reach: the isError text is all the refusal says (silent)
			return errors.New("log in")
		}
		if isRetryable(tc.Text) { // no code in reach: the isError text is all the refusal says (silent)
			return errors.New("retry")
		}
		return errors.New(tc.Text)
	}
	return nil
}

// The code decided first; the wording only narrows a case the code has
// no finer value for (an API's "not_found" for metrics and for series).
func metricNotFound(env envelope) bool {
	if env.Error != nil && env.Error.Code == "not_found" {
		return strings.HasPrefix(env.Error.Message, "metric not found:")
	}
	return false
}

// The same in an error map: the code key read in the enclosing condition.
func methodNotFound(body map[string]any) bool {
	if errorMap, ok := body["error"].(map[string]any); ok {
		if code, ok := errorMap["code"].(float64); ok && code == -32601 {
			if message, ok := errorMap["message"].(string); ok && strings.Contains(message, "no handler configured") {
				return true
			}
		}
	}
	return false
}

func onMessage(env envelope) bool {
	return env.Error != nil && isAuthenticationError(env.Error.Message) // want `branching on the error message; its wording is not a contract: branch on Code`
}

// The text of the Go error CallTool returned.
func onCallError(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) { // want onCallError:`mcprequesterror\(go-sdk CallTool\)`
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "search"})
	if err != nil {
		if strings.Contains(err.Error(), "method not found") { // want `^branching on the text of a CallTool error; its wording is not a contract: use errors.As with \*jsonrpc.Error and branch on its Code$`
			return nil, nil
		}
		if err.Error() == "calling \"tools/call\": invalid params" { // want `branching on the text of a CallTool error`
			return nil, errors.New("bad arguments")
		}
		// A condition that also looks for an HTTP status is about the HTTP
		// reply: no JSON-RPC code would tell a 429 apart.
		if strings.Contains(err.Error(), "429") || strings.Contains(err.Error(), "rate limit") {
			return nil, errors.New("slow down")
		}
		msg := strings.ToLower(err.Error())
		switch { // a tagless switch decides in its cases
		case strings.HasSuffix(msg, "unknown tool"): // want `branching on the text of a CallTool error`
			return nil, errors.New("no such tool")
		}
		return nil, err
	}
	return res, nil
}

// The typed error is asked for first; the wording is matched only for
// errors that carry no code.
func invalidParams(ctx context.Context, s *mcp.ClientSession) bool {
	_, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "x"})
	var rpcErr *jsonrpc.Error
	if errors.As(err, &rpcErr) {
		return rpcErr.Code == jsonrpc.CodeInvalidParams
	}
	return err != nil && strings.Contains(err.Error(), "invalid params")
}

func unknownTool(ctx context.Context, s *mcp.ClientSession) bool {
	_, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "x"})
	return err != nil && strings.Contains(err.Error(), "unknown tool") // want `branching on the text of a CallTool error`
}

// Negatives.

// The fix: the code of the JSON-RPC error.
func byCode(ctx context.Context, s *mcp.ClientSession) bool {
	_, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "x"})
	var rpcErr *jsonrpc.Error
	return errors.As(err, &rpcErr) && rpcErr.Code == jsonrpc.CodeMethodNotFound
}

// The same variable later holds another call's error.
func reassigned(ctx context.Context, s *mcp.ClientSession) error { // want reassigned:`mcprequesterror\(go-sdk CallTool\)`
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "x"})
	if err != nil {
		return err
	}
	var v any
	err = json.Unmarshal([]byte(fmt.Sprint(res.StructuredContent)), &v)
	if err != nil && strings.Contains(err.Error(), "unexpected end") {
		return nil
	}
	return err
}

// Transport failures have no JSON-RPC code: errorlint's business.
func transport(ctx context.Context, s *mcp.ClientSession) bool {
	_, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "x"})
	return err != nil && strings.Contains(err.Error(), "connection refused")
}

// An error that no CallTool returned; a CallTool error only logged.
func otherErrors(ctx context.Context, s *mcp.ClientSession, path string) error { // want otherErrors:`mcprequesterror\(go-sdk CallTool\)`
	_, err := os.Open(path)
	if err != nil && strings.Contains(err.Error(), "no such file") {
		return nil
	}
	if _, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "x"}); err != nil {
		log.Printf("call failed: %v", err)
		return fmt.Errorf("search: %w", err)
	}
	return nil
}

// A predicate helper called on something that is no message.
func onInput(input string) bool {
	return isAuthenticationError(input)
}

// A predicate helper called on the text of a success.
func onSuccessText(res *mcp.CallToolResult) bool {
	if !res.IsError {
		return isRetryable(res.Content[0].(*mcp.TextContent).Text)
	}
	return false
}

// The code's own client may rewrite the SDK's error (%v, or a text of its
// own): its text is then not the server's, and errors.As would not reach
// the JSON-RPC error.
type ownClient struct{ s *mcp.ClientSession }

func (c *ownClient) CallTool(ctx context.Context, name string) (*mcp.CallToolResult, error) {
	res, err := c.s.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return nil, fmt.Errorf("call %s: %v", name, err)
	}
	return res, nil
}

func throughOwnClient(ctx context.Context, c *ownClient) bool {
	_, err := c.CallTool(ctx, "x")
	return err != nil && strings.Contains(err.Error(), "method not found")
}

// HTTP failures have no JSON-RPC code either.
func httpStatus(ctx context.Context, s *mcp.ClientSession) bool {
	_, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "x"})
	return err != nil && strings.Contains(err.Error(), "401")
}

// A boolean local is decided where a decision reads it; a loop condition
// is a decision.
func retryWhileBusy(ctx context.Context, s *mcp.ClientSession) error { // want retryWhileBusy:`mcprequesterror\(go-sdk CallTool\)`
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "x"})
	for i := 0; i < 3 && err != nil && strings.Contains(err.Error(), "server busy"); i++ { // want `branching on the text of a CallTool error`
		res, err = s.CallTool(ctx, &mcp.CallToolParams{Name: "x"})
	}
	if err != nil {
		return err
	}
	if res.IsError {
		text := res.Content[0].(*mcp.TextContent).Text
		busy := strings.Contains(text, "busy") // no code in reach: the isError text is all the refusal says (silent)
		if busy {
			return errors.New("retry later")
		}
		mentionsQuota := strings.Contains(text, "quota") // only logged: no decision
		log.Printf("refused (quota: %v): %s", mentionsQuota, text)
		return errors.New(text)
	}
	return nil
}

// Rewriting the wording of the object it matched normalises the object; it
// decides nothing about the failure.
func normalise(e *toolError, m map[string]any) {
	if e.Message == "tool not found" {
		e.Message = "unknown tool"
	}
	if errObj, _ := m["error"].(map[string]any); errObj["message"] == "Resource not found" {
		errObj["code"] = "not_found"
		delete(errObj, "data")
	}
}

// A stdio server's broken pipe ("[Errno 32]" is Python's) is a transport
// failure.
func brokenPipe(ctx context.Context, s *mcp.ClientSession) bool {
	_, err := s.ListTools(ctx, nil)
	if err == nil {
		return false
	}
	msg := err.Error()
	isBrokenPipe := strings.Contains(msg, "[Errno 32]") ||
		strings.Contains(msg, "Broken pipe") ||
		strings.Contains(msg, "EOF")
	return isBrokenPipe
}

// So is a line longer than the stdio reader's buffer.
func scannerLimit(ctx context.Context, s *mcp.ClientSession) bool {
	_, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "x"})
	return err != nil && strings.Contains(err.Error(), "bufio.Scanner") && strings.Contains(err.Error(), "token too long")
}

// Wordings of the protocol beside each other are one decision, one finding.
func protocolWordings(ctx context.Context, s *mcp.ClientSession) bool {
	_, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "x"})
	if err == nil {
		return false
	}
	if strings.Contains(err.Error(), "method not found") || strings.Contains(err.Error(), "invalid params") { // want `branching on the text of a CallTool error`
		return true
	}
	return false
}

// providerError is an LLM provider's API error, decoded from its HTTP
// reply: no MCP value flows into it.
type providerError struct {
	Error struct {
		Message string `json:"message"`
		Code    string `json:"code"`
	} `json:"error"`
}

// Silent: the same decisions on another service's error object.
func providerRetry(body []byte) bool {
	var pe providerError
	if err := json.Unmarshal(body, &pe); err != nil {
		return false
	}
	if strings.Contains(pe.Error.Message, "rate limit") {
		return true
	}
	switch pe.Error.Message {
	case "overloaded":
		return true
	}
	return isAuthenticationError(pe.Error.Message)
}

// Silent: a helper given the provider's error object.
func providerQuota(e *providerError) bool {
	return e != nil && strings.Contains(e.Error.Message, "quota")
}

// The SDK's own failures: a closed connection is mcp.ErrConnectionClosed
// in every go-sdk release (its text carries jsonrpc2's "client is
// closing" since v0.4.0), a session the server forgot mcp.ErrSessionMissing
// (v1.4.0+): errors.Is tells them, not the wording.
func closedConnection(ctx context.Context, s *mcp.ClientSession) bool {
	_, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "x"})
	if err != nil && strings.Contains(err.Error(), "connection closed") { // want `^branching on the text of a CallTool error; its wording is not a contract: use errors.Is with mcp.ErrConnectionClosed$`
		return true
	}
	return err != nil && strings.HasSuffix(err.Error(), "client is closing") // want `use errors.Is with mcp.ErrConnectionClosed$`
}

func forgottenSession(ctx context.Context, s *mcp.ClientSession) bool {
	_, err := s.ListTools(ctx, nil)
	return err != nil && strings.Contains(strings.ToLower(err.Error()), "session not found") // want `^branching on the text of a ListTools error; its wording is not a contract: use errors.Is with mcp.ErrSessionMissing$`
}

// Silent: go-sdk returns a closed stream's "session is closed" as a plain
// error, with no sentinel to ask for.
func closedSession(ctx context.Context, s *mcp.ClientSession) bool {
	_, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "x"})
	return err != nil && strings.Contains(err.Error(), "session is closed")
}

// Silent: a decision that also looks for a platform failure (a deadline,
// a refused connection) is about the transport.
func transportOrBusy(ctx context.Context, s *mcp.ClientSession) bool {
	_, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "x"})
	return err != nil && (strings.Contains(err.Error(), "deadline exceeded") || strings.Contains(err.Error(), "server busy"))
}

// containsAny is a predicate helper whose caller gives the wordings.
func containsAny(s string, subs ...string) bool {
	for _, sub := range subs {
		if strings.Contains(strings.ToLower(s), sub) {
			return true
		}
	}
	return false
}

func onNeedlesGiven(ctx context.Context, s *mcp.ClientSession, env envelope) error { // want onNeedlesGiven:`mcprequesterror\(go-sdk CallTool\)`
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "x"})
	if err != nil {
		if containsAny(err.Error(), "rate limit", "quota exceeded") { // want `^branching on the text of a CallTool error; its wording is not a contract: use errors.As with \*jsonrpc.Error and branch on its Code$`
			return errors.New("slow down")
		}
		return err
	}
	if res.IsError {
		text := res.Content[0].(*mcp.TextContent).Text
		if containsAny(text, "rate limit", "too many") { // no code in reach: the isError text is all the refusal says (silent)
			return errors.New("slow down")
		}
	}
	if env.Error != nil && containsAny(env.Error.Message, "not entitled") { // want `^branching on the error message; its wording is not a contract: branch on Code$`
		return errors.New("upgrade")
	}
	return nil
}

// Silent: the needles are not constants (the caller's own list, given at
// run time), or the predicate is given no message.
func onNeedlesAtRunTime(ctx context.Context, s *mcp.ClientSession, patterns []string, input string) bool {
	_, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "x"})
	return err != nil && containsAny(err.Error(), patterns...) || containsAny(input, "rate limit")
}

// callError implements error, and the module decodes tool results into it
// (at the reply's error key): a tool's error object all the same.
type callError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

func (e *callError) Error() string { return e.Message }

type callReply struct {
	Rows  []string   `json:"rows"`
	Error *callError `json:"error"`
}

func decodeCall(res *mcp.CallToolResult) (callReply, error) {
	var r callReply
	b, _ := json.Marshal(res.StructuredContent)
	return r, json.Unmarshal(b, &r)
}

func retryableCall(e *callError) bool {
	return e != nil && strings.Contains(e.Message, "try again") // want `^branching on the error message; its wording is not a contract: branch on Code$`
}

// opError is an ordinary Go error struct of the module: errorlint's.
type opError struct {
	Code    int
	Message string
}

func (e *opError) Error() string { return e.Message }

func retryableOp(e *opError) bool {
	return e != nil && strings.Contains(e.Message, "try again")
}

package gosdk

import (
	"context"
	"encoding/json"
	"errors"
	"log"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var errRefused = errors.New("refused")

func params() *mcp.CallToolParams {
	return &mcp.CallToolParams{Name: "forecast", Arguments: map[string]any{"city": "Oslo"}}
}

// Positives: unbounded.

func forever(ctx context.Context, s *mcp.ClientSession) *mcp.CallToolResult {
	p := params()
	for {
		res, err := s.CallTool(ctx, p) // want `tool call retried after a refusal or a request error with no bound`
		if err != nil {
			time.Sleep(time.Second)
			continue
		}
		if res.IsError {
			continue
		}
		return res
	}
}

func foreverOnRefusal(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	for {
		res, err := s.CallTool(ctx, params()) // want `tool call retried after a refusal with no bound`
		if err != nil {
			return nil, err
		}
		if !res.IsError {
			return res, nil
		}
	}
}

func untilDone(ctx context.Context, s *mcp.ClientSession) *mcp.CallToolResult {
	var res *mcp.CallToolResult
	done := false
	for !done {
		var err error
		res, err = s.CallTool(ctx, params()) // want `tool call retried after a request error with no bound`
		done = err == nil
	}
	return res
}

func whileRefused(ctx context.Context, s *mcp.ClientSession) *mcp.CallToolResult {
	var res *mcp.CallToolResult
	for res == nil || res.IsError {
		res, _ = s.CallTool(ctx, params()) // want `tool call retried after a refusal with no bound`
	}
	return res
}

// Positives: a refusal retried blindly, more than once.

func counted(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	var err error
	for attempt := 0; attempt < 5; attempt++ {
		res, err = s.CallTool(ctx, params()) // want `tool call retried up to 4 times after a refusal, reading nothing the server categorised`
		if err == nil && !res.IsError {
			break
		}
		time.Sleep(time.Second)
	}
	return res, err
}

func rangeCount(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	for range 4 {
		res, err := s.CallTool(ctx, params()) // want `up to 3 times`
		if err != nil {
			return nil, err
		}
		if res.IsError {
			continue
		}
		return res, nil
	}
	return nil, errRefused
}

const maxAttempts = 3

func rangeIndex(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	for i := range maxAttempts {
		log.Printf("attempt %d", i)
		res, err := s.CallTool(ctx, params()) // want `up to 2 times`
		if err != nil {
			return nil, err
		}
		if !res.IsError {
			return res, nil
		}
	}
	return nil, errRefused
}

// A labeled continue from a loop over the result's blocks restarts the
// outer loop: the call repeats.
func labeled(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
retry:
	for attempt := 1; attempt <= 5; attempt++ {
		res, err := s.CallTool(ctx, params()) // want `up to 4 times`
		if err != nil {
			return nil, err
		}
		for _, c := range res.Content {
			if _, ok := c.(*mcp.TextContent); ok && res.IsError {
				continue retry
			}
		}
		return res, nil
	}
	return nil, errRefused
}

// An error object in band is a refusal too.

type toolError struct {
	Code        string `json:"code"`
	Message     string `json:"message"`
	IsRetryable bool   `json:"isRetryable"`
}

type envelope struct {
	Result json.RawMessage `json:"result"`
	Error  *toolError      `json:"error"`
}

func decode(res *mcp.CallToolResult) (envelope, error) {
	var env envelope
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		return env, err
	}
	err = json.Unmarshal(b, &env)
	return env, err
}

func inBandForever(ctx context.Context, s *mcp.ClientSession) (json.RawMessage, error) {
	for {
		res, err := s.CallTool(ctx, params()) // want `tool call retried after a refusal with no bound`
		if err != nil {
			return nil, err
		}
		if res.IsError {
			return nil, errRefused
		}
		env, err := decode(res)
		if err != nil {
			return nil, err
		}
		if env.Error != nil {
			continue
		}
		return env.Result, nil
	}
}

// Positive: the verdict decoded, and not read on the retry's path.

func ignoresVerdict(ctx context.Context, s *mcp.ClientSession) (json.RawMessage, error) {
	for attempt := 0; attempt < 2; attempt++ {
		res, err := s.CallTool(ctx, params()) // want `tool call retried after a refusal whose isRetryable is decoded but not read on this path`
		if err != nil {
			return nil, err
		}
		if res.IsError {
			return nil, errRefused
		}
		env, err := decode(res)
		if err != nil {
			return nil, err
		}
		if env.Error != nil {
			log.Printf("refused (retryable: %t): %s", env.Error.IsRetryable, env.Error.Message)
			continue
		}
		return env.Result, nil
	}
	return nil, errRefused
}

// Positive: invalid params recognised, and retried with the transient
// failures.

func permanentRetried(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	var last error
	for attempt := 0; attempt < 3; attempt++ {
		res, err := s.CallTool(ctx, params()) // want `tool call retried after invalid params \(-32602\), which the protocol marks permanent`
		if err != nil {
			var rpcErr *jsonrpc.Error
			if errors.As(err, &rpcErr) && rpcErr.Code == jsonrpc.CodeInvalidParams {
				log.Printf("invalid params: %v", rpcErr)
			}
			last = err
			continue
		}
		return res, nil
	}
	return nil, last
}

// Negatives.

// A bounded retry of request errors (a transport failure); a refusal
// returns.
func transportRetry(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	var last error
	for attempt := 0; attempt < 5; attempt++ {
		res, err := s.CallTool(ctx, params())
		if err != nil {
			last = err
			time.Sleep(time.Duration(attempt) * time.Second)
			continue
		}
		if res.IsError {
			return nil, errRefused
		}
		return res, nil
	}
	return nil, last
}

// One blind retry of a refusal.
func retryOnce(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	for attempt := 0; attempt < 2; attempt++ {
		res, err := s.CallTool(ctx, params())
		if err != nil {
			return nil, err
		}
		if !res.IsError {
			return res, nil
		}
	}
	return nil, errRefused
}

// A retry gated on the result's isRetryable.
func gated(ctx context.Context, s *mcp.ClientSession) (json.RawMessage, error) {
	for attempt := 0; attempt < 5; attempt++ {
		res, err := s.CallTool(ctx, params())
		if err != nil {
			return nil, err
		}
		env, err := decode(res)
		if err != nil {
			return nil, err
		}
		if env.Error != nil {
			if !env.Error.IsRetryable {
				return nil, errors.New(env.Error.Code)
			}
			continue
		}
		return env.Result, nil
	}
	return nil, errRefused
}

// The permanent failures return; the others are retried within a bound.
func permanentExcluded(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	var last error
	for attempt := 0; attempt < 3; attempt++ {
		res, err := s.CallTool(ctx, params())
		if err != nil {
			var rpcErr *jsonrpc.Error
			if errors.As(err, &rpcErr) && (rpcErr.Code == jsonrpc.CodeInvalidParams || rpcErr.Code == jsonrpc.CodeMethodNotFound) {
				return nil, err
			}
			last = err
			continue
		}
		return res, nil
	}
	return nil, last
}

// Pagination: each call sends the cursor the last page gave.
func pages(ctx context.Context, s *mcp.ClientSession) ([]any, error) {
	var all []any
	args := map[string]any{"query": "x"}
	p := &mcp.CallToolParams{Name: "search", Arguments: args}
	for {
		res, err := s.CallTool(ctx, p)
		if err != nil {
			return nil, err
		}
		if res.IsError {
			continue
		}
		page, _ := res.StructuredContent.(map[string]any)
		next, _ := page["next"].(string)
		if next == "" {
			return all, nil
		}
		all = append(all, page["items"])
		args["cursor"] = next
	}
}

// A loop over tools calls each one.
func each(ctx context.Context, s *mcp.ClientSession, names []string) {
	for _, name := range names {
		res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: name})
		if err != nil || res.IsError {
			continue
		}
		return
	}
}

// The context's deadline ends the retries.
func deadline(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	for {
		res, err := s.CallTool(ctx, params())
		if err == nil && !res.IsError {
			return res, nil
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(time.Second):
		}
	}
}

func deadlineCondition(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	for ctx.Err() == nil {
		res, err := s.CallTool(ctx, params())
		if err != nil {
			continue
		}
		return res, nil
	}
	return nil, ctx.Err()
}

type client struct {
	session  *mcp.ClientSession
	attempts int
}

// A budget the caller configured.
func (c *client) configured(ctx context.Context) (*mcp.CallToolResult, error) {
	for attempt := 0; attempt < c.attempts; attempt++ {
		res, err := c.session.CallTool(ctx, params())
		if err == nil && !res.IsError {
			return res, nil
		}
	}
	return nil, errRefused
}

// A loop that exits on failure, and one that polls: a success is called
// again too.
func poll(ctx context.Context, s *mcp.ClientSession) error {
	for {
		res, err := s.CallTool(ctx, params())
		if err != nil {
			return err
		}
		if res.IsError {
			return errRefused
		}
		time.Sleep(time.Minute)
	}
}

// A delay that doubles and stops the loop past a cap: bounded.
func doubling(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	delay := 100 * time.Millisecond
	for {
		res, err := s.CallTool(ctx, params())
		if err == nil {
			return res, nil
		}
		delay *= 2
		if delay > 30*time.Second {
			return nil, err
		}
		time.Sleep(delay)
	}
}

// A delay that doubles up to a cap, and never stops.
func cappedForever(ctx context.Context, s *mcp.ClientSession) *mcp.CallToolResult {
	delay := 100 * time.Millisecond
	for {
		res, err := s.CallTool(ctx, params()) // want `tool call retried after a request error with no bound`
		if err == nil {
			return res
		}
		delay *= 2
		if delay > 30*time.Second {
			delay = 30 * time.Second
		}
		time.Sleep(delay)
	}
}

// A counter indexing the tools to call: each iteration calls another.
func indexed(ctx context.Context, s *mcp.ClientSession, names []string) {
	for i := 0; i < len(names); i++ {
		res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: names[i]})
		if err != nil || res.IsError {
			continue
		}
		return
	}
}

// A bound read through the package's own predicate: the counter and the
// context tested in shouldRetry bound the loop as the same test written
// here would (a budget the caller configured: silent).
func boundedByPredicate(ctx context.Context, s *mcp.ClientSession, retries int) (*mcp.CallToolResult, error) {
	for attempt := 0; ; attempt++ {
		res, err := s.CallTool(ctx, params())
		if err == nil {
			return res, nil
		}
		if !shouldRetry(ctx, attempt, retries) {
			return nil, err
		}
	}
}

func shouldRetry(ctx context.Context, attempt, retries int) bool {
	return retries > 0 && attempt < retries && ctx.Err() == nil
}

// A predicate that tests only the error bounds nothing.
func unboundedByPredicate(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	for attempt := 0; ; attempt++ {
		res, err := s.CallTool(context.Background(), params()) // want `tool call retried after a request error with no bound`
		if err == nil {
			return res, nil
		}
		if !transient(err) {
			return nil, err
		}
	}
}

func transient(err error) bool {
	return !errors.Is(err, errRefused)
}

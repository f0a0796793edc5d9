// Package gosdk: go-sdk clients that decode StructuredContent into an
// Envelope{Result, Error}, through helpers of their own, and envelopes
// known by their wire keys and by how a field is read, not by what it is
// called.
package gosdk

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type ToolError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

type Row struct{ Name string }

type Envelope struct {
	Result []Row      `json:"result"`
	Error  *ToolError `json:"error,omitempty"`
}

// outcome states its verdict in a string field of any name.
type outcome struct {
	Phase string     `json:"phase"`
	Rows  []Row      `json:"rows"`
	Error *ToolError `json:"error"`
}

// flagged states it in a bool of any name.
type flagged struct {
	Done  bool       `json:"done"`
	Rows  []Row      `json:"rows"`
	Error *ToolError `json:"error"`
}

// problem is a {type, message} at the reply's error key: an error object.
type problem struct {
	Type    string `json:"type"`
	Message string `json:"message"`
}

type typedReply struct {
	Rows    []Row    `json:"rows"`
	Problem *problem `json:"error"`
}

// lastRun holds an error object under another key: data about a run,
// not an in-band refusal.
type lastRun struct {
	ID      string     `json:"id"`
	Failure *ToolError `json:"lastFailure"`
}

// callError implements error: decoded at the reply's error key, it is
// the tool's error object all the same.
type callError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

func (e *callError) Error() string { return e.Code + ": " + e.Message }

type callReply struct {
	Rows  []Row      `json:"rows"`
	Error *callError `json:"error"`
}

// decodeInto decodes a result's payload into what its caller hands it.
func decodeInto(res *mcp.CallToolResult, v any) error {
	if res.IsError {
		return errors.New("refused")
	}
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, v)
}

// unwrap returns the payload of a result, decoded.
func unwrap[T any](res *mcp.CallToolResult) (T, error) {
	var out T
	if res.IsError {
		return out, errors.New("refused")
	}
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		return out, err
	}
	err = json.Unmarshal(b, &out)
	return out, err
}

type Client struct{ s *mcp.ClientSession }

// --- positives ---

func (c *Client) SearchInto(ctx context.Context) ([]Row, error) {
	res, err := c.s.CallTool(ctx, &mcp.CallToolParams{Name: "search"})
	if err != nil {
		return nil, err
	}
	var env Envelope
	if err := decodeInto(res, &env); err != nil {
		return nil, err
	}
	return env.Result, nil // want `result of envelope used without checking its error field; check Error first`
}

func (c *Client) SearchUnwrap(ctx context.Context) ([]Row, error) {
	res, err := c.s.CallTool(ctx, &mcp.CallToolParams{Name: "search"})
	if err != nil {
		return nil, err
	}
	env, err := unwrap[Envelope](res)
	if err != nil {
		return nil, err
	}
	return env.Result, nil // want `result of envelope used without checking its error field; check Error first`
}

func (c *Client) Typed(ctx context.Context) ([]Row, error) {
	res, err := c.s.CallTool(ctx, &mcp.CallToolParams{Name: "search"})
	if err != nil || res.IsError {
		return nil, errors.New("failed")
	}
	var reply typedReply
	b, _ := json.Marshal(res.StructuredContent)
	if err := json.Unmarshal(b, &reply); err != nil {
		return nil, err
	}
	return reply.Rows, nil // want `result of envelope used without checking its error field; check Problem first`
}

func (c *Client) GoErrorEnvelope(ctx context.Context) ([]Row, error) {
	res, err := c.s.CallTool(ctx, &mcp.CallToolParams{Name: "search"})
	if err != nil {
		return nil, err
	}
	reply, err := unwrap[callReply](res)
	if err != nil {
		return nil, err
	}
	return reply.Rows, nil // want `result of envelope used without checking its error field; check Error first`
}

// A verdict field used as data is a use like any other.
func (c *Client) PhaseShown(ctx context.Context) (string, error) {
	res, err := c.s.CallTool(ctx, &mcp.CallToolParams{Name: "search"})
	if err != nil || res.IsError {
		return "", errors.New("failed")
	}
	var o outcome
	b, _ := json.Marshal(res.StructuredContent)
	if err := json.Unmarshal(b, &o); err != nil {
		return "", err
	}
	return o.Phase, nil // want `result of envelope used without checking its error field`
}

// --- negatives ---

func (c *Client) SearchChecked(ctx context.Context) ([]Row, error) {
	res, err := c.s.CallTool(ctx, &mcp.CallToolParams{Name: "search"})
	if err != nil {
		return nil, err
	}
	env, err := unwrap[Envelope](res)
	if err != nil {
		return nil, err
	}
	if env.Error != nil {
		return nil, errors.New(env.Error.Code)
	}
	return env.Result, nil
}

// A string field compared with a constant states the outcome.
func (c *Client) ByPhase(ctx context.Context) ([]Row, error) {
	res, err := c.s.CallTool(ctx, &mcp.CallToolParams{Name: "search"})
	if err != nil || res.IsError {
		return nil, errors.New("failed")
	}
	var o outcome
	if err := decodeInto(res, &o); err != nil {
		return nil, err
	}
	if o.Phase != "succeeded" {
		return nil, errors.New("failed")
	}
	return o.Rows, nil
}

// So does a bool, whatever it is called.
func (c *Client) ByFlag(ctx context.Context) ([]Row, error) {
	res, err := c.s.CallTool(ctx, &mcp.CallToolParams{Name: "search"})
	if err != nil || res.IsError {
		return nil, errors.New("failed")
	}
	var f flagged
	if err := decodeInto(res, &f); err != nil {
		return nil, err
	}
	if !f.Done {
		return nil, errors.New("not done")
	}
	return f.Rows, nil
}

func (c *Client) GoErrorChecked(ctx context.Context) ([]Row, error) {
	res, err := c.s.CallTool(ctx, &mcp.CallToolParams{Name: "search"})
	if err != nil {
		return nil, err
	}
	reply, err := unwrap[callReply](res)
	if err != nil {
		return nil, err
	}
	if reply.Error != nil {
		return nil, reply.Error
	}
	return reply.Rows, nil
}

func (c *Client) LastRun(ctx context.Context) (string, error) {
	res, err := c.s.CallTool(ctx, &mcp.CallToolParams{Name: "runs"})
	if err != nil || res.IsError {
		return "", errors.New("failed")
	}
	var r lastRun
	if err := decodeInto(res, &r); err != nil {
		return "", err
	}
	return r.ID, nil
}

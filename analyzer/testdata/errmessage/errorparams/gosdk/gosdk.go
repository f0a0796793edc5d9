// Package gosdk: the error of a go-sdk client request, matched where real
// code matches it: in a helper of the package that classifies it, reached
// through a function that only passes it on; and the errors of requests
// other than CallTool.
package gosdk

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"

	"example.com/fixtures/errmessage/errorparams/gosdkclient"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type errorKind int

const (
	kindOther errorKind = iota
	kindConnection
	kindNotFound
	kindInvalidArgs
)

// classify picks a kind by the wording of err: given a CallTool error
// (through report), its first match on a JSON-RPC wording is the finding
// (one per helper: the fix rewrites the helper); the transport wordings
// have no JSON-RPC code and stay silent.
func classify(err error, operation string) errorKind {
	msg := strings.ToLower(err.Error())
	switch {
	case strings.Contains(msg, "connection refused"), strings.Contains(msg, "deadline exceeded"):
		return kindConnection
	case strings.Contains(msg, "not found"): // want `^branching on the text of a CallTool error; its wording is not a contract: use errors.As with \*jsonrpc.Error and branch on its Code$`
		return kindNotFound
	case strings.Contains(msg, "invalid argument") && operation == "call":
		return kindInvalidArgs
	}
	return kindOther
}

// report only passes the error on.
func report(operation string, err error) error {
	return fmt.Errorf("%s: %w (kind %d)", operation, err, classify(err, operation))
}

func call(ctx context.Context, s *mcp.ClientSession) error {
	if _, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "x"}); err != nil {
		return report("call", err)
	}
	return nil
}

// The error of GetPrompt carries a JSON-RPC error as CallTool's does.
func prompt(ctx context.Context, s *mcp.ClientSession) (string, error) { // want prompt:`mcprequesterror\(go-sdk GetPrompt\)`
	res, err := s.GetPrompt(ctx, &mcp.GetPromptParams{Name: "greet"})
	if err != nil {
		if err.Error() == "prompt not found" { // want `^branching on the text of a GetPrompt error; its wording is not a contract: use errors.As with \*jsonrpc.Error and branch on its Code$`
			return "", nil
		}
		return "", err
	}
	return res.Description, nil
}

// A predicate helper given the text of a ReadResource error: the finding
// is at the argument, as for any text.
func missing(text string) bool {
	return strings.HasSuffix(text, "resource not found")
}

func read(ctx context.Context, s *mcp.ClientSession) bool {
	_, err := s.ReadResource(ctx, &mcp.ReadResourceParams{URI: "file:///x"})
	return err != nil && missing(err.Error()) // want `branching on the text of a ReadResource error`
}

// The code's own client hands the SDK's error on, as is or with %w, also
// behind an interface of its own: its callers' errors are still the
// server's, and errors.As still reaches the JSON-RPC error. The types that
// implement the interface embed the one that wraps the session.
type promptClient interface {
	GetPrompt(ctx context.Context, name string) (*mcp.GetPromptResult, error)
	Close() error
}

type ownClient struct{ s *mcp.ClientSession }

type stdioClient struct{ *ownClient }

func (stdioClient) Close() error { return nil }

var _ promptClient = stdioClient{}

func (c *ownClient) GetPrompt(ctx context.Context, name string) (*mcp.GetPromptResult, error) { // want GetPrompt:`mcprequesterror\(go-sdk GetPrompt\)`
	return c.s.GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
}

type toolset struct{ client promptClient }

func (t *toolset) Prompt(ctx context.Context, name string) (*mcp.GetPromptResult, error) { // want Prompt:`mcprequesterror\(go-sdk GetPrompt\)`
	res, err := t.client.GetPrompt(ctx, name)
	if err != nil {
		return nil, fmt.Errorf("get prompt %s: %w", name, err)
	}
	return res, nil
}

func throughOwnClient(ctx context.Context, t *toolset) bool {
	_, err := t.Prompt(ctx, "x")
	return err != nil && err.Error() == "prompt not found" // want `^branching on the text of a GetPrompt error`
}

// A wrapper of another package (a fact crosses the import).
func throughClientOfAnotherPackage(ctx context.Context, c *gosdkclient.Client) error { // want throughClientOfAnotherPackage:`mcprequesterror\(go-sdk CallTool\)`
	_, err := c.CallTool(ctx, "x")
	if err != nil && strings.Contains(err.Error(), "unknown tool") { // want `^branching on the text of a CallTool error`
		return nil
	}
	return err
}

// Negatives.

// The same classifier shape given only errors no client request returned.
func classifyFile(err error) errorKind {
	if strings.Contains(err.Error(), "not found") {
		return kindNotFound
	}
	return kindOther
}

func open(path string) errorKind {
	if _, err := os.Open(path); err != nil {
		return classifyFile(err)
	}
	return kindOther
}

// A helper that matches only transport wordings: no JSON-RPC code to use.
func isConnectionError(err error) bool {
	s := err.Error()
	return strings.Contains(s, "connection refused") || strings.Contains(s, "transport error") ||
		strings.Contains(s, "request failed with status 404")
}

func markUnhealthy(ctx context.Context, s *mcp.ClientSession, unhealthy *bool) {
	if _, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "x"}); err != nil {
		*unhealthy = isConnectionError(err)
	}
}

// The fix: the code of the JSON-RPC error.
func promptByCode(ctx context.Context, s *mcp.ClientSession) bool {
	_, err := s.GetPrompt(ctx, &mcp.GetPromptParams{Name: "greet"})
	var rpcErr *jsonrpc.Error
	return errors.As(err, &rpcErr) && rpcErr.Code == jsonrpc.CodeInvalidParams
}

// The code's own client that rewrites the SDK's error: its text is not the
// server's, and errors.As would not reach the JSON-RPC error.
type rewritingClient struct{ s *mcp.ClientSession }

func (c *rewritingClient) GetPrompt(ctx context.Context, name string) (*mcp.GetPromptResult, error) {
	res, err := c.s.GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
	if err != nil {
		return nil, errors.New("prompt not found")
	}
	return res, nil
}

func throughRewritingClient(ctx context.Context, c *rewritingClient) bool {
	_, err := c.GetPrompt(ctx, "x")
	return err != nil && err.Error() == "prompt not found"
}

// A wrapper of another package whose matches are all on transport failures.
func transportThroughClientOfAnotherPackage(ctx context.Context, c *gosdkclient.Client) bool {
	_, err := c.CallTool(ctx, "x")
	return err != nil && strings.Contains(err.Error(), "connection refused")
}

// Closing the session is no request to the server.
func closeSession(s *mcp.ClientSession) bool {
	err := s.Close()
	return err != nil && strings.Contains(err.Error(), "already closed")
}

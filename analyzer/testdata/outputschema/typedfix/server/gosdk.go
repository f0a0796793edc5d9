// Package server holds go-sdk typed handlers that answer a failure with an
// isError result beside their Out (outputschema's third form): the fix
// returns the failure as the handler's Go error where go-sdk then sends
// the same text and isError, without the fabricated structured content.
package server

import (
	"context"
	"errors"
	"fmt"
	"log"
	"os"

	"example.com/fixtures/outputschema/typedfix/failures"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type args struct {
	Project string `json:"project"`
}

// Report is the tools' answer.
type Report struct {
	Items []string `json:"items"`
}

func find(project string) ([]string, error) {
	if project == "" {
		return nil, errors.New("no project")
	}
	return []string{project}, nil
}

// toolError is the package's own plain failure builder; fail calls it:
// one call away.
func toolError(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}
}

func fail(msg string) *mcp.CallToolResult { return toolError(msg) }

// errorResult's text is its error's: the message at a call is the
// argument's Error().
func errorResult(err error) *mcp.CallToolResult { return toolError(err.Error()) }

// Fixed: the literal, the own builder, the builder one call away, another
// package's builder (by fact), a pointer Out left nil, a message that
// calls a function beside an Out that calls none.
func handleLiteral(ctx context.Context, req *mcp.CallToolRequest, in args) (*mcp.CallToolResult, Report, error) {
	items, err := find(in.Project)
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, Report{}, nil // want `error result returned beside Out in a typed handler`
	}
	if len(items) > 10 {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "too many"}}, IsError: true}, Report{Items: items}, nil // want `error result returned beside Out in a typed handler`
	}
	return nil, Report{Items: items}, nil
}

func handleBuilder(ctx context.Context, req *mcp.CallToolRequest, in args) (*mcp.CallToolResult, Report, error) {
	items, err := find(in.Project)
	if err != nil {
		return toolError(fmt.Sprintf("find %s: %v", in.Project, err)), Report{}, nil // want `error result returned beside Out in a typed handler`
	}
	if len(items) == 1 {
		// %w: fmt.Errorf would wrap err, and write its text, where Sprintf writes %!w.
		return toolError(fmt.Sprintf("only %d: %w", len(items), err)), Report{}, nil // want `error result returned beside Out in a typed handler`
	}
	if len(items) == 0 {
		return fail("nothing found"), Report{}, nil // want `error result returned beside Out in a typed handler`
	}
	return nil, Report{Items: items}, nil
}

// The package's error builder, given an error and an expression of one.
func handleErrorBuilder(ctx context.Context, req *mcp.CallToolRequest, in args) (*mcp.CallToolResult, Report, error) {
	items, err := find(in.Project)
	if err != nil {
		return errorResult(err), Report{}, nil // want `error result returned beside Out in a typed handler`
	}
	if len(items) > 1 {
		var errs []error
		return errorResult(errors.Join(errs...)), Report{}, nil // want `error result returned beside Out in a typed handler`
	}
	if len(items) > 2 {
		var e *os.PathError
		return errorResult(e), Report{}, nil // want `error result returned beside Out in a typed handler`
	}
	return nil, Report{Items: items}, nil
}

// Not fixed: nil given as the error (nil.Error() is no expression; the
// builder panics).
func handleNilError(ctx context.Context, req *mcp.CallToolRequest, in args) (*mcp.CallToolResult, Report, error) {
	return errorResult(nil), Report{}, nil // want `error result returned beside Out in a typed handler`
}

func handleForeign(ctx context.Context, req *mcp.CallToolRequest, in args) (*mcp.CallToolResult, *Report, error) {
	items, err := find(in.Project)
	if err != nil {
		return failures.Fail("find: " + err.Error()), nil, nil // want `go-sdk still marshals Out \(\*Report, a nil one as a zero Report\)`
	}
	return nil, &Report{Items: items}, nil
}

// A method of the server as the builder, and a closure as the handler.
type srv struct{ name string }

func (s *srv) failure(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}
}

func (s *srv) register(server *mcp.Server) {
	mcp.AddTool(server, &mcp.Tool{Name: "find"}, func(ctx context.Context, req *mcp.CallToolRequest, in args) (*mcp.CallToolResult, Report, error) {
		items, err := find(in.Project)
		if err != nil {
			return s.failure(s.name + ": " + err.Error()), Report{}, nil // want `error result returned beside Out in a typed handler`
		}
		return nil, Report{Items: items}, nil
	})
}

// Not fixed: a second block, Meta on the result or on its block, a
// builder that logs too, a builder whose text is not its parameter as it
// is, another package's builder that sets Meta, a builder that sets
// structured content of its own (an error object).
func handleNoFix(ctx context.Context, req *mcp.CallToolRequest, in args) (*mcp.CallToolResult, Report, error) {
	items, err := find(in.Project)
	switch {
	case err != nil:
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "find failed"}, &mcp.TextContent{Text: err.Error()}}}, Report{}, nil // want `error result returned beside Out in a typed handler`
	case len(items) == 0:
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "none"}}, Meta: mcp.Meta{"empty": true}}, Report{}, nil // want `error result returned beside Out in a typed handler`
	case len(items) == 1:
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "one", Meta: mcp.Meta{"n": 1}}}}, Report{}, nil // want `error result returned beside Out in a typed handler`
	case len(items) == 2:
		return loggedError("two"), Report{}, nil // want `error result returned beside Out in a typed handler`
	case len(items) == 3:
		return wrapped("three"), Report{}, nil // want `error result returned beside Out in a typed handler`
	case len(items) == 4:
		return failures.FailWithMeta("four"), Report{}, nil // want `error result returned beside Out in a typed handler`
	case len(items) == 5:
		return failWithDetails("five"), Report{}, nil // want `error result returned beside Out in a typed handler`
	}
	return nil, Report{Items: items}, nil
}

func loggedError(msg string) *mcp.CallToolResult {
	log.Print(msg)
	return toolError(msg)
}

func wrapped(msg string) *mcp.CallToolResult { return toolError("failed: " + msg) }

// failWithDetails sends structured content of its own (an error object).
func failWithDetails(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}, StructuredContent: map[string]any{"error": map[string]any{"code": "failed", "message": msg}}}
}

// Not fixed: a builder given another argument the fix would no longer
// evaluate (a call), a message and an Out that both call functions (the
// fix would swap their order), an Out that marshals itself (go-sdk adds
// its JSON as a second text block when it is not an object), and a
// handler the package calls itself.
func withCode(code int, msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}
}

// Custom marshals itself.
type Custom struct{ N int }

// MarshalJSON writes the number alone.
func (c Custom) MarshalJSON() ([]byte, error) { return []byte(fmt.Sprint(c.N)), nil }

func handleOrder(ctx context.Context, req *mcp.CallToolRequest, in args) (*mcp.CallToolResult, Report, error) {
	if _, err := find(in.Project); err != nil {
		return withCode(len(in.Project), "bad project"), Report{}, nil // want `error result returned beside Out in a typed handler`
	}
	return toolError(fmt.Sprint("bad ", in.Project)), partial(in.Project), nil // want `error result returned beside Out in a typed handler`
}

func partial(p string) Report { return Report{Items: []string{p}} }

func handleCustom(ctx context.Context, req *mcp.CallToolRequest, in args) (*mcp.CallToolResult, Custom, error) {
	return toolError("no custom"), Custom{}, nil // want `error result returned beside Out in a typed handler`
}

func handleCalled(ctx context.Context, req *mcp.CallToolRequest, in args) (*mcp.CallToolResult, Report, error) {
	return toolError("called"), Report{}, nil // want `error result returned beside Out in a typed handler`
}

func dispatch(ctx context.Context, req *mcp.CallToolRequest, in args) (*mcp.CallToolResult, Report, error) {
	res, out, err := handleCalled(ctx, req, in)
	if res != nil && res.IsError {
		return nil, out, errors.New("dispatch failed")
	}
	return res, out, err
}

// Silent, as before: the failure already returned as the Go error.
func handleGoError(ctx context.Context, req *mcp.CallToolRequest, in args) (*mcp.CallToolResult, Report, error) {
	items, err := find(in.Project)
	if err != nil {
		return nil, Report{}, err
	}
	return nil, Report{Items: items}, nil
}

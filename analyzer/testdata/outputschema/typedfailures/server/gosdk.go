// Package server holds go-sdk typed handlers that answer a failure with an
// isError result beside their Out: go-sdk marshals Out into the failure's
// structured content whatever IsError says (outputschema's third form).
package server

import (
	"context"
	"errors"
	"fmt"

	"example.com/fixtures/outputschema/typedfailures/results"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type listArgs struct {
	Project string `json:"project"`
}

// ListResult is the tools' answer.
type ListResult struct {
	Items []string `json:"items"`
	Total int      `json:"total"`
}

var errNoProject = errors.New("no project")

func list(ctx context.Context, project string) ([]string, error) {
	if project == "" {
		return nil, errNoProject
	}
	return []string{project}, nil
}

// errResult is the package's own builder of an error result.
func errResult(err error) *mcp.CallToolResult {
	return toolError(fmt.Sprintf("list failed: %v", err))
}

// toolError builds the literal: errResult is two calls from it.
func toolError(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: text}}}
}

// A struct Out beside the package's own error builder, two deep.
func handleList(ctx context.Context, req *mcp.CallToolRequest, in listArgs) (*mcp.CallToolResult, ListResult, error) {
	items, err := list(ctx, in.Project)
	if err != nil {
		return errResult(err), ListResult{}, nil // want `^error result returned beside Out in a typed handler: go-sdk still marshals Out \(ListResult, its zero value too\) into the failure's structured content, a success-shaped payload; return the failure as the handler's error instead$`
	}
	return nil, ListResult{Items: items, Total: len(items)}, nil
}

// A pointer Out left nil: go-sdk marshals a zero ListResult.
func handleListPointer(ctx context.Context, req *mcp.CallToolRequest, in listArgs) (*mcp.CallToolResult, *ListResult, error) {
	items, err := list(ctx, in.Project)
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil, nil // want `go-sdk still marshals Out \(\*ListResult, a nil one as a zero ListResult\)`
	}
	if len(items) > 10 {
		partial := &ListResult{Items: items[:10], Total: len(items)}
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "too many"}}}, partial, nil // want `go-sdk still marshals Out \(\*ListResult`
	}
	return nil, &ListResult{Items: items}, nil
}

// An error result flagged by SetError, and by IsError set by field.
func handleListSetError(ctx context.Context, req *mcp.CallToolRequest, in listArgs) (*mcp.CallToolResult, ListResult, error) {
	items, err := list(ctx, in.Project)
	if err != nil {
		var res mcp.CallToolResult
		res.SetError(err)
		return &res, ListResult{}, nil // want `error result returned beside Out in a typed handler`
	}
	if len(items) == 0 {
		res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "nothing listed"}}}
		res.IsError = true
		return res, ListResult{}, nil // want `error result returned beside Out in a typed handler`
	}
	return nil, ListResult{Items: items}, nil
}

// The error result built by another package's builder (by fact), in a
// closure registered with mcp.AddTool.
func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "list"}, func(ctx context.Context, req *mcp.CallToolRequest, in listArgs) (*mcp.CallToolResult, ListResult, error) {
		items, err := list(ctx, in.Project)
		if err != nil {
			return results.ErrorResult(err), ListResult{}, nil // want `error result returned beside Out in a typed handler`
		}
		return nil, ListResult{Items: items}, nil
	})
}

// A builder of the package given the error builds it: one call deeper.
func failed(err error) *mcp.CallToolResult { return errResult(err) }

func handleThreeDeep(ctx context.Context, req *mcp.CallToolRequest, in listArgs) (*mcp.CallToolResult, ListResult, error) {
	if _, err := list(ctx, in.Project); err != nil {
		res := failed(err)
		return res, ListResult{}, nil // want `error result returned beside Out in a typed handler`
	}
	return nil, ListResult{}, nil
}

// Out any given a value of the tools' success shape beside an error result.
func handleAnyShaped(ctx context.Context, req *mcp.CallToolRequest, in listArgs) (*mcp.CallToolResult, any, error) {
	items, err := list(ctx, in.Project)
	if err != nil {
		return errResult(err), ListResult{Items: items}, nil // want `^error result returned beside an Out value in a typed handler: go-sdk marshals Out into the failure's structured content, a success-shaped payload; give nil as Out, or return the failure as the handler's error$`
	}
	return nil, ListResult{Items: items}, nil
}

// Silent: Out any left nil beside the error result, the failure returned as
// the handler's error, an error result beside a non-nil Go error (the SDK
// sends the error instead), and successes.
func handleAnyNil(ctx context.Context, req *mcp.CallToolRequest, in listArgs) (*mcp.CallToolResult, any, error) {
	items, err := list(ctx, in.Project)
	if err != nil {
		return errResult(err), nil, nil
	}
	return nil, ListResult{Items: items}, nil
}

func handleGoError(ctx context.Context, req *mcp.CallToolRequest, in listArgs) (*mcp.CallToolResult, ListResult, error) {
	items, err := list(ctx, in.Project)
	if err != nil {
		return nil, ListResult{}, fmt.Errorf("list %s: %w", in.Project, err)
	}
	if len(items) == 0 {
		return errResult(errNoProject), ListResult{}, errNoProject
	}
	return results.TextResult("listed"), ListResult{Items: items}, nil
}

// Silent: Out any given an error object, or a value whose type no success
// answer has (not success-shaped).
type diagnostics struct {
	Attempts int `json:"attempts"`
}

func handleAnyErrorObject(ctx context.Context, req *mcp.CallToolRequest, in listArgs) (*mcp.CallToolResult, any, error) {
	if _, err := list(ctx, in.Project); err != nil {
		if in.Project == "" {
			return errResult(err), map[string]any{"code": "no_project", "message": err.Error()}, nil
		}
		return errResult(err), diagnostics{Attempts: 1}, nil
	}
	return nil, nil, nil
}

// Silent: an Out that is an envelope holding an error object can carry the
// failure itself (the seeds' structured error).
type toolError2 struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

type envelope struct {
	Result *ListResult `json:"result,omitempty"`
	Error  *toolError2 `json:"error,omitempty"`
}

func handleEnvelope(ctx context.Context, req *mcp.CallToolRequest, in listArgs) (*mcp.CallToolResult, envelope, error) {
	if _, err := list(ctx, in.Project); err != nil {
		return errResult(err), envelope{Error: &toolError2{Code: "no_project", Message: err.Error()}}, nil
	}
	return nil, envelope{Result: &ListResult{}}, nil
}

// Silent: a builder of both answers given an error is an error result only
// when the error is not nil, which its summary cannot tell.
func textOrError(text string, err error) *mcp.CallToolResult {
	if err != nil {
		return errResult(err)
	}
	return results.TextResult(text)
}

func handleBoth(ctx context.Context, req *mcp.CallToolRequest, in listArgs) (*mcp.CallToolResult, ListResult, error) {
	_, err := list(ctx, in.Project)
	return textOrError("listed", err), ListResult{}, nil
}

// Silent: a raw handler has no Out.
func handleRaw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return errResult(errNoProject), nil
}

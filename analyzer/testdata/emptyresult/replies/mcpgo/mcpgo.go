// Package mcpgo: tests of what a handler's call replied, not of the answer.
package mcpgo

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"

	"github.com/google/go-dap"
	"github.com/mark3labs/mcp-go/mcp"
)

type Artifact struct{ Name string }

type ArtifactList struct{ Data []Artifact }

// ListArtifactsResponse is the shape oapi-codegen generates: JSON200 is
// set only when the server answered 200 with JSON.
type ListArtifactsResponse struct {
	Body         []byte
	HTTPResponse *http.Response
	JSON200      *ArtifactList
}

func (r ListArtifactsResponse) StatusCode() int { return r.HTTPResponse.StatusCode }

type apiClient struct{}

func (apiClient) ListArtifactsWithResponse(ctx context.Context, registry string) (*ListArtifactsResponse, error) {
	return nil, nil
}

// A nil JSON200 says the status was not 200: silent.
func listArtifacts(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var c apiClient
	response, err := c.ListArtifactsWithResponse(ctx, "main")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if response.JSON200 == nil {
		return mcp.NewToolResultError(fmt.Sprintf("unexpected response status %d", response.StatusCode())), nil
	}
	b, _ := json.Marshal(response.JSON200.Data)
	return mcp.NewToolResultText(string(b)), nil
}

// The list inside the 200 reply is the answer: an empty one is a success.
func listArtifactNames(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var c apiClient
	response, err := c.ListArtifactsWithResponse(ctx, "main")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if response.JSON200 == nil {
		return mcp.NewToolResultError("unexpected status"), nil
	}
	if len(response.JSON200.Data) == 0 { // want "empty answer returned as a tool error"
		return mcp.NewToolResultError("no artifacts"), nil
	}
	b, _ := json.Marshal(response.JSON200.Data)
	return mcp.NewToolResultText(string(b)), nil
}

// A pointer field of a struct without an HTTP response is the answer.
type lookup struct{ Found *Artifact }

type store struct{}

func (store) Lookup(ctx context.Context, name string) (lookup, error) { return lookup{}, nil }

func getArtifact(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var s store
	l, err := s.Lookup(ctx, req.GetString("name", ""))
	if err != nil {
		return nil, err
	}
	if l.Found == nil { // not reported (issue 28): a single entity looked up by its id, key or name; a tool error lets the model correct the request
		return mcp.NewToolResultError("not found"), nil
	}
	return mcp.NewToolResultText(l.Found.Name), nil
}

type Breakpoint struct{ Line int }

type debugClient struct{}

func (debugClient) SetBreakpointsRequest(file string, lines []int) (int, error) { return 1, nil }
func (debugClient) StackTraceRequest(thread int) (int, error)                   { return 1, nil }

type reply struct{ Breakpoints []Breakpoint }

func readResponse(c debugClient, seq int) (reply, error) { return reply{}, nil }

func readSetBreakpoints(c debugClient, seq int) (*dap.SetBreakpointsResponse, error) { return nil, nil }

// The reply to setting a breakpoint, go-dap's SetBreakpointsResponse (a
// DAP request that acts), lists the breakpoints set: none means the
// action failed, not that an answer is empty. Silent.
func setBreakpoint(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var c debugClient
	seq, err := c.SetBreakpointsRequest(req.GetString("file", ""), []int{req.GetInt("line", 0)})
	if err != nil {
		return nil, err
	}
	resp, err := readSetBreakpoints(c, seq)
	if err != nil {
		return nil, err
	}
	if len(resp.Body.Breakpoints) == 0 {
		return nil, errors.New("no breakpoints returned")
	}
	return mcp.NewToolResultText(fmt.Sprintf("breakpoint at line %d", resp.Body.Breakpoints[0].Line)), nil
}

// SetBreakpointsResponse of this package is no protocol's reply, whatever
// it is called; its first breakpoint taken apart is one element of the
// list, so no breakpoint is silent by issue 28 (one element, not the list).
type SetBreakpointsResponse struct{ Breakpoints []Breakpoint }

func readOwn(c debugClient, seq int) (SetBreakpointsResponse, error) {
	return SetBreakpointsResponse{}, nil
}

func ownBreakpoint(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var c debugClient
	seq, err := c.SetBreakpointsRequest(req.GetString("file", ""), []int{req.GetInt("line", 0)})
	if err != nil {
		return nil, err
	}
	resp, err := readOwn(c, seq)
	if err != nil {
		return nil, err
	}
	if len(resp.Breakpoints) == 0 { // not reported (issue 28): one element taken from the list, not the list, is the answer
		return nil, errors.New("no breakpoints returned")
	}
	return mcp.NewToolResultText(fmt.Sprintf("breakpoint at line %d", resp.Breakpoints[0].Line)), nil
}

// The reply to a question (a stack trace request) is an answer.
func stackTrace(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var c debugClient
	seq, err := c.StackTraceRequest(req.GetInt("thread", 0))
	if err != nil {
		return nil, err
	}
	resp, err := readResponse(c, seq)
	if err != nil {
		return nil, err
	}
	if len(resp.Breakpoints) == 0 { // want "empty answer returned as a tool error"
		return nil, errors.New("no frames")
	}
	return mcp.NewToolResultText(fmt.Sprint(resp.Breakpoints)), nil
}

type Tool struct{ Name string }

// FindToolOutput holds the tools found. The optimizer is implemented
// nowhere in sight, so a nil output may come: a null is an empty answer
// too, and each test is reported (issue 24: the rule that took a nil test
// followed by a test of a part for a dereference guard is gone; where nil
// cannot come, ../../nevernil is silent).
type FindToolOutput struct{ Tools []Tool }

type optimizer interface {
	FindTool(ctx context.Context, query string) (*FindToolOutput, error)
	CallTool(ctx context.Context, name string) (*mcp.CallToolResult, error)
}

func findTool(opt optimizer) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		output, err := opt.FindTool(ctx, req.GetString("query", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		if output == nil { // not reported (issue 28): an upstream's nil reply, not an empty collection
			return mcp.NewToolResultError("find_tool: optimizer returned nil result"), nil
		}
		if len(output.Tools) == 0 { // want "empty answer returned as a tool error"
			return mcp.NewToolResultError("no tools match"), nil
		}
		b, _ := json.Marshal(output)
		return mcp.NewToolResultText(string(b)), nil
	}
}

// A nil tool result is a missing reply; an empty answer is a result with
// empty content.
func callTool(opt optimizer) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		result, err := opt.CallTool(ctx, req.GetString("name", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		if result == nil {
			return mcp.NewToolResultError("call_tool: optimizer returned nil result"), nil
		}
		return result, nil
	}
}

type User struct {
	Name  string
	Roles []string
}

type users interface {
	Get(ctx context.Context, id string) (*User, error)
}

// A nil entity for an unknown id: one entity the request names, silent
// since issue 28 (reported before the spec change).
func getUser(u users) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		user, err := u.Get(ctx, req.GetString("id", ""))
		if err != nil {
			return nil, err
		}
		if user == nil { // not reported (issue 28): a single entity looked up by its id, key or name; a tool error lets the model correct the request
			return mcp.NewToolResultError("no such user"), nil
		}
		b, _ := json.Marshal(user)
		return mcp.NewToolResultText(string(b)), nil
	}
}

type registry struct{}

func (registry) sendSearchCall(ctx context.Context, q string) ([]byte, error) { return nil, nil }

type module struct{ ID, Name string }

// decodeModules renders every module of the search's reply into its text
// (terraform-mcp-server's unmarshalTerraformModules): the text is made of
// a collection, one call below the handler.
func decodeModules(b []byte) (string, error) {
	var mods struct{ Data []module }
	if err := json.Unmarshal(b, &mods); err != nil {
		return "", err
	}
	text := ""
	for _, m := range mods.Data {
		text += m.ID + " " + m.Name + "\n"
	}
	return text, nil
}

// decodeReadme is a text from no collection: one module's readme.
func decodeReadme(b []byte) (string, error) { return string(b), nil }

// A search sent over HTTP is a query: the call's transport verb (send)
// does not make its reply an action's.
func searchModules(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var r registry
	response, err := r.sendSearchCall(ctx, req.GetString("q", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	modules, err := decodeModules(response)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if modules == "" { // want "empty answer returned as a tool error"
		return mcp.NewToolResultError("no modules found"), nil
	}
	return mcp.NewToolResultText(modules), nil
}

// One module's readme is a text no collection is rendered into: a single
// entity the request names, silent since issue 28.
func moduleReadme(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var r registry
	response, err := r.sendSearchCall(ctx, req.GetString("id", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	readme, err := decodeReadme(response)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if readme == "" {
		return mcp.NewToolResultError("no readme"), nil
	}
	return mcp.NewToolResultText(readme), nil
}

type provider struct{ Name string }

func (registry) resolveProvider(ctx context.Context, name string) (provider, error) {
	return provider{}, nil
}

func (registry) providerDocs(ctx context.Context, p provider) ([]string, error) { return nil, nil }

// Docs fetched for a provider the handler resolved are an answer: resolve
// is an action's verb, but providerDocs does not read its reply.
func providerDocs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var r registry
	p, err := r.resolveProvider(ctx, req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	docs, err := r.providerDocs(ctx, p)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if len(docs) == 0 { // not reported (issue 28): one element taken from the list, not the list, is the answer
		return mcp.NewToolResultError("no docs"), nil
	}
	return mcp.NewToolResultText(docs[0]), nil
}

// Package gosdk: tests of what a typed handler's call replied, not of the
// answer.
package gosdk

import (
	"context"
	"fmt"
	"net/http"

	"github.com/google/go-dap"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Breakpoint struct{ Line int }

type debugClient struct{}

func (debugClient) SetBreakpointsRequest(file string, lines []int) (int, error) { return 1, nil }
func (debugClient) ThreadsRequest() (int, error)                                { return 1, nil }

type reply struct{ Breakpoints []Breakpoint }

func readTypedResponse[T any](c debugClient, seq int) (T, error) {
	var zero T
	return zero, nil
}

type breakpointIn struct {
	File string `json:"file"`
	Line int    `json:"line"`
}

// The reply to setting a breakpoint (go-dap's SetBreakpointsResponse):
// none set means the action failed. Silent.
func breakpoint(ctx context.Context, req *mcp.CallToolRequest, in breakpointIn) (*mcp.CallToolResult, any, error) {
	var c debugClient
	seq, err := c.SetBreakpointsRequest(in.File, []int{in.Line})
	if err != nil {
		return nil, nil, err
	}
	resp, err := readTypedResponse[*dap.SetBreakpointsResponse](c, seq)
	if err != nil {
		return nil, nil, fmt.Errorf("unable to set breakpoint: %w", err)
	}
	if len(resp.Body.Breakpoints) == 0 {
		return nil, nil, fmt.Errorf("no breakpoints returned")
	}
	bp := resp.Body.Breakpoints[0]
	if !bp.Verified {
		return nil, nil, fmt.Errorf("breakpoint not verified: %s", bp.Message)
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("breakpoint %d at line %d", bp.Id, bp.Line)}}}, nil, nil
}

// The reply to a question is an answer: no threads is a success.
func threads(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, any, error) {
	var c debugClient
	seq, err := c.ThreadsRequest()
	if err != nil {
		return nil, nil, err
	}
	resp, err := readTypedResponse[*dap.ThreadsResponse](c, seq)
	if err != nil {
		return nil, nil, err
	}
	if len(resp.Body.Threads) == 0 { // want "empty answer returned as a tool error"
		return nil, nil, fmt.Errorf("no threads")
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(resp.Body.Threads)}}}, nil, nil
}

type statusReply struct {
	HTTPResponse *http.Response
	JSON404      *struct{ Message string }
	JSON200      *struct{ Items []string }
}

type api struct{}

func (api) GetItemsWithResponse(ctx context.Context) (*statusReply, error) { return nil, nil }

// A nil JSON200 beside the HTTP response says the status was not 200.
func items(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, any, error) {
	var a api
	r, err := a.GetItemsWithResponse(ctx)
	if err != nil {
		return nil, nil, err
	}
	if r.JSON200 == nil {
		return nil, nil, fmt.Errorf("status %d", r.HTTPResponse.StatusCode)
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(r.JSON200.Items)}}}, nil, nil
}

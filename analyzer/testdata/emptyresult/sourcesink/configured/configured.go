// Package configured: a request parser and a reply reader that only the
// user knows, named by configuration (-requestparsers, -replyreaders).
package configured

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

type srv struct{ names []string }

type listArgs struct{ Names []string }

// parse is named as a request parser: what it returns is the request's
// arguments.
func (srv) parse(ctx context.Context, req mcp.CallToolRequest) (listArgs, error) {
	var a listArgs
	err := req.BindArguments(&a)
	return a, err
}

// fill is a request parser writing through its pointer argument.
func fill(ctx context.Context, req mcp.CallToolRequest, into *listArgs) error {
	return req.BindArguments(into)
}

// Silent: validation of parsed arguments.
func (s srv) listNames(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	a, err := s.parse(ctx, req)
	if err != nil {
		return nil, err
	}
	if len(a.Names) == 0 {
		return mcp.NewToolResultError("names are required"), nil
	}
	var b listArgs
	if err := fill(ctx, req, &b); err != nil {
		return nil, err
	}
	if len(b.Names) == 0 {
		return mcp.NewToolResultError("names are required"), nil
	}
	return mcp.NewToolResultText(strings.Join(append(a.Names, b.Names...), ",")), nil
}

// Reported: the server's own names, not parsed from the request.
func (s srv) known(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	names := s.names
	if len(names) == 0 { // want `empty answer returned as a tool error`
		return mcp.NewToolResultError("no names"), nil
	}
	return mcp.NewToolResultText(strings.Join(names, ",")), nil
}

type Breakpoint struct{ Line int }

type reply struct{ Breakpoints []Breakpoint }

type dap struct{}

func (dap) send(command string, args any) (int, error) { return 1, nil }

// readResponse is named as a reply reader: the reply acknowledges the
// handler's own request.
func (dap) readResponse(seq int) (reply, error) { return reply{}, nil }

// readOther reads replies too, but is not named.
func (dap) readOther(seq int) (reply, error) { return reply{}, nil }

var client dap

// Silent: an acknowledgement, by configuration.
func setBreakpoints(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	seq, err := client.send("setBreakpoints", req.GetArguments())
	if err != nil {
		return nil, err
	}
	resp, err := client.readResponse(seq)
	if err != nil {
		return nil, err
	}
	if len(resp.Breakpoints) == 0 {
		return nil, errors.New("no breakpoints set")
	}
	return mcp.NewToolResultText(fmt.Sprint(resp.Breakpoints)), nil
}

// Reported: the same shape through a reader nobody named.
func listBreakpoints(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	seq, err := client.send("breakpoints", nil)
	if err != nil {
		return nil, err
	}
	resp, err := client.readOther(seq)
	if err != nil {
		return nil, err
	}
	if len(resp.Breakpoints) == 0 { // want `empty answer returned as a tool error`
		return nil, errors.New("no breakpoints")
	}
	return mcp.NewToolResultText(fmt.Sprint(resp.Breakpoints)), nil
}

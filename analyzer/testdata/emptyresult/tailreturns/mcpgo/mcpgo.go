// Package mcpgo: tool handlers that hand a helper's call on whole (return
// getContactPoint(ctx, name)), in mcp-go servers: a handler of the
// server's own shape adapted into a tool, and a structured handler.
package mcpgo

import (
	"context"
	"errors"
	"fmt"

	"github.com/go-openapi/runtime"
	"github.com/go-openapi/strfmt"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/fixtures/emptyresult/tailreturns/lib"
)

// Tool pairs a tool with the handler the adapter built.
type Tool struct {
	Tool    mcp.Tool
	Handler server.ToolHandlerFunc
}

// MustTool adapts a typed function into a tool: its error becomes an error
// result.
func MustTool[T, R any](name string, fn func(context.Context, T) (R, error)) Tool { // want MustTool:"mcpfetches"
	return Tool{Tool: mcp.NewTool(name), Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args T
		r, err := fn(ctx, args)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(fmt.Sprint(r)), nil
	}}
}

type ContactPoint struct{ Name, Type string }

type Interval struct{ Name string }

type RoutingParams struct {
	Operation string
	Name      string
}

// GetContactPointsOK is a go-swagger client's 200 reply: like every
// response of such a client it implements error, but its Payload is data.
type GetContactPointsOK struct{ Payload []ContactPoint }

func (o *GetContactPointsOK) Error() string { return "[GET /contact-points][200] OK" }

func (o *GetContactPointsOK) readResponse(response runtime.ClientResponse, consumer runtime.Consumer, formats strfmt.Registry) error {
	return nil
}

// GetContactPointsForbidden is the same client's 403 reply: an error.
type GetContactPointsForbidden struct{ Payload *struct{ Message string } }

func (o *GetContactPointsForbidden) Error() string { return "[GET /contact-points][403] Forbidden" }

func (o *GetContactPointsForbidden) readResponse(response runtime.ClientResponse, consumer runtime.Consumer, formats strfmt.Registry) error {
	return nil
}

var contactPoints func(ctx context.Context, name string) (*GetContactPointsOK, error)

// searchContactPoints fails when no contact point matches the name: the
// handler below hands its call on whole, and the list is its answer.
func searchContactPoints(ctx context.Context, name string) ([]ContactPoint, error) {
	resp, err := contactPoints(ctx, name)
	if err != nil {
		var forbidden *GetContactPointsForbidden
		if errors.As(err, &forbidden) && forbidden.Payload == nil { // silent: the error reply's payload
			return nil, errors.New("forbidden")
		}
		return nil, fmt.Errorf("get contact point %q: %w", name, err)
	}
	if len(resp.Payload) == 0 { // want "empty answer returned as a tool error; an empty answer is a success, return it as one"
		return nil, fmt.Errorf("contact point %q not found", name)
	}
	return resp.Payload, nil
}

// getContactPoint fails when no contact point has the name, and answers
// the one it found: a single entity looked up by name, silent since issue
// 28 (mcp-grafana's getContactPointDetail, a finding its maintainers
// rejected).
func getContactPoint(ctx context.Context, name string) (*ContactPoint, error) {
	resp, err := contactPoints(ctx, name)
	if err != nil {
		return nil, err
	}
	if len(resp.Payload) == 0 {
		return nil, fmt.Errorf("contact point %q not found", name)
	}
	return &resp.Payload[0], nil
}

// listContactPoints answers whatever it finds.
func listContactPoints(ctx context.Context) ([]ContactPoint, error) {
	resp, err := contactPoints(ctx, "")
	if err != nil {
		return nil, err
	}
	return resp.Payload, nil
}

// getInterval validates its argument: an empty name is invalid input.
func getInterval(ctx context.Context, name string) (*Interval, error) {
	if name == "" {
		return nil, errors.New("interval name is required")
	}
	return &Interval{Name: name}, nil
}

// Reported at searchContactPoints' test: the case answers its data, and
// the adapter answers its error as an error result.
func manageRouting(ctx context.Context, args RoutingParams) (any, error) {
	switch args.Operation {
	case "get_contact_points":
		return listContactPoints(ctx) // silent: never fails on empty
	case "get_contact_point":
		return getContactPoint(ctx, args.Name) // silent: one contact point by name (issue 28)
	case "search_contact_points":
		return searchContactPoints(ctx, args.Name)
	case "get_interval":
		return getInterval(ctx, args.Name) // silent: validation of an argument
	case "find_contact_points":
		return lib.FindContactPoints(ctx, args.Name) // want "empty answer of FindContactPoints returned as a tool error; an empty answer is a success, return it as one"
	}
	return nil, fmt.Errorf("unknown operation %q", args.Operation)
}

var errNotFound = errors.New("not found")

// Silent: the handler looks into the error and answers an empty success
// for "not found".
func describeContactPoint(ctx context.Context, args RoutingParams) (any, error) {
	found, err := searchContactPoints(ctx, args.Name)
	if errors.Is(err, errNotFound) {
		return []ContactPoint{}, nil
	}
	return found, err
}

// Silent: the same return in a function no adapter runs.
func contactPointsFor(ctx context.Context, args RoutingParams) (any, error) {
	return lib.FindContactPoints(ctx, args.Name)
}

var _ = contactPointsFor

var Tools = []Tool{
	MustTool("manage_routing", manageRouting),
	MustTool("describe_contact_point", describeContactPoint),
}

// A structured handler hands on a helper's call too: mcp-go's
// NewStructuredToolHandler answers its error with NewToolResultError.
func structuredContactPoints(ctx context.Context, req mcp.CallToolRequest, args RoutingParams) ([]lib.ContactPoint, error) {
	return lib.FindContactPoints(ctx, args.Name) // want "empty answer of FindContactPoints returned as a tool error"
}

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("contact_points"), mcp.NewStructuredToolHandler(structuredContactPoints))
}

package gosdkserver

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// go-sdk typed handlers with a struct Out that answer a failure with an
// error result beside Out, which go-sdk sends as the failure's structured
// content: outputschema's fix returns the failure as the handler's Go
// error. This file does not import errors: the fix does.

// failText is the package's plain failure builder one call away from
// newErrorResult.
func failText(msg string) *mcp.CallToolResult { return newErrorResult(msg) }

// TypedFailureLiteral answers the failure with a result literal beside a
// zero Forecast.
func TypedFailureLiteral(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, Forecast, error) {
	if in.City == "" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "city is required"}}}, Forecast{}, nil
	}
	return nil, lookup(in.City), nil
}

// TypedFailureHelper answers it through the package's own builder, with a
// formatted message.
func TypedFailureHelper(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, Forecast, error) {
	if in.City == "" {
		return newErrorResult(fmt.Sprintf("city is required (got %q)", in.City)), Forecast{}, nil
	}
	return nil, lookup(in.City), nil
}

// TypedFailurePointer answers it through a builder one call away, beside
// a nil *Forecast (go-sdk sends a zero Forecast).
func TypedFailurePointer(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, *Forecast, error) {
	if in.City == "" {
		return failText("city is required"), nil, nil
	}
	forecast := lookup(in.City)
	return nil, &forecast, nil
}

var errCityRequired = fmt.Errorf("city is required")

// failError's text is its error's.
func failError(err error) *mcp.CallToolResult { return newErrorResult(err.Error()) }

// TypedFailureError answers it through a builder given an error.
func TypedFailureError(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, Forecast, error) {
	if in.City == "" {
		return failError(errCityRequired), Forecast{}, nil
	}
	return nil, lookup(in.City), nil
}

// Package conditions holds text decodes after IsError checks inside && and
// || conditions: textjson decides "checked" as onechannel does.
package conditions

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type weather struct {
	Temp float64 `json:"temp"`
}

var errRefused = errors.New("tool refused")

func call(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	return s.CallTool(ctx, &mcp.CallToolParams{Name: "weather"})
}

func strictAnd(ctx context.Context, s *mcp.ClientSession, strict bool) (w weather, err error) {
	res, err := call(ctx, s)
	if err != nil {
		return w, err
	}
	if strict && res.IsError { // strict false: the refusal's text is decoded below
		return w, errRefused
	}
	text := res.Content[0].(*mcp.TextContent).Text
	err = json.Unmarshal([]byte(text), &w) // want `decoding tool result text as JSON`
	return w, err
}

func orGuard(ctx context.Context, s *mcp.ClientSession, skip bool) (w weather, err error) {
	res, err := call(ctx, s)
	if err != nil {
		return w, err
	}
	if skip || res.IsError { // falling through, IsError was read and false
		return w, errRefused
	}
	text := res.Content[0].(*mcp.TextContent).Text
	err = json.Unmarshal([]byte(text), &w) // want `^decoding tool result text as JSON; read StructuredContent instead$`
	return w, err
}

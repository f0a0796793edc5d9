// Package generics reaches tool results through type parameters and
// generic types.
package generics

import (
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// DecodeText is a generic helper over a concrete result.
func DecodeText[T any](res *mcp.CallToolResult) (T, error) {
	var v T
	text := res.Content[0].(mcp.TextContent).Text
	err := json.Unmarshal([]byte(text), &v) // finding: textjson
	return v, err
}

// Box is a generic container; Box[*gosdk.CallToolResult] holds a result.
type Box[T any] struct{ Value T }

func (b Box[T]) Get() T { return b.Value }

func fromBox(b Box[*gosdk.CallToolResult]) (out map[string]any) {
	text := b.Value.Content[0].(*gosdk.TextContent).Text
	_ = json.Unmarshal([]byte(text), &out) // finding: textjson
	return out
}

// Resultish is a constraint satisfied by both SDKs' result pointers: the
// value is a type parameter, not a result type, so nothing is known.
type Resultish interface {
	*mcp.CallToolResult | *gosdk.CallToolResult
}

func viaConstraint[R Resultish](r R, text string) (out any) {
	_ = r
	_ = json.Unmarshal([]byte(text), &out)
	return out
}

// Map is a generic function applied to results.
func Map[T, U any](in []T, f func(T) U) []U {
	out := make([]U, 0, len(in))
	for _, v := range in {
		out = append(out, f(v))
	}
	return out
}

func texts(results []*mcp.CallToolResult) []string {
	return Map(results, func(r *mcp.CallToolResult) string { return mcp.GetTextFromContent(r.Content[0]) })
}

func decodeAll(results []*mcp.CallToolResult) (out []any) {
	for _, t := range texts(results) {
		var v any
		_ = json.Unmarshal([]byte(t), &v) // a slice built by a generic helper: not followed
		out = append(out, v)
	}
	return out
}

// Package mcpgo holds mcp-go results and texts that move: into struct
// fields, maps, channels and the caller's wrapper structs.
package mcpgo

import (
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
)

type route struct {
	Distance float64 `json:"distance"`
}

type reply struct {
	res *mcp.CallToolResult
	err error
}

func fromChannel(ch <-chan reply) (r route) {
	got := <-ch
	if got.err != nil {
		return r
	}
	_ = json.Unmarshal([]byte(mcp.GetTextFromContent(got.res.Content[0])), &r) // want `decoding tool result text as JSON; read RawStructuredContent instead`
	return r
}

// The check of got.res counts: the finding does not ask for it.
func fromChannelChecked(ch <-chan reply) (r route) {
	got := <-ch
	if got.err != nil {
		return r
	}
	if got.res.IsError {
		return r
	}
	_ = json.Unmarshal([]byte(mcp.GetTextFromContent(got.res.Content[0])), &r) // want `decoding tool result text as JSON; read RawStructuredContent instead`
	return r
}

// A check of another result does not count.
func otherChecked(first, second *mcp.CallToolResult) (r route) {
	if first.IsError {
		return r
	}
	_ = json.Unmarshal([]byte(mcp.GetTextFromContent(second.Content[0])), &r) // want `decoding tool result text as JSON`
	return r
}

type Reply struct {
	Result *mcp.CallToolResult
}

// Silent: the wrapped result was built here; its text is the code's own.
func wrappedOwn() (r route) {
	reply := &Reply{Result: mcp.NewToolResultText(`{"distance": 3}`)}
	_ = json.Unmarshal([]byte(mcp.GetTextFromContent(reply.Result.Content[0])), &r)
	return r
}

func fromSlice(results []*mcp.CallToolResult) (r route) {
	_ = json.Unmarshal([]byte(mcp.GetTextFromContent(results[0].Content[0])), &r) // want `decoding tool result text as JSON`
	return r
}

// Package flow probes the model's data flow: probe(x) reports what x is.
package flow

import (
	"bytes"
	"encoding/json"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

func probe(...any) {}

type wrapper struct {
	*mcp.CallToolResult
}

type Res = gosdk.CallToolResult

func kinds(r *mcp.CallToolResult, g *Res, w wrapper, other string) {
	probe(r)                                                       // want `result`
	probe(g)                                                       // want `result`
	probe(*r)                                                      // want `result`
	probe(r.Content)                                               // want `content list`
	probe(w.Content)                                               // want `content list`
	probe(r.Content[0])                                            // want `content block`
	probe(r.Content[1:])                                           // want `content list`
	probe(r.Content[0].(mcp.TextContent))                          // want `text content`
	probe(r.Content[0].(mcp.TextContent).Text)                     // want `text`
	probe(g.Content[0].(*gosdk.TextContent).Text)                  // want `text`
	probe([]byte(mcp.GetTextFromContent(r.Content[0])))            // want `text`
	probe(strings.TrimSpace(mcp.GetTextFromContent(r.Content[0]))) // want `text`
	probe(strings.NewReader(other))
	probe(other)
	probe(r.StructuredContent)
	probe(r.IsError)

	text := mcp.GetTextFromContent(r.Content[0])
	rd := bytes.NewBufferString(text)
	dec := json.NewDecoder(rd)
	probe(text) // want `text`
	probe(rd)   // want `text reader`
	probe(dec)  // want `text decoder`

	var fromVar string
	fromVar = text
	probe(fromVar) // want `text`

	other = strings.ToUpper(text) // a transformation the model does not follow
	probe(other)
}

// helper is summarised as a text helper of its parameter 1.
func helper(prefix string, r *mcp.CallToolResult) (int, string) {
	return len(prefix), r.Content[0].(mcp.TextContent).Text
}

// Exported helpers carry a fact; of a content-block parameter too.
func BlockText(c mcp.Content) string {
	if tc, ok := c.(mcp.TextContent); ok {
		return tc.Text
	}
	return ""
}

func (w wrapper) Text() string {
	return mcp.GetTextFromContent(w.Content[0])
}

func useHelpers(r *mcp.CallToolResult, w wrapper, c mcp.Content) {
	_, t := helper("x", r)
	probe(t)                       // want `text`
	probe(BlockText(r.Content[0])) // want `text`
	probe(w.Text())                // want `text`
	probe(BlockText(c))            // want `assumed text`
	probe(c)                       // want `assumed content block`
}

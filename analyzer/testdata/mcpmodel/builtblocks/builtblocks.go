// Package builtblocks probes text built from a result's blocks: probe(x)
// reports what the text facet says x is.
package builtblocks

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

func probe(...any) {}

func builder(r *mcp.CallToolResult) {
	var b strings.Builder
	for _, c := range r.Content {
		if tc, ok := c.(mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	probe(&b)         // a builder is no reader
	probe(b)          // want `text parts`
	probe(b.String()) // want `text`
	probe(b.Len())    // its length is no text
}

func buffer(g *gosdk.CallToolResult) {
	var buf bytes.Buffer
	for _, c := range g.Content {
		if tc, ok := c.(*gosdk.TextContent); ok {
			buf.Write([]byte(tc.Text))
		}
	}
	probe(buf.String())          // want `text`
	probe(buf.Bytes())           // want `text`
	probe(&buf)                  // want `text reader`
	probe(json.NewDecoder(&buf)) // want `text decoder`
}

func printed(r *mcp.CallToolResult) {
	b := new(strings.Builder)
	fmt.Fprintf(b, "%s\n", mcp.GetTextFromContent(r.Content[0]))
	probe(b.String()) // want `text`
	var w bytes.Buffer
	io.WriteString(&w, mcp.GetTextFromContent(r.Content[0]))
	probe(w.String()) // want `text`
}

func joined(r *mcp.CallToolResult, other []string) {
	var parts []string
	for _, c := range r.Content {
		parts = append(parts, mcp.GetTextFromContent(c))
	}
	probe(parts)                                                                      // want `text parts`
	probe(parts[0])                                                                   // want `text`
	probe(strings.Join(parts, "\n"))                                                  // want `text`
	probe(strings.Join([]string{"[", mcp.GetTextFromContent(r.Content[0]), "]"}, "")) // want `text`
	probe(strings.Join(other, ""))                                                    // not the result's texts
}

// Parts appended or listed without any text of a result are not text
// parts (a CLI's own arguments).
func ownParts(args []string) {
	var rest []string
	for _, a := range args {
		rest = append(rest, a)
	}
	probe(rest)                                 // no text among the parts
	probe(strings.Join(rest, " "))              // nor joined
	probe(strings.Join([]string{"a", "b"}, "")) // a literal of the code's own strings
}

func concatenated(r *mcp.CallToolResult, name string) {
	text := ""
	for _, c := range r.Content {
		text += mcp.GetTextFromContent(c)
	}
	probe(text)                                                    // want `text`
	probe("[" + mcp.GetTextFromContent(r.Content[0]) + "]")        // want `text`
	probe(fmt.Sprintf("%s", mcp.GetTextFromContent(r.Content[0]))) // want `text`
	probe("hello " + name)                                         // no text of a result
	probe(fmt.Sprintf("%d blocks", len(r.Content)))                // no text of a result
}

// unrelated writes into a builder nothing of a result's.
func unrelated(names []string) {
	var b strings.Builder
	for _, n := range names {
		b.WriteString(n)
	}
	probe(b.String())
}

// allText is summarised as a text helper: callers get the result's text.
func allText(r *mcp.CallToolResult) string {
	var sb strings.Builder
	for _, c := range r.Content {
		if tc, ok := mcp.AsTextContent(c); ok {
			sb.WriteString(tc.Text)
		}
	}
	return sb.String()
}

func useHelper(r *mcp.CallToolResult) {
	probe(allText(r)) // want `text`
}

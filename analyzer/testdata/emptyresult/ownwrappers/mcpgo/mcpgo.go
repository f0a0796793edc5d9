// Package mcpgoown: mcp-go handlers that answer through the server's own
// result wrappers (of this package or another), with text built in a
// strings.Builder, and a helper that fails on an empty list.
package mcpgoown

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"example.com/fixtures/emptyresult/ownwrappers/lib"
	"github.com/mark3labs/mcp-go/mcp"
)

type doc struct{ Title, Body string }

type index struct{ docs map[string][]doc }

var idx = &index{}

// --- positives ---

// A search answered through another package's success wrapper, the hits
// written into a strings.Builder.
func searchDocs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	hits := idx.docs[req.GetString("q", "")]
	if len(hits) == 0 { // want `empty answer returned as a tool error; an empty answer is a success, return it as one`
		return lib.NewToolResultError("no documents found"), nil
	}
	var b strings.Builder
	for _, h := range hits {
		fmt.Fprintf(&b, "# %s\n\n", h.Title)
		b.WriteString(h.Body)
	}
	return lib.NewToolResultText(b.String()), nil
}

// A helper that renders the hits into a builder and fails when there are
// none; the handler turns its error into an error result.
func renderDocs(q string) (string, error) {
	hits := idx.docs[q]
	if len(hits) == 0 { // want `empty answer returned as a tool error`
		return "", fmt.Errorf("no documents for %s", q)
	}
	var b strings.Builder
	for _, h := range hits {
		b.WriteString(fmt.Sprintf("- %s\n", h.Title))
	}
	return b.String(), nil
}

func listDocs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := renderDocs(req.GetString("q", ""))
	if err != nil {
		return lib.NewToolResultError(err.Error()), nil
	}
	return lib.NewToolResultText(text), nil
}

// --- negatives ---

// The empty branch answers a success through the wrapper.
func searchEmptySuccess(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	hits := idx.docs[req.GetString("q", "")]
	if len(hits) == 0 {
		return lib.NewToolResultText("no documents matched"), nil
	}
	var b strings.Builder
	for _, h := range hits {
		b.WriteString(h.Title)
	}
	return lib.NewToolResultText(b.String()), nil
}

// The builder holds only the request's query: validating it is fine.
func echoQuery(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := req.GetString("q", "")
	if q == "" {
		return lib.NewToolResultError("q is required"), nil
	}
	var b strings.Builder
	b.WriteString("query: ")
	b.WriteString(q)
	return lib.NewToolResultText(b.String()), nil
}

// Result may answer an error: what it is given is not known to be the
// answer.
func throughResult(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	hits := idx.docs[req.GetString("q", "")]
	if len(hits) == 0 {
		return lib.NewToolResultError("no documents found"), nil
	}
	var b strings.Builder
	for _, h := range hits {
		b.WriteString(h.Title)
	}
	return lib.Result(b.String(), nil), nil
}

// A test of one element inside the loop over the answer checks that
// element, not whether the answer is empty.
func checkEachDoc(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	hits := idx.docs[req.GetString("q", "")]
	var b strings.Builder
	for _, h := range hits {
		if h.Title == "" {
			return lib.NewToolResultError("a document without a title: the index is corrupt"), nil
		}
		b.WriteString(h.Title)
	}
	return lib.NewToolResultText(b.String()), nil
}

// A builder written with data the handler does not answer with.
func logHits(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	hits := idx.docs[req.GetString("q", "")]
	var log strings.Builder
	for _, h := range hits {
		log.WriteString(h.Title)
	}
	if len(hits) == 0 {
		return nil, errors.New("unreachable index: " + log.String())
	}
	return lib.NewToolResultText("ok"), nil
}

// Package gosdk: tools of a server's own tool type (mcp-devtools'), a type
// with a Definition() returning the tool and an Execute(ctx, …, args)
// answering (tool result, error) that the server registers itself.
package gosdk

import (
	"context"
	"errors"
	"fmt"
	"log"
	"strings"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func textResult(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}
}

func errorResult(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: text}}}
}

type Library struct{ ID, Title string }

type Client struct{}

func (c *Client) Search(ctx context.Context, name string) ([]Library, error) { return nil, nil }

func (c *Client) Docs(ctx context.Context, id string) (string, error) { return "", nil }

type ResolveTool struct{ client *Client }

func (t *ResolveTool) Definition() mcp.Tool { return mcp.Tool{Name: "resolve_library_id"} }

// Reported: the libraries found are what the tool answers (through its
// own renderer); none is an empty answer. The argument's validation is
// silent.
func (t *ResolveTool) Execute(ctx context.Context, logger *log.Logger, cache *sync.Map, args map[string]any) (*mcp.CallToolResult, error) {
	name, ok := args["libraryName"].(string)
	if !ok || strings.TrimSpace(name) == "" {
		return nil, errors.New("missing required parameter 'libraryName'")
	}
	results, err := t.client.Search(ctx, name)
	if err != nil {
		return errorResult(fmt.Sprintf("search failed: %v", err)), nil
	}
	if len(results) == 0 { // want "empty answer returned as a tool error; an empty answer is a success, return it as one"
		return errorResult(fmt.Sprintf("No libraries found matching %q", name)), nil
	}
	response := t.formatResponse(name, results)
	return textResult(response), nil
}

// formatResponse renders the answer: its text carries results.
func (t *ResolveTool) formatResponse(name string, results []Library) string {
	var b strings.Builder
	best := results[0]
	fmt.Fprintf(&b, "## Selected library for %s\n%s (%s)\n", name, best.Title, best.ID)
	for _, r := range results[1:] {
		b.WriteString(r.Title + "\n")
	}
	return b.String()
}

type DocsTool struct{ client *Client }

func (t *DocsTool) Definition() *mcp.Tool { return &mcp.Tool{Name: "get_library_docs"} }

// Silent since issue 28: the documentation of one library is one text no
// collection is rendered into (tested through strings.TrimSpace); it was
// reported before the spec change.
func (t *DocsTool) Execute(ctx context.Context, logger *log.Logger, cache *sync.Map, args map[string]any) (*mcp.CallToolResult, error) {
	id, ok := args["id"].(string)
	if !ok || id == "" {
		return nil, errors.New("missing required parameter 'id'")
	}
	docs, err := t.client.Docs(ctx, id)
	if err != nil {
		return errorResult(err.Error()), nil
	}
	if strings.TrimSpace(docs) == "" { // not reported (issue 28): a text no collection is rendered into
		return errorResult("No documentation content found."), nil
	}
	return textResult(fmt.Sprintf("# Docs for %s\n\n%s", id, docs)), nil
}

type EchoTool struct{}

func (EchoTool) Definition() mcp.Tool { return mcp.Tool{Name: "echo"} }

// Silent: the emptiness test is on an argument, echoed in the answer.
func (EchoTool) Execute(ctx context.Context, logger *log.Logger, cache *sync.Map, args map[string]any) (*mcp.CallToolResult, error) {
	text, _ := args["text"].(string)
	if strings.TrimSpace(text) == "" {
		return errorResult("text is required"), nil
	}
	return textResult(text), nil
}

// Silent: a client wrapper of the same shape, on a type that defines no
// tool.
type Session struct{ s *mcp.ClientSession }

func (c *Session) Call(ctx context.Context, name string, args map[string]any) (*mcp.CallToolResult, error) {
	libs, err := (&Client{}).Search(ctx, name)
	if err != nil {
		return nil, err
	}
	if len(libs) == 0 {
		return errorResult("no libraries"), nil
	}
	return textResult(libs[0].Title), nil
}

// Package gosdk: configuration from the context, a reply's first entry and
// a completion's first choice in go-sdk typed handlers: no empty
// collection (issue 28).
package gosdk

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type ctxKey struct{}

type In struct{ Prompt string }

type Out struct{ Text string }

// Silent: the endpoint is read from the context.
func endpoint(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	url, _ := ctx.Value(ctxKey{}).(string)
	if url == "" {
		return nil, Out{}, errors.New("endpoint not configured")
	}
	return nil, Out{Text: url}, nil
}

type Completion struct {
	Choices []struct{ Message struct{ Content string } }
}

func complete(ctx context.Context, prompt string) (Completion, error) { return Completion{}, nil }

// Silent since issue 28: the first choice's text is one element taken from
// the list, and a completion without choices is an upstream that returned
// nothing (reported in issue 24, before the spec change).
func summarize(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	c, err := complete(ctx, in.Prompt)
	if err != nil {
		return nil, Out{}, err
	}
	if len(c.Choices) == 0 { // not reported (issue 28): one element taken from the list, not the list, is the answer
		return nil, Out{}, errors.New("no choices in completion")
	}
	return nil, Out{Text: c.Choices[0].Message.Content}, nil
}

type Doc struct{ Title string }

func lookup(ctx context.Context, q string) ([]Doc, error) { return nil, nil }

// Reported: the documents found are answered (ranged over).
func titles(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	docs, err := lookup(ctx, in.Prompt)
	if err != nil {
		return nil, Out{}, err
	}
	if len(docs) == 0 { // want "empty answer returned as a tool error"
		return nil, Out{}, errors.New("no documents")
	}
	var out Out
	for _, d := range docs {
		out.Text += d.Title + "\n"
	}
	return nil, out, nil
}

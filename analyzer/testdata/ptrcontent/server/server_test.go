package server

import (
	"context"
	"testing"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// The handler called directly answers with its own pointer block: the
// assertion matches.
func TestHandlerDirectly(t *testing.T) {
	res, err := handleGreet(context.Background(), mcp.CallToolRequest{})
	if err != nil {
		t.Fatal(err)
	}
	tc, ok := res.Content[0].(*mcp.TextContent)
	if !ok || tc.Text != "hello" {
		t.Fatalf("got %v", res.Content)
	}
}

// Through the in-process client the answer is marshalled and decoded
// again: the block is a value, whatever the handler built.
func TestInProcessClient(t *testing.T) {
	c, err := client.NewInProcessClient(New())
	if err != nil {
		t.Fatal(err)
	}
	res, err := c.CallTool(context.Background(), mcp.CallToolRequest{})
	if err != nil {
		t.Fatal(err)
	}
	tc, ok := res.Content[0].(*mcp.TextContent) // want `type assertion to \*mcp.TextContent never matches`
	if !ok || tc.Text != "hello" {
		t.Fatalf("got %v", res.Content)
	}
	switch b := res.Content[0].(type) {
	case *mcp.TextContent: // want `case \*mcp.TextContent never matches`
		t.Log(b.Text)
	}
}

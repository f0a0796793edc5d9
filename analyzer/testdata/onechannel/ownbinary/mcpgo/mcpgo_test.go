package mcpgo

import (
	"context"
	"encoding/json"
	"os"
	"testing"

	"example.com/fixtures/onechannel/ownbinary/selfserver"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
)

func call(name string) mcp.CallToolRequest {
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	return req
}

// The test binary, re-executed, is the server of mcp-go's stdio client.
func TestOwnBinary(t *testing.T) {
	c, err := client.NewStdioMCPClient(os.Args[0], []string{"ENTRYPOINT=main"}, "serve")
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	res, err := c.CallTool(context.Background(), call("count"))
	if err != nil {
		t.Fatal(err)
	}
	_ = res.StructuredContent.(map[string]any)["count"]
}

// os.Executable through a transport and a client made from it.
func TestOwnExecutable(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	c := client.NewClient(transport.NewStdio(exe, nil, "serve"))
	if err := c.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	res, _ := c.CallTool(context.Background(), call("count"))
	b, _ := json.Marshal(res.StructuredContent)
	_ = b
}

// A helper of the test file (two deep: the client from selfClient, the
// path from selfPath).
func selfPath() string { return os.Args[0] }

func selfClient(t *testing.T) *client.Client {
	t.Helper()
	c, err := client.NewStdioMCPClientWithOptions(selfPath(), nil, []string{"serve"})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestThroughHelper(t *testing.T) {
	c := selfClient(t)
	res, _ := c.CallTool(context.Background(), call("count"))
	_ = res.StructuredContent.(map[string]any)["count"]
}

// A helper of another package, by fact (three deep: Client, NewStdio's
// path from Path, Path from os.Executable).
func TestThroughOtherPackage(t *testing.T) {
	c, err := selfserver.Client("serve")
	if err != nil {
		t.Fatal(err)
	}
	res, _ := c.CallTool(context.Background(), call("count"))
	_ = res.StructuredContent.(map[string]any)["count"]
}

// Look-alikes: the server is another program.

func TestExternalServer(t *testing.T) {
	c, err := client.NewStdioMCPClient("npx", nil, "-y", "@modelcontextprotocol/server-everything")
	if err != nil {
		t.Fatal(err)
	}
	res, _ := c.CallTool(context.Background(), call("echo"))
	_ = res.StructuredContent.(map[string]any)["echo"] // want `StructuredContent read without checking IsError`
}

func TestProgramFromArguments(t *testing.T) {
	c, err := selfserver.Argument()
	if err != nil {
		t.Fatal(err)
	}
	res, _ := c.CallTool(context.Background(), call("echo"))
	_ = res.StructuredContent.(map[string]any)["echo"] // want `StructuredContent read without checking IsError`
}

// The client given to the test's helpers: one reads the results itself,
// one hands the result back.
func countOf(t *testing.T, c *client.Client) any {
	t.Helper()
	res, err := c.CallTool(context.Background(), call("count"))
	if err != nil {
		t.Fatal(err)
	}
	return res.StructuredContent.(map[string]any)["count"]
}

func callTool(t *testing.T, c *client.Client, name string) *mcp.CallToolResult {
	t.Helper()
	res, err := c.CallTool(context.Background(), call(name))
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func TestClientGivenToHelpers(t *testing.T) {
	c := selfClient(t)
	_ = countOf(t, c)
	res := callTool(t, c, "count")
	_ = res.StructuredContent.(map[string]any)["count"]
}

// Look-alike: a wrapper given another program's client returns received
// results.
func TestWrapperOfExternal(t *testing.T) {
	c, err := client.NewStdioMCPClient("npx", nil, "-y", "@modelcontextprotocol/server-everything")
	if err != nil {
		t.Fatal(err)
	}
	res := callTool(t, c, "echo")
	_ = res.StructuredContent.(map[string]any)["echo"] // want `StructuredContent read without checking IsError`
}

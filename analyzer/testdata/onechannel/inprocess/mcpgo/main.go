// Command mcpgo probes the module's server through mcp-go's in-process
// client (its results are its own server's), and a server run as another
// program (received).
package main

import (
	"context"

	"example.com/fixtures/onechannel/inprocess/ownserver"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func request() mcp.CallToolRequest {
	var req mcp.CallToolRequest
	req.Params.Name = "sum"
	return req
}

// The in-process client of a server it builds.
func inProcess(ctx context.Context) {
	srv := server.NewMCPServer("own", "v1")
	c, err := client.NewInProcessClient(srv)
	if err != nil {
		panic(err)
	}
	res, err := c.CallTool(ctx, request())
	if err != nil {
		panic(err)
	}
	_ = res.StructuredContent.(map[string]any)["total"]
}

// The in-process transport handed to a client.
func viaTransport(ctx context.Context) {
	c := client.NewClient(transport.NewInProcessTransport(server.NewMCPServer("own", "v1")))
	res, _ := c.CallTool(ctx, request())
	_ = res.StructuredContent.(map[string]any)["total"]
}

// Helpers return the client: two deep (open, inProcessOf) and three deep
// (mustOpen, open, inProcessOf).
func inProcessOf(srv *server.MCPServer) (*client.Client, error) {
	return client.NewInProcessClient(srv)
}

func open() (*client.Client, error) { return inProcessOf(server.NewMCPServer("own", "v1")) }

func mustOpen() *client.Client {
	c, err := open()
	if err != nil {
		panic(err)
	}
	return c
}

func throughHelpers(ctx context.Context) {
	c, _ := open()
	res, _ := c.CallTool(ctx, request())
	_ = res.StructuredContent.(map[string]any)["total"]
	again, _ := mustOpen().CallTool(ctx, request())
	_ = again.StructuredContent.(map[string]any)["total"]
}

// The wrapper of another package, by fact.
func throughPackage(ctx context.Context) {
	c, _ := ownserver.Client()
	res, _ := c.CallTool(ctx, request())
	_ = res.StructuredContent.(map[string]any)["total"]
}

// Another program's server: received.
func external(ctx context.Context) {
	c, err := client.NewStdioMCPClient("other-server", nil)
	if err != nil {
		panic(err)
	}
	res, _ := c.CallTool(ctx, request())
	_ = res.StructuredContent.(map[string]any)["total"] // want `StructuredContent read without checking IsError`
}

func main() {
	ctx := context.Background()
	inProcess(ctx)
	viaTransport(ctx)
	throughHelpers(ctx)
	throughPackage(ctx)
	external(ctx)
}

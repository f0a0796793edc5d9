// Command gosdk runs the module's server in process and probes it: the
// results its client reads are its own server's answers (looprig/mcp's
// examples/server), while a session to another program's server
// receives them.
package main

import (
	"context"
	"io"
	"net"
	"os"
	"os/exec"

	"example.com/fixtures/onechannel/inprocess/ownserver"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var params = &mcp.CallToolParams{Name: "sum", Arguments: map[string]any{"a": 20, "b": 22}}

func newClient() *mcp.Client {
	return mcp.NewClient(&mcp.Implementation{Name: "probe", Version: "v1"}, nil)
}

// In-memory transports, the server end connected to a server it builds.
func inMemory(ctx context.Context) {
	server := mcp.NewServer(&mcp.Implementation{Name: "own", Version: "v1"}, nil)
	ct, st := mcp.NewInMemoryTransports()
	if _, err := server.Connect(ctx, st, nil); err != nil {
		panic(err)
	}
	session, err := newClient().Connect(ctx, ct, nil)
	if err != nil {
		panic(err)
	}
	res, err := session.CallTool(ctx, params)
	if err != nil {
		panic(err)
	}
	_ = res.StructuredContent.(map[string]any)["total"]
}

// looprig's shape: a net.Pipe, one end served by the module's own
// stream server, the other an IOTransport's.
func pipe(ctx context.Context) {
	serverConn, clientConn := net.Pipe()
	go ownserver.Streams{}.Serve(ctx, serverConn, serverConn)
	session, err := newClient().Connect(ctx, &mcp.IOTransport{Reader: clientConn, Writer: clientConn}, nil)
	if err != nil {
		panic(err)
	}
	res, _ := session.CallTool(ctx, params)
	_ = res.StructuredContent.(map[string]any)["total"]
}

// A net.Pipe whose server end the go-sdk server runs over an IOTransport.
func pipeRun(ctx context.Context) {
	a, b := net.Pipe()
	go mcp.NewServer(&mcp.Implementation{Name: "own"}, nil).Run(ctx, &mcp.IOTransport{Reader: a, Writer: a})
	tr := &mcp.IOTransport{Reader: b, Writer: b}
	session, _ := newClient().Connect(ctx, tr, nil)
	res, _ := session.CallTool(ctx, params)
	_ = res.StructuredContent.(map[string]any)["total"]
}

// Helpers return the session: two deep (dial, connectTo) and three deep
// (probe, dial, connectTo).
func connectTo(ctx context.Context, srv *mcp.Server) (*mcp.ClientSession, error) {
	ct, st := mcp.NewInMemoryTransports()
	if _, err := srv.Connect(ctx, st, nil); err != nil {
		return nil, err
	}
	return newClient().Connect(ctx, ct, nil)
}

func dial(ctx context.Context) (*mcp.ClientSession, error) {
	return connectTo(ctx, ownserver.NewServer())
}

func probe(ctx context.Context) *mcp.ClientSession {
	s, err := dial(ctx)
	if err != nil {
		panic(err)
	}
	return s
}

func throughHelpers(ctx context.Context) {
	session, _ := dial(ctx)
	res, _ := session.CallTool(ctx, params)
	_ = res.StructuredContent.(map[string]any)["total"]
	again, _ := probe(ctx).CallTool(ctx, params)
	_ = again.StructuredContent.(map[string]any)["total"]
}

// The wrappers of another package, by fact.
func throughPackage(ctx context.Context) {
	session, _ := ownserver.Session(ctx)
	res, _ := session.CallTool(ctx, params)
	_ = res.StructuredContent.(map[string]any)["total"]
	piped, _ := ownserver.PipeSession(ctx)
	again, _ := piped.CallTool(ctx, params)
	_ = again.StructuredContent.(map[string]any)["total"]
}

// Another program's server: received.
func external(ctx context.Context) {
	session, err := newClient().Connect(ctx, &mcp.CommandTransport{Command: exec.Command("other-server")}, nil)
	if err != nil {
		panic(err)
	}
	res, _ := session.CallTool(ctx, params)
	_ = res.StructuredContent.(map[string]any)["total"] // want `StructuredContent read without checking IsError`
}

// A pipe whose other end no server of the program serves (bridged to the
// standard streams, where another program answers): received.
func bridged(ctx context.Context) {
	a, b := net.Pipe()
	go io.Copy(a, os.Stdin)
	session, _ := newClient().Connect(ctx, &mcp.IOTransport{Reader: b, Writer: b}, nil)
	res, _ := session.CallTool(ctx, params)
	_ = res.StructuredContent.(map[string]any)["total"] // want `StructuredContent read without checking IsError`
}

func main() {
	ctx := context.Background()
	inMemory(ctx)
	pipe(ctx)
	pipeRun(ctx)
	throughHelpers(ctx)
	throughPackage(ctx)
	external(ctx)
	bridged(ctx)
}

// Package ownserver is a server package of the fixtures' module and its
// connect helpers: a go-sdk session connected in memory to the module's
// server, an mcp-go in-process client of it, and a server of its own
// that serves a stream (looprig/mcp's Server.Serve).
package ownserver

import (
	"context"
	"io"
	"net"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Streams is the module's own server that speaks over a stream.
type Streams struct{}

// Serve answers the requests read from r on w.
func (Streams) Serve(ctx context.Context, r io.Reader, w io.Writer) error { return nil }

// NewServer builds the module's go-sdk server.
func NewServer() *mcp.Server {
	return mcp.NewServer(&mcp.Implementation{Name: "own", Version: "v1"}, nil)
}

// Session connects a client to the module's server in memory.
func Session(ctx context.Context) (*mcp.ClientSession, error) {
	ct, st := mcp.NewInMemoryTransports()
	if _, err := NewServer().Connect(ctx, st, nil); err != nil {
		return nil, err
	}
	return mcp.NewClient(&mcp.Implementation{Name: "probe"}, nil).Connect(ctx, ct, nil)
}

// PipeSession connects a client over a net.Pipe whose other end the
// module's stream server serves.
func PipeSession(ctx context.Context) (*mcp.ClientSession, error) {
	serverConn, clientConn := net.Pipe()
	go Streams{}.Serve(ctx, serverConn, serverConn)
	return mcp.NewClient(&mcp.Implementation{Name: "probe"}, nil).Connect(ctx, &mcp.IOTransport{Reader: clientConn, Writer: clientConn}, nil)
}

// Client is an mcp-go in-process client of the module's server.
func Client() (*client.Client, error) {
	return client.NewInProcessClient(server.NewMCPServer("own", "v1"))
}

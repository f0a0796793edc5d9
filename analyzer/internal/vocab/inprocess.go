package vocab

import (
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// A client connected in process to a server the program runs itself: the
// SDK calls that make the two ends of an in-process connection, that
// serve one end, and that connect a client straight to a server value
// (go-sdk mcp/transport.go and mcp/server.go; mcp-go client/inprocess.go,
// client/transport/inprocess.go and client/transport/stdio.go). What such
// a client receives is the program's own server's answer.

// InProcessPairs return the two ends of an in-process connection: what is
// written to one is read from the other.
var InProcessPairs = []knowledge.Qualified{
	{Path: "net", Name: "Pipe"},
	{Path: GoSDKPath, Name: "NewInMemoryTransports"},
}

// ServerServes are the SDK server methods that serve the transport
// argument Arg: a session of the server runs over it.
var ServerServes = []knowledge.Carrier{
	{Path: GoSDKPath, Recv: "Server", Name: "Connect", Arg: 1},
	{Path: GoSDKPath, Recv: "Server", Name: "Run", Arg: 1},
}

// InProcessClients hand a server value (argument Arg) on into a client or
// transport that calls it in process.
var InProcessClients = []knowledge.Carrier{
	{Path: MCPGoClientPath, Name: "NewInProcessClient", Arg: 0},
	{Path: MCPGoClientPath, Name: "NewInProcessClientWithOptions", Arg: 0},
	{Path: MCPGoClientPath, Name: "NewInProcessClientWithSamplingHandler", Arg: 0},
	{Path: MCPGoClientPath, Name: "NewInProcessClientWithElicitationHandler", Arg: 0},
	{Path: MCPGoTransportPath, Name: "NewInProcessTransport", Arg: 0},
	{Path: MCPGoTransportPath, Name: "NewInProcessTransportWithOptions", Arg: 0},
}

// StreamCarriers hand a connection's reading end (argument Arg) on into
// the client transport they build: mcp-go's NewIO.
var StreamCarriers = []knowledge.Carrier{
	{Path: MCPGoTransportPath, Name: "NewIO", Arg: 0},
}

// ServerConstructors build an SDK server value.
var ServerConstructors = []knowledge.Qualified{
	{Path: GoSDKPath, Name: "NewServer"},
	{Path: MCPGoServerPath, Name: "NewMCPServer"},
}

// ioTransportReader is the field of go-sdk's IOTransport that the client
// reads the server's messages from.
const ioTransportReader = "Reader"

// IsStreamField reports whether field (of a composite literal of type t)
// is the stream a go-sdk IOTransport reads its peer's messages from.
func IsStreamField(t types.Type, field string) bool {
	return field == ioTransportReader && isTypeOf(t, "IOTransport", GoSDKPath)
}

package vocab

import (
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// A client that runs its server as a command: the SDK calls that hand a
// command (or a program's path) on into a transport, and a transport into
// a client or session (go-sdk mcp/cmd.go and mcp/client.go; mcp-go
// client/stdio.go, client/transport/stdio.go and client/client.go). A
// session obtained so runs the program the command names.

// TransportCarriers are the SDK functions and methods that hand a
// command, a program's path or a transport on into their first result.
var TransportCarriers = []knowledge.Carrier{
	{Path: GoSDKPath, Name: "NewCommandTransport", Arg: 0}, // go-sdk before v0.3.0
	{Path: GoSDKPath, Recv: "Client", Name: "Connect", Arg: 1},
	{Path: MCPGoClientPath, Name: "NewStdioMCPClient", Arg: 0},
	{Path: MCPGoClientPath, Name: "NewStdioMCPClientWithOptions", Arg: 0},
	{Path: MCPGoClientPath, Name: "NewClient", Arg: 0},
	{Path: MCPGoTransportPath, Name: "NewStdio", Arg: 0},
	{Path: MCPGoTransportPath, Name: "NewStdioWithOptions", Arg: 0},
}

// mcp-go's client packages.
const (
	MCPGoClientPath    = MCPGoModule + "/client"
	MCPGoTransportPath = MCPGoModule + "/client/transport"
)

// commandTransportField is the field of go-sdk's CommandTransport that
// holds the command it runs.
const commandTransportField = "Command"

// IsCommandField reports whether field (of a composite literal of type t)
// is the command a go-sdk CommandTransport runs.
func IsCommandField(t types.Type, field string) bool {
	return field == commandTransportField && isTypeOf(t, "CommandTransport", GoSDKPath)
}

package knowledge

import "strings"

// The Go error an MCP client request returns (CallTool, GetPrompt…) carries
// either the server's JSON-RPC error or a failure of the client itself: a
// closed connection, an HTTP status, a process that exited, a network or
// I/O error. Which of them an SDK lets the code tell apart without reading
// the text, and how, is in the SDK's source, version by version; the
// wording each failure puts in the text is in the source that declares it.
// The tables below say both, by qualified name, so that a check can tell
// which failure a wording matched against an error's text is looking for,
// and whether the SDK the code compiles against offers a code, a sentinel
// or a type for it (the analysis looks the name up in that package).

// A RequestFailure is an error a client request's Go error can wrap,
// declared as a sentinel variable or an error type (Name), or returned by
// the SDK as a plain error (no Name: nothing to ask errors.Is or
// errors.As for), with the wording it gives the text.
type RequestFailure struct {
	Path, Name string // the declaring package and the variable or type
	Wording    string // as in the declaring source (matched case-insensitively)
	Type       bool   // an error type (errors.As), not a sentinel (errors.Is)
	// ServerCode is set for a sentinel standing for a server's JSON-RPC
	// code: offered only by the releases that hand the server's error on
	// (ServerErrorCodes).
	ServerCode bool
	// Whole is set for a platform failure whose wording a constant must
	// hold whole to look for it (an OAuth error code: "invalid" alone is
	// any server's wording).
	Whole bool
	// Code is the JSON-RPC code a ServerCode sentinel stands for.
	Code int64
}

// Qualified is the failure's name as the code writes it (mcp.ErrConnectionClosed).
func (f RequestFailure) Qualified() string {
	name := f.Path[strings.LastIndex(f.Path, "/")+1:] + "." + f.Name
	if f.Type {
		return "*" + name
	}
	return name
}

const (
	goSDKMCP       = "github.com/modelcontextprotocol/go-sdk/mcp"
	mcpGoMCP       = "github.com/mark3labs/mcp-go/mcp"
	mcpGoTransport = "github.com/mark3labs/mcp-go/client/transport"
)

// SDKFailures are the failures the SDKs' clients return with a sentinel or
// a type of their own, in the versions whose package declares it.
var SDKFailures = []RequestFailure{
	// go-sdk mcp/transport.go (every release): a call on a closed
	// connection; since v0.4.0 the text also carries jsonrpc2's closing
	// error (internal/jsonrpc2/wire.go: "client is closing", "server is
	// closing"), wrapped after the sentinel.
	{Path: goSDKMCP, Name: "ErrConnectionClosed", Wording: "connection closed"},
	{Path: goSDKMCP, Name: "ErrConnectionClosed", Wording: "client is closing"},
	{Path: goSDKMCP, Name: "ErrConnectionClosed", Wording: "server is closing"},
	// go-sdk mcp/transport.go (v1.4.0+): a session the server no longer
	// knows.
	{Path: goSDKMCP, Name: "ErrSessionMissing", Wording: "session not found"},
	// go-sdk's plain errors for a session or stream that is gone
	// (mcp/streamable.go, mcp/sse.go, every release): no sentinel.
	{Path: goSDKMCP, Wording: "session is closed"},
	{Path: goSDKMCP, Wording: "session closed"},
	{Path: goSDKMCP, Wording: "session is closing"},
	{Path: goSDKMCP, Wording: "connection closed by client during reconnect"},
	{Path: goSDKMCP, Wording: "stream not connected or already closed"},
	// mcp-go client/transport (error.go, stdio.go, oauth.go,
	// streamable_http.go; each from the release that declares it).
	{Path: mcpGoTransport, Name: "Error", Wording: "transport error", Type: true},
	{Path: mcpGoTransport, Name: "ErrTransportClosed", Wording: "transport closed"},
	{Path: mcpGoTransport, Name: "ErrSessionTerminated", Wording: "session terminated"},
	{Path: mcpGoTransport, Name: "ErrUnauthorized", Wording: "unauthorized (401)"},
	{Path: mcpGoTransport, Name: "ErrGetMethodNotAllowed", Wording: "GET method not allowed"},
	{Path: mcpGoTransport, Name: "ErrLegacySSEServer", Wording: "likely a legacy SSE server"},
	{Path: mcpGoTransport, Name: "ErrAuthorizationRequired", Wording: "authorization required"},
	{Path: mcpGoTransport, Name: "ErrOAuthAuthorizationRequired", Wording: "no valid token available, authorization required"},
	{Path: mcpGoTransport, Name: "ErrNoToken", Wording: "no token available"},
	// mcp-go mcp/errors.go: the JSON-RPC codes the client maps to
	// sentinels (JSONRPCErrorDetails.AsError, see ServerErrorCodes; the
	// codes are mcp/types.go's PARSE_ERROR…RESOURCE_NOT_FOUND).
	{Path: mcpGoMCP, Name: "ErrParseError", Wording: "parse error", ServerCode: true, Code: -32700},
	{Path: mcpGoMCP, Name: "ErrInvalidRequest", Wording: "invalid request", ServerCode: true, Code: -32600},
	{Path: mcpGoMCP, Name: "ErrMethodNotFound", Wording: "method not found", ServerCode: true, Code: -32601},
	{Path: mcpGoMCP, Name: "ErrInvalidParams", Wording: "invalid params", ServerCode: true, Code: -32602},
	{Path: mcpGoMCP, Name: "ErrInternalError", Wording: "internal error", ServerCode: true, Code: -32603},
	{Path: mcpGoMCP, Name: "ErrRequestInterrupted", Wording: "request interrupted", ServerCode: true, Code: -32800},
	{Path: mcpGoMCP, Name: "ErrResourceNotFound", Wording: "resource not found", ServerCode: true, Code: -32002},
}

// A CodeOffer says how an SDK hands the server's JSON-RPC error to the
// code: the package, type and method that exist from the release on that
// wraps it in the request's Go error (the type and method are looked up in
// the package the code compiles against).
type CodeOffer struct {
	Path, Type, Method string
}

// ServerErrorCodes are, per SDK module, what makes the server's JSON-RPC
// error reachable from a request's Go error:
//   - go-sdk wraps the server's wire error with %w in every release
//     (mcp/transport.go, call), and exports it as jsonrpc.Error from
//     v1.2.0 on (jsonrpc/jsonrpc.go; v1.0.0 and v1.1.0 keep it in an
//     internal package, out of the code's reach);
//   - mcp-go returned errors.New(message) before v0.41.0, and since
//     then (*JSONRPCErrorDetails).AsError, which wraps a sentinel for the
//     standard codes (client/client.go, mcp/errors.go).
var ServerErrorCodes = map[string]CodeOffer{
	"github.com/modelcontextprotocol/go-sdk": {Path: "github.com/modelcontextprotocol/go-sdk/jsonrpc", Type: "Error"},
	"github.com/mark3labs/mcp-go":            {Path: mcpGoMCP, Type: "JSONRPCErrorDetails", Method: "AsError"},
}

// CodeField is the field of go-sdk's *jsonrpc.Error (ServerErrorCodes)
// that holds the server's JSON-RPC code (jsonrpc/jsonrpc.go, which also
// declares CodeMethodNotFound, CodeInvalidParams…).
const CodeField = "Code"

// PermanentCodes are the JSON-RPC codes of a request that fails the same
// way however often it is sent: the server has no such method (-32601),
// or the request's parameters are invalid (-32602) (JSON-RPC 2.0, section
// 5.1; go-sdk's jsonrpc.CodeMethodNotFound and CodeInvalidParams, mcp-go's
// METHOD_NOT_FOUND and INVALID_PARAMS). Sending it again cannot succeed;
// only a corrected request can.
var PermanentCodes = map[int64]string{
	-32601: "method not found",
	-32602: "invalid params",
}

// ServerCodeSentinel returns the SDK sentinel that stands for a server's
// JSON-RPC code (mcp-go's mcp.ErrInvalidParams…), by package path and
// name.
func ServerCodeSentinel(path, name string) (RequestFailure, bool) {
	path = TrimVendor(path)
	for _, f := range SDKFailures {
		if f.ServerCode && f.Path == path && f.Name == name {
			return f, true
		}
	}
	return RequestFailure{}, false
}

// IsKnownSentinel reports whether the variable path.name is a sentinel
// error of the tables (an SDK's or the platform's): a request error that
// is one of them is none of the others.
func IsKnownSentinel(path, name string) bool {
	path = TrimVendor(path)
	for _, table := range [][]RequestFailure{SDKFailures, PlatformFailures} {
		for _, f := range table {
			if !f.Type && f.Path == path && f.Name == name {
				return true
			}
		}
	}
	return false
}

// PlatformFailures are failures of the network, of I/O, of a process or of
// a context, declared by the standard library (each wording as its source
// gives it; syscall's as zerrors_linux gives them). A request's error
// that carries one has no JSON-RPC code, and no MCP SDK offers a code for
// it: it is errorlint's business, not errmessage's.
var PlatformFailures = []RequestFailure{
	{Path: "io", Name: "EOF", Wording: "EOF"},
	{Path: "io", Name: "ErrUnexpectedEOF", Wording: "unexpected EOF"},
	{Path: "io", Name: "ErrClosedPipe", Wording: "io: read/write on closed pipe"},
	{Path: "context", Name: "Canceled", Wording: "context canceled"},
	{Path: "context", Name: "DeadlineExceeded", Wording: "context deadline exceeded"},
	{Path: "os", Name: "ErrDeadlineExceeded", Wording: "i/o timeout"},
	{Path: "os/exec", Name: "ExitError", Wording: "exit status", Type: true},
	{Path: "net", Name: "ErrClosed", Wording: "use of closed network connection"},
	{Path: "net", Name: "DNSError", Wording: "no such host", Type: true},
	{Path: "bufio", Name: "ErrTooLong", Wording: "bufio.Scanner: token too long"},
	{Path: "syscall", Name: "ECONNREFUSED", Wording: "connection refused"},
	{Path: "syscall", Name: "ECONNRESET", Wording: "connection reset by peer"},
	{Path: "syscall", Name: "ECONNABORTED", Wording: "software caused connection abort"},
	{Path: "syscall", Name: "EPIPE", Wording: "broken pipe"},
	{Path: "syscall", Name: "ETIMEDOUT", Wording: "connection timed out"},
	{Path: "syscall", Name: "EHOSTUNREACH", Wording: "no route to host"},
	{Path: "syscall", Name: "ENETUNREACH", Wording: "network is unreachable"},
	{Path: "syscall", Name: "ENOENT", Wording: "no such file or directory"},
	// net/http/client.go: a client's Timeout.
	{Path: "net/http", Name: "Client", Wording: "Client.Timeout exceeded", Type: true},
	// net/http/status.go: StatusText of the 4xx and 5xx statuses an MCP
	// transport reports ("401 Unauthorized"). Not "Not Found": that is
	// also every "… not found" of a server's JSON-RPC error (the status
	// number, 404, is told by its own rule).
	{Path: "net/http", Name: "StatusText", Wording: "Bad Request"},
	{Path: "net/http", Name: "StatusText", Wording: "Unauthorized"},
	{Path: "net/http", Name: "StatusText", Wording: "Forbidden"},
	{Path: "net/http", Name: "StatusText", Wording: "Method Not Allowed"},
	{Path: "net/http", Name: "StatusText", Wording: "Request Timeout"},
	{Path: "net/http", Name: "StatusText", Wording: "Too Many Requests"},
	{Path: "net/http", Name: "StatusText", Wording: "Internal Server Error"},
	{Path: "net/http", Name: "StatusText", Wording: "Bad Gateway"},
	{Path: "net/http", Name: "StatusText", Wording: "Service Unavailable"},
	{Path: "net/http", Name: "StatusText", Wording: "Gateway Timeout"},
	// golang.org/x/oauth2 (token.go, RetrieveError.ErrorCode): the error
	// codes of RFC 6749 section 5.2 and RFC 6750 section 3.1, an OAuth
	// server's, not the MCP server's.
	{Path: "golang.org/x/oauth2", Name: "RetrieveError", Wording: "invalid_request", Type: true, Whole: true},
	{Path: "golang.org/x/oauth2", Name: "RetrieveError", Wording: "invalid_client", Type: true, Whole: true},
	{Path: "golang.org/x/oauth2", Name: "RetrieveError", Wording: "invalid_grant", Type: true, Whole: true},
	{Path: "golang.org/x/oauth2", Name: "RetrieveError", Wording: "unauthorized_client", Type: true, Whole: true},
	{Path: "golang.org/x/oauth2", Name: "RetrieveError", Wording: "unsupported_grant_type", Type: true, Whole: true},
	{Path: "golang.org/x/oauth2", Name: "RetrieveError", Wording: "invalid_scope", Type: true, Whole: true},
	{Path: "golang.org/x/oauth2", Name: "RetrieveError", Wording: "invalid_token", Type: true, Whole: true},
	{Path: "golang.org/x/oauth2", Name: "RetrieveError", Wording: "insufficient_scope", Type: true, Whole: true},
	{Path: "golang.org/x/oauth2", Name: "RetrieveError", Wording: "access_denied", Type: true, Whole: true},
}

// minWording is the shortest constant matched as a part of a wording:
// shorter ones ("a", "to") are in every text.
const minWording = 3

// LooksFor reports whether a constant a code matches an error's text
// against looks for f: it holds f's wording whole ("dial tcp: connection
// refused"), case aside, or, for a platform failure (partial), is a part
// of it ("deadline exceeded", "token too long"). An SDK failure's wording
// must be held whole: "not found" is any server's wording, not go-sdk's
// "session not found".
func LooksFor(constant string, f RequestFailure, partial bool) bool {
	c, w := strings.ToLower(constant), strings.ToLower(f.Wording)
	if strings.Contains(c, w) {
		return true
	}
	return partial && !f.Whole && len(c) >= minWording && strings.Contains(w, c)
}

package vocab

import (
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// The vocabulary of tool definitions and their registration: what declares
// an output schema, which calls bind a tool to its handler, and which SDK
// wrappers of a handler fill the structured channel in themselves.

// MCPGoServerPath is mcp-go's server package (MCPServer, ServerTool).
const MCPGoServerPath = MCPGoModule + "/server"

// Fields of a tool definition (mcp.Tool of either SDK) that declare an
// output schema. go-sdk has OutputSchema only (an any); mcp-go has both.
const (
	FieldOutputSchema    = "OutputSchema"
	FieldRawOutputSchema = "RawOutputSchema"
	FieldToolName        = "Name"
)

// Fields of mcp-go's server.ServerTool, the pair AddTools and SetTools take.
const (
	FieldServerToolTool    = "Tool"
	FieldServerToolHandler = "Handler"
)

// outputSchemaOptions are mcp-go's tool options that declare an output
// schema (mcp/tools.go, and the cache-aware variants of mcp/schema_cache.go).
var outputSchemaOptions = map[string]bool{
	"WithOutputSchema":          true,
	"WithRawOutputSchema":       true,
	"WithCachedOutputSchema":    true,
	"WithCachedOutputSchemaKey": true,
}

// IsOutputSchemaOption reports whether fn is an mcp-go option that declares
// a tool's output schema (generic instances too).
func IsOutputSchemaOption(fn *types.Func) bool {
	return fn != nil && isPackageFunc(fn.Origin(), MCPGoPath) && outputSchemaOptions[fn.Name()]
}

// IsToolConstructor reports whether fn is mcp-go's mcp.NewTool, whose first
// argument is the tool's name and whose other arguments are tool options.
func IsToolConstructor(fn *types.Func) bool {
	return fn != nil && isPackageFunc(fn, MCPGoPath) && fn.Name() == "NewTool"
}

// IsToolType reports whether t is (a pointer to) either SDK's tool
// definition, mcp.Tool.
func IsToolType(t types.Type) bool { return isTypeOf(t, "Tool", GoSDKPath, MCPGoPath) }

// IsServerToolType reports whether t is (a pointer to) mcp-go's
// server.ServerTool, a tool paired with its handler.
func IsServerToolType(t types.Type) bool { return isTypeOf(t, "ServerTool", MCPGoServerPath) }

// RegistrationKind says how a registration call hands a tool its handler.
type RegistrationKind int

const (
	// RegisterRaw: AddTool(tool, handler) with a handler that builds the
	// whole result (mcp-go's MCPServer.AddTool, go-sdk's Server.AddTool).
	RegisterRaw RegistrationKind = iota + 1
	// RegisterTyped: go-sdk's generic mcp.AddTool(server, tool, handler),
	// which fills StructuredContent from the handler's Out value.
	RegisterTyped
	// RegisterPairs: mcp-go's AddTools / SetTools, given server.ServerTool
	// pairs (the pairs themselves are found as ServerTool literals).
	RegisterPairs
)

// Registration is a call that binds a tool to its handler: the indexes of
// the tool and handler arguments (RegisterPairs has neither).
type Registration struct {
	Kind          RegistrationKind
	Tool, Handler int
}

// RegistrationOf returns the registration fn (a called function or method)
// performs, if it is one.
func RegistrationOf(fn *types.Func) (Registration, bool) {
	if fn == nil || fn.Pkg() == nil {
		return Registration{}, false
	}
	fn = fn.Origin()
	path := knowledge.TrimVendor(fn.Pkg().Path())
	recv := receiverName(fn)
	switch {
	case path == MCPGoServerPath && recv == "MCPServer" && fn.Name() == "AddTool":
		return Registration{Kind: RegisterRaw, Tool: 0, Handler: 1}, true
	case path == MCPGoServerPath && recv == "MCPServer" && (fn.Name() == "AddTools" || fn.Name() == "SetTools"):
		return Registration{Kind: RegisterPairs, Tool: -1, Handler: -1}, true
	case path == GoSDKPath && recv == "Server" && fn.Name() == "AddTool":
		return Registration{Kind: RegisterRaw, Tool: 0, Handler: 1}, true
	case path == GoSDKPath && recv == "" && fn.Name() == "AddTool":
		return Registration{Kind: RegisterTyped, Tool: 1, Handler: 2}, true
	}
	return Registration{}, false
}

// HandlerWrapper says what an SDK function that wraps a handler into a
// tool handler does to the result.
type HandlerWrapper int

const (
	NotAWrapper HandlerWrapper = iota
	// WrapperBindsArguments: mcp-go's NewTypedToolHandler decodes the
	// arguments and returns the inner handler's result as it is.
	WrapperBindsArguments
	// WrapperFillsStructured: mcp-go's NewStructuredToolHandler puts the
	// inner handler's value in StructuredContent itself.
	WrapperFillsStructured
)

// HandlerWrapperOf returns what fn does as a handler wrapper.
func HandlerWrapperOf(fn *types.Func) HandlerWrapper {
	if fn == nil || !isPackageFunc(fn.Origin(), MCPGoPath) {
		return NotAWrapper
	}
	switch fn.Name() {
	case "NewTypedToolHandler":
		return WrapperBindsArguments
	case "NewStructuredToolHandler":
		return WrapperFillsStructured
	}
	return NotAWrapper
}

// isPackageFunc reports whether fn is a package-level function of the
// package at path (vendored copies too).
func isPackageFunc(fn *types.Func, path string) bool {
	return fn.Pkg() != nil && knowledge.TrimVendor(fn.Pkg().Path()) == path &&
		fn.Type().(*types.Signature).Recv() == nil
}

// receiverName returns the name of fn's receiver type, or "" for a function.
func receiverName(fn *types.Func) string {
	recv := fn.Type().(*types.Signature).Recv()
	if recv == nil {
		return ""
	}
	if n := Named(recv.Type()); n != nil {
		return n.Obj().Name()
	}
	return ""
}

// isTypeOf reports whether t is (a pointer to) the named type name of one
// of the packages at paths.
func isTypeOf(t types.Type, name string, paths ...string) bool {
	n := Named(t)
	if n == nil || n.Obj().Pkg() == nil || n.Obj().Name() != name {
		return false
	}
	path := knowledge.TrimVendor(n.Obj().Pkg().Path())
	for _, p := range paths {
		if path == p {
			return true
		}
	}
	return false
}

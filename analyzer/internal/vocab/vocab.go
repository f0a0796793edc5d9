// Package vocab is MCP's vocabulary as Go types show it: which packages are
// the SDKs, which types are tool results, content blocks and text blocks,
// and a result's field names. It knows nothing of an analysis pass.
package vocab

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// The MCP SDK packages whose vocabulary the model knows. Types are matched by
// package path, type name and field name, never by a version's method set,
// so every version of each SDK is covered.
const (
	GoSDKPath  = "github.com/modelcontextprotocol/go-sdk/mcp"
	MCPGoPath  = "github.com/mark3labs/mcp-go/mcp"
	resultName = "CallToolResult"
)

// The SDKs' modules: their other packages (go-sdk's jsonrpc, mcp-go's
// client and transport) belong to the vocabulary too.
const (
	GoSDKModule = "github.com/modelcontextprotocol/go-sdk"
	MCPGoModule = "github.com/mark3labs/mcp-go"
)

// SDKModuleOf returns the SDK module a package path belongs to (vendored
// copies too), or "".
func SDKModuleOf(path string) string {
	path = knowledge.TrimVendor(path)
	for _, module := range []string{GoSDKModule, MCPGoModule} {
		if path == module || strings.HasPrefix(path, module+"/") {
			return module
		}
	}
	return ""
}

// Field names of a tool result.
const (
	FieldContent    = "Content"
	FieldStructured = "StructuredContent"
	FieldRaw        = "RawStructuredContent"
	FieldIsError    = "IsError"
)

// Vocabulary answers "is this an MCP type?" for one configuration.
type Vocabulary struct {
	results  map[config.TypeName]bool // tool-result named types
	sdkPaths map[string]bool          // packages with TextContent and helpers
	// requestParsers and replyReaders are the user's functions named by
	// configuration (config.Config.RequestParsers, ReplyReaders).
	requestParsers map[config.FuncName]bool
	replyReaders   map[config.FuncName]bool
}

// New returns the vocabulary of both SDKs and the result types cfg names.
func New(cfg *config.Config) *Vocabulary {
	v := &Vocabulary{
		results: map[config.TypeName]bool{
			{Path: GoSDKPath, Name: resultName}: true,
			{Path: MCPGoPath, Name: resultName}: true,
		},
		sdkPaths: map[string]bool{GoSDKPath: true, MCPGoPath: true},
	}
	if cfg != nil {
		for _, t := range cfg.ResultTypes {
			v.results[t] = true
			v.sdkPaths[t.Path] = true
		}
		v.requestParsers = funcSet(cfg.RequestParsers)
		v.replyReaders = funcSet(cfg.ReplyReaders)
	}
	return v
}

func funcSet(names []config.FuncName) map[config.FuncName]bool {
	set := make(map[config.FuncName]bool, len(names))
	for _, n := range names {
		set[n] = true
	}
	return set
}

// IsRequestParser reports whether the configuration names fn as a parser
// of a tool call's arguments.
func (v *Vocabulary) IsRequestParser(fn *types.Func) bool { return v.requestParsers[funcName(fn)] }

// IsReplyReader reports whether the configuration names fn as a reader of
// the reply acknowledging a handler's action.
func (v *Vocabulary) IsReplyReader(fn *types.Func) bool { return v.replyReaders[funcName(fn)] }

// funcName identifies fn (its generic origin) as configuration names it:
// by package path (vendor prefix trimmed), receiver type name and name.
func funcName(fn *types.Func) config.FuncName {
	if fn == nil || fn.Pkg() == nil {
		return config.FuncName{}
	}
	fn = fn.Origin()
	name := config.FuncName{Path: knowledge.TrimVendor(fn.Pkg().Path()), Name: fn.Name()}
	if recv := fn.Type().(*types.Signature).Recv(); recv != nil {
		if n := Named(recv.Type()); n != nil {
			name.Recv = n.Obj().Name()
		}
	}
	return name
}

// IsSDKPath reports whether path is an MCP SDK package (or one named by
// configuration). Vendored copies ("…/vendor/github.com/…") count too.
func (v *Vocabulary) IsSDKPath(path string) bool {
	return v.sdkPaths[knowledge.TrimVendor(path)]
}

// Named returns the named type t is, points to, or aliases.
func Named(t types.Type) *types.Named {
	if t == nil {
		return nil
	}
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	n, _ := t.(*types.Named)
	return n
}

// IsSDKType reports whether t is (a pointer to) the SDK type called name.
func (v *Vocabulary) IsSDKType(t types.Type, name string) bool {
	n := Named(t)
	if n == nil || n.Obj().Pkg() == nil || n.Obj().Name() != name {
		return false
	}
	return v.IsSDKPath(n.Obj().Pkg().Path())
}

// IsResultType reports whether t is, points to, or aliases a tool result.
func (v *Vocabulary) IsResultType(t types.Type) bool {
	n := Named(t)
	if n == nil || n.Obj().Pkg() == nil {
		return false
	}
	return v.results[config.TypeName{Path: knowledge.TrimVendor(n.Obj().Pkg().Path()), Name: n.Obj().Name()}]
}

// IsSDKFunc reports whether obj is the SDK package-level function name.
func (v *Vocabulary) IsSDKFunc(obj types.Object, name string) bool {
	fn, ok := obj.(*types.Func)
	return ok && fn.Name() == name && fn.Pkg() != nil && v.IsSDKPath(fn.Pkg().Path()) &&
		fn.Type().(*types.Signature).Recv() == nil
}

// IsTextContentType reports whether t is (a pointer to) an SDK TextContent.
func (v *Vocabulary) IsTextContentType(t types.Type) bool { return v.IsSDKType(t, "TextContent") }

// IsContentType reports whether t is an SDK Content (the content-block
// interface) or any concrete block type of an SDK.
func (v *Vocabulary) IsContentType(t types.Type) bool { return v.IsSDKType(t, "Content") }

// ResultField reports which tool-result field sel selects ("Content",
// "StructuredContent", "RawStructuredContent", "IsError"), also through
// embedding (a user struct embedding *mcp.CallToolResult).
func (v *Vocabulary) ResultField(info *types.Info, sel *ast.SelectorExpr) (string, bool) {
	s := info.Selections[sel]
	if s == nil || s.Kind() != types.FieldVal {
		return "", false
	}
	switch s.Obj().Name() {
	case FieldContent, FieldStructured, FieldRaw, FieldIsError:
	default:
		return "", false
	}
	if !v.IsResultType(fieldOwner(s)) {
		return "", false
	}
	return s.Obj().Name(), true
}

// fieldOwner returns the struct type that directly declares the selected
// field, walking the embedding path of the selection.
func fieldOwner(s *types.Selection) types.Type {
	t := s.Recv()
	idx := s.Index()
	for _, i := range idx[:len(idx)-1] {
		st, ok := Deref(t).Underlying().(*types.Struct)
		if !ok {
			return nil
		}
		t = st.Field(i).Type()
	}
	return t
}

// Deref returns the type a pointer points to, or t itself, through aliases.
func Deref(t types.Type) types.Type {
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		return types.Unalias(p.Elem())
	}
	return t
}

// HasResultField reports whether the tool-result type t has field name (an
// SDK version may lack RawStructuredContent or StructuredContent).
func HasResultField(t types.Type, name string) bool {
	obj, _, _ := types.LookupFieldOrMethod(t, true, nil, name)
	_, ok := obj.(*types.Var)
	return ok
}

// IsGoSDKResult reports whether t is the go-sdk's CallToolResult (whose
// StructuredContent must be marshalled to be decoded), as opposed to an
// mcp-go-shaped result with RawStructuredContent.
func IsGoSDKResult(t types.Type) bool {
	n := Named(t)
	return n != nil && n.Obj().Pkg() != nil && knowledge.TrimVendor(n.Obj().Pkg().Path()) == GoSDKPath
}

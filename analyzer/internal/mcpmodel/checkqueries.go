package mcpmodel

import (
	"go/ast"
	"go/constant"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// Queries on the model's vocabulary for the checks that keep a facet of
// their own (emptyresult's handler data): each answers from the matcher the
// model itself uses.

// IsSDKFunc reports whether obj is the SDK package-level function name.
func (m *Model) IsSDKFunc(obj types.Object, name string) bool { return m.vocab.IsSDKFunc(obj, name) }

// IsSDKPackage reports whether path is an MCP SDK package (or the package
// of a configured result type).
func (m *Model) IsSDKPackage(path string) bool { return m.vocab.IsSDKPath(path) }

// IsNonNilError reports whether e, returned as an error, is visibly
// non-nil: a call, a composite literal, &T{…} or a package-level sentinel.
func (m *Model) IsNonNilError(e ast.Expr) bool { return m.isNonNilError(e) }

// IsPackageVar reports whether obj is a package-level variable.
func IsPackageVar(obj types.Object) bool { return isPackageVar(obj) }

// IsStringsTransform reports whether call returns its first argument
// reshaped (strings.TrimSpace, strings.ToLower and the like).
func IsStringsTransform(info *types.Info, call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	return fn != nil && len(call.Args) > 0 && (knowledge.IsTextTransform(fn) || knowledge.IsCaseMapping(fn))
}

// IsWhitespaceTrim reports whether call is a text transform
// (knowledge.IsTextTransform) that removes only white space from the ends
// of its first argument: strings.TrimSpace, bytes.TrimSpace, or a Trim,
// TrimLeft, TrimRight, TrimPrefix or TrimSuffix given a constant made of
// white space. A JSON text so trimmed is the same JSON text (no JSON value
// begins or ends with white space); one trimmed of other characters
// (strings.Trim(s, "[]")) may be JSON no more.
func IsWhitespaceTrim(info *types.Info, call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil || len(call.Args) == 0 || !knowledge.IsTextTransform(fn) {
		return false
	}
	for _, arg := range call.Args[1:] {
		tv := info.Types[arg]
		if tv.Value == nil || tv.Value.Kind() != constant.String || strings.TrimSpace(constant.StringVal(tv.Value)) != "" {
			return false
		}
	}
	return true
}

// TextWrite returns the strings.Builder or bytes.Buffer that call writes
// into (b.WriteString(s), b.Write(p), fmt.Fprint*(&b, …), io.WriteString(&b,
// s)) and the arguments it writes, or nil: emptyresult follows a handler's
// answer back through the builder it wrote it into.
func (m *Model) TextWrite(call *ast.CallExpr) (writer ast.Expr, args []ast.Expr) {
	return m.textWrite(call)
}

// IsTextCollector reports whether t is a strings.Builder or a bytes.Buffer,
// or a pointer to one.
func IsTextCollector(t types.Type) bool { return isAnyTextCollector(t) }

// IsRequestType reports whether t is (a pointer to) a tools/call request
// of either SDK: emptyresult finds the server's own handler shapes by it.
func (m *Model) IsRequestType(t types.Type) bool { return m.isRequestType(t) }

// IsHandlerFuncType reports whether t is a function type that takes a
// tools/call request and returns a tool result: a tool handler's type.
func (m *Model) IsHandlerFuncType(t types.Type) bool { return m.isHandlerFuncType(t) }

// CallsTool reports whether call makes a client's tools/call: an SDK
// client's CallTool (or a method of the code's own interface it
// implements), or a call of a client wrapper that hands on what one gave
// it, the result or the payload it decoded (clientwrappers.go).
func (m *Model) CallsTool(call *ast.CallExpr) bool {
	fn := m.callee(call) // receivesResult's and payloadWrapperCall's callee, looked up once
	return m.calleeReceives(fn, m.clientWrappers) || fn != nil && m.payloadWrapperResult(fn) >= 0
}

// IsRequestParser reports whether the configuration names fn as a parser
// of a tool call's arguments (emptyresult: what it returns is input).
func (m *Model) IsRequestParser(fn *types.Func) bool { return m.vocab.IsRequestParser(fn) }

// IsReplyReader reports whether the configuration names fn as a reader of
// the reply acknowledging a handler's action (emptyresult: what it
// returns is no answer).
func (m *Model) IsReplyReader(fn *types.Func) bool { return m.vocab.IsReplyReader(fn) }

// FuncSignature returns the signature of a function declaration or literal.
func (m *Model) FuncSignature(fn ast.Node) *types.Signature {
	sig, _, _ := m.funcParts(fn)
	return sig
}

// FuncBody returns the body of a function declaration or literal.
func FuncBody(fn ast.Node) *ast.BlockStmt { return funcBody(fn) }

// ResultIndex is the index of the first tool result among sig's results,
// or -1.
func (m *Model) ResultIndex(sig *types.Signature) int { return m.resultIndex(sig) }

// ForReturns calls f for each return statement of body, not those of the
// closures in it, through the shared syntax index.
func (m *Model) ForReturns(body *ast.BlockStmt, f func(*ast.ReturnStmt)) {
	m.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			f(n)
		}
		return true
	})
}

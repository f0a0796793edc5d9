package mcpmodel

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// FailureKind says how a statement fails.
type FailureKind uint8

const (
	NoFailure     FailureKind = iota
	FailErrReturn             // returns a non-nil error
	FailErrResult             // (server side) returns a tool result with IsError set
	FailPanic                 // panic, log.Panic*
	FailExit                  // log.Fatal*, os.Exit(≠0), a logger's Fatal*
	FailTest                  // t.Fatal*, t.Error*, t.Fail*, b.Fatal*, …
)

// FailureExit says whether stmt, a statement of a function with signature
// sig, is a failure exit: returning a non-nil error, returning a tool result
// with IsError set, panicking, exiting, or failing a test.
//
// A returned error counts only when it is visibly non-nil: a call, a
// composite literal or a package-level variable (a sentinel). A local
// variable such as err may be nil on the path at hand, so it does not count.
func (m *Model) FailureExit(stmt ast.Stmt, sig *types.Signature) FailureKind {
	switch s := stmt.(type) {
	case *ast.ReturnStmt:
		return m.failingReturn(s, sig)
	case *ast.ExprStmt:
		if call, ok := ast.Unparen(s.X).(*ast.CallExpr); ok {
			return m.failingCall(call)
		}
	}
	return NoFailure
}

// BlockFailure returns the failure exit among the top-level statements of
// block, if any. Failures nested in further branches or loops are only
// possible, not certain, so they do not count.
func (m *Model) BlockFailure(block *ast.BlockStmt, sig *types.Signature) FailureKind {
	if block == nil {
		return NoFailure
	}
	for _, stmt := range block.List {
		if k := m.FailureExit(stmt, sig); k != NoFailure {
			return k
		}
	}
	return NoFailure
}

func (m *Model) failingReturn(ret *ast.ReturnStmt, sig *types.Signature) FailureKind {
	if sig == nil || sig.Results().Len() == 0 || len(ret.Results) != sig.Results().Len() {
		return NoFailure // bare return or return f(): the values are not in sight
	}
	for i, r := range ret.Results {
		if m.IsErrorResultExpr(r) {
			return FailErrResult
		}
		if isErrorType(sig.Results().At(i).Type()) && m.isNonNilError(r) {
			return FailErrReturn
		}
	}
	return NoFailure
}

var errorType = types.Universe.Lookup("error").Type()

func isErrorType(t types.Type) bool { return t != nil && types.Identical(t, errorType) }

// IsErrorType reports whether t is the error interface.
func IsErrorType(t types.Type) bool { return isErrorType(t) }

// isNonNilError reports whether e, returned as an error, is visibly non-nil.
func (m *Model) isNonNilError(e ast.Expr) bool {
	e = ast.Unparen(e)
	switch e := e.(type) {
	case *ast.CallExpr, *ast.CompositeLit:
		return !m.isNilConversion(e)
	case *ast.UnaryExpr:
		return e.Op == token.AND
	case *ast.Ident:
		return isPackageVar(m.info.Uses[e])
	case *ast.SelectorExpr:
		return isPackageVar(m.info.Uses[e.Sel])
	}
	return false
}

// isNilConversion reports error(nil) and friends.
func (m *Model) isNilConversion(e ast.Expr) bool {
	call, ok := e.(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return false
	}
	if tv, ok := m.info.Types[call.Fun]; !ok || !tv.IsType() {
		return false
	}
	tv := m.info.Types[call.Args[0]]
	return tv.IsNil()
}

func isPackageVar(obj types.Object) bool {
	v, ok := obj.(*types.Var)
	return ok && v.Pkg() != nil && v.Parent() == v.Pkg().Scope()
}

// IsErrorResultExpr reports whether e builds, in place, a tool result with
// IsError set: an SDK constructor that sets it (mcp-go's
// NewToolResultError, NewToolResultErrorf, NewToolResultErrorFromErr), or
// a CallToolResult literal (or its address) with IsError: true. The
// package's own builders are not counted here (emptyresult knows its
// error-result wrappers).
func (m *Model) IsErrorResultExpr(e ast.Expr) bool {
	switch x := stripAddr(e).(type) {
	case *ast.CompositeLit:
		return m.literalSite(x).IsError
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(m.info, x).(*types.Func)
		c, ok := m.vocab.ResultConstructorOf(fn)
		return ok && c.IsError
	}
	return false
}

// failingCall classifies a call statement: panic, the failure exits of
// the knowledge table (os.Exit(≠0), log.Fatal*, a logging library's
// Fatal*, a test's Fatal*, Error* and Fail*), and a call of a function
// that passes/ctrlflow knows never returns (the program's own fatal
// helper, whatever it is called).
func (m *Model) failingCall(call *ast.CallExpr) FailureKind {
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
		if b, isBuiltin := m.info.Uses[id].(*types.Builtin); isBuiltin && b.Name() == "panic" {
			return FailPanic
		}
	}
	fn, _ := typeutil.Callee(m.info, call).(*types.Func)
	switch knowledge.ExitOf(fn).Failure {
	case knowledge.FailPanic:
		return FailPanic
	case knowledge.FailTest:
		return FailTest
	case knowledge.FailExit:
		if fn.Pkg().Path() == "os" && m.exitsWithZero(call) {
			return NoFailure
		}
		return FailExit
	}
	if fn != nil && m.cfgs != nil && m.cfgs.NoReturn(fn) {
		return FailExit
	}
	return NoFailure
}

// exitsWithZero reports whether call is os.Exit(0): it ends the program,
// but as a success.
func (m *Model) exitsWithZero(call *ast.CallExpr) bool {
	if len(call.Args) != 1 {
		return false
	}
	tv := m.info.Types[call.Args[0]]
	return tv.Value != nil && constant.Sign(tv.Value) == 0
}

// IsTestCode reports whether decl is test code: declared in a _test.go file,
// taking a *testing.T, *testing.B, *testing.F or testing.TB parameter, or a
// method of a test context that holds one (tc.t.Fatal in a TestContext's
// helpers): test helpers in non-test files.
func (m *Model) IsTestCode(file *ast.File, decl *ast.FuncDecl) bool {
	name := m.pass.Fset.File(file.Pos()).Name()
	if strings.HasSuffix(name, "_test.go") {
		return true
	}
	for _, field := range decl.Type.Params.List {
		if isTestingType(m.info.TypeOf(field.Type)) {
			return true
		}
	}
	if decl.Recv != nil && len(decl.Recv.List) == 1 {
		return holdsTestingField(m.info.TypeOf(decl.Recv.List[0].Type))
	}
	return false
}

// holdsTestingField reports whether t is (a pointer to) a struct with a
// field of a testing type: a test context whose methods are test helpers.
func holdsTestingField(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := types.Unalias(t).Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := 0; i < st.NumFields(); i++ {
		if isTestingType(st.Field(i).Type()) {
			return true
		}
	}
	return false
}

func isTestingType(t types.Type) bool {
	n := named(t)
	if n == nil || n.Obj().Pkg() == nil || n.Obj().Pkg().Path() != "testing" {
		return false
	}
	switch n.Obj().Name() {
	case "T", "B", "F", "TB":
		return true
	}
	return false
}

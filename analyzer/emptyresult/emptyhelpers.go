package emptyresult

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// A handler may leave "is it empty?" to a helper: teams, err :=
// s.findTeams(org) where findTeams returns an error when the list is
// empty, and the handler turns any error into an error result. The helper
// (one or more calls deep) is summarised: which of its results is the
// data whose emptiness it turns into an error, and where it tests it.

// emptyError is a helper's summary.
type emptyError struct {
	data int // the index of the data result
	// site is the emptiness test, when it is in this package (in the
	// helper itself or in one it calls); nil for another package's helper.
	site ast.Expr
	name string // the helper's name, for a finding at the caller
}

// helpers summarises the package's helpers on demand.
type helpers struct {
	pass *analysis.Pass
	m    *mcpmodel.Model
	// outside is set in a package without MCP (outsidehelpers.go).
	outside  bool
	wrappers map[*types.Func]bool
	success  *successWrappers
	decls    map[*types.Func]*ast.FuncDecl
	done     map[*types.Func]*emptyError
	busy     map[*types.Func]bool
	// wrapperDecls holds the declarations of the package's success
	// wrappers, paramTests their emptiness tests of a data parameter (see
	// paramhelpers.go).
	wrapperDecls map[*types.Func]*ast.FuncDecl
	paramTests   map[*types.Func]map[int]ast.Expr
}

func newHelpers(pass *analysis.Pass, m *mcpmodel.Model, wrappers map[*types.Func]bool, success *successWrappers) *helpers {
	h := &helpers{
		pass:         pass,
		m:            m,
		wrappers:     wrappers,
		success:      success,
		decls:        make(map[*types.Func]*ast.FuncDecl),
		done:         make(map[*types.Func]*emptyError),
		busy:         make(map[*types.Func]bool),
		wrapperDecls: make(map[*types.Func]*ast.FuncDecl),
		paramTests:   make(map[*types.Func]map[int]ast.Expr),
	}
	m.Funcs(func(file *ast.File, decl *ast.FuncDecl) {
		fn, ok := m.Info().Defs[decl.Name].(*types.Func)
		if ok && success.local[fn] != nil {
			h.wrapperDecls[fn] = decl
		}
		if !ok || m.IsTestCode(file, decl) || dataResult(m, fn.Type().(*types.Signature)) < 0 {
			return
		}
		if _, isHandler := m.ToolHandler(decl); !isHandler {
			h.decls[fn] = decl
		}
	})
	return h
}

// exportFacts summarises the exported helpers (and what they call) and
// exports their summaries, for handlers in other packages; the others
// are summarised when a handler of this package calls them.
func (h *helpers) exportFacts() {
	for fn := range h.decls {
		if !fn.Exported() {
			continue
		}
		if s := h.summary(fn); s != nil {
			h.pass.ExportObjectFact(fn, &emptyErrorFunc{Data: s.data, Outside: h.outside})
		}
	}
}

// dataResult returns the index of the data result of a helper with
// signature sig — the first of two or more results whose last is an
// error — or -1. A helper returning a tool result builds its answer
// itself: it is not this kind of helper.
func dataResult(m *mcpmodel.Model, sig *types.Signature) int {
	results := sig.Results()
	if results.Len() < 2 || !mcpmodel.IsErrorType(results.At(results.Len()-1).Type()) {
		return -1
	}
	first := results.At(0).Type()
	if mcpmodel.IsErrorType(first) || m.IsResultType(first) {
		return -1
	}
	return 0
}

// summary returns fn's summary, or nil when fn does not fail on empty data.
func (h *helpers) summary(fn *types.Func) *emptyError {
	fn = fn.Origin()
	if fn.Pkg() != h.pass.Pkg {
		var fact emptyErrorFunc
		if fn.Pkg() == nil || !h.pass.ImportObjectFact(fn, &fact) || fact.Outside && !inModuleOf(h.pass, fn.Pkg()) {
			return nil
		}
		return &emptyError{data: fact.Data, name: fn.Name()}
	}
	if s, ok := h.done[fn]; ok {
		return s
	}
	decl := h.decls[fn]
	if decl == nil || h.busy[fn] {
		return nil // not a helper, or recursion: nothing learnt yet
	}
	h.busy[fn] = true
	s := h.compute(fn, decl)
	delete(h.busy, fn)
	h.done[fn] = s
	return s
}

func (h *helpers) compute(fn *types.Func, decl *ast.FuncDecl) *emptyError {
	if !failsOnEmptiness(h.m, decl.Body) && !h.callsSummarised(decl.Body) {
		return nil // the cheap filter: most helpers never fail on emptiness
	}
	sig := fn.Type().(*types.Signature)
	out := dataResult(h.m, sig)
	d := dataOfHelper(h.m, decl, sig, out, h.success)
	d.fails = h.failure
	s := &emptyError{data: out, name: fn.Name()}
	if test := h.directTest(d, sig); test != nil {
		s.site = test
		return s
	}
	if via, _ := h.viaCall(d, failsWithGoError); via != nil {
		s.site = via.site
		return s
	}
	if via := h.tailCall(decl.Body, out); via != nil {
		s.site = via.site
		return s
	}
	return nil
}

// failsOnEmptiness is the syntactic side of directTest: whether an if
// statement of body (outside closures) tests something for emptiness and
// returns a last result that is not nil.
func failsOnEmptiness(m *mcpmodel.Model, body *ast.BlockStmt) bool {
	found := false
	inspectOwn(body, func(n ast.Node) {
		if stmt, ok := n.(*ast.IfStmt); ok && !found {
			found = returnsNonNilLast(stmt.Body) && testsEmptiness(m, body, stmt.Cond)
		}
	})
	return found
}

// callsSummarised reports whether body calls a helper that fails on empty
// data.
func (h *helpers) callsSummarised(body *ast.BlockStmt) bool {
	found := false
	inspectOwn(body, func(n ast.Node) {
		if call, ok := n.(*ast.CallExpr); ok && !found {
			found = h.callSummary(call) != nil
		}
	})
	return found
}

// directTest returns the emptiness test of d's data whose branch returns
// a non-nil Go error, if any.
func (h *helpers) directTest(d *handlerData, sig *types.Signature) ast.Expr {
	var found ast.Expr
	inspectOwn(d.body, func(n ast.Node) {
		stmt, ok := n.(*ast.IfStmt)
		if !ok || found != nil || h.m.BlockFailure(stmt.Body, sig) != mcpmodel.FailErrReturn {
			return
		}
		for _, test := range disjuncts(stmt.Cond) {
			x := testedValue(h.m, d.body, test)
			if x != nil && !h.m.AboutAnError(x) && d.Answers(x, stmt) {
				found = test
				return
			}
		}
	})
	return found
}

// tailCall returns the summary of a helper whose call a return statement
// hands on whole (return s.find(org)) with the same data result.
func (h *helpers) tailCall(body *ast.BlockStmt, out int) *emptyError {
	var found *emptyError
	inspectOwn(body, func(n ast.Node) {
		ret, ok := n.(*ast.ReturnStmt)
		if !ok || found != nil || len(ret.Results) != 1 {
			return
		}
		if s := h.callSummary(ret.Results[0]); s != nil && s.data == out {
			found = s
		}
	})
	return found
}

func (h *helpers) callSummary(e ast.Expr) *emptyError {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return nil
	}
	fn, _ := typeutil.Callee(h.m.Info(), call).(*types.Func)
	if fn == nil {
		return nil
	}
	return h.summary(fn)
}

// failsWith says which failure exits count for a function.
type failsWith func(mcpmodel.FailureKind) bool

func failsWithGoError(k mcpmodel.FailureKind) bool { return k == mcpmodel.FailErrReturn }

func failsAsToolError(k mcpmodel.FailureKind) bool {
	return k == mcpmodel.FailErrReturn || k == mcpmodel.FailErrResult
}

// viaCall finds, in d's function, a call of a summarised helper whose data
// is d's answer and whose error the function turns into a failure:
//
//	teams, err := s.findTeams(org)
//	if err != nil { return mcp.NewToolResultError(err.Error()), nil }
//	return mcp.NewToolResultJSON(teams)
//
// It returns the helper's summary and the error test. An error the
// function looks into (errors.Is, errors.As, err == errNotFound) may be
// told apart from other failures: that call is not counted.
func (h *helpers) viaCall(d *handlerData, fails failsWith) (*emptyError, ast.Expr) {
	var (
		found *emptyError
		test  ast.Expr
	)
	inspectOwn(d.body, func(n ast.Node) {
		as, ok := n.(*ast.AssignStmt)
		if found != nil || !ok || len(as.Rhs) != 1 || len(as.Lhs) < 2 {
			return
		}
		s := h.callSummary(as.Rhs[0])
		if s == nil || s.data >= len(as.Lhs)-1 {
			return
		}
		errVar := h.m.Info().ObjectOf(identOrNil(as.Lhs[len(as.Lhs)-1]))
		if errVar == nil || h.errorInspected(d.body, errVar) {
			return
		}
		stmt, errTest := d.failingErrorTest(errVar, as.End(), fails)
		if stmt != nil && d.answersData(as.Lhs[s.data], stmt) {
			found, test = s, errTest
		}
	})
	return found, test
}

// failingErrorTest returns the first if statement of d's function after
// the position after testing errVar != nil whose branch takes a failure
// exit that fails counts (or returns errVar), and that test: err is often
// one variable for every call of the function, tested after each.
func (d *handlerData) failingErrorTest(errVar types.Object, after token.Pos, fails failsWith) (*ast.IfStmt, ast.Expr) {
	var (
		stmt *ast.IfStmt
		test ast.Expr
	)
	inspectOwn(d.body, func(n ast.Node) {
		s, ok := n.(*ast.IfStmt)
		if !ok || stmt != nil || s.Cond.Pos() < after || !fails(d.failure(s.Body)) && !returnsVar(s.Body, d.info, errVar) {
			return
		}
		for _, t := range disjuncts(s.Cond) {
			if isNonNilTest(d.info, t, errVar) {
				stmt, test = s, t
				return
			}
		}
	})
	return stmt, test
}

// isNonNilTest reports whether e is v != nil (or nil != v).
func isNonNilTest(info *types.Info, e ast.Expr, v types.Object) bool {
	b, ok := e.(*ast.BinaryExpr)
	if !ok || b.Op != token.NEQ {
		return false
	}
	x, y := b.X, b.Y
	if info.Types[x].IsNil() {
		x, y = y, x
	}
	return info.Types[y].IsNil() && info.ObjectOf(identOrNil(x)) == v
}

// errorInspected reports whether body looks into the error v: passes it to
// errors.Is or errors.As, or compares it with something other than nil.
func (h *helpers) errorInspected(body *ast.BlockStmt, v types.Object) bool {
	info := h.m.Info()
	is := func(e ast.Expr) bool { return info.ObjectOf(identOrNil(e)) == v }
	found := false
	h.m.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			fn, _ := typeutil.Callee(info, n).(*types.Func)
			if fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "errors" && (fn.Name() == "Is" || fn.Name() == "As") && len(n.Args) > 0 && is(n.Args[0]) {
				found = true
			}
		case *ast.BinaryExpr:
			if (n.Op == token.EQL || n.Op == token.NEQ) && (is(n.X) && !info.Types[n.Y].IsNil() || is(n.Y) && !info.Types[n.X].IsNil()) {
				found = true
			}
		case *ast.SwitchStmt:
			found = found || n.Tag != nil && is(n.Tag)
		}
		return !found
	})
	return found
}

// failure is the failure exit of block, counting a return of the
// package's own error-result wrappers (return toolErrorf(…), nil) as an
// error result.
func (h *helpers) failure(block *ast.BlockStmt, sig *types.Signature) mcpmodel.FailureKind {
	if k := h.m.BlockFailure(block, sig); k != mcpmodel.NoFailure || block == nil {
		return k
	}
	for _, stmt := range block.List {
		ret, ok := stmt.(*ast.ReturnStmt)
		if !ok {
			continue
		}
		for _, r := range ret.Results {
			if isErrorWrapperCall(h.pass, h.m, h.wrappers, r) {
				return mcpmodel.FailErrResult
			}
		}
	}
	return mcpmodel.NoFailure
}

// returnsVar reports whether a top-level statement of block returns v as
// its last result: inside if err != nil, return nil, err fails.
func returnsVar(block *ast.BlockStmt, info *types.Info, v types.Object) bool {
	for _, stmt := range block.List {
		if ret, ok := stmt.(*ast.ReturnStmt); ok && len(ret.Results) > 1 {
			if info.ObjectOf(identOrNil(ret.Results[len(ret.Results)-1])) == v {
				return true
			}
		}
	}
	return false
}

// inspectOwn calls visit for the nodes of body outside nested closures.
func inspectOwn(body *ast.BlockStmt, visit func(n ast.Node)) {
	ast.Inspect(body, func(n ast.Node) bool {
		if _, isLit := n.(*ast.FuncLit); isLit {
			return false
		}
		visit(n)
		return true
	})
}

func identOrNil(e ast.Expr) *ast.Ident {
	id, _ := ast.Unparen(e).(*ast.Ident)
	return id
}

package ptrcontent

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/lint"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// Doc is the analyzer's documentation; its first line is the summary.
const Doc = `report pointer assertions on received mcp-go content blocks

mcp-go decodes the content blocks of a result it receives as values
(mcp.TextContent, never *mcp.TextContent), so a type assertion, a type
switch case or an mcp.As*Content call expecting a pointer compiles and never
matches. Assert the value type. Results the code built itself, switches that
handle both types, and go-sdk (whose blocks are pointers) are left alone.
Suppress with //nolint:ptrcontent or //lint:ignore ptrcontent reason.`

// New returns the ptrcontent analyzer, reading the shared model from model.
func New(model *analysis.Analyzer) *analysis.Analyzer {
	return lint.NewCheck("ptrcontent", Doc, model, run)
}

const (
	messageAssert = "type assertion to *%[1]s never matches a received block, which mcp-go decodes as a value; assert %[1]s"
	messageCase   = "case *%[1]s never matches a received block, which mcp-go decodes as a value; use case %[1]s"
	messageHelper = "%[1]s given a pointer never matches, as it asserts the value type %[2]s; pass the block itself"
)

func run(pass *analysis.Pass, m *mcpmodel.Model) {
	m.Funcs(func(file *ast.File, decl *ast.FuncDecl) {
		if !mentionsPointerOrHelper(m, decl) {
			return
		}
		fn := &function{pass: pass, m: m, info: m.Info(), decl: decl, flow: m.FlowOf(decl),
			trustsGiven: m.IsTestCode(file, decl)}
		fn.values = fn.valueAssertions()
		fn.check()
	})
}

// function holds what one function's findings need.
type function struct {
	pass *analysis.Pass
	m    *mcpmodel.Model
	info *types.Info
	decl *ast.FuncDecl
	flow *mcpmodel.Flow
	// trustsGiven is set in test code, where a result the function is given
	// is most often the test's own output (as textjson decides).
	trustsGiven bool
	// values holds the blocks asserted to a value type somewhere in the
	// function: code that tries both is defensive, not wrong.
	values  map[assertion]bool
	parents map[ast.Node]ast.Node // built on the first fix, see parentOf
}

// assertion is a block expression (by its text) asserted to a block type.
type assertion struct {
	block string
	typ   *types.Named
}

// check reports the function's pointer assertions, cases and helper calls.
func (fn *function) check() {
	fn.m.Inspect(fn.decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.TypeAssertExpr:
			fn.checkAssertion(n)
		case *ast.TypeSwitchStmt:
			fn.checkSwitch(n)
		case *ast.CallExpr:
			fn.checkHelper(n)
		}
		return true
	})
}

// checkAssertion reports block.(*mcp.T) on a received block.
func (fn *function) checkAssertion(ta *ast.TypeAssertExpr) {
	if ta.Type == nil { // the guard of a type switch: see checkSwitch
		return
	}
	typ, ok := vocab.ValueContentPointer(fn.info.TypeOf(ta.Type))
	if !ok || !fn.received(ta.X) || fn.values[fn.key(ta.X, typ)] {
		return
	}
	d := analysis.Diagnostic{Pos: ta.Pos(), End: ta.End(), Message: fmt.Sprintf(messageAssert, typeName(typ))}
	if fn.assertionFixable(ta) {
		d.SuggestedFixes = dropStar(ta.Type, typ)
	}
	fn.m.Report(fn.pass, d)
}

// checkSwitch reports case *mcp.T in a type switch on a received block,
// unless the switch (or the function) also handles the value type.
func (fn *function) checkSwitch(sw *ast.TypeSwitchStmt) {
	x := switchGuard(sw)
	if x == nil || !fn.received(x) {
		return
	}
	inSwitch := make(map[*types.Named]bool)
	for _, stmt := range sw.Body.List {
		for _, e := range stmt.(*ast.CaseClause).List {
			if vocab.IsValueContent(fn.info.TypeOf(e)) {
				inSwitch[vocab.Named(fn.info.TypeOf(e))] = true
			}
		}
	}
	for _, stmt := range sw.Body.List {
		clause := stmt.(*ast.CaseClause)
		for _, e := range clause.List {
			typ, ok := vocab.ValueContentPointer(fn.info.TypeOf(e))
			if !ok || inSwitch[typ] || fn.values[fn.key(x, typ)] {
				continue
			}
			d := analysis.Diagnostic{Pos: e.Pos(), End: e.End(), Message: fmt.Sprintf(messageCase, typeName(typ))}
			if fn.caseFixable(clause) {
				d.SuggestedFixes = dropStar(e, typ)
			}
			fn.m.Report(fn.pass, d)
		}
	}
}

// checkHelper reports mcp.AsTextContent (and siblings) given a pointer:
// the helper asserts the value type, so whatever the block's origin the
// call never matches.
func (fn *function) checkHelper(call *ast.CallExpr) {
	helper, _ := typeutil.Callee(fn.info, call).(*types.Func)
	block, ok := vocab.AsContentHelper(helper)
	if !ok || len(call.Args) != 1 {
		return
	}
	arg := call.Args[0]
	if _, isPtr := types.Unalias(fn.info.TypeOf(arg)).(*types.Pointer); !isPtr {
		return
	}
	pkg := helper.Pkg().Name()
	d := analysis.Diagnostic{Pos: call.Pos(), End: call.End(),
		Message: fmt.Sprintf(messageHelper, pkg+"."+helper.Name(), pkg+"."+block)}
	if addr, ok := ast.Unparen(arg).(*ast.UnaryExpr); ok && addr.Op == token.AND {
		d.SuggestedFixes = []analysis.SuggestedFix{{
			Message:   "pass the block, not its address",
			TextEdits: []analysis.TextEdit{{Pos: addr.OpPos, End: addr.OpPos + 1}},
		}}
	}
	fn.m.Report(fn.pass, d)
}

// received reports whether block is a content block of a result the code
// received, which mcp-go decoded: a block of a result it built itself may
// be a pointer, and one of unknown origin (a mcp.Content parameter) is
// left to the helper's callers.
func (fn *function) received(block ast.Expr) bool {
	src := fn.flow.Source(block)
	if src.Kind != mcpmodel.KindContent || !src.Known() {
		return false
	}
	if fn.trustsGiven && src.Given() {
		return false
	}
	return !src.Local || fn.fromMCPGoClient(src.Result)
}

// valueAssertions returns the blocks the function asserts to a value type
// (an assertion, a type switch case, an As*Content call).
func (fn *function) valueAssertions() map[assertion]bool {
	values := make(map[assertion]bool)
	add := func(x, typ ast.Expr) {
		if t := fn.info.TypeOf(typ); vocab.IsValueContent(t) {
			values[fn.key(x, vocab.Named(t))] = true
		}
	}
	fn.m.Inspect(fn.decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.TypeAssertExpr:
			if n.Type != nil {
				add(n.X, n.Type)
			}
		case *ast.TypeSwitchStmt:
			if x := switchGuard(n); x != nil {
				for _, stmt := range n.Body.List {
					for _, e := range stmt.(*ast.CaseClause).List {
						add(x, e)
					}
				}
			}
		case *ast.CallExpr:
			helper, _ := typeutil.Callee(fn.info, n).(*types.Func)
			if block, ok := vocab.AsContentHelper(helper); ok && len(n.Args) == 1 {
				if obj, ok := helper.Pkg().Scope().Lookup(block).(*types.TypeName); ok {
					if named, ok := obj.Type().(*types.Named); ok {
						values[fn.key(n.Args[0], named)] = true
					}
				}
			}
		}
		return true
	})
	return values
}

// key names an assertion of block to typ: the block by its source text, so
// that c.(mcp.TextContent) and c.(*mcp.TextContent) on the same c meet.
func (fn *function) key(block ast.Expr, typ *types.Named) assertion {
	return assertion{block: types.ExprString(ast.Unparen(block)), typ: typ}
}

// switchGuard returns x of switch x.(type) or switch v := x.(type).
func switchGuard(sw *ast.TypeSwitchStmt) ast.Expr {
	if ta := mcpmodel.SwitchAssertion(sw); ta != nil {
		return ta.X
	}
	return nil
}

// typeName names a block type by its package's name: mcp.TextContent.
func typeName(t *types.Named) string {
	return types.TypeString(t, func(p *types.Package) string { return p.Name() })
}

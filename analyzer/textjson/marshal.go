package textjson

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// marshalled rewrites a go-sdk decode of the text into the code a person
// writes for StructuredContent, which holds decoded JSON (map[string]any,
// …) and must be marshalled again:
//
//	b, err := json.Marshal(res.StructuredContent)
//	if err != nil {
//		return fmt.Errorf("decoding forecast: %w", err)
//	}
//	if err := json.Unmarshal(b, &v); err != nil {
//		return fmt.Errorf("decoding forecast: %w", err)
//	}
//
// The marshal is a statement of its own, put before the decode's, so the
// decode must be a whole statement of a block, and that statement must
// show how the code handles the decode's error:
//   - _ = json.Unmarshal(…), or the call alone: the error is dropped, and
//     the marshal's too (b, _ := …);
//   - err = json.Unmarshal(…) or err := …: the error is kept for later code
//     (b, err := …; if err == nil { err = json.Unmarshal(b, &v) });
//   - if err := json.Unmarshal(…); err != nil { one statement that leaves }:
//     the marshal's error is handled by a copy of that statement;
//   - return …, json.Unmarshal(…): the marshal's error is returned the same
//     way.
//
// Any other shape gets no fix.
func (d decodeFix) marshalled(names *nameSet) ([]analysis.TextEdit, bool) {
	path, _ := astutil.PathEnclosingInterval(d.fn.file, d.call.Pos(), d.call.End())
	if len(path) < 3 || path[0] != d.call {
		return nil, false
	}
	switch parent := path[1].(type) {
	case *ast.ExprStmt:
		return d.dropped(parent, path[2], names)
	case *ast.AssignStmt:
		lhs, ok := singleIdent(parent)
		switch {
		case !ok:
			return nil, false
		case lhs.Name == "_" && parent.Tok == token.ASSIGN:
			return d.dropped(parent, path[2], names)
		case len(path) > 3 && isInitOf(path[2], parent):
			return d.ifInit(path[2].(*ast.IfStmt), lhs, path[3], names)
		}
		return d.kept(parent, lhs, path[2], names)
	case *ast.ReturnStmt:
		return d.returned(parent, path[2:], names)
	}
	return nil, false
}

// singleIdent returns x of x = call or x := call.
func singleIdent(assign *ast.AssignStmt) (*ast.Ident, bool) {
	if len(assign.Lhs) != 1 || len(assign.Rhs) != 1 {
		return nil, false
	}
	id, ok := assign.Lhs[0].(*ast.Ident)
	return id, ok
}

func isInitOf(n ast.Node, stmt ast.Stmt) bool {
	ifStmt, ok := n.(*ast.IfStmt)
	return ok && ifStmt.Init == stmt
}

// before checks what every shape needs of stmt, the statement the marshal
// goes before, whose parent is parent: stmt is a statement of a block,
// alone at the start of its line, and the result is in scope there. It
// returns stmt's indentation and a name for the marshalled bytes.
func (d decodeFix) before(stmt ast.Stmt, parent ast.Node, names *nameSet) (indent, data string, ok bool) {
	if !inStatementList(stmt, parent) || !d.fn.inScope(d.root, stmt.Pos()) {
		return "", "", false
	}
	if indent, ok = d.src.indent(stmt); !ok {
		return "", "", false
	}
	data, ok = names.fresh(stmt.Pos())
	return indent, data, ok
}

// inStatementList reports whether stmt is one of the statements of parent,
// where another statement can be put before it.
func inStatementList(stmt ast.Stmt, parent ast.Node) bool {
	switch p := parent.(type) {
	case *ast.BlockStmt, *ast.CaseClause:
		return true
	case *ast.CommClause:
		return p.Comm != stmt
	}
	return false
}

// marshal is the statement that marshals the structured content.
func (d decodeFix) marshal(data, errName string) string {
	return fmt.Sprintf("%s, %s := %s.Marshal(%s.StructuredContent)", data, errName, d.json, d.result)
}

// insert returns the edit that puts lines before stmt, each on its own
// line with stmt's indentation (continuation lines carry their own).
func insert(stmt ast.Stmt, indent string, lines ...string) analysis.TextEdit {
	var b strings.Builder
	for _, line := range lines {
		b.WriteString(line + "\n" + indent)
	}
	return analysis.TextEdit{Pos: stmt.Pos(), End: stmt.Pos(), NewText: []byte(b.String())}
}

// errCheck is the if statement that handles errName's error with handler.
func errCheck(errName, handler string) []string {
	return []string{"if " + errName + " != nil {", "\t" + handler, "}"}
}

// dropped: _ = json.Unmarshal(…) drops the error, and so does the marshal.
func (d decodeFix) dropped(stmt ast.Stmt, parent ast.Node, names *nameSet) ([]analysis.TextEdit, bool) {
	indent, data, ok := d.before(stmt, parent, names)
	if !ok {
		return nil, false
	}
	return []analysis.TextEdit{insert(stmt, indent, d.marshal(data, "_")), d.replaceCall(data)}, true
}

// kept: err = json.Unmarshal(…) keeps the error for the code after it, so
// the marshal's error is kept in the same variable and the decode runs
// only when the marshal succeeded.
func (d decodeFix) kept(assign *ast.AssignStmt, errVar *ast.Ident, parent ast.Node, names *nameSet) ([]analysis.TextEdit, bool) {
	switch assign.Tok {
	case token.DEFINE:
	case token.ASSIGN:
		// b, err := must assign the same err, not declare a new one.
		obj := d.fn.pass.TypesInfo.Uses[errVar]
		if obj == nil || obj.Parent() != d.fn.scopeAround(assign) || !isErrorVar(obj) {
			return nil, false
		}
	default:
		return nil, false
	}
	indent, data, ok := d.before(assign, parent, names)
	if !ok {
		return nil, false
	}
	err := errVar.Name
	text := strings.Join([]string{
		d.marshal(data, err),
		"if " + err + " == nil {",
		fmt.Sprintf("\t%s = %s.Unmarshal(%s, %s)", err, d.json, data, d.target),
		"}",
	}, "\n"+indent)
	return []analysis.TextEdit{{Pos: assign.Pos(), End: assign.End(), NewText: []byte(text)}}, true
}

// ifInit: if err := json.Unmarshal(…); err != nil { handler } handles the
// marshal's error with a copy of the handler, when the handler is one
// statement that leaves the block (the code after it assumes success).
func (d decodeFix) ifInit(ifStmt *ast.IfStmt, errVar *ast.Ident, parent ast.Node, names *nameSet) ([]analysis.TextEdit, bool) {
	init := ifStmt.Init.(*ast.AssignStmt)
	if init.Tok != token.DEFINE || ifStmt.Else != nil || len(ifStmt.Body.List) != 1 ||
		!d.isNotNil(ifStmt.Cond, errVar) || !d.leaves(ifStmt.Body.List[0]) ||
		!d.fn.declarable(errVar.Name, ifStmt) {
		return nil, false
	}
	indent, data, ok := d.before(ifStmt, parent, names)
	if !ok {
		return nil, false
	}
	lines := append([]string{d.marshal(data, errVar.Name)}, errCheck(errVar.Name, d.src.of(ifStmt.Body.List[0]))...)
	return []analysis.TextEdit{insert(ifStmt, indent, lines...), d.replaceCall(data)}, true
}

// returned: return …, json.Unmarshal(…) returns the decode's error, and the
// marshal's is returned the same way.
func (d decodeFix) returned(ret *ast.ReturnStmt, parents []ast.Node, names *nameSet) ([]analysis.TextEdit, bool) {
	const errName = "err"
	sig := d.enclosingSignature(parents)
	if sig == nil || sig.Results().Len() != len(ret.Results) || !d.fn.declarable(errName, ret) {
		return nil, false
	}
	results := make([]string, len(ret.Results))
	for i, r := range ret.Results {
		switch {
		case r == d.call && mcpmodel.IsErrorType(sig.Results().At(i).Type()):
			results[i] = errName
		case r == d.call || mcpmodel.Mentions(r, errName):
			return nil, false
		default:
			results[i] = d.src.of(r)
		}
	}
	indent, data, ok := d.before(ret, parents[0], names)
	if !ok {
		return nil, false
	}
	lines := append([]string{d.marshal(data, errName)}, errCheck(errName, "return "+strings.Join(results, ", "))...)
	return []analysis.TextEdit{insert(ret, indent, lines...), d.replaceCall(data)}, true
}

// enclosingSignature returns the signature of the innermost function
// among parents.
func (d decodeFix) enclosingSignature(parents []ast.Node) *types.Signature {
	info := d.fn.pass.TypesInfo
	for _, n := range parents {
		switch n := n.(type) {
		case *ast.FuncLit:
			sig, _ := info.TypeOf(n).(*types.Signature)
			return sig
		case *ast.FuncDecl:
			sig, _ := info.Defs[n.Name].Type().(*types.Signature)
			return sig
		}
	}
	return nil
}

// isNotNil reports whether cond is errVar != nil (or nil != errVar).
func (d decodeFix) isNotNil(cond ast.Expr, errVar *ast.Ident) bool {
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || b.Op != token.NEQ {
		return false
	}
	info := d.fn.pass.TypesInfo
	obj := info.Defs[errVar]
	isVar := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && obj != nil && info.Uses[id] == obj
	}
	return isVar(b.X) && info.Types[b.Y].IsNil() || isVar(b.Y) && info.Types[b.X].IsNil()
}

// leaves reports whether stmt leaves the block: a return, a branch, a
// panic, an exit, or a test's Fatal or FailNow.
func (d decodeFix) leaves(stmt ast.Stmt) bool {
	switch s := stmt.(type) {
	case *ast.ReturnStmt, *ast.BranchStmt:
		return true
	case *ast.ExprStmt:
		switch d.fn.m.FailureExit(s, nil) {
		case mcpmodel.FailPanic, mcpmodel.FailExit:
			return true
		case mcpmodel.FailTest:
			fn, _ := typeutil.Callee(d.fn.pass.TypesInfo, ast.Unparen(s.X).(*ast.CallExpr)).(*types.Func)
			return fn != nil && mcpmodel.NeverReturns(fn) // Fatal, FailNow; not Error
		}
	}
	return false
}

// declarable reports whether `b, name :=` can be put before stmt: name is
// an error variable of stmt's own scope (the := assigns it, as Go code
// reuses err), or it becomes a new variable there that no later code in
// that scope mistakes for another one.
func (fn *function) declarable(name string, stmt ast.Stmt) bool {
	info := fn.pass.TypesInfo
	scope := fn.scopeAround(stmt)
	if scope == nil {
		return false
	}
	_, outer := scope.LookupParent(name, stmt.Pos())
	if outer != nil && outer.Parent() == scope {
		return isErrorVar(outer)
	}
	clash := false
	fn.m.Inspect(fn.decl.Body, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok || id.Name != name || id.Pos() < stmt.Pos() || id.Pos() >= scope.End() {
			return !clash
		}
		obj := info.ObjectOf(id)
		clash = obj != nil && (obj == outer || obj.Parent() == scope)
		return !clash
	})
	return !clash
}

// scopeAround returns the scope stmt is a statement of, not the one it
// opens (an if, for or switch statement opens its own at its start).
func (fn *function) scopeAround(stmt ast.Stmt) *types.Scope {
	scope := fn.pass.Pkg.Scope().Innermost(stmt.Pos())
	for scope != nil && scope.Pos() == stmt.Pos() {
		scope = scope.Parent()
	}
	return scope
}

func isErrorVar(obj types.Object) bool {
	v, ok := obj.(*types.Var)
	return ok && mcpmodel.IsErrorType(v.Type())
}

// nameSet hands out names for the marshalled bytes: a name that nothing in
// the function is called and that no earlier fix of the function took, so
// that all of a function's fixes can be applied together.
type nameSet struct {
	fn    *function
	taken map[string]bool
}

// dataNames are the names tried, in order, before data2, data3, ….
var dataNames = []string{"b", "data", "payload", "structured"}

// maxNumbered bounds the numbered names tried.
const maxNumbered = 9

func newNameSet(fn *function) *nameSet {
	taken := make(map[string]bool)
	ast.Inspect(fn.decl, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			taken[id.Name] = true
		}
		return true
	})
	return &nameSet{fn: fn, taken: taken}
}

// fresh returns the first free name that names nothing in scope at pos.
func (s *nameSet) fresh(pos token.Pos) (string, bool) {
	scope := s.fn.pass.Pkg.Scope().Innermost(pos)
	if scope == nil {
		return "", false
	}
	names := slices.Clone(dataNames)
	for i := 2; i <= maxNumbered; i++ {
		names = append(names, fmt.Sprintf("data%d", i))
	}
	for _, name := range names {
		if _, obj := scope.LookupParent(name, pos); obj == nil && !s.taken[name] {
			s.taken[name] = true
			return name, true
		}
	}
	return "", false
}

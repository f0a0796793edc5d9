package textonly

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// The fix adds the serialised value as structured content beside the text,
// and changes nothing else a client sees:
//
//   - mcp.NewToolResultText(string(b)) becomes
//     mcp.NewToolResultStructured(v, string(b)) (mcp-go);
//   - a CallToolResult literal gets StructuredContent: v (either SDK);
//   - a go-sdk typed handler with Out any (or a helper of one whose Out the
//     handler hands on) that returns the project's own text wrapper and a
//     nil Out (return utils.NewToolResultText(string(b)), nil, nil) gives
//     v as its Out: the SDK marshals Out into StructuredContent and, the
//     result's Content being set, leaves the text as it is for an object
//     (go-sdk v1.8.0 mcp/server.go, toolForErr).
//
// It is offered only where that is safe for every client of the server:
// the text is encoding/json's JSON of v on every path to the return (not
// prose on another, not another encoder's); v is a plain variable or field
// path in scope at the result; it
// serialises to a JSON object (a struct or a map: a list would reach
// clients of revisions before 2026-07-28, which require an object, and
// go-sdk would add a second text block for it); it is certainly there, so
// that it does not serialise to null (a struct value, an address, a
// literal or make, or a value a call returned beside an error the code
// checked); the SDK version in use has the constructor or field; and, for
// Out, no tool bound to the handler in sight declares an output schema
// (go-sdk validates Out against it, and a value its own schema does not
// describe would fail the call).

func (c *checker) suggestFix(fn ast.Node, sig *types.Signature, finds []finding) (analysis.SuggestedFix, bool) {
	var edits []analysis.TextEdit
	done := make(map[ast.Node]bool)
	title := "Return the value as structured content too"
	for _, f := range finds {
		site := siteNode(f.site)
		if site == nil && c.outIndex(sig) >= 0 {
			site = f.ret // the Out the return gives
		}
		if site == nil {
			return analysis.SuggestedFix{}, false
		}
		if done[site] {
			continue
		}
		if !c.fixable(fn, sig, f) {
			// The finding is the function's: a fix that leaves one of its
			// returns text-only would leave the finding, at that return.
			return analysis.SuggestedFix{}, false
		}
		done[site] = true
		edits = append(edits, c.fixEdits(sig, f)...)
		if site == ast.Node(f.ret) {
			title = "Return the value as the handler's Out too"
		}
	}
	if len(edits) == 0 {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{Message: title, TextEdits: edits}, true
}

func siteNode(s textSite) ast.Node {
	switch {
	case s.constructor != nil:
		return s.constructor
	case s.literal != nil:
		return s.literal
	}
	return nil
}

// fixable reports whether f's value can be named at the return, serialises
// to an object and is certainly there, and whether the SDK has what the
// fix writes.
func (c *checker) fixable(fn ast.Node, sig *types.Signature, f finding) bool {
	// On a path where the text holds prose (an empty case's message) the
	// value would go out as structured content beside the prose: the fix
	// would change that answer. Another encoder's JSON (protojson's field
	// names, sonic's escaping) may read otherwise than the SDK's own
	// marshal of the value.
	if !f.json.Every || !f.json.Standard {
		return false
	}
	v := f.json.Value
	if v == nil || !c.isObjectValue(v) || !c.inScopeAt(v, f.ret.Pos()) || !c.certainlyThere(fn, v, f.ret) {
		return false
	}
	switch {
	case f.site.constructor != nil:
		return c.hasStructuredConstructor(f.site.constructor)
	case f.site.literal != nil:
		return c.literalFixable(f.site.literal)
	}
	return c.outFixable(fn, sig, f.ret)
}

func (c *checker) hasStructuredConstructor(call *ast.CallExpr) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false // a dot import: no qualifier to keep
	}
	fn, _ := c.m.Info().Uses[sel.Sel].(*types.Func)
	return fn != nil && declaresStructuredConstructor(fn.Pkg())
}

func (c *checker) literalFixable(lit *ast.CompositeLit) bool {
	if !mcpmodel.HasResultField(c.m.Info().TypeOf(lit), mcpmodel.FieldStructured) {
		return false
	}
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if key, isIdent := kv.Key.(*ast.Ident); isIdent && (key.Name == mcpmodel.FieldStructured || key.Name == mcpmodel.FieldRaw) {
				return false
			}
		}
	}
	return len(lit.Elts) > 0
}

// outFixable reports whether ret gives a nil Out that the fix can replace
// by the value: the function hands its Out to the SDK (outHandedOn).
func (c *checker) outFixable(fn ast.Node, sig *types.Signature, ret *ast.ReturnStmt) bool {
	k := c.outIndex(sig)
	if k < 0 || len(ret.Results) != sig.Results().Len() || !c.m.Info().Types[ret.Results[k]].IsNil() {
		return false
	}
	return c.outHandedOn(fn, 0)
}

// isObjectValue reports whether value serialises to a JSON object.
func (c *checker) isObjectValue(value ast.Expr) bool {
	return mcpmodel.IsJSONObject(c.m.Info().TypeOf(value))
}

// certainlyThere reports whether value, at ret, cannot be a nil map or
// pointer (which would serialise to null): a struct value, the address of
// a variable, or a variable whose every value is a composite literal (or
// its address), a make, or a result of a call beside an error that fn
// tests against nil before ret.
func (c *checker) certainlyThere(fn ast.Node, value ast.Expr, ret *ast.ReturnStmt) bool {
	info := c.m.Info()
	value = ast.Unparen(value)
	if u, ok := value.(*ast.UnaryExpr); ok && u.Op == token.AND {
		return true
	}
	if _, isPtr := info.TypeOf(value).Underlying().(*types.Pointer); !isPtr {
		if _, isMap := info.TypeOf(value).Underlying().(*types.Map); !isMap {
			return true // a struct value
		}
	}
	v, ok := info.Uses[identOf(value)].(*types.Var)
	if !ok || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
		return false
	}
	count, all := 0, true
	c.m.Inspect(mcpmodel.FuncBody(fn), func(n ast.Node) bool {
		lhs, rhs, isAssign := mcpmodel.Assignment(n)
		if !isAssign {
			return true
		}
		for i, l := range lhs {
			if info.ObjectOf(identOf(l)) != v {
				continue
			}
			count++
			switch {
			case len(lhs) == len(rhs):
				all = all && isBuiltValue(info, rhs[i])
			case len(rhs) == 1:
				all = all && c.checkedCallValue(fn, lhs, rhs[0], ret)
			default:
				all = false
			}
		}
		return true
	})
	return count > 0 && all
}

// isBuiltValue reports whether e is a composite literal, its address, or
// make(…).
func isBuiltValue(info *types.Info, e ast.Expr) bool {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	switch e := e.(type) {
	case *ast.CompositeLit:
		return true
	case *ast.CallExpr:
		b, ok := info.Uses[identOf(e.Fun)].(*types.Builtin)
		return ok && (b.Name() == "make" || b.Name() == "new")
	}
	return false
}

// checkedCallValue reports whether lhs, … := call gives an error as its
// last value, and fn tests that error against nil, leaving on failure,
// between the call and ret: Go APIs give a value beside a nil error.
func (c *checker) checkedCallValue(fn ast.Node, lhs []ast.Expr, call ast.Expr, ret *ast.ReturnStmt) bool {
	info := c.m.Info()
	if _, ok := ast.Unparen(call).(*ast.CallExpr); !ok || !mcpmodel.IsErrorType(info.TypeOf(lhs[len(lhs)-1])) {
		return false
	}
	errVar := info.ObjectOf(identOf(lhs[len(lhs)-1]))
	if errVar == nil {
		return false
	}
	checked := false
	c.m.Inspect(mcpmodel.FuncBody(fn), func(n ast.Node) bool {
		stmt, ok := n.(*ast.IfStmt)
		if !ok || stmt.Pos() < call.End() || stmt.Pos() > ret.Pos() || len(stmt.Body.List) == 0 {
			return !checked
		}
		b, isBinary := ast.Unparen(stmt.Cond).(*ast.BinaryExpr)
		if isBinary && b.Op == token.NEQ && info.ObjectOf(identOf(b.X)) == errVar && info.Types[b.Y].IsNil() {
			_, leaves := stmt.Body.List[len(stmt.Body.List)-1].(*ast.ReturnStmt)
			checked = leaves
		}
		return !checked
	})
	return checked
}

// inScopeAt reports whether value is a plain path (a variable, its fields,
// a dereference or an address of one) whose variables mean the same at
// pos.
func (c *checker) inScopeAt(value ast.Expr, pos token.Pos) bool {
	scope := c.pass.Pkg.Scope().Innermost(pos)
	if scope == nil {
		return false
	}
	for e := ast.Unparen(value); ; {
		switch x := e.(type) {
		case *ast.Ident:
			obj := c.m.Info().Uses[x]
			_, found := scope.LookupParent(x.Name, pos)
			return obj != nil && found == obj
		case *ast.SelectorExpr:
			if sel := c.m.Info().Selections[x]; sel == nil || sel.Kind() != types.FieldVal {
				return false
			}
			e = ast.Unparen(x.X)
		case *ast.StarExpr:
			e = ast.Unparen(x.X)
		case *ast.UnaryExpr:
			if x.Op != token.AND {
				return false
			}
			e = ast.Unparen(x.X)
		default:
			return false
		}
	}
}

func (c *checker) fixEdits(sig *types.Signature, f finding) []analysis.TextEdit {
	value := types.ExprString(f.json.Value)
	switch {
	case f.site.constructor != nil:
		call := f.site.constructor
		sel := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		return []analysis.TextEdit{
			{Pos: sel.Sel.Pos(), End: sel.Sel.End(), NewText: []byte("NewToolResultStructured")},
			{Pos: call.Args[0].Pos(), End: call.Args[0].Pos(), NewText: []byte(value + ", ")},
		}
	case f.site.literal == nil:
		out := f.ret.Results[c.outIndex(sig)]
		return []analysis.TextEdit{{Pos: out.Pos(), End: out.End(), NewText: []byte(value)}}
	}
	lit := f.site.literal
	last := lit.Elts[len(lit.Elts)-1]
	field := mcpmodel.FieldStructured + ": " + value
	fset := c.pass.Fset
	if fset.Position(last.End()).Line == fset.Position(lit.Rbrace).Line {
		return []analysis.TextEdit{{Pos: last.End(), End: last.End(), NewText: []byte(", " + field)}}
	}
	return []analysis.TextEdit{{Pos: last.End(), End: last.End(), NewText: []byte(",\n" + c.indentOf(last) + field)}}
}

// indentOf returns the white space that begins n's line.
func (c *checker) indentOf(n ast.Node) string {
	tok := c.pass.Fset.File(n.Pos())
	if tok == nil || c.pass.ReadFile == nil {
		return "\t"
	}
	src, err := c.pass.ReadFile(tok.Name())
	if err != nil {
		return "\t"
	}
	start, end := tok.Offset(tok.LineStart(tok.Line(n.Pos()))), tok.Offset(n.Pos())
	if start > end || end > len(src) {
		return "\t"
	}
	line := string(src[start:end])
	return line[:len(line)-len(strings.TrimLeft(line, " \t"))]
}

// outHandedOn reports whether the Out fn gives reaches the SDK: fn is bound
// in sight to tools, none of which declares an output schema; or fn is a
// function of this package only (unexported, never a function value) whose
// every call hands its Out on unchanged (return f(…), or r, out, err :=
// f(…) with out returned as Out only) from a function that hands it on in
// turn, or drops it (r, _, err := f(…)).
func (c *checker) outHandedOn(fn ast.Node, depth int) bool {
	if tools := c.m.ToolsOf(fn); len(tools) > 0 {
		for _, t := range tools {
			if t.DeclaresSchema {
				return false
			}
		}
		return true
	}
	decl, ok := fn.(*ast.FuncDecl)
	if !ok || depth > maxDepth {
		return false
	}
	obj, ok := c.m.Info().Defs[decl.Name].(*types.Func)
	if !ok || obj.Exported() {
		return false
	}
	handed := false
	for _, use := range c.usesOf(obj) {
		caller, handsOn, ok := c.outUse(use)
		if !ok {
			return false
		}
		if !handsOn {
			continue
		}
		callerSig := c.m.FuncSignature(caller)
		if callerSig == nil || c.outIndex(callerSig) < 0 || !c.outHandedOn(caller, depth+1) {
			return false
		}
		handed = true
	}
	return handed
}

// funcUse is an identifier that refers to a function, in its file.
type funcUse struct {
	file *ast.File
	id   *ast.Ident
}

// usesOf returns the identifiers of the package that refer to fn.
func (c *checker) usesOf(fn *types.Func) []funcUse {
	var uses []funcUse
	for _, file := range c.pass.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && c.m.Info().Uses[id] == fn {
				uses = append(uses, funcUse{file, id})
			}
			return true
		})
	}
	return uses
}

// outUse reads one use of a function giving an Out: a call whose Out its
// caller returns as its own (handsOn), or drops. It returns the calling
// function; false for any other use.
func (c *checker) outUse(use funcUse) (caller ast.Node, handsOn, ok bool) {
	path, _ := astutil.PathEnclosingInterval(use.file, use.id.Pos(), use.id.End())
	i := 1
	if i < len(path) {
		if sel, isSel := path[i].(*ast.SelectorExpr); isSel && sel.Sel == use.id {
			i++
		}
	}
	if i+1 >= len(path) {
		return nil, false, false
	}
	call, isCall := path[i].(*ast.CallExpr)
	if !isCall || ast.Unparen(call.Fun) != path[i-1] {
		return nil, false, false
	}
	caller = enclosingFunc(path[i+1:])
	if caller == nil {
		return nil, false, false
	}
	switch stmt := path[i+1].(type) {
	case *ast.ReturnStmt:
		return caller, true, len(stmt.Results) == 1
	case *ast.AssignStmt:
		if len(stmt.Lhs) != 3 || len(stmt.Rhs) != 1 {
			return nil, false, false
		}
		out := identOf(stmt.Lhs[1])
		if out == nil {
			return nil, false, false
		}
		if out.Name == "_" {
			return caller, false, true
		}
		return caller, true, c.returnedAsOutOnly(caller, c.m.Info().ObjectOf(out))
	}
	return nil, false, false
}

// returnedAsOutOnly reports whether every read of v in fn is the Out (the
// second result) of one of fn's returns.
func (c *checker) returnedAsOutOnly(fn ast.Node, v types.Object) bool {
	info := c.m.Info()
	outs := make(map[*ast.Ident]bool)
	c.m.ForReturns(mcpmodel.FuncBody(fn), func(ret *ast.ReturnStmt) {
		if len(ret.Results) == 3 {
			if id := identOf(ret.Results[1]); id != nil {
				outs[id] = true
			}
		}
	})
	only := true
	ast.Inspect(mcpmodel.FuncBody(fn), func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && info.Uses[id] == v && !outs[id] {
			only = false
		}
		return only
	})
	return only
}

// enclosingFunc returns the innermost function declaration or literal
// among path.
func enclosingFunc(path []ast.Node) ast.Node {
	for _, n := range path {
		switch n.(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return n
		}
	}
	return nil
}

// maxDepth bounds the chain of callers outHandedOn follows.
const maxDepth = 4

func identOf(e ast.Expr) *ast.Ident {
	if e == nil {
		return nil
	}
	id, _ := ast.Unparen(e).(*ast.Ident)
	return id
}

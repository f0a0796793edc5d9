package outputschema

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// source is where a value comes from: an expression, or (index >= 0) the
// index-th result of a multi-valued call, as in tool, h := GetMe(…).
type source struct {
	expr  ast.Expr
	index int
}

func single(e ast.Expr) source { return source{expr: e, index: -1} }

// index is what the binding needs of a package's syntax, gathered in one
// walk: function declarations by object, and what every variable is
// assigned (flow-insensitive: a tool or handler variable is rarely
// reassigned, and a reassignment can only add sources).
type index struct {
	pass  *analysis.Pass
	m     *mcpmodel.Model
	decls map[*types.Func]*ast.FuncDecl
	// assigned holds every source a variable is given; schemaSet the tool
	// variables given an output schema by assignment (tool.OutputSchema = …).
	assigned  map[*types.Var][]source
	schemaSet map[*types.Var]bool
}

func newIndex(pass *analysis.Pass, m *mcpmodel.Model) *index {
	ix := &index{
		pass:      pass,
		m:         m,
		decls:     make(map[*types.Func]*ast.FuncDecl),
		assigned:  make(map[*types.Var][]source),
		schemaSet: make(map[*types.Var]bool),
	}
	m.Funcs(func(_ *ast.File, decl *ast.FuncDecl) {
		if fn, ok := pass.TypesInfo.Defs[decl.Name].(*types.Func); ok {
			ix.decls[fn] = decl
		}
		m.Inspect(decl.Body, ix.record)
	})
	return ix
}

// record notes the assignments of one node.
func (ix *index) record(n ast.Node) bool {
	switch n := n.(type) {
	case *ast.AssignStmt:
		ix.assign(n.Lhs, n.Rhs)
	case *ast.ValueSpec:
		lhs := make([]ast.Expr, len(n.Names))
		for i, name := range n.Names {
			lhs[i] = name
		}
		ix.assign(lhs, n.Values)
	}
	return true
}

func (ix *index) assign(lhs, rhs []ast.Expr) {
	for i, l := range lhs {
		if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok && ix.isSchemaField(sel) {
			if v := ix.varOf(sel.X); v != nil && len(rhs) == len(lhs) {
				ix.schemaSet[v] = ix.schemaSet[v] || setsSchema(rhs[i])
			}
			continue
		}
		v := ix.varOf(l)
		if v == nil {
			continue
		}
		switch {
		case len(lhs) == len(rhs):
			ix.assigned[v] = append(ix.assigned[v], single(rhs[i]))
		case len(rhs) == 1:
			ix.assigned[v] = append(ix.assigned[v], source{expr: rhs[0], index: i})
		}
	}
}

// isSchemaField reports whether sel selects the output schema of a tool.
func (ix *index) isSchemaField(sel *ast.SelectorExpr) bool {
	if sel.Sel.Name != vocab.FieldOutputSchema && sel.Sel.Name != vocab.FieldRawOutputSchema {
		return false
	}
	return vocab.IsToolType(ix.pass.TypesInfo.TypeOf(sel.X))
}

// varOf returns the local variable e names (through & and *), or nil.
func (ix *index) varOf(e ast.Expr) *types.Var {
	e = strip(e)
	id, ok := e.(*ast.Ident)
	if !ok {
		return nil
	}
	v, _ := ix.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if v == nil || v.IsField() || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
		return nil
	}
	return v
}

// calleeOf returns the function or method a call calls statically, or nil.
func (ix *index) calleeOf(call *ast.CallExpr) *types.Func {
	return funcOf(ix.pass.TypesInfo, call.Fun)
}

// funcOf returns the function or method e names (a function value, a
// method value s.handleX, an instance F[T]), or nil.
func funcOf(info *types.Info, e ast.Expr) *types.Func {
	id := funcIdent(e)
	if id == nil {
		return nil
	}
	fn, _ := info.Uses[id].(*types.Func)
	return fn
}

// funcIdent returns the identifier that names the function in e (F, pkg.F,
// s.handleX, F[T], F[T, U]), or nil.
func funcIdent(e ast.Expr) *ast.Ident {
	e = ast.Unparen(e)
	switch f := e.(type) {
	case *ast.IndexExpr:
		e = f.X
	case *ast.IndexListExpr:
		e = f.X
	}
	switch e := e.(type) {
	case *ast.Ident:
		return e
	case *ast.SelectorExpr:
		return e.Sel
	}
	return nil
}

// returnsAt returns the expressions the function decl returns as its
// result i, in its own body (not in the closures it holds).
func (ix *index) returnsAt(decl *ast.FuncDecl, i int) []source {
	n := decl.Type.Results.NumFields()
	var out []source
	ix.m.Inspect(decl.Body, func(node ast.Node) bool {
		switch node := node.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			switch {
			case len(node.Results) == n:
				out = append(out, single(node.Results[i]))
			case len(node.Results) == 1 && n > 1:
				out = append(out, source{expr: node.Results[0], index: i})
			}
		}
		return true
	})
	return out
}

// strip removes parentheses, & and * around e.
func strip(e ast.Expr) ast.Expr {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.UnaryExpr:
			if x.Op.String() != "&" {
				return x
			}
			e = x.X
		case *ast.StarExpr:
			e = x.X
		default:
			return x
		}
	}
}

// setsSchema reports whether a value given to OutputSchema or
// RawOutputSchema declares a schema: nil and an empty literal
// (mcp.ToolOutputSchema{}, which mcp-go leaves out of the tool) do not.
func setsSchema(value ast.Expr) bool {
	value = ast.Unparen(value)
	if id, ok := value.(*ast.Ident); ok && id.Name == "nil" {
		return false
	}
	lit, ok := value.(*ast.CompositeLit)
	return !ok || len(lit.Elts) > 0
}

func isNilIdent(rhs []ast.Expr, i int) bool {
	if i >= len(rhs) {
		return false
	}
	id, ok := ast.Unparen(rhs[i]).(*ast.Ident)
	return ok && id.Name == "nil"
}

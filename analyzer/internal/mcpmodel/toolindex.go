package mcpmodel

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// The tool index: what tool handlers and registrations need of a package's
// syntax, gathered in one type-filtered walk of the shared index (function
// bodies and package-level declarations alike), built the first time a
// check asks (ToolHandler, Registrations): function declarations by
// object, what every variable is given (flow-insensitive: a tool or handler
// variable is rarely reassigned, and a reassignment can only add values),
// the registration calls and server.ServerTool literals, and the calls that
// adapt a function value into a handler.

// AssignedValue is a value a variable is given: an expression, or (Index
// >= 0) the Index-th result of a multi-valued call (tool, h := GetMe(…)).
type AssignedValue struct {
	Expr  ast.Expr
	Index int
}

func single(e ast.Expr) AssignedValue { return AssignedValue{Expr: e, Index: -1} }

type toolIndex struct {
	decls        map[*types.Func]*ast.FuncDecl
	declsInOrder []*ast.FuncDecl
	// assigned holds every value a variable (local or package-level) is
	// given; schemaSet the tool variables given an output schema by
	// assignment (tool.OutputSchema = …).
	assigned  map[*types.Var][]AssignedValue
	schemaSet map[*types.Var]bool
	// calls and lits are every call and composite literal, for the
	// registrations and the adapted handlers.
	calls []*ast.CallExpr
	lits  []*ast.CompositeLit
}

// tools returns the package's tool index, built once.
func (m *Model) tools() *toolIndex {
	m.toolsOnce.Do(func() { m.toolsIx = m.buildToolIndex() })
	return m.toolsIx
}

func (m *Model) buildToolIndex() *toolIndex {
	ix := &toolIndex{
		decls:     make(map[*types.Func]*ast.FuncDecl),
		assigned:  make(map[*types.Var][]AssignedValue),
		schemaSet: make(map[*types.Var]bool),
	}
	for _, c := range m.decls {
		decl := c.Node().(*ast.FuncDecl)
		ix.declsInOrder = append(ix.declsInOrder, decl)
		if fn, ok := m.info.Defs[decl.Name].(*types.Func); ok {
			ix.decls[fn] = decl
		}
	}
	filter := []ast.Node{(*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil), (*ast.CallExpr)(nil), (*ast.CompositeLit)(nil)}
	m.inspector.Preorder(filter, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.AssignStmt:
			m.recordAssign(ix, n.Lhs, n.Rhs)
		case *ast.ValueSpec:
			lhs := make([]ast.Expr, len(n.Names))
			for i, name := range n.Names {
				lhs[i] = name
			}
			m.recordAssign(ix, lhs, n.Values)
		case *ast.CallExpr:
			ix.calls = append(ix.calls, n)
		case *ast.CompositeLit:
			ix.lits = append(ix.lits, n)
		}
	})
	return ix
}

// recordAssign notes what lhs are given.
func (m *Model) recordAssign(ix *toolIndex, lhs, rhs []ast.Expr) {
	for i, l := range lhs {
		if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok && m.isSchemaField(sel) {
			if v := m.varOf(sel.X); v != nil && len(rhs) == len(lhs) {
				ix.schemaSet[v] = ix.schemaSet[v] || setsSchema(rhs[i])
			}
			continue
		}
		v := m.varOf(l)
		if v == nil {
			continue
		}
		switch {
		case len(lhs) == len(rhs):
			ix.assigned[v] = append(ix.assigned[v], single(rhs[i]))
		case len(rhs) == 1:
			ix.assigned[v] = append(ix.assigned[v], AssignedValue{Expr: rhs[0], Index: i})
		}
	}
}

// AssignedValues returns every value the variable v is given in the
// package, in the order of the syntax (flow-insensitive).
func (m *Model) AssignedValues(v *types.Var) []AssignedValue {
	return m.tools().assigned[v]
}

// isSchemaField reports whether sel selects the output schema of a tool.
func (m *Model) isSchemaField(sel *ast.SelectorExpr) bool {
	if sel.Sel.Name != vocab.FieldOutputSchema && sel.Sel.Name != vocab.FieldRawOutputSchema {
		return false
	}
	return vocab.IsToolType(m.info.TypeOf(sel.X))
}

// varOf returns the variable e names (through &, * and parentheses): a
// local or a package-level variable, not a field; nil otherwise.
func (m *Model) varOf(e ast.Expr) *types.Var {
	id, ok := StripAll(e).(*ast.Ident)
	if !ok {
		return nil
	}
	v, _ := m.info.ObjectOf(id).(*types.Var)
	if v == nil || v.IsField() || v.Pkg() == nil {
		return nil
	}
	return v
}

// StripAll removes parentheses, & and * around e.
func StripAll(e ast.Expr) ast.Expr {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.UnaryExpr:
			if x.Op != token.AND {
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

// funcOf returns the function or method e names (a function value, a
// method value s.handleX, an instance F[T]), or nil.
func (m *Model) funcOf(e ast.Expr) *types.Func {
	id := FuncIdent(e)
	if id == nil {
		return nil
	}
	fn, _ := m.info.Uses[id].(*types.Func)
	return fn
}

// FuncIdent returns the identifier that names the function in e (F, pkg.F,
// s.handleX, F[T], F[T, U]), or nil.
func FuncIdent(e ast.Expr) *ast.Ident {
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

// returnsAt returns the values the function decl returns as its result i,
// in its own body (not in the closures it holds).
func (m *Model) returnsAt(decl *ast.FuncDecl, i int) []AssignedValue {
	n := decl.Type.Results.NumFields()
	var out []AssignedValue
	m.Inspect(decl.Body, func(node ast.Node) bool {
		switch node := node.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			switch {
			case len(node.Results) == n:
				out = append(out, single(node.Results[i]))
			case len(node.Results) == 1 && n > 1:
				out = append(out, AssignedValue{Expr: node.Results[0], Index: i})
			}
		}
		return true
	})
	return out
}

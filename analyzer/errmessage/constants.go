package errmessage

import (
	"go/ast"
	"go/constant"
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// constants says which expressions are fixed wording: constants, and the
// loop variable of a range over a list of constants, as in
//
//	var retryable = []string{"timeout", "try again"}
//	for _, p := range retryable { if strings.Contains(msg, p) { … } }
//
// where each element is a wording the code decides on.
type constants struct {
	info *types.Info
	// lists holds the package-level variables initialised with a list of
	// constants, and that list. Whether the package changes them later is
	// not checked: such lists are configuration, not state.
	lists map[types.Object]*ast.CompositeLit
	// loopVars holds the range variables over such lists, per package,
	// and the list.
	loopVars map[types.Object]*ast.CompositeLit
}

// newConstants indexes the package's lists of constants and the range
// variables over them (or over a literal list).
func newConstants(m *mcpmodel.Model, files []*ast.File) *constants {
	info := m.Info()
	c := &constants{info: info, lists: make(map[types.Object]*ast.CompositeLit), loopVars: make(map[types.Object]*ast.CompositeLit)}
	for _, file := range files {
		for _, decl := range file.Decls {
			if gen, ok := decl.(*ast.GenDecl); ok {
				c.addLists(gen)
			}
		}
	}
	m.Preorder(rangeNodes, func(n ast.Node) {
		if r := n.(*ast.RangeStmt); r.Value != nil {
			if list := c.list(r.X); list != nil {
				if id, ok := r.Value.(*ast.Ident); ok {
					if obj := info.ObjectOf(id); obj != nil {
						c.loopVars[obj] = list
					}
				}
			}
		}
	})
	return c
}

// rangeNodes are the nodes newConstants looks for loop variables in.
var rangeNodes = []ast.Node{(*ast.RangeStmt)(nil)}

func (c *constants) addLists(gen *ast.GenDecl) {
	for _, spec := range gen.Specs {
		vs, ok := spec.(*ast.ValueSpec)
		if !ok || len(vs.Values) != len(vs.Names) {
			continue
		}
		for i, name := range vs.Names {
			if obj := c.info.Defs[name]; obj != nil && c.isLiteralList(vs.Values[i]) {
				c.lists[obj] = ast.Unparen(vs.Values[i]).(*ast.CompositeLit)
			}
		}
	}
}

// is reports whether e is fixed wording.
func (c *constants) is(e ast.Expr) bool {
	if c.info.Types[e].Value != nil {
		return true
	}
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && c.loopVars[c.info.ObjectOf(id)] != nil
}

// values returns the wordings e stands for: its constant value, or the
// elements of the list a loop variable ranges over.
func (c *constants) values(e ast.Expr) []string {
	if v := c.info.Types[e].Value; v != nil {
		if v.Kind() == constant.String {
			return []string{constant.StringVal(v)}
		}
		return nil
	}
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	var out []string
	if list := c.loopVars[c.info.ObjectOf(id)]; list != nil {
		for _, elt := range list.Elts {
			out = append(out, c.values(elt)...)
		}
	}
	return out
}

// list returns the list of constants e is: a literal one, or a
// package-level variable initialised with one; nil otherwise.
func (c *constants) list(e ast.Expr) *ast.CompositeLit {
	if id, ok := ast.Unparen(e).(*ast.Ident); ok {
		return c.lists[c.info.ObjectOf(id)]
	}
	if c.isLiteralList(e) {
		return ast.Unparen(e).(*ast.CompositeLit)
	}
	return nil
}

// isLiteralList reports whether e is a slice or array literal of constants.
func (c *constants) isLiteralList(e ast.Expr) bool {
	lit, ok := ast.Unparen(e).(*ast.CompositeLit)
	if !ok || len(lit.Elts) == 0 {
		return false
	}
	switch types.Unalias(c.info.TypeOf(lit)).Underlying().(type) {
	case *types.Slice, *types.Array:
	default:
		return false
	}
	for _, elt := range lit.Elts {
		if c.info.Types[elt].Value == nil {
			return false
		}
	}
	return true
}

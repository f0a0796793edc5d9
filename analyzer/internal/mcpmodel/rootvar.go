package mcpmodel

import (
	"go/ast"
	"go/types"
)

// RootVar returns the local variable whose data e is part of: the variable
// at the root of e through selectors, index and slice expressions, type
// assertions, dereferences, parentheses and conversions; nil for package
// variables and calls. Unlike FieldPathRoot, which names one result value,
// it goes through indexing and assertions: items[0].Name is items' data.
func (m *Model) RootVar(e ast.Expr) types.Object {
	for {
		switch x := e.(type) {
		case *ast.ParenExpr:
			e = x.X
		case *ast.SelectorExpr:
			if _, isPkg := m.info.Uses[identOf(x.X)].(*types.PkgName); isPkg {
				return nil
			}
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.SliceExpr:
			e = x.X
		case *ast.TypeAssertExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.UnaryExpr:
			e = x.X
		case *ast.CallExpr:
			if tv, ok := m.info.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 {
				e = x.Args[0]
				continue
			}
			return nil
		case *ast.Ident:
			if v, ok := m.info.ObjectOf(x).(*types.Var); ok && !isPackageVar(v) {
				return v
			}
			return nil
		default:
			return nil
		}
	}
}

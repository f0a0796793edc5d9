package mcpmodel

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/astutil"
)

// Where the fixes of the checks edit: the statement a fix puts its own
// statements before, and the text a decode reads.

// EvaluatingStatement returns the statement of a block (or case clause)
// that evaluates call whenever it runs, before anything else in it that
// could change what the call reads, and the block or clause holding it:
// the call is the statement, the value it assigns or returns, an if's
// init, or an operand of the condition of an if without init (the left
// operand of && and ||, which always runs). A fix can put statements
// before it that read what the call reads, as the call would. False for
// any other place (an else-if, a loop's condition, an argument of another
// call, the right operand of && or ||).
func EvaluatingStatement(file *ast.File, call *ast.CallExpr) (ast.Stmt, ast.Node, bool) {
	path, _ := astutil.PathEnclosingInterval(file, call.Pos(), call.End())
	if len(path) < 2 || path[0] != call {
		return nil, nil, false
	}
	for i := 1; i+1 < len(path); i++ {
		child := path[i-1]
		switch n := path[i].(type) {
		case *ast.ParenExpr:
		case *ast.UnaryExpr:
			if n.Op == token.ARROW {
				return nil, nil, false
			}
		case *ast.BinaryExpr:
			if (n.Op == token.LAND || n.Op == token.LOR) && child != n.X {
				return nil, nil, false
			}
		case *ast.ExprStmt, *ast.ReturnStmt:
			return inList(n.(ast.Stmt), path[i+1])
		case *ast.AssignStmt:
			if !isOneOf(child, n.Rhs) {
				return nil, nil, false
			}
			if ifStmt, ok := path[i+1].(*ast.IfStmt); ok && ifStmt.Init == n && i+2 < len(path) {
				return inList(ifStmt, path[i+2])
			}
			return inList(n, path[i+1])
		case *ast.ValueSpec:
			if !isOneOf(child, n.Values) || i+3 >= len(path) {
				return nil, nil, false
			}
			if decl, ok := path[i+2].(*ast.DeclStmt); ok {
				return inList(decl, path[i+3])
			}
			return nil, nil, false
		case *ast.IfStmt:
			if child != n.Cond || n.Init != nil {
				return nil, nil, false
			}
			return inList(n, path[i+1])
		default:
			return nil, nil, false
		}
	}
	return nil, nil, false
}

func isOneOf(e ast.Node, list []ast.Expr) bool {
	for _, x := range list {
		if x == e {
			return true
		}
	}
	return false
}

// inList returns stmt and parent when stmt is one of the statements of
// parent, where another statement can be put before it.
func inList(stmt ast.Stmt, parent ast.Node) (ast.Stmt, ast.Node, bool) {
	switch p := parent.(type) {
	case *ast.BlockStmt, *ast.CaseClause:
		return stmt, parent, true
	case *ast.CommClause:
		return stmt, parent, p.Comm != stmt
	}
	return nil, nil, false
}

// TextOperand returns the outermost expression of a decode's input that is
// a result's text itself, a string or []byte: []byte(text) in
// json.Unmarshal([]byte(text), &v), text in
// json.NewDecoder(strings.NewReader(text)).Decode(&v). It returns nil when
// the text is out of the decode's sight (a decoder built in another
// statement).
func (f *Flow) TextOperand(dec Decode) ast.Expr {
	var text ast.Expr
	ast.Inspect(dec.Input, func(n ast.Node) bool {
		e, ok := n.(ast.Expr)
		if !ok || text != nil {
			return false
		}
		if f.Source(e).Kind == KindText && isStringOrBytes(f.m.info.TypeOf(e)) {
			text = e
			return false
		}
		return true
	})
	return text
}

func isStringOrBytes(t types.Type) bool {
	if t == nil {
		return false
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Info()&types.IsString != 0
	case *types.Slice:
		b, ok := u.Elem().Underlying().(*types.Basic)
		return ok && b.Kind() == types.Byte
	}
	return false
}

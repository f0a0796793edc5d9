package outputschema

import (
	"go/ast"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// textOnlyReturns returns the success returns of the handler fn that answer
// with a result carrying no structured content. A success return is one
// whose Go error is nil and whose result is not an error result. outAny
// says the handler is a go-sdk typed handler registered with Out any: the
// SDK then fills StructuredContent only from a non-nil Out value.
func (ix *index) textOnlyReturns(fn ast.Node, outAny bool) []*ast.ReturnStmt {
	h, ok := ix.m.ToolHandler(fn)
	if !ok {
		return nil
	}
	n := h.Sig.Results().Len()
	if h.Out == 0 || h.Out == 1 && !outAny {
		return nil // the SDK fills the structured channel from the Out value
	}
	var found []*ast.ReturnStmt
	ix.m.Inspect(h.Body, func(node ast.Node) bool {
		switch node := node.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(node.Results) == n && isNilIdent(node.Results, n-1) && ix.answersWithoutStructured(fn, node, h.Out) {
				found = append(found, node)
			}
		}
		return true
	})
	return found
}

// answersWithoutStructured reports whether the success return ret answers
// with a result known to carry no structured content and no error flag.
func (ix *index) answersWithoutStructured(fn ast.Node, ret *ast.ReturnStmt, out int) bool {
	res := ret.Results[0]
	if out == 1 {
		if !isNilIdent(ret.Results, 1) {
			return false // the SDK puts Out in StructuredContent
		}
		if isNilIdent(ret.Results, 0) {
			return true // the SDK answers an empty result
		}
	}
	if ix.givenAnError(res, 0) {
		return false
	}
	s := ix.m.ResultSiteAt(fn, ret, res)
	return s.Known && !s.Structured && !s.IsError
}

// maxDepth bounds how many variables givenAnError follows.
const maxDepth = 8

// givenAnError reports whether the result e is built by a call of the
// package's own builder given an error that may be non-nil
// (NewTextResult("", err), kubernetes-mcp-server's): such a builder
// answers an error result for a non-nil error, which its summary, made for
// all its callers, cannot tell.
func (ix *index) givenAnError(e ast.Expr, depth int) bool {
	if depth > maxDepth {
		return false
	}
	switch e := mcpmodel.StripAll(e).(type) {
	case *ast.CallExpr:
		for _, arg := range e.Args {
			if mcpmodel.IsErrorType(ix.pass.TypesInfo.TypeOf(arg)) && !isNilIdent([]ast.Expr{arg}, 0) {
				return true
			}
		}
	case *ast.Ident:
		if v := ix.varOf(e); v != nil {
			for _, s := range ix.m.AssignedValues(v) {
				if ix.givenAnError(s.Expr, depth+1) {
					return true
				}
			}
		}
	}
	return false
}

package lint

import (
	"fmt"
	"go/ast"
	"go/token"

	"golang.org/x/tools/go/analysis"
)

// internalError is a panic raised inside an analyzer, with the position of
// the function being analysed when it happened.
type internalError struct {
	pos   token.Position
	value any
}

// Guard wraps an analyzer's Run so that an internal panic becomes an error
// naming the analyzer and position, instead of crashing the whole run.
func Guard(run func(*analysis.Pass) (any, error)) func(*analysis.Pass) (any, error) {
	return func(pass *analysis.Pass) (result any, err error) {
		defer func() {
			r := recover()
			if r == nil {
				return
			}
			where := pass.Pkg.Path()
			if ie, ok := r.(*internalError); ok {
				where, r = ie.pos.String(), ie.value
			}
			result, err = nil, fmt.Errorf("%s: internal error at %s: %v (please report this at the mcpresult issue tracker)", pass.Analyzer.Name, where, r)
		}()
		return run(pass)
	}
}

// AtNode runs fn; a panic inside it is re-raised with n's position, so
// that Guard can say where the analyzer failed. The innermost position
// wins.
func AtNode(fset *token.FileSet, n ast.Node, fn func()) {
	defer func() {
		if r := recover(); r != nil {
			if _, already := r.(*internalError); already {
				panic(r)
			}
			panic(&internalError{pos: fset.Position(n.Pos()), value: r})
		}
	}()
	fn()
}

package noop

import (
	"reflect"
	"runtime"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// ownPrefix is the import path prefix of the analyzers that Hollow empties.
const ownPrefix = "github.com/mcpresult/mcpresult/"

// Hollow returns copies of analyzers, and of everything they require, in
// which every Run defined in this module returns a zero result at once.
// Names, flags, Requires, FactTypes and ResultType are kept, so the driver
// does the same work around them. Required analyzers from other modules
// (x/tools passes) are shared, not copied: they are part of the shape.
func Hollow(analyzers []*analysis.Analyzer) []*analysis.Analyzer {
	copies := make(map[*analysis.Analyzer]*analysis.Analyzer)
	out := make([]*analysis.Analyzer, len(analyzers))
	for i, a := range analyzers {
		out[i] = hollow(a, copies)
	}
	return out
}

func hollow(a *analysis.Analyzer, copies map[*analysis.Analyzer]*analysis.Analyzer) *analysis.Analyzer {
	if c, ok := copies[a]; ok {
		return c
	}
	if !isOwn(a) {
		copies[a] = a
		return a
	}
	c := *a // copies Name, Doc, Flags, FactTypes, ResultType, ...
	copies[a] = &c
	c.Requires = make([]*analysis.Analyzer, len(a.Requires))
	for i, r := range a.Requires {
		c.Requires[i] = hollow(r, copies)
	}
	c.Run = zeroRun(a.ResultType)
	return &c
}

// isOwn reports whether a's Run is defined in this module.
func isOwn(a *analysis.Analyzer) bool {
	if a.Run == nil {
		return false
	}
	fn := runtime.FuncForPC(reflect.ValueOf(a.Run).Pointer())
	return fn != nil && strings.HasPrefix(fn.Name(), ownPrefix)
}

// zeroRun returns a Run yielding the zero value of the result type: the
// driver checks that a Run's result has the declared type, and a nil
// *Model is what the checks see on packages without MCP anyway.
func zeroRun(resultType reflect.Type) func(*analysis.Pass) (any, error) {
	var zero any
	if resultType != nil {
		zero = reflect.Zero(resultType).Interface()
	}
	return func(*analysis.Pass) (any, error) { return zero, nil }
}

package outputschema

import (
	"go/ast"
	"go/constant"
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// tool is what the binding knows of a tool definition: whether it declares
// an output schema, and its name when that is a constant.
type tool struct {
	declares bool
	name     string
}

// maxDepth bounds how many calls and variables the binding follows back
// from a registration (a constructor calling a constructor …).
const maxDepth = 8

// toolOf says whether the tool definition at src declares an output
// schema: an mcp-go mcp.NewTool with a schema option, a Tool literal with
// OutputSchema or RawOutputSchema, a variable given one of those (or given
// a schema by assignment), or a function returning one (in another package,
// by its schemaToolFunc fact).
func (ix *index) toolOf(src source, depth int) tool {
	if depth > maxDepth {
		return tool{}
	}
	e := strip(src.expr)
	if src.index >= 0 {
		if call, ok := e.(*ast.CallExpr); ok {
			return ix.toolReturned(call, src.index, depth)
		}
		return tool{}
	}
	switch e := e.(type) {
	case *ast.CompositeLit:
		if vocab.IsToolType(ix.pass.TypesInfo.TypeOf(e)) {
			return ix.toolLiteral(e)
		}
	case *ast.CallExpr:
		if fn := ix.calleeOf(e); vocab.IsToolConstructor(fn) {
			return ix.newTool(e)
		}
		return ix.toolReturned(e, 0, depth)
	case *ast.Ident:
		v := ix.varOf(e)
		if v == nil {
			return tool{}
		}
		var t tool
		for _, s := range ix.assigned[v] {
			got := ix.toolOf(s, depth+1)
			if t.name == "" || got.declares && !t.declares {
				t = got
			}
		}
		t.declares = t.declares || ix.schemaSet[v]
		return t
	}
	return tool{}
}

// toolReturned says what tool the function called by call returns as its
// result i: in this package from its returns, elsewhere from its fact.
func (ix *index) toolReturned(call *ast.CallExpr, i int, depth int) tool {
	fn := ix.calleeOf(call)
	if fn == nil {
		return tool{}
	}
	if decl := ix.decls[fn]; decl != nil {
		for _, s := range ix.returnsAt(decl, i) {
			if t := ix.toolOf(s, depth+1); t.declares {
				return t
			}
		}
		return tool{}
	}
	var fact schemaToolFunc
	if fn.Pkg() != nil && fn.Pkg() != ix.pass.Pkg && ix.pass.ImportObjectFact(fn.Origin(), &fact) && fact.Result == i {
		return tool{declares: true, name: fact.Name}
	}
	return tool{}
}

// newTool reads mcp.NewTool(name, opts...): it declares a schema when one
// of its options is a schema option (mcp.WithOutputSchema[T]() …).
func (ix *index) newTool(call *ast.CallExpr) tool {
	var t tool
	if len(call.Args) > 0 {
		t.name = ix.constString(call.Args[0])
	}
	for _, arg := range call.Args[1:] {
		if opt, ok := ast.Unparen(arg).(*ast.CallExpr); ok && ix.isSchemaOption(opt, 0) {
			t.declares = true
		}
	}
	return t
}

// isSchemaOption reports whether call gives a schema option: an SDK's
// (mcp.WithOutputSchema[T]() …), or a call of a function of this package
// every return of which gives one (func rawOutput(s string)
// mcp.ToolOption { return mcp.WithRawOutputSchema(…) }).
func (ix *index) isSchemaOption(call *ast.CallExpr, depth int) bool {
	fn := ix.calleeOf(call)
	if vocab.IsOutputSchemaOption(fn) {
		return true
	}
	decl := ix.decls[fn]
	if decl == nil || depth >= maxDepth {
		return false
	}
	returns := ix.returnsAt(decl, 0)
	for _, r := range returns {
		opt, ok := ast.Unparen(r.expr).(*ast.CallExpr)
		if !ok || r.index >= 0 || !ix.isSchemaOption(opt, depth+1) {
			return false
		}
	}
	return len(returns) > 0
}

// toolLiteral reads a Tool literal: it declares a schema when its
// OutputSchema or RawOutputSchema is given and is not nil.
func (ix *index) toolLiteral(lit *ast.CompositeLit) tool {
	var t tool
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		key, ok := kv.Key.(*ast.Ident)
		if !ok {
			continue
		}
		switch key.Name {
		case vocab.FieldToolName:
			t.name = ix.constString(kv.Value)
		case vocab.FieldOutputSchema, vocab.FieldRawOutputSchema:
			t.declares = t.declares || setsSchema(kv.Value)
		}
	}
	return t
}

// constString returns the value of a constant string expression, or "".
func (ix *index) constString(e ast.Expr) string {
	tv, ok := ix.pass.TypesInfo.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return ""
	}
	return constant.StringVal(tv.Value)
}

// returnsTool reports the result index at which fn returns a tool
// definition (the first one), or -1.
func returnsTool(fn *types.Func) int {
	results := fn.Type().(*types.Signature).Results()
	for i := range results.Len() {
		if vocab.IsToolType(results.At(i).Type()) {
			return i
		}
	}
	return -1
}

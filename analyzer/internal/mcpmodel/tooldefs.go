package mcpmodel

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// Tool definitions: what a registration's tool argument says of the tool,
// followed back through variables (locals and package-level ones: var
// weatherTool = mcp.Tool{…}), the package's functions that return one, and
// other packages' by fact.

// Tool is what the model knows of a tool definition.
type Tool struct {
	// Name is the tool's name when it is a constant, else "".
	Name string
	// DeclaresSchema is set when the tool declares an output schema: an
	// mcp-go mcp.NewTool with a schema option (mcp.WithOutputSchema[T]() …,
	// or a function of the package every return of which gives one), a
	// Tool literal with OutputSchema or RawOutputSchema, a variable given
	// one of those or given a schema by assignment (tool.OutputSchema = …).
	DeclaresSchema bool
}

// maxDepth bounds how many calls and variables are followed back from a
// registration (a constructor calling a constructor …).
const maxDepth = 8

// toolOf says what the tool definition at src is.
func (m *Model) toolOf(src AssignedValue, depth int) Tool {
	if depth > maxDepth {
		return Tool{}
	}
	e := StripAll(src.Expr)
	if src.Index >= 0 {
		if call, ok := e.(*ast.CallExpr); ok {
			return m.toolReturned(call, src.Index, depth)
		}
		return Tool{}
	}
	switch e := e.(type) {
	case *ast.CompositeLit:
		if vocab.IsToolType(m.info.TypeOf(e)) {
			return m.toolLiteral(e)
		}
	case *ast.CallExpr:
		if fn := m.funcOf(e.Fun); vocab.IsToolConstructor(fn) {
			return m.newTool(e)
		}
		return m.toolReturned(e, 0, depth)
	case *ast.Ident:
		v := m.varOf(e)
		if v == nil {
			return Tool{}
		}
		ix := m.tools()
		var t Tool
		for _, s := range ix.assigned[v] {
			got := m.toolOf(s, depth+1)
			if t.Name == "" || got.DeclaresSchema && !t.DeclaresSchema {
				t = got
			}
		}
		t.DeclaresSchema = t.DeclaresSchema || ix.schemaSet[v]
		return t
	}
	return Tool{}
}

// toolReturned says what tool the function called by call returns as its
// result i: in this package from its returns, elsewhere from its fact.
func (m *Model) toolReturned(call *ast.CallExpr, i int, depth int) Tool {
	fn := m.funcOf(call.Fun)
	if fn == nil {
		return Tool{}
	}
	if decl := m.tools().decls[fn]; decl != nil {
		var t Tool
		for _, s := range m.returnsAt(decl, i) {
			got := m.toolOf(s, depth+1)
			if got.DeclaresSchema {
				return got
			}
			if t.Name == "" {
				t = got
			}
		}
		return t
	}
	var fact toolFuncFact
	if fn.Pkg() != nil && fn.Pkg() != m.pass.Pkg && m.pass.ImportObjectFact(fn.Origin(), &fact) && fact.Result == i {
		return Tool{Name: fact.Name, DeclaresSchema: fact.Schema}
	}
	return Tool{}
}

// newTool reads mcp.NewTool(name, opts...): it declares a schema when one
// of its options is a schema option.
func (m *Model) newTool(call *ast.CallExpr) Tool {
	var t Tool
	if len(call.Args) > 0 {
		t.Name = m.constString(call.Args[0])
	}
	for _, arg := range call.Args[1:] {
		if opt, ok := ast.Unparen(arg).(*ast.CallExpr); ok && m.isSchemaOption(opt, 0) {
			t.DeclaresSchema = true
		}
	}
	return t
}

// isSchemaOption reports whether call gives a schema option: an SDK's
// (mcp.WithOutputSchema[T]() …), or a call of a function of this package
// every return of which gives one (func rawOutput(s string)
// mcp.ToolOption { return mcp.WithRawOutputSchema(…) }).
func (m *Model) isSchemaOption(call *ast.CallExpr, depth int) bool {
	fn := m.funcOf(call.Fun)
	if vocab.IsOutputSchemaOption(fn) {
		return true
	}
	decl := m.tools().decls[fn]
	if decl == nil || depth >= maxDepth {
		return false
	}
	returns := m.returnsAt(decl, 0)
	for _, r := range returns {
		opt, ok := ast.Unparen(r.Expr).(*ast.CallExpr)
		if !ok || r.Index >= 0 || !m.isSchemaOption(opt, depth+1) {
			return false
		}
	}
	return len(returns) > 0
}

// toolLiteral reads a Tool literal: it declares a schema when its
// OutputSchema or RawOutputSchema is given and is not nil.
func (m *Model) toolLiteral(lit *ast.CompositeLit) Tool {
	var t Tool
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
			t.Name = m.constString(kv.Value)
		case vocab.FieldOutputSchema, vocab.FieldRawOutputSchema:
			t.DeclaresSchema = t.DeclaresSchema || setsSchema(kv.Value)
		}
	}
	return t
}

// constString returns the value of a constant string expression, or "".
func (m *Model) constString(e ast.Expr) string {
	tv, ok := m.info.Types[e]
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

// exportToolFuncs gives the package's exported functions that return a
// tool definition with a constant name or a schema a toolFuncFact, for the
// packages that register them. It runs with the model (facts are exported
// during its pass), and builds the tool index only for a package that has
// such a function.
func (m *Model) exportToolFuncs() {
	for _, c := range m.decls {
		decl := c.Node().(*ast.FuncDecl)
		fn, ok := m.info.Defs[decl.Name].(*types.Func)
		if !ok || !fn.Exported() {
			continue
		}
		i := returnsTool(fn)
		if i < 0 {
			continue
		}
		var t Tool
		for _, s := range m.returnsAt(decl, i) {
			got := m.toolOf(s, 0)
			if got.DeclaresSchema || t.Name == "" {
				t.DeclaresSchema = t.DeclaresSchema || got.DeclaresSchema
				if t.Name == "" {
					t.Name = got.Name
				}
			}
		}
		if t.Name != "" || t.DeclaresSchema {
			m.pass.ExportObjectFact(fn, &toolFuncFact{Result: i, Name: t.Name, Schema: t.DeclaresSchema})
		}
	}
}

// toolFuncFact marks a function whose result Result is a tool definition
// (func fooTool() mcp.Tool { return mcp.NewTool("foo",
// mcp.WithOutputSchema[Out]()) }): its name when it is a constant, and
// whether it declares an output schema.
type toolFuncFact struct {
	Result int
	Name   string
	Schema bool
}

func (*toolFuncFact) AFact() {}

func (f *toolFuncFact) String() string {
	if f.Schema {
		return fmt.Sprintf("mcptool(result %d, %q, schema)", f.Result, f.Name)
	}
	return fmt.Sprintf("mcptool(result %d, %q)", f.Result, f.Name)
}

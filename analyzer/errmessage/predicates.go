package errmessage

import (
	"go/ast"
	"go/types"
	"sort"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// predicates holds this package's predicate helpers: functions returning a
// bool that decide on the wording of one of their string or error
// parameters (func isAuthError(s string) bool { return
// strings.Contains(s, "unauthorized") }), and which parameters. A helper is
// silent by itself (its parameter may be any text); a call of it, in a
// decision, on a message or an isError text is the finding.
type predicates map[*types.Func][]int

// maxRounds bounds the summaries' fixpoint (helpers calling helpers).
const maxRounds = 6

// findPredicates summarises the package's predicate helpers.
func findPredicates(m *mcpmodel.Model, files []*ast.File, consts *constants) predicates {
	var candidates []*ast.FuncDecl
	for _, file := range files {
		for _, d := range file.Decls {
			if decl, ok := d.(*ast.FuncDecl); ok && decl.Body != nil && returnsBool(m.Info(), decl) && len(textParams(m.Info(), decl)) > 0 {
				candidates = append(candidates, decl)
			}
		}
	}
	preds := make(predicates)
	for round := 0; round < maxRounds; round++ {
		learnt := false
		for _, decl := range candidates {
			fn, _ := m.Info().Defs[decl.Name].(*types.Func)
			if fn == nil || preds[fn] != nil {
				continue
			}
			if params := matchedParams(m, decl, consts, preds); len(params) > 0 {
				preds[fn] = params
				learnt = true
			}
		}
		if !learnt {
			break
		}
	}
	return preds
}

func returnsBool(info *types.Info, decl *ast.FuncDecl) bool {
	if decl.Type.Results == nil {
		return false
	}
	for _, field := range decl.Type.Results.List {
		if isBool(info.TypeOf(field.Type)) {
			return true
		}
	}
	return false
}

// textParams maps the string and error parameters of decl to their index.
func textParams(info *types.Info, decl *ast.FuncDecl) map[types.Object]int {
	params := make(map[types.Object]int)
	i := 0
	for _, field := range decl.Type.Params.List {
		t := info.TypeOf(field.Type)
		isText := t != nil && (isStringType(t) || mcpmodel.IsErrorType(t))
		if len(field.Names) == 0 {
			i++
			continue
		}
		for _, name := range field.Names {
			if obj := info.Defs[name]; obj != nil && isText {
				params[obj] = i
			}
			i++
		}
	}
	return params
}

func isStringType(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// matchedParams returns the parameters decl decides on, directly or through
// a local derived from one (lower := strings.ToLower(s)).
func matchedParams(m *mcpmodel.Model, decl *ast.FuncDecl, consts *constants, preds predicates) []int {
	paramOf := derivedParams(m, decl, textParams(m.Info(), decl))
	matched := make(map[int]bool)
	d := &decisions{m: m, consts: consts, predicates: preds, subject: func(op operand) bool {
		i, ok := paramOf(op.x)
		if ok {
			matched[i] = true
		}
		return ok
	}}
	d.walk(decl.Body, true)
	list := make([]int, 0, len(matched))
	for i := range matched {
		list = append(list, i)
	}
	sort.Ints(list)
	return list
}

// derivedParams returns a function telling which of params (parameters of
// decl, by index) an expression is, or the text of: err.Error(),
// strings.ToLower(s), or a local of decl assigned one of these.
func derivedParams(m *mcpmodel.Model, decl *ast.FuncDecl, params map[types.Object]int) func(ast.Expr) (int, bool) {
	paramOf := func(x ast.Expr) (int, bool) {
		x = m.UnwrapText(x)
		if call, ok := x.(*ast.CallExpr); ok { // err.Error()
			if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && sel.Sel.Name == "Error" && len(call.Args) == 0 {
				x = m.UnwrapText(sel.X)
			}
		}
		id, ok := x.(*ast.Ident)
		if !ok {
			return 0, false
		}
		i, ok := params[m.Info().ObjectOf(id)]
		return i, ok
	}
	// Locals derived from a parameter, in source order.
	m.Inspect(decl.Body, func(n ast.Node) bool {
		if assign, ok := n.(*ast.AssignStmt); ok && len(assign.Lhs) == 1 && len(assign.Rhs) == 1 {
			if id, ok := assign.Lhs[0].(*ast.Ident); ok {
				if i, ok := paramOf(assign.Rhs[0]); ok {
					if obj := m.Info().ObjectOf(id); obj != nil {
						params[obj] = i
					}
				}
			}
		}
		return true
	})
	return paramOf
}

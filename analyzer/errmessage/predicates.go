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
// strings.Contains(s, "unauthorized") }), looking for constants of their
// own or for needles their caller gives them (func containsAny(s string,
// subs ...string) bool). A helper is silent by itself (its parameter may
// be any text); a call of it, in a decision, on a message or an isError
// text is the finding.
type predicates map[*types.Func]*predicate

// predicate says what a predicate helper decides on.
type predicate struct {
	texts []int // the parameters whose wording it decides on
	// needles are the parameters it looks for in them; a call decides on
	// wording only when it gives constants there.
	needles []int
	// wordings are the constants it looks for itself.
	wordings []string
}

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
			if p := matchedParams(m, decl, consts, preds); p != nil {
				preds[fn] = p
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

// matchedParams returns what decl decides on, directly or through a local
// derived from a parameter (lower := strings.ToLower(s)), or nil: the
// parameters it matches, and the needles it looks for, constants or
// parameters (or range variables over a slice parameter).
func matchedParams(m *mcpmodel.Model, decl *ast.FuncDecl, consts *constants, preds predicates) *predicate {
	params := textParams(m.Info(), decl)
	paramOf := derivedParams(m, decl, params)
	needleOf := needleParams(m, decl)
	matched := make(map[int]bool)
	needles := make(map[int]bool)
	var wordings []string
	d := &decisions{m: m, consts: consts, predicates: preds, needleParam: needleOf, subject: func(op operand) bool {
		i, ok := paramOf(op.x)
		if !ok {
			return false
		}
		matched[i] = true
		for _, n := range op.needleParams {
			needles[n] = true
		}
		for _, c := range append(append([]ast.Expr(nil), op.against...), op.needles...) {
			wordings = append(wordings, consts.values(c)...)
		}
		wordings = append(wordings, op.wordings...)
		return true
	}}
	d.walk(decl.Body, true)
	if len(matched) == 0 {
		return nil
	}
	return &predicate{texts: sortedInts(matched), needles: sortedInts(needles), wordings: wordings}
}

func sortedInts(set map[int]bool) []int {
	list := make([]int, 0, len(set))
	for i := range set {
		list = append(list, i)
	}
	sort.Ints(list)
	return list
}

// needleParams returns a function telling which string parameter of decl
// (or a range variable over a []string parameter, a variadic one) a
// needle is.
func needleParams(m *mcpmodel.Model, decl *ast.FuncDecl) func(ast.Expr) (int, bool) {
	params := make(map[types.Object]int)
	i := 0
	for _, field := range decl.Type.Params.List {
		t := m.Info().TypeOf(field.Type)
		if len(field.Names) == 0 {
			i++
			continue
		}
		for _, name := range field.Names {
			if obj := m.Info().Defs[name]; obj != nil && (isStringType(t) || isStringSlice(t)) {
				params[obj] = i
			}
			i++
		}
	}
	m.Inspect(decl.Body, func(n ast.Node) bool {
		if r, ok := n.(*ast.RangeStmt); ok && r.Value != nil {
			if id, ok := ast.Unparen(r.X).(*ast.Ident); ok {
				if i, isParam := params[m.Info().ObjectOf(id)]; isParam {
					if v := identOf(r.Value); v != nil && m.Info().ObjectOf(v) != nil {
						params[m.Info().ObjectOf(v)] = i
					}
				}
			}
		}
		return true
	})
	return func(e ast.Expr) (int, bool) {
		id := identOf(m.UnwrapText(e))
		if id == nil {
			return 0, false
		}
		obj := m.Info().ObjectOf(id)
		i, ok := params[obj]
		return i, ok && isStringType(obj.Type())
	}
}

func isStringSlice(t types.Type) bool {
	s, ok := t.Underlying().(*types.Slice)
	return ok && isStringType(s.Elem())
}

// derivedParams returns a function telling which of params (parameters of
// decl, by index) an expression is, or the text of: err.Error(),
// strings.ToLower(s), or a local of decl assigned one of these.
func derivedParams(m *mcpmodel.Model, decl *ast.FuncDecl, params map[types.Object]int) func(ast.Expr) (int, bool) {
	paramOf := func(x ast.Expr) (int, bool) {
		x = m.UnwrapText(x)
		if call, ok := x.(*ast.CallExpr); ok { // err.Error()
			if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && sel.Sel.Name == "Error" && len(call.Args) == 0 && mcpmodel.IsErrorType(m.Info().TypeOf(sel.X)) {
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

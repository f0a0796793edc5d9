package errmessage

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"regexp"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/lint"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// Doc is the analyzer's documentation; its first line is the summary.
const Doc = `report branching on a tool error's message instead of its code

An error object {code, message} says what went wrong twice: the code for
programs, the message for people. The wording of the message is not a
contract and changes without notice; the text of an isError result is prose
too. Decide on the code (or a documented errorCategory / isRetryable).
Suppress with //nolint:errmessage or //lint:ignore errmessage reason.`

// New returns the errmessage analyzer, reading the shared model from model.
func New(model *analysis.Analyzer) *analysis.Analyzer {
	return lint.NewCheck("errmessage", Doc, model, run)
}

const (
	messageObject  = "branching on the error message; its wording is not a contract: branch on %s"
	messageIsError = "branching on the text of an isError result; treat it as a failure: its text is for people"
	fixTitle       = "Compare the %s field instead"
)

func run(pass *analysis.Pass, m *mcpmodel.Model) {
	m.Funcs(func(file *ast.File, decl *ast.FuncDecl) {
		// Test code checks the wording its own code produces, on both sides
		// of the fixture; that is a test's business (see the docs).
		if m.IsTestCode(file, decl) || !mcpmodel.MentionsErrorMessage(decl.Body) {
			return
		}
		fc := &funcCheck{
			pass:   pass,
			m:      m,
			reads:  m.MessageReadsIn(decl.Body),
			flow:   m.FlowOf(decl),
			scopes: m.ErrorScopesIn(decl.Body),
		}
		ast.Inspect(decl.Body, fc.visit)
	})
}

type funcCheck struct {
	pass   *analysis.Pass
	m      *mcpmodel.Model
	reads  *mcpmodel.MessageReads
	flow   *mcpmodel.Flow
	scopes *mcpmodel.ErrorScopes
}

func (fc *funcCheck) visit(n ast.Node) bool {
	switch n := n.(type) {
	case *ast.IfStmt:
		// if got != want { t.Errorf(…) } is a test's assertion, not a
		// decision of the code under test.
		if fc.m.BlockFailure(n.Body, nil) != mcpmodel.FailTest {
			fc.condition(n.Cond)
			if init := decidingInit(n); init != nil {
				fc.condition(init)
			}
		}
	case *ast.SwitchStmt:
		if n.Tag != nil {
			fc.switchTag(n)
			return true
		}
		for _, stmt := range n.Body.List {
			for _, e := range stmt.(*ast.CaseClause).List {
				fc.condition(e)
			}
		}
	}
	return true
}

// decidingInit returns the right-hand side of an if statement's init when
// the condition tests what it assigns: if ok, _ := regexp.MatchString(…); ok.
func decidingInit(stmt *ast.IfStmt) ast.Expr {
	assign, ok := stmt.Init.(*ast.AssignStmt)
	if !ok || len(assign.Rhs) != 1 {
		return nil
	}
	for _, lhs := range assign.Lhs {
		if id, ok := lhs.(*ast.Ident); ok && id.Name != "_" && mcpmodel.Mentions(stmt.Cond, id.Name) {
			return assign.Rhs[0]
		}
	}
	return nil
}

// condition reports the messages compared or searched in cond.
func (fc *funcCheck) condition(cond ast.Expr) {
	ast.Inspect(cond, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.BinaryExpr:
			if n.Op == token.EQL || n.Op == token.NEQ {
				fc.comparison(n)
			}
		case *ast.CallExpr:
			for _, arg := range fc.searchedArgs(n) {
				fc.check(arg, nil)
			}
			return false // a search's arguments are not decisions of their own
		}
		return true
	})
}

// comparison checks msg == "wording". Only a comparison with a constant
// decides on wording: msg != "" asks whether there is a message at all,
// and msg != other.Error() compares two texts (to avoid repeating one).
func (fc *funcCheck) comparison(b *ast.BinaryExpr) {
	info := fc.m.Info()
	if isEmptyString(info, b.X) || isEmptyString(info, b.Y) {
		return
	}
	if isConstant(info, b.Y) && fc.check(b.X, []ast.Expr{b.Y}) {
		return
	}
	if isConstant(info, b.X) {
		fc.check(b.Y, []ast.Expr{b.X})
	}
}

func (fc *funcCheck) switchTag(sw *ast.SwitchStmt) {
	var values []ast.Expr
	for _, stmt := range sw.Body.List {
		for _, v := range stmt.(*ast.CaseClause).List {
			if !isConstant(fc.m.Info(), v) {
				return
			}
			values = append(values, v)
		}
	}
	if len(values) > 0 {
		fc.check(sw.Tag, values)
	}
}

func isConstant(info *types.Info, e ast.Expr) bool {
	return info.Types[e].Value != nil
}

// check reports x when it is an error object's message or the text of a
// known isError result. against are the values it is compared with, for
// the suggested fix. It reports whether it reported.
func (fc *funcCheck) check(x ast.Expr, against []ast.Expr) bool {
	if msg, ok := fc.reads.Message(x); ok {
		d := analysis.Diagnostic{Pos: x.Pos(), End: x.End(), Message: fmt.Sprintf(messageObject, msg.Code)}
		if fix, ok := fc.codeFix(x, msg, against); ok {
			d.SuggestedFixes = []analysis.SuggestedFix{fix}
		}
		fc.m.Report(fc.pass, d)
		return true
	}
	src := fc.flow.Source(fc.m.UnwrapText(x))
	if src.Kind == mcpmodel.KindText && src.Result != nil && fc.scopes.Known(x.Pos(), fc.m.RootVar(src.Result)) {
		fc.m.Report(fc.pass, analysis.Diagnostic{Pos: x.Pos(), End: x.End(), Message: messageIsError})
		return true
	}
	return false
}

// searchedArgs returns the arguments whose text a search call looks into:
// strings.Contains(s, …) and friends, regexp matches.
func (fc *funcCheck) searchedArgs(call *ast.CallExpr) []ast.Expr {
	fn, _ := typeutil.Callee(fc.m.Info(), call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || len(call.Args) == 0 {
		return nil
	}
	isMethod := fn.Type().(*types.Signature).Recv() != nil
	switch path := fn.Pkg().Path(); {
	case (path == "strings" || path == "bytes") && !isMethod && len(call.Args) == 2:
		// Searching for a constant needle decides on wording; searching
		// one text in another does not.
		switch fn.Name() {
		case "Contains", "ContainsAny", "ContainsRune", "HasPrefix", "HasSuffix", "Index", "IndexAny", "LastIndex", "Count":
			if isConstant(fc.m.Info(), call.Args[1]) {
				return call.Args[:1]
			}
		case "EqualFold", "Compare":
			if isConstant(fc.m.Info(), call.Args[1]) {
				return call.Args[:1]
			}
			if isConstant(fc.m.Info(), call.Args[0]) {
				return call.Args[1:]
			}
		}
	case path == "regexp" && !isMethod && len(call.Args) == 2:
		switch fn.Name() {
		case "MatchString", "Match":
			return call.Args[1:]
		}
	case path == "regexp" && isMethod:
		switch fn.Name() {
		case "MatchString", "Match", "FindString", "FindStringIndex", "FindStringSubmatch", "FindIndex":
			return call.Args[:1]
		}
	}
	return nil
}

func isEmptyString(info *types.Info, e ast.Expr) bool {
	tv := info.Types[e]
	return tv.Value != nil && tv.Value.ExactString() == `""`
}

// codeLike matches literals that are codes, not prose: not_found,
// RATE_LIMITED. Comparing the message with one is a slip for the code.
var codeLike = regexp.MustCompile(`^([a-z][a-z0-9]*(_[a-z0-9]+)+|[A-Z][A-Z0-9]*(_[A-Z0-9]+)+)$`)

// codeFix rewrites obj.Message to obj.Code when that is mechanical and
// safe: the message is read directly as a field, the code field is a
// string, and every value it is compared with is a code-like literal.
func (fc *funcCheck) codeFix(x ast.Expr, msg mcpmodel.ErrorMessage, against []ast.Expr) (analysis.SuggestedFix, bool) {
	sel, ok := msg.Read.(*ast.SelectorExpr)
	if !ok || ast.Unparen(x) != sel || msg.CodeField == nil || len(against) == 0 {
		return analysis.SuggestedFix{}, false
	}
	if b, ok := msg.CodeField.Type().Underlying().(*types.Basic); !ok || b.Kind() != types.String {
		return analysis.SuggestedFix{}, false
	}
	for _, v := range against {
		lit, ok := ast.Unparen(v).(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING || len(lit.Value) < 2 || !codeLike.MatchString(lit.Value[1:len(lit.Value)-1]) {
			return analysis.SuggestedFix{}, false
		}
	}
	// The code field must be reachable by name from the same object.
	obj, _, _ := types.LookupFieldOrMethod(fc.m.Info().TypeOf(sel.X), true, msg.CodeField.Pkg(), msg.CodeField.Name())
	if obj != msg.CodeField {
		return analysis.SuggestedFix{}, false
	}
	name := msg.CodeField.Name()
	return analysis.SuggestedFix{
		Message:   fmt.Sprintf(fixTitle, name),
		TextEdits: []analysis.TextEdit{{Pos: sel.Sel.Pos(), End: sel.Sel.End(), NewText: []byte(name)}},
	}, true
}

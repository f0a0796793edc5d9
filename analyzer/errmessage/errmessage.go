package errmessage

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/internal/lint"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// Doc is the analyzer's documentation; its first line is the summary.
const Doc = `report branching on a tool error's message instead of its code

An error object {code, message} says what went wrong twice: the code for
programs, the message for people. The wording of the message is not a
contract and changes without notice; the text of an isError result is prose
too, and the text of a client request's Go error (CallTool, GetPrompt…)
hides a JSON-RPC code. Decide on the code (or a documented errorCategory /
isRetryable).
Suppress with //nolint:errmessage or //lint:ignore errmessage reason.`

// New returns the errmessage analyzer, reading the shared model from model.
func New(model *analysis.Analyzer) *analysis.Analyzer {
	a := lint.NewCheck("errmessage", Doc, model, run)
	a.FactTypes = []analysis.Fact{new(requestWrapperFact)}
	return a
}

const (
	messageObject    = "branching on the error message; its wording is not a contract: branch on %s"
	messageIsError   = "branching on the text of an isError result; treat it as a failure: its text is for people"
	messageCallError = "branching on the text of a %s error; its wording is not a contract: %s"
)

// callErrorFix says, per SDK, what a client request's error offers instead
// of its text.
var callErrorFix = map[string]string{
	sdkGo:    "use errors.As with *jsonrpc.Error and branch on its Code",
	sdkMCPGo: "use errors.Is with mcp-go's sentinel errors (mcp.ErrMethodNotFound, …)",
}

func run(pass *analysis.Pass, m *mcpmodel.Model) {
	consts := newConstants(m, pass.Files)
	preds := findPredicates(m, pass.Files, consts)
	requests := findRequestWrappers(pass, m)
	errParams := findErrorParams(m, requests, pass.Files)
	words := newWordings(pass.Pkg)
	m.Funcs(func(file *ast.File, decl *ast.FuncDecl) {
		fn, _ := m.Info().Defs[decl.Name].(*types.Func)
		received := errParams[fn]
		if !mentionsWording(m, decl.Body, consts, preds) && received == nil {
			return
		}
		fc := &funcCheck{
			pass:     pass,
			m:        m,
			decl:     decl,
			requests: requests,
			wordings: words,
		}
		d := &decisions{m: m, consts: consts, predicates: preds, subject: fc.check}
		if m.IsTestCode(file, decl) {
			// A test's assertions on the wording are its expectations;
			// its decisions are reported as anywhere else (testcode.go).
			asserts := testAssertions(m, decl.Body)
			d.assertion = func(n ast.Node) bool { return asserts[n] }
		}
		d.walk(decl.Body, false)
		if received != nil {
			fc.reportErrorParams(decl, received, *d)
		}
	})
}

type funcCheck struct {
	pass     *analysis.Pass
	m        *mcpmodel.Model
	decl     *ast.FuncDecl
	requests *requests
	wordings *wordings

	// What check asks about the function is computed when a decision
	// first hands it an operand: most functions compare no text with a
	// constant at all (see the accessors below).
	reads    *messageReads
	flow     *mcpmodel.Flow
	scopes   *mcpmodel.ErrorScopes
	callErrs *callErrors
}

// funcFlow returns the function's flow, computed on first use.
func (fc *funcCheck) funcFlow() *mcpmodel.Flow {
	if fc.flow == nil {
		fc.flow = fc.m.FlowOf(fc.decl)
	}
	return fc.flow
}

// messageReads returns the function's message reads, computed on first use.
func (fc *funcCheck) messageReads() *messageReads {
	if fc.reads == nil {
		fc.reads = newMessageReads(fc.m, fc.funcFlow(), fc.decl.Body)
	}
	return fc.reads
}

// errorScopes returns the function's isError scopes, computed on first use.
func (fc *funcCheck) errorScopes() *mcpmodel.ErrorScopes {
	if fc.scopes == nil {
		fc.scopes = fc.m.ErrorScopesIn(fc.decl.Body)
	}
	return fc.scopes
}

// callErrors returns the function's client request errors, computed on
// first use.
func (fc *funcCheck) callErrors() *callErrors {
	if fc.callErrs == nil {
		fc.callErrs = fc.requests.callErrorsOf(fc.m, fc.decl.Body)
	}
	return fc.callErrs
}

// check reports op when it is an error object's message, the text of a
// known isError result, or the text of a client request's error. It reports
// whether it reported.
func (fc *funcCheck) check(op operand) bool {
	x := op.x
	if msg, ok := fc.messageReads().Message(x); ok && fc.messageReads().fromMCP(msg) {
		if fc.codeDecidedFirst(x, msg) {
			return false
		}
		fc.m.Report(fc.pass, analysis.Diagnostic{Pos: x.Pos(), End: x.End(), Message: fmt.Sprintf(messageObject, msg.Code)})
		return true
	}
	src := fc.funcFlow().Source(fc.m.UnwrapText(x))
	if src.Kind == mcpmodel.KindText && src.Result != nil && fc.errorScopes().Known(x.Pos(), fc.m.RootVar(src.Result)) {
		// An isError result has no code of its own: its text is the
		// decision's only input unless the code reads the code its server
		// sends in the payload (messages.go, payloadCarriesCode).
		if !fc.messageReads().payloadCarriesCode() {
			return false
		}
		fc.m.Report(fc.pass, analysis.Diagnostic{Pos: x.Pos(), End: x.End(), Message: messageIsError})
		return true
	}
	// An error given to a predicate helper is reported at the helper's
	// own matches (errorparams.go), its text at the argument.
	if call, ok := fc.callErrors().textOf(x); ok && !(op.helperArg && mcpmodel.IsErrorType(fc.m.Info().TypeOf(x))) && !fc.triedTyped(x) {
		if v := fc.wordings.decide(call.sdk, op.values); v.report {
			fc.m.Report(fc.pass, callErrorDiagnostic(x, call, v))
			return true
		}
	}
	return false
}

// triedTyped reports whether the error whose text x is was asked for its
// typed form (errors.As) in the function: see triesTypedError.
func (fc *funcCheck) triedTyped(x ast.Expr) bool {
	x = fc.m.UnwrapText(x)
	if call, ok := x.(*ast.CallExpr); ok {
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
			x = sel.X
		}
	}
	id, ok := ast.Unparen(x).(*ast.Ident)
	return ok && triesTypedError(fc.m, fc.decl.Body, fc.m.Info().ObjectOf(id))
}

// codeDecidedFirst reports whether an if statement around x (its init or
// condition) already reads the code of the error object whose message x
// is: `if code == -32601 && strings.Contains(msg, …)` decides on the code,
// and the wording only narrows a case the code has no finer value for.
func (fc *funcCheck) codeDecidedFirst(x ast.Expr, msg errorMessage) bool {
	if msg.Object == nil {
		return false
	}
	object := types.ExprString(msg.Object)
	for _, ifStmt := range fc.m.EnclosingIfs(x) {
		found := false
		inspectAll := func(n ast.Node) {
			if n == nil {
				return
			}
			fc.m.Inspect(n, func(n ast.Node) bool {
				found = found || fc.readsCode(n, object, msg)
				return !found
			})
		}
		inspectAll(ifStmt.Init)
		inspectAll(ifStmt.Cond)
		if found {
			return true
		}
	}
	return false
}

// readsCode reports whether n reads the code of the error object written
// object: object.<code field>, or object["code"] for an error map.
func (fc *funcCheck) readsCode(n ast.Node, object string, msg errorMessage) bool {
	switch n := n.(type) {
	case *ast.SelectorExpr:
		sel := fc.m.Info().Selections[n]
		return msg.CodeField != nil && sel != nil && sel.Obj() == msg.CodeField && types.ExprString(n.X) == object
	case *ast.IndexExpr:
		lit, ok := ast.Unparen(n.Index).(*ast.BasicLit)
		return ok && lit.Kind == token.STRING && mcpmodel.IsCodeKey(strings.Trim(lit.Value, "`\"")) && types.ExprString(n.X) == object
	}
	return false
}

// callErrorDiagnostic reports x, the text of call's error, compared or
// searched against a wording, with what the SDK offers instead (v).
func callErrorDiagnostic(x ast.Expr, call clientCall, v verdict) analysis.Diagnostic {
	return analysis.Diagnostic{Pos: x.Pos(), End: x.End(), Message: fmt.Sprintf(messageCallError, call.method, v.advice(call.sdk))}
}

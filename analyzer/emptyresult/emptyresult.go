package emptyresult

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/internal/lint"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// Doc is the analyzer's documentation; its first line is the summary.
const Doc = `report an empty tool answer treated as a failure

A query that ran and matched nothing is a success: zero rows, an empty list
or a null for an unknown id arrive on the result branch. A client that turns
an empty Content or payload into an error, or a tool handler that answers an
empty collection (a list or search that found nothing) with an error result,
sends the caller into recovery for an answer. Suppress with
//nolint:emptyresult or //lint:ignore emptyresult reason.`

// New returns the emptyresult analyzer, reading the shared model from model.
func New(model *analysis.Analyzer) *analysis.Analyzer {
	a := lint.NewCheckOutside("emptyresult", Doc, model, run, runOutside)
	a.FactTypes = []analysis.Fact{new(errorResultFunc), new(emptyErrorFunc), new(successResultFunc), new(fetchesFunc), new(collectionTextFunc)}
	return a
}

const (
	messageClient = "empty tool result treated as an error; an empty answer is a success"
	messageServer = "empty answer returned as a tool error; an empty answer is a success, return it as one"
)

// messageThroughHelper is the server message for a helper of another
// package whose emptiness test cannot be pointed at.
func messageThroughHelper(helper string) string {
	return fmt.Sprintf("empty answer of %s returned as a tool error; an empty answer is a success, return it as one", helper)
}

func run(pass *analysis.Pass, m *mcpmodel.Model) {
	h := newHelpers(pass, m, findErrorWrappers(pass, m), findSuccessWrappers(pass, m))
	h.exportFacts()
	reported := make(map[ast.Expr]bool)
	render := newRenderers(pass, m)
	render.exportFacts()
	inputs := newInputFuncs(pass, m)
	inputs.exportFacts()
	m.Funcs(func(file *ast.File, decl *ast.FuncDecl) {
		// Test code asserts that its own fixture returned data; whether
		// empty is right there is the test's business (see the docs).
		if m.IsTestCode(file, decl) || !hasEmptinessTest(m, decl.Body) && !hasNilTest(m, decl.Body) && !returnsErrorVar(m, decl.Body) && !returnsCall(m, decl.Body) {
			return
		}
		(&funcCheck{pass: pass, m: m, decl: decl, helpers: h, renderers: render, inputs: inputs, reported: reported}).run()
	})
}

// hasEmptinessTest is a cheap syntactic filter run before any data flow.
func hasEmptinessTest(m *mcpmodel.Model, body *ast.BlockStmt) bool {
	found := false
	m.InspectTypes(body, ifNodes, func(n ast.Node) bool {
		if ifStmt := n.(*ast.IfStmt); !found {
			for _, d := range disjuncts(ifStmt.Cond) {
				for _, c := range conjuncts(d) {
					found = found || testedValue(m, body, c) != nil
				}
			}
		}
		return !found
	})
	return found
}

// hasNilTest is a cheap syntactic filter for handlers that leave the
// emptiness test to a helper: they test the helper's error against nil.
func hasNilTest(m *mcpmodel.Model, body *ast.BlockStmt) bool {
	found := false
	m.InspectTypes(body, binaryNodes, func(n ast.Node) bool {
		if b := n.(*ast.BinaryExpr); b.Op == token.NEQ {
			found = found || isNilIdent(b.X) || isNilIdent(b.Y)
		}
		return !found
	})
	return found
}

// returnsErrorVar is a cheap syntactic filter for handlers that return a
// helper's error as theirs (return formatted, nil, err): a return whose
// last result is a variable.
func returnsErrorVar(m *mcpmodel.Model, body *ast.BlockStmt) bool {
	found := false
	m.InspectTypes(body, returnNodes, func(n ast.Node) bool {
		if ret := n.(*ast.ReturnStmt); len(ret.Results) > 1 {
			last, isIdent := ast.Unparen(ret.Results[len(ret.Results)-1]).(*ast.Ident)
			found = found || isIdent && last.Name != "nil"
		}
		return !found
	})
	return found
}

// Type filters of the cheap syntactic filters above.
var (
	ifNodes     = []ast.Node{(*ast.IfStmt)(nil)}
	binaryNodes = []ast.Node{(*ast.BinaryExpr)(nil)}
	returnNodes = []ast.Node{(*ast.ReturnStmt)(nil)}
)

func isNilIdent(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && id.Name == "nil"
}

// funcCheck checks one function declaration and the closures inside it.
type funcCheck struct {
	pass    *analysis.Pass
	m       *mcpmodel.Model
	decl    *ast.FuncDecl
	flow    *mcpmodel.Flow
	scopes  *mcpmodel.ErrorScopes
	helpers *helpers
	// renderers knows the package's text renderers (renderers.go).
	renderers *renderers
	// inputs knows the package's functions that compute from their inputs
	// alone (inputfuncs.go).
	inputs *inputFuncs
	// reported holds the emptiness tests of helpers already reported
	// through a handler: several handlers may share one helper.
	reported map[ast.Expr]bool
}

func (fc *funcCheck) run() {
	fc.function(fc.decl, fc.decl.Body)
	fc.m.Inspect(fc.decl.Body, func(n ast.Node) bool {
		if lit, ok := n.(*ast.FuncLit); ok {
			fc.function(lit, lit.Body)
		}
		return true
	})
}

// function checks the if statements of one function body, not those of
// the closures nested in it (they are functions of their own).
func (fc *funcCheck) function(fn ast.Node, body *ast.BlockStmt) {
	sig := fc.signature(fn)
	var handler *handlerData
	h, ok := fc.m.ToolHandler(fn)
	if ok {
		handler = dataOfHandler(fc.m, fn, h, fc.helpers.success, fc.renderers, fc.inputs)
		handler.fails = fc.helpers.failure
		fc.throughHelper(handler)
		fc.throughParamHelper(handler)
		fc.throughTailReturn(handler)
	}
	cur := &function{sig: sig, body: body, handler: handler}
	fc.m.InspectTypes(body, ownIfNodes, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.IfStmt:
			fc.ifStmt(n, cur)
		}
		return true
	})
}

// ownIfNodes are the nodes funcCheck.function reads: if statements, and
// closures, which are checked on their own.
var ownIfNodes = []ast.Node{(*ast.FuncLit)(nil), (*ast.IfStmt)(nil)}

// function is the function (or closure) whose if statements are checked.
type function struct {
	sig     *types.Signature
	body    *ast.BlockStmt
	handler *handlerData // nil unless a tool handler
	// client is what the function answers as a client, computed when a
	// test of a received answer asks (preconditions.go).
	client *handlerData
}

// clientAnswer returns what the function answers as a client.
func (fc *funcCheck) clientAnswer(f *function) *handlerData {
	if f.client == nil {
		f.client = dataOfClient(fc.m, f.sig, f.body)
	}
	return f.client
}

func (fc *funcCheck) signature(fn ast.Node) *types.Signature {
	switch fn := fn.(type) {
	case *ast.FuncDecl:
		if obj, ok := fc.m.Info().Defs[fn.Name].(*types.Func); ok {
			return obj.Type().(*types.Signature)
		}
	case *ast.FuncLit:
		sig, _ := fc.m.Info().TypeOf(fn).(*types.Signature)
		return sig
	}
	return nil
}

func (fc *funcCheck) ifStmt(stmt *ast.IfStmt, f *function) {
	failure := fc.helpers.failure(stmt.Body, f.sig)
	if failure == mcpmodel.NoFailure || failure == mcpmodel.FailTest {
		return
	}
	for _, d := range disjuncts(stmt.Cond) {
		// Each operand of a conjunction is a condition of the branch too,
		// unless another one says the branch is about a failure
		// (len(rows) == 0 && err != nil): the error decides there.
		operands := conjuncts(d)
		if len(operands) > 1 && fc.aboutFailure(operands) {
			continue
		}
		for _, test := range operands {
			x := testedValue(fc.m, f.body, test)
			if x == nil || fc.m.AboutAnError(x) {
				continue
			}
			msg, ok := fc.emptyAnswer(stmt, test, x, f)
			if !ok && fc.emptySuccess(operands, x) && !fc.clientAnswer(f).keyOnly(x, stmt) {
				msg, ok = messageClient, true
			}
			if ok {
				fc.m.Report(fc.pass, analysis.Diagnostic{Pos: test.Pos(), End: test.End(), Message: msg})
				return
			}
		}
	}
}

// aboutFailure reports whether one of operands holds only on a failure: a
// Go error tested non-nil (err != nil) or a result's IsError read as true.
func (fc *funcCheck) aboutFailure(operands []ast.Expr) bool {
	info := fc.m.Info()
	for _, op := range operands {
		if _, ok := fc.m.IsErrorRead(op); ok {
			return true
		}
		b, ok := op.(*ast.BinaryExpr)
		if !ok || b.Op != token.NEQ {
			continue
		}
		for _, side := range [2][2]ast.Expr{{b.X, b.Y}, {b.Y, b.X}} {
			if info.Types[side[1]].IsNil() && mcpmodel.IsErrorType(info.TypeOf(side[0])) {
				return true
			}
		}
	}
	return false
}

// emptySuccess says whether x, the content or a text of a result, is
// tested for emptiness in a conjunction that also says the result is not
// an isError result (!up.IsError && len(up.Content) == 0): the code then
// knows the answer is a success, and an empty one is not a malformed
// reply but an empty answer.
func (fc *funcCheck) emptySuccess(operands []ast.Expr, x ast.Expr) bool {
	if fc.clientData(x) != mcpmodel.DataContent {
		return false
	}
	src := fc.flow.Source(x)
	if src.Result == nil {
		return false
	}
	result := mcpmodel.FieldPathRoot(fc.m.Info(), src.Result)
	for _, op := range operands {
		if res, ok := fc.notIsError(op); ok && result != nil && mcpmodel.FieldPathRoot(fc.m.Info(), res) == result {
			return true
		}
	}
	return false
}

// notIsError recognises !res.IsError and res.IsError == false, and
// returns the result expression.
func (fc *funcCheck) notIsError(e ast.Expr) (ast.Expr, bool) {
	switch e := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		if e.Op == token.NOT {
			return fc.m.IsErrorRead(e.X)
		}
	case *ast.BinaryExpr:
		if id, ok := ast.Unparen(e.Y).(*ast.Ident); ok && e.Op == token.EQL && id.Name == "false" {
			return fc.m.IsErrorRead(e.X)
		}
	}
	return nil, false
}

// clientData says which part of a received result's answer x is; the
// function's flow is computed when first needed, since most functions
// checked for a handler's helper calls test no answer's data at all.
func (fc *funcCheck) clientData(x ast.Expr) mcpmodel.DataKind {
	return fc.funcFlow().Data(x)
}

func (fc *funcCheck) funcFlow() *mcpmodel.Flow {
	if fc.flow == nil {
		fc.flow = fc.m.FlowOf(fc.decl)
	}
	return fc.flow
}

func (fc *funcCheck) errorScopes() *mcpmodel.ErrorScopes {
	if fc.scopes == nil {
		fc.scopes = fc.m.ErrorScopesIn(fc.decl.Body)
	}
	return fc.scopes
}

// throughHelper reports a handler that answers with a helper's data and
// turns the helper's error into a failure, when the helper fails on empty
// data: at the helper's emptiness test when it is in this package, else at
// the handler's error test, naming the helper.
func (fc *funcCheck) throughHelper(handler *handlerData) {
	s, errTest := fc.helpers.viaCall(handler, failsAsToolError)
	switch {
	case s == nil:
	case s.site != nil:
		if !fc.reported[s.site] {
			fc.reported[s.site] = true
			fc.m.Report(fc.pass, analysis.Diagnostic{Pos: s.site.Pos(), End: s.site.End(), Message: messageServer})
		}
	default:
		fc.m.Report(fc.pass, analysis.Diagnostic{Pos: errTest.Pos(), End: errTest.End(), Message: messageThroughHelper(s.name)})
	}
}

// emptyAnswer says whether x, tested for emptiness by test in stmt, is a
// tool's answer whose emptiness the branch turns into a failure: on the
// client, the answer's data (the payload, or a value decoded from it or
// from the text, or a part of either) of a result that is not known to be
// an isError result; in a tool handler, the data it answers with, unless
// that data is no collection, one of the request's arguments, or the test
// is a precondition of what the handler does next (handlerdata.go). On
// the client, a test of a key the function correlates by is a
// precondition (preconditions.go).
//
// Whether content or a text is there at all (len(res.Content) == 0, one
// block's text == "", any text before decoding it) is a presence guard
// against a malformed reply: both SDKs' constructors always send a text
// block, so it is not an empty answer. Text built from all the blocks and
// handed on undecoded is the answer itself (joinedtext.go).
func (fc *funcCheck) emptyAnswer(stmt *ast.IfStmt, test, x ast.Expr, f *function) (string, bool) {
	if fc.clientData(x) == mcpmodel.DataPayload && !fc.errorScopes().Anywhere(stmt.Pos()) {
		return messageClient, !fc.clientAnswer(f).keyOnly(x, stmt)
	}
	if f.handler != nil && f.handler.Answers(x, stmt) {
		return messageServer, true
	}
	if fc.joinedTextAnswer(stmt, x) && !fc.clientAnswer(f).keyOnly(x, stmt) {
		return messageClient, true
	}
	return "", false
}

// disjuncts splits a || b || c into its operands: each one alone takes the
// branch.
func disjuncts(e ast.Expr) []ast.Expr {
	if b, ok := ast.Unparen(e).(*ast.BinaryExpr); ok && b.Op == token.LOR {
		return append(disjuncts(b.X), disjuncts(b.Y)...)
	}
	return []ast.Expr{ast.Unparen(e)}
}

// conjuncts splits a && b && c into its operands: the branch needs each.
func conjuncts(e ast.Expr) []ast.Expr {
	if b, ok := ast.Unparen(e).(*ast.BinaryExpr); ok && b.Op == token.LAND {
		return append(conjuncts(b.X), conjuncts(b.Y)...)
	}
	return []ast.Expr{ast.Unparen(e)}
}

// emptinessOperand returns x when e tests x for emptiness: len(x) == 0,
// len(x) < 1, len(x) <= 0, x == nil, x == "", b.Len() == 0 of a
// strings.Builder or bytes.Buffer b, and their mirrored forms; a text is
// tested through the transforms that keep it a text
// (strings.TrimSpace(x) == "" tests x); also a count of the answer,
// x.Total == 0, which tests x.Total (see counts.go).
func emptinessOperand(info *types.Info, e ast.Expr) ast.Expr {
	b, ok := ast.Unparen(e).(*ast.BinaryExpr)
	if !ok {
		return nil
	}
	for _, side := range [2]struct {
		x, y ast.Expr
		op   token.Token
	}{{b.X, b.Y, b.Op}, {b.Y, b.X, mcpmodel.Mirrored(b.Op)}} {
		if x := emptyTest(info, side.x, side.op, side.y); x != nil {
			return untransformed(info, x)
		}
		if x := collectorEmptyTest(info, side.x, side.op, side.y); x != nil {
			return x
		}
	}
	return nil
}

// emptyTest recognises "x op y" with x the tested value.
func emptyTest(info *types.Info, x ast.Expr, op token.Token, y ast.Expr) ast.Expr {
	yv := info.Types[y]
	if arg := lenOrCounted(info, x); arg != nil && yv.Value != nil {
		switch n := yv.Value.ExactString(); {
		case op == token.EQL && n == "0", op == token.LSS && n == "1", op == token.LEQ && n == "0":
			return arg
		}
		return nil
	}
	if op != token.EQL {
		return nil
	}
	if yv.IsNil() || yv.Value != nil && yv.Value.ExactString() == `""` {
		return ast.Unparen(x)
	}
	return nil
}

func lenArg(info *types.Info, e ast.Expr) ast.Expr {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return nil
	}
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return nil
	}
	if b, ok := info.Uses[id].(*types.Builtin); ok && b.Name() == "len" {
		return ast.Unparen(call.Args[0])
	}
	return nil
}

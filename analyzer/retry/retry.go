package retry

import (
	"fmt"
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/lint"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// Doc is the analyzer's documentation; its first line is the summary.
const Doc = `report retries of a refused tool call that are blind or without end

A tool that refuses (isError, or an error object in its payload) tells the
caller what to do next only through what the server categorised: an
isRetryable flag, an errorCategory, a code; its text is for people. Retry
only if safe and within budget: an attempt limit or a deadline, one blind
retry at most, never against the result's own verdict, never a request the
protocol marks permanent (invalid params, method not found).
Suppress with //nolint:retry or //lint:ignore retry reason.`

// New returns the retry analyzer, reading the shared model from model.
func New(model *analysis.Analyzer) *analysis.Analyzer {
	a := lint.NewCheckOutside("retry", Doc, model, run, summarizeOnly)
	a.FactTypes = []analysis.Fact{new(helperFact), new(readerFact)}
	return a
}

const (
	messageUnbounded = "tool call retried after a %s with no bound; stop after a few attempts or at a deadline"
	messageBlind     = "tool call retried %s after a refusal, reading nothing the server categorised; retry once at most unless the result's isRetryable or errorCategory allows more"
	messageVerdict   = "tool call retried after a refusal whose %s is decoded but not read on this path; stop when the result says it may not be retried"
	messagePermanent = "tool call retried after %s (%d), which the protocol marks permanent; return the error instead of sending the same request again"
)

// checker holds what one package's analysis shares.
type checker struct {
	pass    *analysis.Pass
	m       *mcpmodel.Model
	info    *types.Info
	bodies  map[ast.Node]*funcBody
	decls   map[*types.Func]*ast.FuncDecl
	helpers map[*types.Func]*helperFact
	readers map[*types.Func]bool
	// codeTypes holds the SDK error types with a JSON-RPC code, once
	// looked up (verdicts.go).
	codeTypes *[]types.Type
}

func newChecker(pass *analysis.Pass, m *mcpmodel.Model) *checker {
	c := &checker{
		pass:    pass,
		m:       m,
		info:    m.Info(),
		bodies:  make(map[ast.Node]*funcBody),
		decls:   make(map[*types.Func]*ast.FuncDecl),
		helpers: make(map[*types.Func]*helperFact),
		readers: make(map[*types.Func]bool),
	}
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			if decl, ok := d.(*ast.FuncDecl); ok && decl.Body != nil {
				if fn, ok := c.info.Defs[decl.Name].(*types.Func); ok {
					c.decls[fn] = decl
				}
			}
		}
	}
	return c
}

func run(pass *analysis.Pass, m *mcpmodel.Model) {
	c := newChecker(pass, m)
	c.summarizeHelpers()
	c.exportReaders()
	c.checkLoops()
	c.checkRetryCalls()
}

// summarizeOnly summarises the retry helpers of a package that uses no
// MCP (a module's own retry package), for the packages that call them.
func summarizeOnly(pass *analysis.Pass, m *mcpmodel.Model) {
	newChecker(pass, m).summarizeHelpers()
}

// declOf returns the declaration of fn in this package, nil for none.
func (c *checker) declOf(fn *types.Func) *ast.FuncDecl { return c.decls[fn.Origin()] }

// checkLoops reports the loops that repeat a tool call.
func (c *checker) checkLoops() {
	c.m.Calls(func(call *ast.CallExpr) {
		if !c.m.CallsTool(call) {
			return
		}
		loops := c.loopsAround(call)
		if len(loops) == 0 || c.ownResult(call) {
			return
		}
		rep := c.repeatOf(call)
		if rep == nil {
			return
		}
		for _, loop := range loops {
			if f, ok := c.judgeLoop(rep, loop); ok {
				c.report(call, f)
				return
			}
		}
	})
}

// loopsAround returns the loops of call's own function whose body holds
// it, innermost first.
func (c *checker) loopsAround(call *ast.CallExpr) []ast.Stmt {
	var loops []ast.Stmt
	for _, n := range c.m.Enclosing(call, (*ast.ForStmt)(nil), (*ast.RangeStmt)(nil), (*ast.FuncLit)(nil), (*ast.FuncDecl)(nil)) {
		switch n := n.(type) {
		case *ast.ForStmt:
			if within(call, n.Body) {
				loops = append(loops, n)
			}
		case *ast.RangeStmt:
			if within(call, n.Body) {
				loops = append(loops, n)
			}
		default:
			return loops
		}
	}
	return loops
}

// ownResult reports whether call gives a result the code built itself
// (in a server's tests, every result): its retries are the tests' waits,
// not a client's policy.
func (c *checker) ownResult(call *ast.CallExpr) bool {
	lhs := c.resultVars(call)
	if len(lhs) == 0 {
		return false
	}
	for _, n := range c.m.Enclosing(call, (*ast.FuncDecl)(nil)) {
		return c.m.FlowOf(n.(*ast.FuncDecl)).Source(lhs[0]).Local
	}
	return false
}

// A finding is what a retry does wrong.
type finding struct {
	rule      rule
	failure   string // unbounded: what is retried ("refusal", "request error"…)
	attempts  string // blind: how often ("up to 5 attempts")
	verdict   string // verdict: the decoded verdict's wire key
	permanent int64  // permanent: the JSON-RPC code
}

type rule uint8

const (
	ruleUnbounded rule = iota + 1
	ruleBlind
	ruleVerdict
	rulePermanent
)

func (c *checker) report(at ast.Node, f finding) {
	var msg string
	switch f.rule {
	case ruleUnbounded:
		msg = fmt.Sprintf(messageUnbounded, f.failure)
	case ruleBlind:
		msg = fmt.Sprintf(messageBlind, f.attempts)
	case ruleVerdict:
		msg = fmt.Sprintf(messageVerdict, f.verdict)
	case rulePermanent:
		msg = fmt.Sprintf(messagePermanent, knowledge.PermanentCodes[f.permanent], f.permanent)
	}
	c.m.Report(c.pass, analysis.Diagnostic{Pos: at.Pos(), End: at.End(), Message: msg})
}

// A retry says what a loop, a helper or a library does after each outcome
// of a repeated call.
type retry struct {
	onError, onRefusal bool
	// blindError, blindRefusal: an error, a refusal is retried on a path
	// that reads nothing the server categorised.
	blindError, blindRefusal bool
	bound                    bound
}

// judgeLoop decides whether loop retries rep's call, and what is wrong
// with it.
func (c *checker) judgeLoop(rep *repeat, loop ast.Stmt) (finding, bool) {
	r, ok := c.loopRetry(rep, loop)
	if !ok {
		return finding{}, false
	}
	return c.judge(r, rep, loop, func(as assumption) bool {
		_, blind := c.loopAgain(rep, loop, as)
		return blind
	})
}

// loopRetry returns what loop retries of rep's call; false when it
// retries nothing: it exits on failure, it repeats a success too
// (polling, work), or its call differs from one iteration to the next.
func (c *checker) loopRetry(rep *repeat, loop ast.Stmt) (retry, bool) {
	if succ, _ := c.loopAgain(rep, loop, assumption{outcome: succeeded}); succ || c.varies(rep, loop) {
		return retry{}, false
	}
	var r retry
	if rep.err != nil {
		r.onError, r.blindError = c.loopAgain(rep, loop, assumption{outcome: requestFailed})
	}
	for _, o := range c.refusalOutcomes(rep) {
		again, blind := c.loopAgain(rep, loop, assumption{outcome: o})
		r.onRefusal = r.onRefusal || again
		r.blindRefusal = r.blindRefusal || blind
	}
	if !r.onError && !r.onRefusal {
		return retry{}, false
	}
	r.bound = c.loopBound(rep.fn, loop)
	return r, true
}

// loopAgain reports whether a path from rep's call under as starts loop's
// next iteration, and whether one does so reading nothing the server
// categorised.
func (c *checker) loopAgain(rep *repeat, loop ast.Stmt, as assumption) (again, blind bool) {
	for _, a := range c.paths(rep, as, loop) {
		if a.again {
			again = true
			blind = blind || !a.unsure
		}
	}
	return again, blind
}

// refusalOutcomes returns the refusals rep's call can give: an isError
// result where the call gives a tool result, an error object in band.
func (c *checker) refusalOutcomes(rep *repeat) []outcome {
	if rep.result {
		return []outcome{refusedFlag, refusedInBand}
	}
	return []outcome{refusedInBand}
}

// judge applies the rules to a retry r of rep's call, whose code (a loop's
// body, a closure) is region; blindly reports whether a path retries
// under an assumption without reading what the server categorised.
func (c *checker) judge(r retry, rep *repeat, region ast.Node, blindly func(assumption) bool) (finding, bool) {
	if r.bound.kind == unbounded {
		return finding{rule: ruleUnbounded, failure: failureWords(r)}, true
	}
	if r.onRefusal {
		if key := c.verdictInHand(region); key != "" {
			for _, o := range c.refusalOutcomes(rep) {
				if blindly(assumption{outcome: o, notRetryable: true}) {
					return finding{rule: ruleVerdict, verdict: key}, true
				}
			}
		}
	}
	if r.onError {
		for _, code := range c.permanentsRecognised(region) {
			if blindly(assumption{outcome: requestFailed, permanent: code}) {
				return finding{rule: rulePermanent, permanent: code}, true
			}
		}
	}
	if r.onRefusal && r.blindRefusal && r.bound.retriesMoreThanOnce() {
		return finding{rule: ruleBlind, attempts: attemptsWords(r.bound)}, true
	}
	return finding{}, false
}

func failureWords(r retry) string {
	switch {
	case r.onError && r.onRefusal:
		return "refusal or a request error"
	case r.onRefusal:
		return "refusal"
	}
	return "request error"
}

func attemptsWords(b bound) string {
	if b.kind == boundAttempts {
		return fmt.Sprintf("up to %d times", b.attempts-1)
	}
	return "until a time limit"
}

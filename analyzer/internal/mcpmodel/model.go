// Package mcpmodel is the one place that knows MCP vocabulary: which types
// are tool results, what is a text source, a payload read, an IsError check.
// Checks ask it and never match SDK types themselves.
//
// The model is itself an analyzer that every check requires. On packages
// that import no MCP SDK (directly, or through a package it marked
// relevant) it returns at once: with nil outside the modules being
// developed, and in them with a bare model (Model.Outside) that no check
// but emptyresult's helper summaries uses, so code without MCP costs next
// to nothing.
package mcpmodel

import (
	"go/ast"
	"go/types"
	"reflect"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/ctrlflow"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/internal/lint"
	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// Model answers MCP questions about one package. It is shared by all checks
// that run on the package, possibly concurrently, so its caches are locked.
type Model struct {
	pass  *analysis.Pass
	info  *types.Info
	vocab *vocab.Vocabulary

	// textFuncs holds this package's text helpers; imported ones are facts.
	textFuncs map[*types.Func]*textFuncFact
	// resultBuilders holds this package's functions that build results.
	resultBuilders map[*types.Func]bool
	// clientWrappers holds the functions, of this package or imported
	// through facts, that hand on what a client call gave them (see
	// clientwrappers.go).
	clientWrappers map[*types.Func]*clientWrapperFact
	// filters holds the client wrappers, of this package or imported
	// through facts, that hand on no refusal (see refusalfilters.go).
	filters map[*types.Func]*refusalFilterFact
	// unreadHandOffs holds how this package's text helpers hand a
	// refusal's text on unread (see unreadwrappers.go).
	unreadHandOffs map[*types.Func]*unreadHandOff
	// ownParams holds the result parameters of this package's own helpers
	// that every call gives an own result (see ownparams.go).
	ownParams map[*types.Var]bool
	// refusableParams holds those of ownParams that some call gives a
	// refusable own result (see ownResult).
	refusableParams map[*types.Var]bool
	// textParams holds the string parameters of this package's own helpers
	// that every call gives the text of a received result (see
	// textparams.go).
	textParams map[*types.Var]bool
	// callerContexts holds what every call of a package-only helper knows
	// of a result (or text) parameter: checked or a refusal (see
	// callercontext.go).
	callerContexts map[*types.Var]callerContext
	// coercers holds the functions that re-decode a parameter, with its
	// index (see coercers.go).
	coercers map[*types.Func]int
	// calls holds the identifiers naming the function of a call inside a
	// function body, and valueFuncs the package's functions used otherwise
	// (see ownparams.go).
	calls      map[*ast.Ident]bool
	valueFuncs map[*types.Func]bool
	callIndex  []funcCalls // see declCalls
	// ownBinaries knows the values that run the program's own binary
	// (see ownbinary.go).
	ownBinaries *ownBinaries
	// inProcess knows the clients connected in process to a server of
	// the program (see inprocess.go).
	inProcess *ownBinaries
	// buildsResultsInProduction is set when non-test code builds results.
	buildsResultsInProduction bool
	// testsServerModule is set for a package made only of tests that
	// imports a server package of its own module (see servermodule.go).
	testsServerModule bool
	// sdkClients holds the SDK clients' CallTool methods the package can
	// see (see sdkClientCallTools).
	sdkClientsOnce sync.Once
	sdkClients     []*types.Func
	// payloadDecoders holds the functions, of this package or imported
	// through facts, that decode a result parameter's payload for their
	// caller (see payloaddecoders.go).
	payloadDecoders map[*types.Func]*payloadDecoderFact
	// decoded holds the types tool results are decoded into, here and in
	// the packages imported (see decodedtypes.go).
	decoded *decodedTypes
	// checkers holds functions that check a result argument's IsError.
	checkers map[*types.Func]*isErrorCheckerFact
	// siteBuilders holds what the results of builders carry (see
	// resultbuilders.go).
	siteBuilders map[*types.Func]*BuilderSummary
	// serialisedFuncs holds the functions that return JSON they
	// serialised (see serialisedjsonfacts.go).
	serialisedFuncs map[*types.Func]*serialisedJSONFact

	// inspector is the package's shared syntax index (inspect.Analyzer),
	// decls the cursors of its function declarations (see walk.go).
	inspector *inspector.Inspector
	decls     []inspector.Cursor
	declSpans []declSpan
	// cfgs knows the functions that never return (see termination.go).
	cfgs *ctrlflow.CFGs
	// suppressions applies the suppression comments to what checks report.
	suppressions *lint.Suppressions
	// paths interns the access paths values are keyed on (see exprs.go).
	paths accessPaths
	// outside is set for a package that uses no MCP (see outsideModel).
	outside bool

	// The tool index, the adapted handlers and the registrations are built
	// the first time a check asks (toolindex.go, adaptedhandlers.go,
	// registrations.go).
	toolsOnce         sync.Once
	toolsIx           *toolIndex
	adaptedOnce       sync.Once
	adapted           map[any]bool
	registrationsOnce sync.Once
	registrationsIx   *registrationIndex
	// fixtureOnce decides whether the package is a fixture server's (see
	// fixtureservers.go).
	fixtureOnce sync.Once
	isFixture   bool

	mu    sync.Mutex
	flows map[*ast.FuncDecl]*Flow

	// syntaxMu guards the memoised syntactic filters of bodies
	// (namesPayload), which checks running concurrently share.
	syntaxMu     sync.Mutex
	payloadNames map[ast.Node]bool
}

// NewAnalyzer returns the model analyzer for cfg. All checks of one suite
// must require the same instance. cfg is read when the first package is
// analysed, so drivers may fill it in (from flags) after construction.
func NewAnalyzer(cfg *config.Config) *analysis.Analyzer {
	var (
		once       sync.Once
		vocabulary *vocab.Vocabulary
	)
	return &analysis.Analyzer{
		Name:       "mcpmodel",
		Doc:        "mcpmodel computes the MCP vocabulary shared by the mcpresult checks",
		ResultType: reflect.TypeOf((*Model)(nil)),
		Requires:   []*analysis.Analyzer{inspect.Analyzer, ctrlflow.Analyzer},
		FactTypes:  []analysis.Fact{new(relevantPackage), new(serverPackage), new(textFuncFact), new(isErrorCheckerFact), new(resultBuilderFact), new(clientWrapperFact), new(coercerFact), new(resultSiteFact), new(toolFuncFact), new(decodedTypesFact), new(payloadDecoderFact), new(ownBinaryFact), new(inProcessFact), new(refusalFilterFact), new(serialisedJSONFact)},
		// A dependency that does not type-check must not make every package
		// above it fail with "failed prerequisites": the model runs anyway,
		// passes relevance on, and offers no model for the broken package.
		RunDespiteErrors: true,
		Run: lint.Guard(func(pass *analysis.Pass) (any, error) {
			once.Do(func() { vocabulary = vocab.New(cfg) })
			return build(pass, vocabulary, cfg.NolintByDriver), nil
		}),
	}
}

// Of returns the model of the package pass analyses, or nil when the package
// uses no MCP SDK and the calling check has nothing to do.
func Of(pass *analysis.Pass, model *analysis.Analyzer) *Model {
	m, _ := pass.ResultOf[model].(*Model)
	if m != nil && m.outside {
		return nil
	}
	return m
}

// Outside reports whether m is the model of a package that uses no MCP
// SDK (see outsideModel): the checks have nothing to do there, except one
// that summarises the package for its MCP importers (lint.NewCheckOutside).
func (m *Model) Outside() bool { return m.outside }

func build(pass *analysis.Pass, vocabulary *vocab.Vocabulary, nolintByDriver bool) *Model {
	if !isRelevant(pass, vocabulary) {
		if !inDevelopedModule(pass) {
			return nil
		}
		return outsideModel(pass, vocabulary)
	}
	pass.ExportPackageFact(new(relevantPackage))
	if len(pass.TypeErrors) > 0 {
		return nil // partial type information: no model, no facts to trust
	}
	m := &Model{
		pass:         pass,
		info:         pass.TypesInfo,
		vocab:        vocabulary,
		textFuncs:    make(map[*types.Func]*textFuncFact),
		flows:        make(map[*ast.FuncDecl]*Flow),
		checkers:     make(map[*types.Func]*isErrorCheckerFact),
		inspector:    pass.ResultOf[inspect.Analyzer].(*inspector.Inspector),
		cfgs:         pass.ResultOf[ctrlflow.Analyzer].(*ctrlflow.CFGs),
		suppressions: lint.NewSuppressions(pass, nolintByDriver),
	}
	m.decls, m.declSpans = funcCursors(m.inspector)
	m.ownBinaries = m.findOwnBinaries()
	m.inProcess = m.findInProcess()
	m.coercers = m.findCoercers()
	m.resultBuilders = m.findResultBuilders()
	m.siteBuilders = m.summarizeResultBuilders()
	m.markServerPackage()
	m.importTextFuncs()
	m.summarizeTextFuncs()
	m.importIsErrorCheckers()
	m.summarizeIsErrorCheckers()
	m.summarizeRefusalFilters()
	m.exportTextFuncs()
	m.ownParams, m.refusableParams = m.findOwnParams()
	m.textParams = m.findTextParams()
	m.callerContexts = m.findCallerContexts()
	m.payloadDecoders = m.findPayloadDecoders()
	m.summarizePayloadWrappers()
	m.exportToolFuncs()
	m.decoded = m.findDecodedTypes()
	m.serialisedFuncs = m.summarizeSerialisedJSON()
	return m
}

// outsideModel returns the model of a package that uses no MCP SDK, for a
// check that summarises such a package's functions for its MCP importers
// (emptyresult's helpers of a backend client package): walks, types and
// failure exits, without the MCP summaries, which have nothing to find
// there, so that it costs a few allocations and the index of the
// declarations. nil for a package with type errors.
func outsideModel(pass *analysis.Pass, vocabulary *vocab.Vocabulary) *Model {
	if len(pass.TypeErrors) > 0 {
		return nil
	}
	m := &Model{
		pass:         pass,
		info:         pass.TypesInfo,
		vocab:        vocabulary,
		flows:        make(map[*ast.FuncDecl]*Flow),
		inspector:    pass.ResultOf[inspect.Analyzer].(*inspector.Inspector),
		cfgs:         pass.ResultOf[ctrlflow.Analyzer].(*ctrlflow.CFGs),
		suppressions: lint.NewSuppressions(pass, false),
		outside:      true,
	}
	m.decls, m.declSpans = funcCursors(m.inspector)
	m.serialisedFuncs = m.summarizeSerialisedJSON()
	return m
}

// inDevelopedModule reports whether the package belongs to a module being
// developed (a main or workspace module, which has no version), not to the
// standard library or a dependency: only there may an Outside model's
// summaries serve the module's own MCP code.
func inDevelopedModule(pass *analysis.Pass) bool {
	return pass.Module != nil && pass.Module.Path != "" && pass.Module.Version == ""
}

// isRelevant reports whether the package is an MCP SDK package, imports
// one, or imports a package that does (known by its relevantPackage fact).
func isRelevant(pass *analysis.Pass, vocabulary *vocab.Vocabulary) bool {
	if vocabulary.IsSDKPath(pass.Pkg.Path()) {
		return true
	}
	for _, imp := range pass.Pkg.Imports() {
		if vocabulary.IsSDKPath(imp.Path()) || pass.ImportPackageFact(imp, new(relevantPackage)) {
			return true
		}
	}
	return false
}

// Info returns the package's type information.
func (m *Model) Info() *types.Info { return m.info }

// Funcs calls fn for every function declaration with a body in the
// package's non-generated files, in the order of the shared syntax index.
// A panic inside fn is re-raised with the function's position, so that
// lint.Guard can say where the analyzer failed.
func (m *Model) Funcs(fn func(file *ast.File, decl *ast.FuncDecl)) {
	for fileCur := range m.inspector.Root().Children() {
		file := fileCur.Node().(*ast.File)
		if lint.IsGenerated(m.pass.Fset, file) {
			continue
		}
		for declCur := range fileCur.Children() {
			if decl, ok := declCur.Node().(*ast.FuncDecl); ok && decl.Body != nil {
				lint.AtNode(m.pass.Fset, decl, func() { fn(file, decl) })
			}
		}
	}
}

// Report reports d through pass unless a suppression comment covers it
// (see lint.Suppressions).
func (m *Model) Report(pass *analysis.Pass, d analysis.Diagnostic) {
	m.suppressions.Report(pass, d)
}

package mcpmodel

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"sort"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// A test that starts the running program's own binary again — its test
// binary re-executed (os.Args[0], os.Executable()) as the server of an MCP
// client, over go-sdk's CommandTransport or mcp-go's stdio client — tests
// its own server, whatever its package builds or imports (gopls' test of
// its mcp subcommand): the results of that client are the module's own.
// Known by value flow, flow-insensitively per variable: the path into
// exec.Command, the command into a transport, the transport into a
// session; through the package's functions that return such a value, and
// through those of other packages by fact.

// ownBinaryFact marks a function whose results at the indices Results are
// the program's own binary: its path, a command or transport running it,
// or a client or session connected over one.
type ownBinaryFact struct {
	Results []int
}

func (*ownBinaryFact) AFact() {}

func (f *ownBinaryFact) String() string { return fmt.Sprintf("mcpownbinary%v", f.Results) }

// resultSet holds result indices (bit i for result i).
type resultSet uint64

func (s resultSet) has(i int) bool { return i < 64 && s&(1<<uint(i)) != 0 }

// ownBinaries knows the values of the package that run its own binary.
type ownBinaries struct {
	m     *Model
	kind  selfKind
	vars  map[types.Object]bool
	funcs map[*types.Func]resultSet // this package's, and imported by fact
	// served holds the variables a server of the program serves (one end
	// of an in-process pair; see inprocess.go), foreignServers those
	// given a server built by another module.
	served, foreignServers map[types.Object]bool
}

// findOwnBinaries learns the package's own-binary values and exports the
// facts of its exported functions that return one. A package that names
// no own-binary source is not walked.
func (m *Model) findOwnBinaries() *ownBinaries {
	return m.findSelfValues(ownBinaryKind)
}

// findSelfValues learns the package's values of kind (see findOwnBinaries
// and findInProcess).
func (m *Model) findSelfValues(kind selfKind) *ownBinaries {
	o := &ownBinaries{m: m, kind: kind, vars: make(map[types.Object]bool), funcs: make(map[*types.Func]resultSet)}
	for _, of := range m.pass.AllObjectFacts() {
		if results, ok := kind.factResults(of.Fact); ok {
			if fn, ok := of.Object.(*types.Func); ok {
				for _, i := range results {
					o.funcs[fn] |= 1 << uint(i)
				}
			}
		}
	}
	if !o.mentioned() {
		return o
	}
	if kind == inProcessKind {
		o.findServed()
	}
	var decls []*ast.FuncDecl
	for _, file := range m.pass.Files {
		for _, d := range file.Decls {
			if decl, ok := d.(*ast.FuncDecl); ok && decl.Body != nil {
				decls = append(decls, decl)
			}
		}
	}
	helpers := m.packageOnlyHelpers(takesBinary)
	var callers []*ast.FuncDecl
	if len(helpers) > 0 {
		callers = m.callersOf(helpers)
	}
	for round := 0; round < maxRounds; round++ {
		learnt := false
		for _, decl := range decls {
			learnt = o.learn(decl) || learnt
		}
		learnt = o.learnParams(callers, helpers) || learnt
		if !learnt {
			break
		}
	}
	o.export()
	return o
}

// mentioned reports whether the package uses an own-binary source: the
// standard library's (os.Args, os.Executable) or a function with the fact.
func (o *ownBinaries) mentioned() bool {
	for _, obj := range o.m.info.Uses {
		if o.isSource(obj) {
			return true
		}
		if fn, ok := obj.(*types.Func); ok && o.funcs[fn.Origin()] != 0 {
			return true
		}
	}
	return false
}

// ownBinarySteps are the nodes learn reads.
var ownBinarySteps = []ast.Node{(*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil)}

// learn reads one declaration's assignments (its closures' too) and
// returns (not its closures'), and reports whether it learnt anything.
func (o *ownBinaries) learn(decl *ast.FuncDecl) bool {
	learnt := false
	o.m.InspectTypes(decl.Body, ownBinarySteps, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			learnt = o.assign(n.Lhs, n.Rhs) || learnt
		case *ast.ValueSpec:
			lhs := make([]ast.Expr, len(n.Names))
			for i, name := range n.Names {
				lhs[i] = name
			}
			learnt = o.assign(lhs, n.Values) || learnt
		}
		return true
	})
	fn, _ := o.m.info.Defs[decl.Name].(*types.Func)
	if fn == nil || fn.Type().(*types.Signature).Results().Len() == 0 {
		return learnt
	}
	var returned resultSet
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			returned |= o.returned(n.Results)
		}
		return true
	})
	if returned&^o.funcs[fn] != 0 {
		o.funcs[fn] |= returned
		learnt = true
	}
	return learnt
}

// takesBinary reports whether sig takes a parameter that can hold an
// own-binary value (see carriesBinary).
func takesBinary(sig *types.Signature) bool {
	for i := 0; i < sig.Params().Len(); i++ {
		if carriesBinary(sig.Params().At(i).Type()) {
			return true
		}
	}
	return false
}

// carriesBinary reports whether a value of type t can be an own-binary
// value: a path (a string), a command (*exec.Cmd), or an SDK's transport,
// client or session.
func carriesBinary(t types.Type) bool {
	if b, ok := t.Underlying().(*types.Basic); ok {
		return b.Kind() == types.String
	}
	n := vocab.Named(t)
	if n == nil || n.Obj().Pkg() == nil {
		return false
	}
	path := knowledge.TrimVendor(n.Obj().Pkg().Path())
	return path == "os/exec" && n.Obj().Name() == "Cmd" || vocab.SDKModuleOf(path) != ""
}

// learnParams marks the parameters of the package's own helpers (only it
// calls them: see packageOnlyHelpers) that every call gives an own-binary
// value — a test helper given the session of its own binary — and
// reports whether it marked any.
func (o *ownBinaries) learnParams(callers []*ast.FuncDecl, helpers map[*types.Func]*types.Signature) bool {
	given := make(map[*types.Var]bool) // every call seen so far gives one
	for _, decl := range callers {
		o.m.InspectTypes(decl.Body, callNodes, func(n ast.Node) bool {
			call := n.(*ast.CallExpr)
			fn := o.m.helperCalled(call, helpers)
			if fn == nil {
				return true
			}
			sig := helpers[fn]
			for i := 0; i < sig.Params().Len() && i < len(call.Args); i++ {
				p := sig.Params().At(i)
				if !carriesBinary(p.Type()) || sig.Variadic() && i == sig.Params().Len()-1 {
					continue
				}
				own := o.value(call.Args[i])
				if prev, seen := given[p]; seen {
					own = own && prev
				}
				given[p] = own
			}
			return true
		})
	}
	learnt := false
	for p, own := range given {
		if own && !o.vars[p] {
			o.vars[p] = true
			learnt = true
		}
	}
	return learnt
}

// returned returns the indices of results that hand on an own-binary value.
func (o *ownBinaries) returned(results []ast.Expr) resultSet {
	var set resultSet
	if len(results) == 1 {
		if call, ok := ast.Unparen(results[0]).(*ast.CallExpr); ok {
			return o.callResults(call)
		}
	}
	for i, r := range results {
		if i < 64 && o.value(r) {
			set |= 1 << uint(i)
		}
	}
	return set
}

// assign marks the variables of lhs given an own-binary value.
func (o *ownBinaries) assign(lhs, rhs []ast.Expr) bool {
	learnt := false
	mark := func(l ast.Expr) {
		id, ok := ast.Unparen(l).(*ast.Ident)
		if !ok || id.Name == "_" {
			return
		}
		if obj := o.m.info.ObjectOf(id); obj != nil && !o.vars[obj] {
			o.vars[obj] = true
			learnt = true
		}
	}
	switch {
	case len(lhs) == len(rhs):
		for i := range lhs {
			if o.value(rhs[i]) {
				mark(lhs[i])
			}
		}
	case len(rhs) == 1:
		if call, ok := ast.Unparen(rhs[0]).(*ast.CallExpr); ok {
			set := o.callResults(call) | o.pairResults(lhs, call)
			for i := range lhs {
				if set.has(i) {
					mark(lhs[i])
				}
			}
		}
	}
	return learnt
}

// value reports whether e is an own-binary value: os.Args[0], a variable
// given one, a call whose first result is one, or go-sdk's
// CommandTransport given such a command.
func (o *ownBinaries) value(e ast.Expr) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		return o.vars[o.m.info.ObjectOf(e)]
	case *ast.UnaryExpr:
		return e.Op == token.AND && o.value(e.X)
	case *ast.IndexExpr:
		return o.kind == ownBinaryKind && knowledge.SelfPathVar.Is(o.objectOf(e.X)) && isZero(o.m.info.Types[e.Index].Value)
	case *ast.CallExpr:
		return o.callResults(e).has(0)
	case *ast.CompositeLit:
		t := o.m.info.TypeOf(e)
		for _, elt := range e.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			if key, ok := kv.Key.(*ast.Ident); ok && o.kind.carrierField(t, key.Name) && o.value(kv.Value) {
				return true
			}
		}
	}
	return false
}

// callResults returns the results of call that are own-binary values.
func (o *ownBinaries) callResults(call *ast.CallExpr) resultSet {
	fn := o.m.callee(call)
	if fn == nil {
		return 0
	}
	if o.kind == ownBinaryKind && knowledge.SelfPathFunc.Is(fn) {
		return 1
	}
	if o.kind == inProcessKind && o.connectsOwnServer(fn, call) {
		return 1
	}
	for _, carriers := range o.kind.carriers() {
		if arg, ok := knowledge.CarriedArg(fn, carriers); ok && arg < len(call.Args) && o.value(call.Args[arg]) {
			return 1
		}
	}
	return o.funcs[fn.Origin()]
}

// export gives the package's exported functions that return an own-binary
// value their fact.
func (o *ownBinaries) export() {
	for fn, set := range o.funcs {
		if fn.Pkg() != o.m.pass.Pkg || !fn.Exported() {
			continue
		}
		var results []int
		for i := 0; i < 64; i++ {
			if set.has(i) {
				results = append(results, i)
			}
		}
		sort.Ints(results)
		o.m.pass.ExportObjectFact(fn, o.kind.fact(results))
	}
}

// objectOf returns the object e names: a qualified identifier (os.Args)
// or a plain one.
func (o *ownBinaries) objectOf(e ast.Expr) types.Object {
	switch e := ast.Unparen(e).(type) {
	case *ast.SelectorExpr:
		return o.m.info.Uses[e.Sel]
	case *ast.Ident:
		return o.m.info.Uses[e]
	}
	return nil
}

// isZero reports whether v is the constant 0.
func isZero(v constant.Value) bool {
	return v != nil && v.Kind() == constant.Int && constant.Sign(v) == 0
}

// runsOwnBinary reports whether call, in a _test.go file, gets a result
// from a client or session that runs the program's own binary: its
// CallTool, or a client wrapper given it (callTool(t, session, "x")): the
// test reads what its own server answers.
func (m *Model) runsOwnBinary(call *ast.CallExpr) bool {
	return m.isTestFile(call.Pos()) && m.ownBinaries.gives(call)
}

// gives reports whether call gets a result from a client or session that
// is one of o's values: its CallTool, or a client wrapper given it.
func (o *ownBinaries) gives(call *ast.CallExpr) bool {
	if o == nil || len(o.vars) == 0 && len(o.funcs) == 0 {
		return false
	}
	m := o.m
	if m.isClientCall(call) {
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		return ok && o.value(sel.X)
	}
	if !m.receivesResult(call, m.clientWrappers) {
		return false
	}
	for _, arg := range call.Args {
		if o.value(arg) {
			return true
		}
	}
	return false
}

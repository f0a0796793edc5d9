package mcpmodel

import (
	"fmt"
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// A program that runs its own server in process and connects a client to
// it — one end of an in-process pair (net.Pipe, go-sdk's
// NewInMemoryTransports) served by a server of the program, the other
// given to the client; or mcp-go's in-process client of a server value —
// reads its own server's answers, in production code as in tests (an
// example's main that probes its server). Known by the value flow of
// ownbinary.go, with other sources: a pair's end whose partner is served,
// a server value handed to an in-process client. A server is the
// program's own unless a function of another module (not an SDK's
// constructor) built it; an end is served when it is given to an SDK
// server's Connect or Run, or to any function of the module (its own
// server's Serve).

// selfKind says which values an ownBinaries walk follows.
type selfKind int

const (
	ownBinaryKind selfKind = iota // the program's own binary run again
	inProcessKind                 // a client of a server run in process
)

// inProcessFact marks a function whose results at the indices Results are
// clients, sessions, transports or pair ends connected in process to a
// server of the program.
type inProcessFact struct {
	Results []int
}

func (*inProcessFact) AFact() {}

func (f *inProcessFact) String() string { return fmt.Sprintf("mcpinprocess%v", f.Results) }

// fact returns the fact of kind for a function returning results.
func (k selfKind) fact(results []int) analysis.Fact {
	if k == inProcessKind {
		return &inProcessFact{Results: results}
	}
	return &ownBinaryFact{Results: results}
}

// factResults returns the result indices of fact when it is of kind.
func (k selfKind) factResults(fact analysis.Fact) ([]int, bool) {
	switch f := fact.(type) {
	case *ownBinaryFact:
		return f.Results, k == ownBinaryKind
	case *inProcessFact:
		return f.Results, k == inProcessKind
	}
	return nil, false
}

// carriers are the calls that hand a value of kind on into their first
// result.
func (k selfKind) carriers() [][]knowledge.Carrier {
	if k == inProcessKind {
		return [][]knowledge.Carrier{vocab.StreamCarriers, vocab.TransportCarriers}
	}
	return [][]knowledge.Carrier{knowledge.CommandCarriers, vocab.TransportCarriers}
}

// carrierField reports whether field of a composite literal of type t
// hands a value of kind on into the literal: a CommandTransport's command,
// an IOTransport's reading end.
func (k selfKind) carrierField(t types.Type, field string) bool {
	if k == inProcessKind {
		return vocab.IsStreamField(t, field)
	}
	return vocab.IsCommandField(t, field)
}

// isSource reports whether obj, used in the package, starts a value of
// o's kind: os.Args or os.Executable, an in-process pair or client.
func (o *ownBinaries) isSource(obj types.Object) bool {
	if o.kind == ownBinaryKind {
		return knowledge.SelfPathVar.Is(obj) || knowledge.SelfPathFunc.Is(obj)
	}
	fn, ok := obj.(*types.Func)
	if !ok {
		return false
	}
	if isQualified(fn, vocab.InProcessPairs) {
		return true
	}
	_, ok = knowledge.CarriedArg(fn, vocab.InProcessClients)
	return ok
}

// identObject returns the object the identifier e defines or uses, or nil.
func identObject(info *types.Info, e ast.Expr) types.Object {
	if id, ok := ast.Unparen(e).(*ast.Ident); ok && id.Name != "_" {
		return info.ObjectOf(id)
	}
	return nil
}

// isQualified reports whether obj is one of names.
func isQualified(obj types.Object, names []knowledge.Qualified) bool {
	for _, q := range names {
		if q.Is(obj) {
			return true
		}
	}
	return false
}

// findInProcess learns the package's clients of a server it runs in
// process, and exports the facts of its exported functions returning one.
func (m *Model) findInProcess() *ownBinaries {
	return m.findSelfValues(inProcessKind)
}

// findServed notes the variables given a server built by another module,
// then those a server of the program serves (see the file comment).
func (o *ownBinaries) findServed() {
	o.served, o.foreignServers = make(map[types.Object]bool), make(map[types.Object]bool)
	o.m.Preorder([]ast.Node{(*ast.AssignStmt)(nil)}, func(n ast.Node) {
		assign := n.(*ast.AssignStmt)
		if len(assign.Rhs) != 1 {
			return
		}
		if call, ok := ast.Unparen(assign.Rhs[0]).(*ast.CallExpr); ok && o.foreignCall(call) {
			for _, l := range assign.Lhs {
				if obj := identObject(o.m.info, l); obj != nil {
					o.foreignServers[obj] = true
				}
			}
		}
	})
	o.m.Calls(o.noteServed) // after every foreign server is known
}

// noteServed marks the variables call serves: the transport of an SDK
// server's Connect or Run, every argument of a function of the module.
func (o *ownBinaries) noteServed(call *ast.CallExpr) {
	fn := o.m.callee(call)
	if fn == nil {
		return
	}
	if arg, ok := knowledge.CarriedArg(fn, vocab.ServerServes); ok {
		sel, isSel := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if isSel && arg < len(call.Args) && o.ownServer(sel.X) {
			o.markServed(call.Args[arg])
		}
		return
	}
	if o.m.inModule(fn) {
		for _, a := range call.Args {
			o.markServed(a)
		}
	}
}

// markServed marks the variable e names, or that a transport literal (or
// its address) holds in a field, as served.
func (o *ownBinaries) markServed(e ast.Expr) {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		if obj := o.m.info.ObjectOf(e); obj != nil {
			o.served[obj] = true
		}
	case *ast.UnaryExpr:
		o.markServed(e.X)
	case *ast.CompositeLit:
		for _, elt := range e.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				o.markServed(kv.Value)
			}
		}
	}
}

// ownServer reports whether e, a server value, is the program's own: not
// built by a function of another module than the SDKs' and the package's.
func (o *ownBinaries) ownServer(e ast.Expr) bool {
	if call, ok := ast.Unparen(e).(*ast.CallExpr); ok {
		return !o.foreignCall(call)
	}
	obj := identObject(o.m.info, e)
	return obj == nil || !o.foreignServers[obj]
}

// foreignCall reports whether call calls a function of another module
// that is no SDK server constructor.
func (o *ownBinaries) foreignCall(call *ast.CallExpr) bool {
	fn := o.m.callee(call)
	if fn == nil || fn.Pkg() == nil || isQualified(fn, vocab.ServerConstructors) {
		return false
	}
	return !o.m.inModule(fn) && vocab.SDKModuleOf(knowledge.TrimVendor(fn.Pkg().Path())) == ""
}

// inModule reports whether fn is declared in the package's module (in its
// package when the driver does not say which module).
func (m *Model) inModule(fn *types.Func) bool {
	if fn.Pkg() == nil {
		return false
	}
	path := fn.Pkg().Path()
	if path == m.pass.Pkg.Path() {
		return true
	}
	if m.pass.Module == nil || m.pass.Module.Path == "" {
		return false
	}
	mod := m.pass.Module.Path
	return path == mod || strings.HasPrefix(path, mod+"/")
}

// connectsOwnServer reports whether call hands a server of the program
// to an in-process client or transport (mcp-go's NewInProcessClient).
func (o *ownBinaries) connectsOwnServer(fn *types.Func, call *ast.CallExpr) bool {
	arg, ok := knowledge.CarriedArg(fn, vocab.InProcessClients)
	return ok && arg < len(call.Args) && o.ownServer(call.Args[arg])
}

// pairResults returns, for an in-process pair call assigned to lhs, the
// ends whose partner is served.
func (o *ownBinaries) pairResults(lhs []ast.Expr, call *ast.CallExpr) resultSet {
	fn := o.m.callee(call)
	if o.kind != inProcessKind || len(lhs) != 2 || fn == nil || !isQualified(fn, vocab.InProcessPairs) {
		return 0
	}
	var set resultSet
	for i := range lhs {
		if obj := identObject(o.m.info, lhs[1-i]); obj != nil && o.served[obj] {
			set |= 1 << uint(i)
		}
	}
	return set
}

// runsInProcess reports whether call gets a result from a client or
// session connected in process to a server of the program (see the file
// comment), in any file: what it reads is its own server's answer.
func (m *Model) runsInProcess(call *ast.CallExpr) bool {
	return m.inProcess.gives(call)
}

package errmessage

import (
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// A client request's error text matched against wordings decides on one
// of the failures the error can carry (knowledge/requestfailures.go): the
// server's JSON-RPC error, one the SDK returns with a sentinel or a type
// of its own, or one with no code at all (the network, I/O, a process, an
// HTTP status, or an SDK's plain error). Which it is, and whether the SDK
// offers a code, a sentinel or a type for it, is known from the SDK
// package the code compiles against: a failure's sentinel counts where
// that package declares it, and the server's code where the SDK's release
// wraps it (knowledge.ServerErrorCodes).

// wordings classifies wordings for the SDK releases a package compiles
// against.
type wordings struct {
	pkg      *types.Package
	packages map[string]*types.Package // the package graph, by path, once asked
}

func newWordings(pkg *types.Package) *wordings { return &wordings{pkg: pkg} }

// lookup returns the package of the graph at path, indexing the graph the
// first time.
func (w *wordings) lookup(path string) *types.Package {
	if w.packages == nil {
		w.packages = make(map[string]*types.Package)
		var visit func(p *types.Package)
		visit = func(p *types.Package) {
			path := knowledge.TrimVendor(p.Path())
			if w.packages[path] != nil {
				return
			}
			w.packages[path] = p
			for _, imp := range p.Imports() {
				visit(imp)
			}
		}
		visit(w.pkg)
	}
	return w.packages[path]
}

// declares reports whether the package graph declares f's sentinel or
// type: the SDK release the code compiles against offers it.
func (w *wordings) declares(f knowledge.RequestFailure) bool {
	p := w.lookup(f.Path)
	return f.Name != "" && p != nil && p.Scope().Lookup(f.Name) != nil
}

// serverCodes reports whether the SDK release hands the server's JSON-RPC
// error on in the request's error in a form the code can reach
// (knowledge.ServerErrorCodes): go-sdk from the release whose jsonrpc
// package exports Error (v1.2.0; v1.0.0 and v1.1.0 keep the wire error
// internal, so code compiled against them has nothing to branch on but
// the wording), mcp-go from the one whose JSONRPCErrorDetails has AsError.
func (w *wordings) serverCodes(sdk string) bool {
	offer, ok := knowledge.ServerErrorCodes[sdkModule(sdk)]
	if !ok {
		return false
	}
	p := w.lookup(offer.Path)
	if p == nil {
		return false
	}
	tn, ok := p.Scope().Lookup(offer.Type).(*types.TypeName)
	if !ok {
		return false
	}
	if offer.Method == "" {
		return true
	}
	obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(tn.Type()), false, p, offer.Method)
	return obj != nil
}

// verdict is what a decision on a request's error text is about.
type verdict struct {
	report bool
	// offered is the SDK failure the decision looks for, when the SDK
	// release offers a sentinel or a type for it.
	offered *knowledge.RequestFailure
}

// decide says whether a decision matching a request's error of sdk against
// values is errmessage's: it is when one of the values is the wording of a
// failure the SDK offers a sentinel or a type for; otherwise not when one
// is the wording of a failure with no code (of the platform, or an SDK
// failure its release offers nothing for); otherwise it is a server's
// wording, reported where the SDK hands the server's code on.
func (w *wordings) decide(sdk string, values []string) verdict {
	var offered *knowledge.RequestFailure
	codeless := false
	for _, v := range values {
		sdkMatch, sdkCodeless := w.sdkFailure(sdkModule(sdk), v)
		switch {
		case sdkCodeless || platformFailure(v):
			codeless = true
		case sdkMatch != nil && offered == nil:
			offered = sdkMatch
		}
	}
	switch {
	case offered != nil:
		return verdict{report: true, offered: offered}
	case codeless:
		return verdict{}
	}
	return verdict{report: w.serverCodes(sdk)}
}

// sdkFailure returns the SDK failure the wording v looks for, when the
// release declares its sentinel or type; codeless is set when v looks for
// one it offers nothing for.
func (w *wordings) sdkFailure(module, v string) (offered *knowledge.RequestFailure, codeless bool) {
	for i, f := range knowledge.SDKFailures {
		if vocab.SDKModuleOf(f.Path) != module || !knowledge.LooksFor(v, f, false) {
			continue
		}
		if !w.declares(f) || f.ServerCode && !w.serverCodes(sdkOf(module)) {
			return nil, true
		}
		if offered == nil {
			offered = &knowledge.SDKFailures[i]
		}
	}
	return offered, false
}

func platformFailure(v string) bool {
	for _, f := range knowledge.PlatformFailures {
		if knowledge.LooksFor(v, f, true) {
			return true
		}
	}
	return false
}

// sdkModule is the module of the SDK named as the messages name it.
func sdkModule(sdk string) string {
	if sdk == sdkMCPGo {
		return vocab.MCPGoModule
	}
	return vocab.GoSDKModule
}

// sdkOf is the SDK of a module, as the messages name it.
func sdkOf(module string) string {
	if module == vocab.MCPGoModule {
		return sdkMCPGo
	}
	return sdkGo
}

// advice says what to use instead of the wording.
func (v verdict) advice(sdk string) string {
	if f := v.offered; f != nil {
		if f.Type {
			return "use errors.As with " + f.Qualified()
		}
		return "use errors.Is with " + f.Qualified()
	}
	return callErrorFix[sdk]
}

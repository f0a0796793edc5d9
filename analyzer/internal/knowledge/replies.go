package knowledge

import (
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// goOpenAPIRuntime is the runtime package of go-swagger's generated HTTP
// clients, whose ClientResponse every generated response reads itself
// from.
const goOpenAPIRuntime = "github.com/go-openapi/runtime"

// IsSwaggerResponse reports whether t (or *t) is a response type that
// go-swagger generates: a type with a method (readResponse, in the
// generated code) taking the go-openapi runtime's ClientResponse and
// Consumer, as every generated response reads itself (source: go-swagger's
// client templates, response.gotmpl). The method is known by its
// parameters' types, not its name. go-swagger makes every response
// implement error, so that a client method can return any status as one;
// the response a method returns as its value is the success reply, whose
// Payload is data, not an error's.
func IsSwaggerResponse(t types.Type) bool {
	if t == nil {
		return false
	}
	if _, isPtr := types.Unalias(t).(*types.Pointer); !isPtr {
		t = types.NewPointer(t)
	}
	for _, m := range typeutil.IntuitiveMethodSet(t, nil) {
		sig, ok := m.Type().(*types.Signature)
		if !ok {
			continue
		}
		params := sig.Params()
		if params.Len() >= 2 && isNamedIn(params.At(0).Type(), goOpenAPIRuntime, "ClientResponse") && isNamedIn(params.At(1).Type(), goOpenAPIRuntime, "Consumer") {
			return true
		}
	}
	return false
}

// isNamedIn reports whether t is the named type path.name.
func isNamedIn(t types.Type, path, name string) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && TrimVendor(n.Obj().Pkg().Path()) == path && n.Obj().Name() == name
}

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
// go-swagger generates: a type with the method readResponse(response
// runtime.ClientResponse, consumer runtime.Consumer, formats
// strfmt.Registry) error of every generated response (source: go-swagger's
// client templates, response.gotmpl). go-swagger makes every response
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
	methods := typeutil.IntuitiveMethodSet(t, nil)
	for _, m := range methods {
		fn, ok := m.Obj().(*types.Func)
		if !ok || fn.Name() != "readResponse" {
			continue
		}
		params := fn.Type().(*types.Signature).Params()
		if params.Len() == 3 && isNamedIn(params.At(0).Type(), goOpenAPIRuntime, "ClientResponse") {
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

package textjson

import "github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"

// readsRefusal reports whether the decode reads the text of a result known
// to be a refusal: inside an IsError branch of it (if res.IsError { … }),
// or in a helper every call of which gives it a refusal or its text
// (callercontext.go). That text is the refusal's message; decoding it (an
// error object {code, message}, a code parsed out of it) reads the
// refusal, not the payload, and "read StructuredContent" would be backwards
// there: a refusal's structured content is nil or an error object.
func (fn *function) readsRefusal(dec mcpmodel.Decode, src mcpmodel.Source) bool {
	if fn.flow.GivenRefusal(src) {
		return true
	}
	if src.Result == nil {
		return false
	}
	if fn.scopes == nil {
		fn.scopes = fn.m.ErrorScopesIn(fn.decl.Body)
	}
	return fn.scopes.Known(dec.Call.Pos(), fn.m.RootVar(src.Result))
}

package mcpmodel

import (
	"go/ast"
	"go/types"
)

// Unread text wrappers: a function that receives a result itself, never
// reads its IsError, and hands on only its text (the joined text blocks)
// turns a refusal into a success whose answer is the tool's error message
// (refusalfilters.go marks its text Unread). Its callers cannot check: they
// never see the result. The fix goes in the wrapper, so that is where the
// mistake is: the function that takes the text from the result it
// received, not a helper that only forwards what such a wrapper gave, nor
// each caller that reads the text.
//
// A text shown to people is no harm; a text used as data is. The wrapper
// is asked about when its text is used as data in the package (a decode,
// through any number of forwarders), or when it reaches callers out of the
// package's sight — an exported function outside package main, a function
// used as a value, or a forwarder that is one — since the package cannot
// see what they do with it (another package decoding it has no result to
// check either, and is never asked).

// unreadHandOff is how a text helper of the package hands a refusal's text
// on unread.
type unreadHandOff struct {
	// at is the first returned text that the helper took from a result it
	// received itself (the return statement for a bare return); nil when
	// it only forwards other helpers' texts.
	at ast.Node
	// forwards are the unread helpers whose text it hands on.
	forwards []*types.Func
}

func (h *unreadHandOff) add(ret *ast.ReturnStmt, v ast.Expr, src Source) {
	switch {
	case src.Unread && src.unreadFrom != nil:
		h.forwards = append(h.forwards, src.unreadFrom)
	case !src.Unread && h.at == nil && v != nil:
		h.at = v
	case !src.Unread && h.at == nil:
		h.at = ret
	}
}

// UnreadTextWrapper is a function of the package that takes the text of a
// result it received and hands it on without ever reading IsError.
type UnreadTextWrapper struct {
	Func *types.Func
	// At is where it hands the text on: the first returned text taken from
	// the result.
	At ast.Node
	// OutOfSight is set when the text reaches callers the package cannot
	// see (see above).
	OutOfSight bool
}

// UnreadTextWrappers returns the package's unread text wrappers, in the
// order of the source.
func (m *Model) UnreadTextWrappers() []UnreadTextWrapper {
	if len(m.unreadHandOffs) == 0 {
		return nil
	}
	outOfSight := make(map[*types.Func]bool)
	values := m.funcValues()
	for fn := range m.unreadHandOffs {
		if fn.Exported() && m.pass.Pkg.Name() != "main" || values[fn] {
			for _, origin := range m.unreadOrigins(fn) {
				outOfSight[origin] = true
			}
		}
	}
	var out []UnreadTextWrapper
	m.eachFuncDecl(func(fn *types.Func, _ *ast.FuncDecl) {
		if h := m.unreadHandOffs[fn]; h != nil && h.at != nil {
			out = append(out, UnreadTextWrapper{Func: fn, At: h.at, OutOfSight: outOfSight[fn]})
		}
	})
	return out
}

// unreadOrigins returns the package's wrappers whose text fn, an unread
// text helper, hands on: itself when it takes the text from a result, and
// those of the helpers it forwards.
func (m *Model) unreadOrigins(fn *types.Func) []*types.Func {
	var out []*types.Func
	seen := make(map[*types.Func]bool)
	var visit func(fn *types.Func)
	visit = func(fn *types.Func) {
		h := m.unreadHandOffs[fn]
		if h == nil || seen[fn] {
			return
		}
		seen[fn] = true
		if h.at != nil {
			out = append(out, fn)
		}
		for _, next := range h.forwards {
			visit(next)
		}
	}
	visit(fn)
	return out
}

// UnreadTextOrigins returns the package's unread text wrappers whose text
// the function uses as data: a JSON decode of a text an unread helper
// handed on, directly or through forwarders. Decodes that only unwrap a
// double-encoded block are left out.
func (f *Flow) UnreadTextOrigins() []*types.Func {
	var out []*types.Func
	f.m.InspectTypes(f.body, callNodes, func(n ast.Node) bool {
		dec, ok := f.m.JSONDecode(n.(*ast.CallExpr))
		if !ok {
			return true
		}
		src := f.Source(dec.Input)
		if src.Unread && !src.Local && src.unreadFrom != nil && decodesText(dec.Kind, src.Kind) && !f.m.UnwrapsBlock(f.body, dec) {
			out = append(out, f.m.unreadOrigins(src.unreadFrom)...)
		}
		return true
	})
	return out
}

// decodesText reports whether a decode of kind reads a value of kind src
// as data (json.Valid only tests it).
func decodesText(kind DecodeKind, src Kind) bool {
	switch kind {
	case DecodeData:
		return src == KindText
	case DecodeReader:
		return src == KindTextReader
	case DecodeDecoder:
		return src == KindTextDecoder
	}
	return false
}

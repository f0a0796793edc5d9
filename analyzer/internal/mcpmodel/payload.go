package mcpmodel

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// PayloadKind says what a value is, as far as a result's payload goes.
type PayloadKind uint8

const (
	PayloadNone    PayloadKind = iota
	PayloadAny                 // the StructuredContent value itself
	PayloadBytes               // JSON of the payload: RawStructuredContent, marshalled StructuredContent, content text
	PayloadReader              // an io.Reader over such bytes
	PayloadDecoder             // a JSON decoder reading such bytes
	PayloadValue               // the payload as data: a decode target, an asserted StructuredContent
)

// Payload describes a value derived from a tool result's payload.
type Payload struct {
	Kind PayloadKind
	// Result is the access path of the tool result (res in
	// res.StructuredContent, s.res in s.res.StructuredContent); nil when
	// the result has none.
	Result types.Object
	// Field is the channel read: FieldStructured, FieldRaw or FieldContent
	// (content text used as data).
	Field string
	// Read is the read that turned the payload into data (the assertion,
	// marshal or decode); set for PayloadValue and marshalled bytes.
	Read ast.Node
}

// ReadKind says how a payload read uses the payload.
type ReadKind uint8

const (
	ReadAssert  ReadKind = iota + 1 // res.StructuredContent.(T)
	ReadMarshal                     // json.Marshal(res.StructuredContent)
	ReadDecode                      // json.Unmarshal(res.RawStructuredContent, &v), or of content text
	ReadIndex                       // res.RawStructuredContent[i]
	ReadHandOff                     // return res.StructuredContent (payloadhandoffs.go)
)

// PayloadRead is a use of a result's payload as data: on a refusal the
// structured channel is nil and the text is a message, so such a read must
// be guarded by an IsError check of the same result.
type PayloadRead struct {
	Node   ast.Expr // the assertion, marshal or decode call, or index
	Kind   ReadKind
	Result types.Object // the result's access path (see PathOf)
	Field  string       // FieldStructured, FieldRaw or FieldContent
}

// MentionsPayload is a cheap syntactic filter: a function that names no
// payload field and calls nothing like a JSON decoder has no payload read.
func MentionsPayload(body ast.Node) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			name := sel.Sel.Name
			found = name == FieldStructured || name == FieldRaw || knowledge.NamesDecoder(name)
		}
		return !found
	})
	return found
}

// learnPayload records what n teaches the payload facet.
func (f *Flow) learnPayload(n ast.Node) bool {
	if lhs, rhs, ok := Assignment(n); ok {
		return f.assignPayload(lhs, rhs)
	}
	if call, ok := n.(*ast.CallExpr); ok {
		return f.payloadDecodeTarget(call)
	}
	return false
}

func (f *Flow) assignPayload(lhs, rhs []ast.Expr) bool {
	changed := false
	if len(lhs) == len(rhs) {
		for i := range lhs {
			changed = f.setPayload(lhs[i], f.payload(rhs[i])) || changed
		}
		return changed
	}
	if len(rhs) == 1 && len(lhs) == 2 {
		// b, err := json.Marshal(…); m, ok := sc.(map[string]any)
		switch r := ast.Unparen(rhs[0]).(type) {
		case *ast.CallExpr, *ast.TypeAssertExpr:
			return f.setPayload(lhs[0], f.payload(r))
		}
	}
	return false
}

// payloadDecodeTarget records the target of a JSON decode of payload bytes.
func (f *Flow) payloadDecodeTarget(call *ast.CallExpr) bool {
	if p, target := f.decodedPayload(call, true); target != nil { // payloaddecoders.go
		return f.setPayload(target, p)
	}
	dec, ok := f.m.JSONDecode(call)
	if !ok || dec.Kind == DecodeValid || len(call.Args) == 0 {
		return false
	}
	in := f.payload(dec.Input)
	if !decodes(dec.Kind, in.Kind) {
		return false
	}
	in.Kind, in.Read = PayloadValue, call
	return f.setPayload(call.Args[len(call.Args)-1], in)
}

func decodes(kind DecodeKind, in PayloadKind) bool {
	switch kind {
	case DecodeData:
		return in == PayloadBytes
	case DecodeReader:
		return in == PayloadReader
	case DecodeDecoder:
		return in == PayloadDecoder
	}
	return false
}

// setPayload records that lhs holds src. As in the text facet, the first
// value a variable is given is the one kept.
func (f *Flow) setPayload(lhs ast.Expr, src Payload) bool {
	if src.Kind == PayloadNone {
		return false
	}
	_, obj := f.m.targetVar(lhs)
	if obj == nil {
		return false
	}
	if _, known := f.payloadVars[obj]; known {
		return false
	}
	f.payloadVars[obj] = src
	return true
}

// Payload says whether e holds a payload, and in which form.
func (f *Flow) Payload(e ast.Expr) Payload {
	f.learnAnswers()
	return f.payload(e)
}

func (f *Flow) payload(e ast.Expr) Payload {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		if obj := f.m.info.ObjectOf(e); obj != nil {
			if p, ok := f.payloadVars[obj]; ok {
				return p
			}
		}
	case *ast.SelectorExpr:
		if field, ok := f.m.payloadField(e); ok {
			kind := PayloadAny
			if field == FieldRaw {
				kind = PayloadBytes
			}
			return Payload{Kind: kind, Result: f.m.PathOf(e.X), Field: field}
		}
	case *ast.TypeAssertExpr:
		if x := f.payload(e.X); x.Kind == PayloadAny && e.Type != nil {
			x.Kind, x.Read = PayloadValue, e
			return x
		}
	case *ast.CallExpr:
		return f.callPayload(e)
	}
	return f.textPayload(e)
}

func (f *Flow) callPayload(call *ast.CallExpr) Payload {
	if tv, ok := f.m.info.Types[call.Fun]; ok && tv.IsType() {
		if len(call.Args) == 1 {
			if x := f.payload(call.Args[0]); x.Kind == PayloadBytes {
				return x // []byte(raw), string(raw), json.RawMessage(b)
			}
		}
		return Payload{}
	}
	fn, _ := typeutil.Callee(f.m.info, call).(*types.Func)
	if fn == nil || len(call.Args) == 0 {
		return f.textPayload(call)
	}
	if p, _ := f.decodedPayload(call, false); p.Kind != PayloadNone { // payloaddecoders.go
		return p
	}
	arg := f.payload(call.Args[0])
	switch {
	case knowledge.IsEncoder(fn) && arg.Kind == PayloadAny:
		arg.Kind, arg.Read = PayloadBytes, call
		return arg
	case knowledge.IsTextReader(fn) && arg.Kind == PayloadBytes:
		arg.Kind = PayloadReader
		return arg
	case knowledge.IsJSONFunc(fn, "NewDecoder") && arg.Kind == PayloadReader:
		arg.Kind = PayloadDecoder
		return arg
	}
	return f.textPayload(call)
}

// textPayload maps a content text (the text facet) onto the payload forms:
// a text decoded as JSON is the payload read from the wrong channel.
func (f *Flow) textPayload(e ast.Expr) Payload {
	src := f.Source(e)
	var kind PayloadKind
	switch src.Kind {
	case KindText:
		kind = PayloadBytes
	case KindTextReader:
		kind = PayloadReader
	case KindTextDecoder:
		kind = PayloadDecoder
	default:
		return Payload{}
	}
	if src.Result == nil {
		return Payload{}
	}
	root := f.m.PathOf(src.Result)
	if root == nil || !f.m.holdsResult(root.Type()) {
		return Payload{} // the text of a content block given as such
	}
	return Payload{Kind: kind, Result: root, Field: FieldContent}
}

// PayloadReads returns the payload reads of the function in source order.
// A comma-ok type assertion whose ok is used is not a read: it tests
// whether the payload is there, and a refusal takes the other branch.
func (f *Flow) PayloadReads() []PayloadRead {
	f.learnAnswers()
	body := f.body
	tested := testedAssertions(body)
	losing := f.m.refusalLosingAssertions(body) // their failing branch is the refusal's: reads
	for ta := range losing {
		delete(tested, ta)
	}
	var reads []PayloadRead
	add := func(n ast.Expr, kind ReadKind, p Payload) {
		if p.Result != nil {
			reads = append(reads, PayloadRead{Node: n, Kind: kind, Result: p.Result, Field: p.Field})
		}
	}
	f.m.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.TypeAssertExpr:
			if n.Type == nil && !losing[n] || tested[n] {
				return true
			}
			if x := f.payload(n.X); x.Kind == PayloadAny {
				add(n, ReadAssert, x)
			}
		case *ast.IndexExpr:
			if sel, ok := ast.Unparen(n.X).(*ast.SelectorExpr); ok {
				if _, isPayload := f.m.payloadField(sel); isPayload {
					add(n, ReadIndex, f.payload(sel))
				}
			}
		case *ast.CallExpr:
			f.callRead(n, add)
		}
		return true
	})
	return reads
}

func (f *Flow) callRead(call *ast.CallExpr, add func(ast.Expr, ReadKind, Payload)) {
	if dec, ok := f.m.JSONDecode(call); ok {
		if in := f.payload(dec.Input); decodes(dec.Kind, in.Kind) && !(in.Field == FieldContent && f.m.UnwrapsBlock(f.body, dec)) {
			add(call, ReadDecode, in)
		}
		return
	}
	if arg, ok := f.m.coercedArg(call); ok {
		if x := f.payload(arg); x.Kind == PayloadAny {
			add(call, ReadMarshal, x)
		}
		return
	}
	fn, _ := typeutil.Callee(f.m.info, call).(*types.Func)
	if fn != nil && knowledge.IsEncoder(fn) && len(call.Args) > 0 {
		if x := f.payload(call.Args[0]); x.Kind == PayloadAny {
			add(call, ReadMarshal, x)
		}
	}
}

// testedAssertions returns the comma-ok type assertions of body whose ok
// value is kept (v, ok := x.(T)), as opposed to v, _ := x.(T).
func testedAssertions(body ast.Node) map[*ast.TypeAssertExpr]bool {
	tested := make(map[*ast.TypeAssertExpr]bool)
	mark := func(lhs []ast.Expr, rhs []ast.Expr) {
		if len(lhs) != 2 || len(rhs) != 1 {
			return
		}
		ta, ok := ast.Unparen(rhs[0]).(*ast.TypeAssertExpr)
		if !ok {
			return
		}
		if id, isIdent := ast.Unparen(lhs[1]).(*ast.Ident); isIdent && id.Name == "_" {
			return
		}
		tested[ta] = true
	}
	ast.Inspect(body, func(n ast.Node) bool {
		if lhs, rhs, ok := Assignment(n); ok {
			mark(lhs, rhs)
		}
		return true
	})
	return tested
}

// builtHere reports whether the result variable is given a value in body
// by a non-empty composite literal or an SDK constructor (NewToolResult…):
// the code then knows whether it is a refusal, and reading it is not
// reading a tool's answer.
func (m *Model) builtHere(body ast.Node, result types.Object) bool {
	built := false
	check := func(lhs []ast.Expr, rhs []ast.Expr) {
		for i, l := range lhs {
			id, ok := ast.Unparen(l).(*ast.Ident)
			if !ok || m.info.ObjectOf(id) != result {
				continue
			}
			var r ast.Expr
			if len(rhs) == len(lhs) {
				r = rhs[i]
			} else if len(rhs) == 1 && i == 0 {
				r = rhs[0]
			}
			if r != nil && m.constructsResult(r) {
				built = true
			}
		}
	}
	m.Inspect(body, func(n ast.Node) bool {
		if lhs, rhs, ok := Assignment(n); ok {
			check(lhs, rhs)
		}
		return !built
	})
	return built
}

func (m *Model) constructsResult(e ast.Expr) bool {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	switch e := e.(type) {
	case *ast.CompositeLit:
		return len(e.Elts) > 0
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(m.info, e).(*types.Func)
		return fn != nil && fn.Pkg() != nil && m.vocab.IsSDKPath(fn.Pkg().Path()) &&
			strings.HasPrefix(fn.Name(), "NewToolResult")
	}
	return false
}

// hasIsError reports whether the result variable's type has an IsError
// flag to check (every known result type has one; a configured one may
// not).
func hasIsError(result types.Object) bool {
	return HasResultField(result.Type(), FieldIsError)
}

// isParameter reports whether v is a parameter or receiver of decl or of
// a function literal inside it: a result the function was given.
func isParameter(decl *ast.FuncDecl, v types.Object) bool {
	within := func(fields *ast.FieldList) bool {
		return fields != nil && fields.Pos() <= v.Pos() && v.Pos() < fields.End()
	}
	if within(decl.Recv) || within(decl.Type.Params) {
		return true
	}
	found := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if lit, ok := n.(*ast.FuncLit); ok && within(lit.Type.Params) {
			found = true
		}
		return !found
	})
	return found
}

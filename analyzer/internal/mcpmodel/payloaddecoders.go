package mcpmodel

import (
	"fmt"
	"go/ast"
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// Payload decoders: helpers given a result that decode its payload (or
// its text) for their caller, into a value they return (a generic
// unwrap[T](res) (T, error)) or into a value the caller hands them
// (decodeInto(res, &env)). At a call, that value is the payload of the
// caller's result, decoded by the call: an envelope the caller then uses
// is an envelope of that result (onechannel's isError-only form), and its
// type is a type the module decodes tool results into. A decoder is
// summarised once, in its own package; exported ones get a
// payloadDecoderFact for other packages.

// payloadDecoderFact marks a function that decodes the payload of one of
// its result parameters.
type payloadDecoderFact struct {
	// Param is the index of the result parameter.
	Param int
	// Into is the index of the parameter decoded into, or -1.
	Into int
	// Result is the index, among the function's results, of the decoded
	// value, or -1.
	Result int
	// Field is the channel decoded (FieldStructured, FieldRaw, FieldContent).
	Field string
}

func (*payloadDecoderFact) AFact() {}

func (f *payloadDecoderFact) String() string {
	return fmt.Sprintf("mcppayloaddecoder(param %d into %d result %d %s)", f.Param, f.Into, f.Result, f.Field)
}

// findPayloadDecoders summarises this package's payload decoders and
// imports the others'. It runs before anything asks for a flow's payload
// facet, so that the cached flows see every summary.
func (m *Model) findPayloadDecoders() map[*types.Func]*payloadDecoderFact {
	decoders := make(map[*types.Func]*payloadDecoderFact)
	for _, of := range m.pass.AllObjectFacts() {
		if fn, ok := of.Object.(*types.Func); ok {
			if fact, isDecoder := of.Fact.(*payloadDecoderFact); isDecoder {
				decoders[fn] = fact
			}
		}
	}
	m.payloadDecoders = decoders
	var candidates []*ast.FuncDecl
	m.eachFuncDecl(func(fn *types.Func, decl *ast.FuncDecl) {
		if m.takesResult(fn.Type().(*types.Signature)) && m.MentionsPayload(decl.Body) {
			candidates = append(candidates, decl)
		}
	})
	for round := 0; round < maxRounds; round++ {
		learnt := false
		for _, decl := range candidates {
			fn := m.info.Defs[decl.Name].(*types.Func)
			if decoders[fn] != nil {
				continue
			}
			if d := m.summarizePayloadDecoder(decl); d != nil {
				decoders[fn] = d
				learnt = true
			}
		}
		if !learnt {
			break // decoders call decoders: stop when a round learns nothing
		}
	}
	for fn, d := range decoders {
		if fn.Pkg() == m.pass.Pkg && fn.Exported() {
			m.pass.ExportObjectFact(fn, d)
		}
	}
	return decoders
}

// summarizePayloadDecoder says whether decl decodes the payload of one of
// its result parameters into a parameter or a value it returns.
func (m *Model) summarizePayloadDecoder(decl *ast.FuncDecl) *payloadDecoderFact {
	flow := m.newFlow(decl)
	params := make(map[types.Object]int)
	for obj, i := range flow.params {
		params[obj] = i
	}
	var found *payloadDecoderFact
	fromParam := func(p Payload) (int, bool) {
		if p.Kind != PayloadValue || p.Result == nil {
			return 0, false
		}
		i, ok := params[p.Result]
		return i, ok
	}
	m.Inspect(decl.Body, func(n ast.Node) bool {
		if found != nil {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			for k, r := range n.Results {
				if p := flow.Payload(r); p.Kind == PayloadValue {
					if i, ok := fromParam(p); ok {
						found = &payloadDecoderFact{Param: i, Into: noParam, Result: k, Field: p.Field}
					}
				}
			}
		case *ast.CallExpr:
			dec, ok := m.JSONDecode(n)
			if !ok || dec.Kind == DecodeValid || len(n.Args) == 0 {
				return true
			}
			target, ok := params[m.info.ObjectOf(identOf(n.Args[len(n.Args)-1]))]
			if in := flow.Payload(dec.Input); ok && decodes(dec.Kind, in.Kind) {
				if i, isParam := params[in.Result]; isParam && in.Result != nil {
					found = &payloadDecoderFact{Param: i, Into: target, Result: noParam, Field: in.Field}
				}
			}
		}
		return true
	})
	return found
}

// decodedPayload returns, for a call of a payload decoder, the payload
// value it decodes into its argument (into set) or returns; the zero
// Payload otherwise.
func (f *Flow) decodedPayload(call *ast.CallExpr, into bool) (Payload, ast.Expr) {
	fn := f.m.callee(call)
	if fn == nil {
		return Payload{}, nil
	}
	d := f.m.payloadDecoders[fn.Origin()]
	if d == nil || d.Param >= len(call.Args) {
		return Payload{}, nil
	}
	result := f.m.PathOf(call.Args[d.Param])
	if result == nil || !f.m.holdsResult(result.Type()) {
		return Payload{}, nil
	}
	p := Payload{Kind: PayloadValue, Result: result, Field: d.Field, Read: call}
	switch {
	case into && d.Into >= 0 && d.Into < len(call.Args):
		return p, call.Args[d.Into]
	case !into && d.Result == 0:
		return p, nil
	}
	return Payload{}, nil
}

// MentionsPayload is the package-aware MentionsPayload: it also sees calls
// of payload decoders and coercers, whatever they are called.
func (m *Model) MentionsPayload(body ast.Node) bool {
	if m.namesPayload(body) {
		return true
	}
	if len(m.payloadDecoders) == 0 && len(m.coercers) == 0 {
		return false // most packages: no call can be one
	}
	found := false
	m.Inspect(body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			if fn := m.callee(call); fn != nil {
				_, coerces := m.coercers[fn.Origin()]
				found = m.payloadDecoders[fn.Origin()] != nil || coerces
			}
		}
		return !found
	})
	return found
}

// namesPayload is MentionsPayload over the shared index, memoised per
// body: the model's summaries and onechannel ask it of the same bodies.
// (Its walk visits exactly the nodes MentionsPayload's does: a selector
// seen after the first match overwrites the verdict there too.)
func (m *Model) namesPayload(body ast.Node) bool {
	m.syntaxMu.Lock()
	found, ok := m.payloadNames[body]
	m.syntaxMu.Unlock()
	if ok {
		return found
	}
	m.Inspect(body, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			name := sel.Sel.Name
			found = name == FieldStructured || name == FieldRaw || knowledge.NamesDecoder(name)
		}
		return !found
	})
	m.syntaxMu.Lock()
	if m.payloadNames == nil {
		m.payloadNames = make(map[ast.Node]bool)
	}
	m.payloadNames[body] = found
	m.syntaxMu.Unlock()
	return found
}

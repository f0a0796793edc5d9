package mcpmodel

import (
	"go/ast"
	"go/types"
	"reflect"
	"sort"
	"strings"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// Decoded types: the types a tool result's payload or text is decoded
// into (json.Unmarshal(res.RawStructuredContent, &env), a decode of the
// marshalled StructuredContent or of a content text, an assertion
// res.StructuredContent.(T), a coercer, a client wrapper's decoded
// payload), with the named types reachable from them through fields,
// pointers, slices, arrays and map values. Such a type carries a value
// that came from MCP wherever it goes: an error object of that type, in a
// helper given it in this package or in another, is a tool's error
// object (errmessage), while the same shape decoded from an LLM provider's
// or an HTTP API's reply is not. The package's decoded types cross
// packages as a decodedTypesFact.

// decodedTypesFact lists, by qualified name ("path.Name"), the named types
// a package decodes from tool results, and those of them found at an
// envelope's error key ("error", "errors": the spec's envelope).
type decodedTypesFact struct {
	Types      []string
	ErrorTypes []string
}

func (*decodedTypesFact) AFact() {}

func (f *decodedTypesFact) String() string {
	return "mcpdecoded(" + strings.Join(f.Types, ", ") + "; at error keys: " + strings.Join(f.ErrorTypes, ", ") + ")"
}

// decodedTypes holds the decoded types known to one package: its own and
// those of its dependencies' facts.
type decodedTypes struct {
	types      map[string]bool
	errorTypes map[string]bool
}

// findDecodedTypes records the types this package decodes from tool
// results, exports them as a fact, and adds the imported facts. It runs
// once the rest of the model is built, since it reads the functions'
// flows (shared with the checks, which ask for the same flows).
func (m *Model) findDecodedTypes() *decodedTypes {
	d := &decodedTypes{types: make(map[string]bool), errorTypes: make(map[string]bool)}
	m.eachFuncDecl(func(_ *types.Func, decl *ast.FuncDecl) {
		if m.MentionsPayload(decl.Body) {
			m.recordDecodes(decl, d)
		}
	})
	if len(d.types) > 0 {
		m.pass.ExportPackageFact(&decodedTypesFact{Types: sortedKeys(d.types), ErrorTypes: sortedKeys(d.errorTypes)})
	}
	for _, pf := range m.pass.AllPackageFacts() {
		if f, ok := pf.Fact.(*decodedTypesFact); ok {
			for _, t := range f.Types {
				d.types[t] = true
			}
			for _, t := range f.ErrorTypes {
				d.errorTypes[t] = true
			}
		}
	}
	return d
}

func sortedKeys(set map[string]bool) []string {
	keys := make([]string, 0, len(set))
	for k := range set {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// decodeNodes are the nodes recordDecodes reads.
var decodeNodes = []ast.Node{(*ast.TypeAssertExpr)(nil), (*ast.CallExpr)(nil)}

// recordDecodes records the targets of decl's decodes of a result's
// payload or text.
func (m *Model) recordDecodes(decl *ast.FuncDecl, d *decodedTypes) {
	flow := m.FlowOf(decl)
	m.InspectTypes(decl.Body, decodeNodes, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.TypeAssertExpr:
			if n.Type != nil && flow.Payload(n.X).Kind == PayloadAny {
				d.record(m.info.TypeOf(n.Type), false)
			}
		case *ast.CallExpr:
			for _, t := range m.decodedBy(flow, n) {
				d.record(t, false)
			}
		}
		return true
	})
}

// decodedBy returns the types call decodes a result's payload or text
// into: a JSON decode's target, what a coercer given the payload fills in
// or returns, a client wrapper's decoded payload.
func (m *Model) decodedBy(flow *Flow, call *ast.CallExpr) []types.Type {
	if dec, ok := m.JSONDecode(call); ok {
		if dec.Kind == DecodeValid || len(call.Args) == 0 {
			return nil
		}
		if in := flow.Payload(dec.Input); decodes(dec.Kind, in.Kind) || flow.Source(dec.Input).IsText() {
			return []types.Type{m.info.TypeOf(call.Args[len(call.Args)-1])}
		}
		return nil
	}
	if arg, ok := m.coercedArg(call); ok {
		if flow.Payload(arg).Kind != PayloadAny {
			return nil
		}
		var out []types.Type
		for _, a := range call.Args {
			if a != arg {
				out = append(out, m.info.TypeOf(a))
			}
		}
		return append(out, m.callResultTypes(call)...)
	}
	if i := m.payloadWrapperCall(call); i >= 0 {
		if results := m.callResultTypes(call); i < len(results) {
			return []types.Type{results[i]}
		}
	}
	return nil
}

// callResultTypes returns the types of call's results.
func (m *Model) callResultTypes(call *ast.CallExpr) []types.Type {
	switch t := m.info.TypeOf(call).(type) {
	case nil:
		return nil
	case *types.Tuple:
		out := make([]types.Type, t.Len())
		for i := range t.Len() {
			out[i] = t.At(i).Type()
		}
		return out
	default:
		return []types.Type{t}
	}
}

// record adds the named types reachable from t; atErrorKey is set when t
// is held at an envelope's error key.
func (d *decodedTypes) record(t types.Type, atErrorKey bool) {
	type visit struct {
		t          types.Type
		atErrorKey bool
	}
	seen := make(map[visit]bool)
	var walk func(t types.Type, atErrorKey bool)
	walk = func(t types.Type, atErrorKey bool) {
		if t == nil || seen[visit{t, atErrorKey}] {
			return
		}
		seen[visit{t, atErrorKey}] = true
		t = types.Unalias(t)
		if n, ok := t.(*types.Named); ok && isStruct(n) {
			if key := typeKey(n); key != "" {
				d.types[key] = true
				if atErrorKey {
					d.errorTypes[key] = true
				}
			}
		}
		switch u := t.Underlying().(type) {
		case *types.Pointer:
			walk(u.Elem(), atErrorKey)
		case *types.Slice:
			walk(u.Elem(), atErrorKey)
		case *types.Array:
			walk(u.Elem(), atErrorKey)
		case *types.Map:
			walk(u.Elem(), false)
		case *types.Struct:
			for i := range u.NumFields() {
				f := u.Field(i)
				key, decoded := WireKey(f, u.Tag(i))
				if decoded {
					walk(f.Type(), IsErrorKey(key))
				}
			}
		}
	}
	walk(t, atErrorKey)
}

func isStruct(t types.Type) bool {
	_, ok := t.Underlying().(*types.Struct)
	return ok
}

// typeKey is the qualified name of a named type, vendoring left out; ""
// for a type declared inside a function, which no other package sees.
func typeKey(n *types.Named) string {
	obj := n.Origin().Obj()
	if obj.Pkg() == nil || obj.Parent() != obj.Pkg().Scope() {
		return ""
	}
	return knowledge.TrimVendor(obj.Pkg().Path()) + "." + obj.Name()
}

// WireKey is the JSON key encoding/json decodes a struct field from: the
// name its tag gives, else the field's own name; decoded is false for an
// unexported or `json:"-"` field, which a decode never fills.
func WireKey(f *types.Var, tag string) (key string, decoded bool) {
	name, _, _ := strings.Cut(reflect.StructTag(tag).Get("json"), ",")
	if name == "-" || !f.Exported() && !f.Embedded() {
		return "", false
	}
	if name == "" {
		name = f.Name()
	}
	return name, true
}

// KeyIs reports whether a wire key is the key name, as encoding/json
// matches an object's keys to a struct's fields (case-insensitively).
func KeyIs(key, name string) bool { return strings.EqualFold(key, name) }

// IsErrorKey reports whether a wire key is an envelope's error part: the
// spec's "error" ({"error": {"code", "message"}}), or "errors", a list of
// error objects (the GraphQL shape of the same envelope).
func IsErrorKey(key string) bool { return KeyIs(key, KeyError) || KeyIs(key, KeyErrors) }

// KeyErrors is the key of an envelope's list of error objects.
const KeyErrors = "errors"

// FromMCP reports whether values of type t come from MCP: t (or what it
// points to) is declared by an MCP SDK (go-sdk's jsonrpc.Error, mcp-go's
// JSONRPCErrorDetails…) or a configured SDK package, is a type the module
// decodes tool results into (see decodedTypesFact), or is a tool's error
// object by the seeds' convention's keys (IsToolErrorConvention).
func (m *Model) FromMCP(t types.Type) bool {
	if IsToolErrorConvention(t) {
		return true
	}
	n := vocab.Named(t)
	if n == nil || n.Obj().Pkg() == nil {
		return false
	}
	path := n.Obj().Pkg().Path()
	if vocab.SDKModuleOf(path) != "" || m.vocab.IsSDKPath(path) {
		return true
	}
	return m.decoded != nil && m.decoded.types[typeKey(n)]
}

// AtErrorKey reports whether the module decodes values of type t (or what
// it points to) at an envelope's error key: {"error": {"type", "message"}}.
func (m *Model) AtErrorKey(t types.Type) bool {
	n := vocab.Named(t)
	if n == nil {
		if s, ok := types.Unalias(deref(t)).(*types.Slice); ok {
			n = vocab.Named(s.Elem())
		}
	}
	return n != nil && m.decoded != nil && m.decoded.errorTypes[typeKey(n)]
}

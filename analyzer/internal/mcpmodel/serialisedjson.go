package mcpmodel

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// JSON this code serialised: a string or []byte that is nothing but a
// value the code serialised to JSON, by any encoder the knowledge layer
// knows (encoding/json, protojson, json-iterator, goccy/go-json, sonic),
// converted (string(b)), trimmed of white space, pretty-printed or
// compacted (json.Indent into a buffer, a pretty-printer), read back from
// a buffer only an encoder wrote into (json.NewEncoder(&buf).Encode(v)),
// kept in locals, or returned by a function of the module's own that
// does one of those, at any depth and in any package (serialisedJSONFact).
//
// A text holds such JSON when it does on SOME path to the point asked
// about, whatever it holds on the others (prose for an empty case, a URI
// in another branch of a switch): the answers that carry data carry it as
// that JSON. Every says whether it does on all of them. Text that mixes
// JSON into prose ("Result: " + string(b), fmt.Sprintf with other words)
// is prose, and so is a body the code received and hands on unchanged
// (io.ReadAll(resp.Body)): the code did not serialise it.

// SerialisedJSON is what the model knows of a text that holds JSON the
// code serialised.
type SerialisedJSON struct {
	// Value is the serialised expression, or nil when it is out of sight
	// (a helper serialised a value of its own) or several values reach.
	Value ast.Expr
	// Every is set when the text is that JSON on every path to the point;
	// unset when on some path it holds something else.
	Every bool
	// Standard is set when encoding/json serialised it on every path where
	// it is JSON, as
	// the SDKs marshal structured content: the value sent as structured
	// content then reads as the text's JSON (protojson's field names,
	// sonic's or goccy's escaping may differ).
	Standard bool
}

// SerialisedJSON reports whether e, an expression of decl (or of a
// closure in it), holds JSON the code serialised on some path.
func (m *Model) SerialisedJSON(decl *ast.FuncDecl, e ast.Expr) (SerialisedJSON, bool) {
	r := m.newJSONReader(decl, nil).eval(e, 0)
	if !r.some || r.through >= 0 {
		return SerialisedJSON{}, false
	}
	return SerialisedJSON{Value: r.value, Every: r.every, Standard: r.std}, true
}

// jsonOf is what the reader found of one expression.
type jsonOf struct {
	some, every, std bool
	// value is the serialised expression, or nil.
	value ast.Expr
	// through is, while summarising a function, the index of its
	// parameter whose JSON this is, the caller's argument's (a helper that
	// indents the JSON it is given); -1 otherwise.
	through int
}

// notJSON is what the reader says of an expression that holds no JSON the
// code serialised.
var notJSON = jsonOf{through: -1}

// merge is what a text holds when it holds a on some paths and b on the
// others.
func (r *jsonReader) merge(a, b jsonOf) jsonOf {
	if a.through != b.through {
		// The caller's JSON on one path, the helper's own on another:
		// only the helper's own is known to be JSON.
		if a.through >= 0 {
			a = notJSON
		}
		if b.through >= 0 {
			b = notJSON
		}
	}
	got := jsonOf{some: a.some || b.some, every: a.every && b.every, std: (a.std || !a.some) && (b.std || !b.some), through: a.through}
	switch {
	case !a.some:
		got.value = b.value
	case !b.some:
		got.value = a.value
	case r.sameValue(a.value, b.value):
		got.value = a.value
	}
	return got
}

// sameValue reports whether a and b serialise the same variable (or its
// address): two branches that marshal s, indented or not.
func (r *jsonReader) sameValue(a, b ast.Expr) bool {
	if a == nil || b == nil {
		return false
	}
	if a == b {
		return true
	}
	va, vb := r.variable(a), r.variable(b)
	return va != nil && va == vb
}

// variable returns the variable e or &e names, or nil.
func (r *jsonReader) variable(e ast.Expr) *types.Var {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	v, _ := r.m.info.Uses[identOf(e)].(*types.Var)
	return v
}

// maxJSONDepth bounds the chain of locals and conversions followed
// (s := string(b); t := strings.TrimSpace(s) …).
const maxJSONDepth = 8

// jsonReader reads, in one function, what its expressions hold.
type jsonReader struct {
	m    *Model
	decl *ast.FuncDecl
	dom  *Dominance // made on first use
	// summarised is the signature of the function being summarised, whose
	// parameters stand for the caller's arguments; nil for a query.
	summarised *types.Signature
}

func (m *Model) newJSONReader(decl *ast.FuncDecl, summarised *types.Signature) *jsonReader {
	return &jsonReader{m: m, decl: decl, summarised: summarised}
}

func (r *jsonReader) eval(e ast.Expr, depth int) jsonOf {
	if depth > maxJSONDepth {
		return notJSON
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		return r.call(e, depth)
	case *ast.Ident:
		return r.local(e, depth)
	}
	return notJSON
}

func (r *jsonReader) call(call *ast.CallExpr, depth int) jsonOf {
	info := r.m.info
	if tv, ok := info.Types[call.Fun]; ok && tv.IsType() && len(call.Args) == 1 {
		return r.eval(call.Args[0], depth+1) // string(b), []byte(s), json.RawMessage(b)
	}
	if IsWhitespaceTrim(info, call) {
		return r.eval(call.Args[0], depth+1) // no JSON value begins or ends with white space
	}
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil {
		return notJSON
	}
	if arg, ok := knowledge.EncodedArg(fn); ok && arg < len(call.Args) {
		return jsonOf{some: true, every: true, std: knowledge.IsStdJSON(fn), value: call.Args[arg], through: -1}
	}
	if arg, ok := knowledge.PrettyPrintedArg(fn); ok && arg < len(call.Args) {
		return r.eval(call.Args[arg], depth+1)
	}
	if f, ok := r.m.serialisedFuncs[fn.Origin()]; ok {
		return r.applyFact(f, fn, call, depth)
	}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && len(call.Args) == 0 && (fn.Name() == "String" || fn.Name() == "Bytes") {
		return r.buffer(sel.X, depth)
	}
	return notJSON
}

// applyFact is what a call of fn, a function known to return serialised
// JSON, returns.
func (r *jsonReader) applyFact(f *serialisedJSONFact, fn *types.Func, call *ast.CallExpr, depth int) jsonOf {
	if f.Through >= 0 {
		if !argAt(fn, call, f.Through) {
			return notJSON
		}
		got := r.eval(call.Args[f.Through], depth+1)
		got.every = got.every && f.Every
		return got
	}
	got := jsonOf{some: true, every: f.Every, std: f.Standard, through: -1}
	if f.Param >= 0 && argAt(fn, call, f.Param) {
		got.value = call.Args[f.Param]
	}
	return got
}

// argAt reports whether the call gives fn's parameter i as one argument
// of its own (not through a variadic list).
func argAt(fn *types.Func, call *ast.CallExpr, i int) bool {
	sig := fn.Type().(*types.Signature)
	return i < len(call.Args) && !(sig.Variadic() && i >= sig.Params().Len()-1) && !call.Ellipsis.IsValid()
}

// local reads a local variable at id: what the values that reach id hold.
func (r *jsonReader) local(id *ast.Ident, depth int) jsonOf {
	v, ok := r.m.info.Uses[id].(*types.Var)
	if !ok || v.IsField() || v.Parent() == nil || v.Pkg() == nil || v.Parent() == v.Pkg().Scope() {
		return notJSON
	}
	if i := r.paramIndex(v); i >= 0 {
		return jsonOf{some: true, every: true, std: true, through: i}
	}
	defs := r.reachingDefs(v, id)
	if len(defs) == 0 {
		return notJSON
	}
	got := r.evalDef(defs[0], depth)
	for _, d := range defs[1:] {
		got = r.merge(got, r.evalDef(d, depth))
	}
	return got
}

func (r *jsonReader) evalDef(d localDef, depth int) jsonOf {
	if d.value == nil {
		return notJSON // a zero value, a range variable, a value written out of sight
	}
	return r.eval(d.value, depth+1)
}

// paramIndex returns the index of v among the summarised function's
// parameters, or -1.
func (r *jsonReader) paramIndex(v *types.Var) int {
	if r.summarised == nil {
		return -1
	}
	for i := range r.summarised.Params().Len() {
		if r.summarised.Params().At(i) == v {
			return i
		}
	}
	return -1
}

// buffer reads buf, a local bytes.Buffer or strings.Builder read with
// String() or Bytes(), which holds JSON when one writer alone wrote into
// it: json.NewEncoder(&buf).Encode(v), or json.Indent(&buf, b, …) of JSON
// b. A buffer anything else writes into (buf.WriteString("Result: "),
// fmt.Fprintf(&buf, …)) holds prose.
func (r *jsonReader) buffer(buf ast.Expr, depth int) jsonOf {
	info := r.m.info
	v, ok := info.Uses[identOf(buf)].(*types.Var)
	if !ok {
		return notJSON
	}
	var writers []jsonOf
	otherUse := false
	r.m.Inspect(r.decl, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		fn, _ := typeutil.Callee(info, call).(*types.Func)
		if knowledge.IsJSONFunc(fn, "NewEncoder") && len(call.Args) == 1 && r.refersTo(call.Args[0], v) {
			writers = append(writers, r.encoded(call, knowledge.IsStdJSON(fn)))
			return false
		}
		if arg, ok := knowledge.RewrittenJSONArg(fn); ok && arg < len(call.Args) && r.refersTo(call.Args[0], v) {
			writers = append(writers, r.eval(call.Args[arg], depth+1))
			return false
		}
		if sel, isSel := ast.Unparen(call.Fun).(*ast.SelectorExpr); isSel && r.refersTo(sel.X, v) && !readsBuffer(sel.Sel.Name) {
			otherUse = true // buf.WriteString("Result: ")
		}
		for _, arg := range call.Args {
			otherUse = otherUse || r.refersTo(arg, v) // fmt.Fprintf(&buf, …)
		}
		return true
	})
	if len(writers) != 1 || otherUse {
		return notJSON
	}
	return writers[0]
}

// readsBuffer reports whether a buffer's method of that name only reads
// or resets it.
func readsBuffer(name string) bool {
	switch name {
	case "String", "Bytes", "Len", "Reset", "Grow", "Cap":
		return true
	}
	return false
}

// refersTo reports whether e is v or &v.
func (r *jsonReader) refersTo(e ast.Expr, v *types.Var) bool {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	return r.m.info.Uses[identOf(e)] == v
}

// encoded is what the encoder newEnc builds writes: the JSON of the one
// value it encodes (json.NewEncoder(&buf).Encode(v), or enc :=
// json.NewEncoder(&buf) then enc.Encode(v)), a value out of sight when
// there is not exactly one.
func (r *jsonReader) encoded(newEnc *ast.CallExpr, std bool) jsonOf {
	info := r.m.info
	var encVar types.Object
	var values []ast.Expr
	r.m.Inspect(r.decl, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if len(n.Lhs) == 1 && len(n.Rhs) == 1 && ast.Unparen(n.Rhs[0]) == newEnc {
				encVar = info.ObjectOf(identOf(n.Lhs[0]))
			}
		case *ast.CallExpr:
			sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "Encode" || len(n.Args) != 1 {
				return true
			}
			if ast.Unparen(sel.X) == newEnc || (encVar != nil && info.Uses[identOf(sel.X)] == encVar) {
				values = append(values, n.Args[0])
			}
		}
		return true
	})
	got := jsonOf{some: true, every: true, std: std, through: -1}
	if len(values) == 1 {
		got.value = values[0]
	}
	return got
}

package textonly

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// JSON text: a string or []byte that is nothing but a value serialised to
// JSON — json.Marshal's or MarshalIndent's bytes, converted, trimmed of
// white space (strings.TrimSpace) or kept in a local, a buffer only a JSON encoder wrote into, or what a function that
// does one of those returns. Text that mixes JSON into prose ("Result: " +
// string(b), fmt.Sprintf) is prose, not JSON text.

// jsonText is what the facet knows of a JSON text.
type jsonText struct {
	// value is the serialised expression, or nil when it is out of sight.
	value ast.Expr
}

// jsonTextOf reports whether e, in decl, is JSON text.
func (c *checker) jsonTextOf(decl ast.Node, e ast.Expr) (jsonText, bool) {
	return c.jsonTextDepth(decl, e, 0)
}

// maxDepth bounds the chain of locals followed (s := string(b); t := s …).
const maxDepth = 4

func (c *checker) jsonTextDepth(decl ast.Node, e ast.Expr, depth int) (jsonText, bool) {
	if depth > maxDepth {
		return jsonText{}, false
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		return c.jsonCall(decl, e, depth)
	case *ast.Ident:
		return c.jsonLocal(decl, e, depth)
	}
	return jsonText{}, false
}

func (c *checker) jsonCall(decl ast.Node, call *ast.CallExpr, depth int) (jsonText, bool) {
	info := c.m.Info()
	if tv, ok := info.Types[call.Fun]; ok && tv.IsType() && len(call.Args) == 1 {
		return c.jsonTextDepth(decl, call.Args[0], depth+1) // string(b), []byte(s), json.RawMessage(b)
	}
	if mcpmodel.IsWhitespaceTrim(info, call) {
		return c.jsonTextDepth(decl, call.Args[0], depth+1) // strings.TrimSpace(string(b)): still JSON
	}
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil {
		return jsonText{}, false
	}
	if knowledge.IsEncoder(fn) && len(call.Args) > 0 {
		return jsonText{value: call.Args[0]}, true
	}
	if f, ok := c.jsonFuncs[fn.Origin()]; ok {
		if f.Param >= 0 && f.Param < len(call.Args) && !c.isVariadicAt(fn, f.Param) {
			return jsonText{value: call.Args[f.Param]}, true
		}
		return jsonText{}, true
	}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && len(call.Args) == 0 && (fn.Name() == "String" || fn.Name() == "Bytes") {
		return c.encodedBuffer(decl, sel.X)
	}
	return jsonText{}, false
}

func (c *checker) isVariadicAt(fn *types.Func, i int) bool {
	sig := fn.Type().(*types.Signature)
	return sig.Variadic() && i >= sig.Params().Len()-1
}

// jsonLocal reports whether every value the local id is given in decl is
// JSON text (b, err := json.Marshal(v) gives b one).
func (c *checker) jsonLocal(decl ast.Node, id *ast.Ident, depth int) (jsonText, bool) {
	v, ok := c.m.Info().Uses[id].(*types.Var)
	if !ok || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
		return jsonText{}, false
	}
	var found jsonText
	count, allJSON := 0, true
	c.m.Inspect(decl, func(n ast.Node) bool {
		if !allJSON {
			return false
		}
		rhs, isAssign := c.valueGiven(n, v)
		if !isAssign {
			return true
		}
		count++
		t, ok := c.jsonTextDepth(decl, rhs, depth+1)
		if !ok {
			allJSON = false
		}
		found = t
		return true
	})
	if count == 0 || !allJSON {
		return jsonText{}, false
	}
	if count > 1 {
		found.value = nil // several marshals: no one value to name
	}
	return found, true
}

// valueGiven returns the expression n assigns to v (the first of a
// multi-value call), or false when n does not assign v. An assignment
// whose value cannot be seen (v, ok = <-ch; a range variable) is given as
// nil.
func (c *checker) valueGiven(n ast.Node, v *types.Var) (ast.Expr, bool) {
	var lhs, rhs []ast.Expr
	switch n := n.(type) {
	case *ast.AssignStmt:
		lhs, rhs = n.Lhs, n.Rhs
	case *ast.ValueSpec:
		if len(n.Values) == 0 {
			return nil, false // var s string: the zero value, given nothing yet
		}
		for _, name := range n.Names {
			lhs = append(lhs, name)
		}
		rhs = n.Values
	case *ast.RangeStmt:
		if c.m.Info().ObjectOf(identOf(n.Key)) == v || c.m.Info().ObjectOf(identOf(n.Value)) == v {
			return nil, true
		}
		return nil, false
	case *ast.UnaryExpr:
		if n.Op == token.AND && c.m.Info().Uses[identOf(n.X)] == v {
			return nil, true // &b: written out of sight
		}
		return nil, false
	default:
		return nil, false
	}
	for i, l := range lhs {
		if id := identOf(l); id == nil || c.m.Info().ObjectOf(id) != v {
			continue
		}
		switch {
		case len(lhs) == len(rhs):
			return rhs[i], true
		case len(rhs) == 1 && i == 0:
			return rhs[0], true
		}
		return nil, true
	}
	return nil, false
}

// encodedBuffer reports whether buf, a local bytes.Buffer or
// strings.Builder read with String() or Bytes(), holds only what a JSON
// encoder wrote into it: json.NewEncoder(&buf).Encode(v), and nothing else
// writes into it.
func (c *checker) encodedBuffer(decl ast.Node, buf ast.Expr) (jsonText, bool) {
	info := c.m.Info()
	v, ok := info.Uses[identOf(buf)].(*types.Var)
	if !ok {
		return jsonText{}, false
	}
	var encoders []*ast.CallExpr // json.NewEncoder(&buf)
	otherUse := false
	c.m.Inspect(decl, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		fn, _ := typeutil.Callee(info, call).(*types.Func)
		if knowledge.IsJSONFunc(fn, "NewEncoder") && len(call.Args) == 1 && c.refersTo(call.Args[0], v) {
			encoders = append(encoders, call)
			return false
		}
		if sel, isSel := ast.Unparen(call.Fun).(*ast.SelectorExpr); isSel && c.refersTo(sel.X, v) && !readsBuffer(sel.Sel.Name) {
			otherUse = true // buf.WriteString("Result: ")
		}
		for _, arg := range call.Args {
			otherUse = otherUse || c.refersTo(arg, v) // fmt.Fprintf(&buf, …)
		}
		return true
	})
	if len(encoders) != 1 || otherUse {
		return jsonText{}, false
	}
	return jsonText{value: c.encodedValue(decl, encoders[0])}, true
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
func (c *checker) refersTo(e ast.Expr, v *types.Var) bool {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	return c.m.Info().Uses[identOf(e)] == v
}

// encodedValue finds the value the encoder newEnc builds encodes:
// json.NewEncoder(&buf).Encode(v), or enc := json.NewEncoder(&buf) then
// enc.Encode(v). It returns nil when there is not exactly one.
func (c *checker) encodedValue(decl ast.Node, newEnc *ast.CallExpr) ast.Expr {
	info := c.m.Info()
	var encVar types.Object
	var values []ast.Expr
	c.m.Inspect(decl, func(n ast.Node) bool {
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
	if len(values) != 1 {
		return nil
	}
	return values[0]
}

func identOf(e ast.Expr) *ast.Ident {
	if e == nil {
		return nil
	}
	id, _ := ast.Unparen(e).(*ast.Ident)
	return id
}

package emptyresult

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// The answer is followed backwards from where a function answers it (the
// sinks: a success constructor's data, a result literal's text or
// structured content, a typed handler's Out, a helper's data result) to
// the local variables it is made of, and, for each variable, to the parts
// of its value it takes: the whole value (""), a field (".Hits"), the
// elements ("[]"), a field of the elements ("[].Title"). The parts say
// whether a tested value is (part of) the answer — the value itself, a
// value holding part of the answer, or a part of an answered value —
// and how the answer takes from it: whole, or one element taken apart.
//
// A part is a chain of steps, each "." and a field name, or "[]" for the
// elements of a slice, array or map: the same steps as the model's access
// paths (mcpmodel.PathOf), computed here per variable with the part of the
// answer it leads to.

// elementStep is the step to the elements of a collection.
const elementStep = "[]"

// maxPartSteps bounds the length of a part: a walk that keeps descending
// (cur = cur.Next in a loop) stops at the containing value this many
// steps down, which only widens what counts as answered.
const maxPartSteps = 8

// pathOf returns the variable at the root of e and the part of it e
// names, through field selections, element reads, slicing, dereferences,
// &, type assertions and conversions; ok is false for anything else (a
// call, a literal, a package variable).
func (d *handlerData) pathOf(e ast.Expr) (root types.Object, part string, ok bool) {
	var steps []string // innermost last
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			v, isVar := d.info.ObjectOf(x).(*types.Var)
			if !isVar || isPackageLevel(v) {
				return nil, "", false
			}
			var b strings.Builder
			for i := len(steps) - 1; i >= 0; i-- {
				b.WriteString(steps[i])
			}
			return v, b.String(), true
		case *ast.SelectorExpr:
			sel := d.info.Selections[x]
			if sel == nil || sel.Kind() != types.FieldVal {
				return nil, "", false
			}
			if field, _ := sel.Obj().(*types.Var); field == nil || !field.Embedded() {
				steps = append(steps, "."+x.Sel.Name)
			}
			e = x.X
		case *ast.IndexExpr:
			if !mcpmodel.IsElementRead(d.info, x) {
				return nil, "", false
			}
			steps = append(steps, d.indexStep(x))
			e = x.X
		case *ast.SliceExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.TypeAssertExpr:
			e = x.X
		case *ast.UnaryExpr:
			if x.Op != token.AND {
				return nil, "", false
			}
			e = x.X
		case *ast.CallExpr:
			if !d.isConversion(x) {
				return nil, "", false
			}
			e = x.Args[0]
		default:
			return nil, "", false
		}
	}
}

// isPackageLevel reports whether v is a package-level variable: a value
// shared by every call, never a local's data.
func isPackageLevel(v *types.Var) bool {
	return v.Pkg() != nil && v.Parent() == v.Pkg().Scope()
}

func (d *handlerData) isConversion(call *ast.CallExpr) bool {
	tv, ok := d.info.Types[call.Fun]
	return ok && tv.IsType() && len(call.Args) == 1
}

// hasPrefix reports whether part goes through prefix: it is prefix, or
// prefix followed by more steps.
func hasPrefix(part, prefix string) bool {
	if !strings.HasPrefix(part, prefix) {
		return false
	}
	rest := part[len(prefix):]
	return rest == "" || rest[0] == '.' || rest[0] == '['
}

// related reports whether one of the parts a and b goes through the other:
// the value at one holds the value at the other.
func related(a, b string) bool { return hasPrefix(a, b) || hasPrefix(b, a) }

// boundPart cuts a part to its first maxPartSteps steps.
func boundPart(part string) string {
	steps := 0
	for i := 0; i < len(part); i++ {
		if part[i] != '.' && part[i] != '[' {
			continue
		}
		steps++
		if steps > maxPartSteps {
			return part[:i]
		}
	}
	return part
}

// addPart records that the function answers with part of v's value.
func (d *handlerData) addPart(v types.Object, part string) bool {
	part = boundPart(part)
	parts := d.answer[v]
	if parts == nil {
		parts = make(map[string]bool)
		d.answer[v] = parts
	}
	if parts[part] {
		return false
	}
	parts[part] = true
	return true
}

// markAnswered records that the function answers with the part of e's
// value at part ("" for all of it), following e to the variables it is
// made of (carried).
func (d *handlerData) markAnswered(e ast.Expr, part string) bool {
	changed := false
	d.carried(e, part, func(v types.Object, p string) {
		changed = d.addPart(v, p) || changed
	})
	return changed
}

// carried calls visit for each local variable whose value e carries
// along, with the part of the variable's value that the part of e at part
// comes from: through selectors, indexing, conversions, composite
// literals, & and *, arithmetic, append, JSON and YAML encoders,
// fmt.Sprint*, strings.Join, the text of a strings.Builder or bytes.Buffer
// (b.String(), b.Bytes()), the data arguments of a success wrapper and of
// a renderer — not through other calls. What a call computes from a
// value (a lookup keyed by it, its length) does not carry it.
func (d *handlerData) carried(e ast.Expr, part string, visit func(v types.Object, part string)) {
	if root, p, ok := d.pathOf(e); ok {
		visit(root, p+part)
		return
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.SelectorExpr:
		if s := d.info.Selections[x]; s != nil && s.Kind() == types.FieldVal {
			d.carried(x.X, "."+x.Sel.Name+part, visit) // a field of a call's value
		}
	case *ast.IndexExpr:
		if mcpmodel.IsElementRead(d.info, x) {
			d.carried(x.X, d.indexStep(x)+part, visit)
		}
	case *ast.StarExpr:
		d.carried(x.X, part, visit)
	case *ast.TypeAssertExpr:
		d.carried(x.X, part, visit)
	case *ast.SliceExpr:
		d.carried(x.X, part, visit)
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			d.carried(x.X, part, visit) // &T{…}
			return
		}
		d.carried(x.X, "", visit)
	case *ast.BinaryExpr:
		// "#" + row.Name renders, and so does a number of one element of
		// a loop (r.Line+1 written for each r of refs); sum / n computes
		// across the elements, and a number computed from a collection is
		// not the collection.
		if isArithmetic(x.Op) && (isText(d.info.TypeOf(x)) || d.ofLoopElement(x.X) || d.ofLoopElement(x.Y)) {
			d.carried(x.X, "", visit)
			d.carried(x.Y, "", visit)
		}
	case *ast.CompositeLit:
		d.carriedLiteral(x, part, visit)
	case *ast.CallExpr:
		d.carriedCall(x, visit)
	}
}

// carriedLiteral follows the elements of a composite literal: the field
// part names, when it names one of a struct literal's keyed fields, else
// every element (and a map literal's keys).
func (d *handlerData) carriedLiteral(lit *ast.CompositeLit, part string, visit func(types.Object, string)) {
	if field, rest, ok := fieldOfPart(part); ok {
		if _, isStruct := types.Unalias(d.info.TypeOf(lit)).Underlying().(*types.Struct); isStruct {
			for _, elt := range lit.Elts {
				if kv, isKV := elt.(*ast.KeyValueExpr); isKV {
					if key, _ := kv.Key.(*ast.Ident); key != nil && key.Name == field {
						d.carried(kv.Value, rest, visit)
						return
					}
				}
			}
		}
	}
	elemPart := ""
	if step := elementStepOf(part); step != "" {
		elemPart = part[len(step):]
	}
	for _, elt := range lit.Elts {
		if kv, isKV := elt.(*ast.KeyValueExpr); isKV {
			if _, isStruct := types.Unalias(d.info.TypeOf(lit)).Underlying().(*types.Struct); !isStruct {
				d.carried(kv.Key, "", visit)
			}
			elt = kv.Value
		}
		d.carried(elt, elemPart, visit)
	}
}

// fieldOfPart splits a part that starts with a field step into the field
// and the rest.
func fieldOfPart(part string) (field, rest string, ok bool) {
	if !strings.HasPrefix(part, ".") {
		return "", "", false
	}
	end := strings.IndexAny(part[1:], ".[")
	if end < 0 {
		return part[1:], "", true
	}
	return part[1 : end+1], part[end+1:], true
}

// carriedCall follows the arguments of a call that returns them in
// another form (all of each is carried).
func (d *handlerData) carriedCall(call *ast.CallExpr, visit func(types.Object, string)) {
	if d.isConversion(call) {
		d.carried(call.Args[0], "", visit)
		return
	}
	if builder := d.builderText(call); builder != nil {
		d.carried(builder, "", visit)
		return
	}
	args := d.successDataArgs(call)
	if args == nil && d.reshapes(call) {
		args = call.Args
	}
	if args == nil {
		args = d.renderers.dataArgs(call)
	}
	args = append(args, d.yamlArgs(call)...)
	for _, a := range args {
		d.carried(a, "", visit)
	}
}

// reshapedVars returns the local variables whose value e carries along
// (see carried).
func (d *handlerData) reshapedVars(e ast.Expr) []types.Object {
	var vars []types.Object
	d.carried(e, "", func(v types.Object, _ string) { vars = append(vars, v) })
	return vars
}

// ofLoopElement reports whether e is a loop's variable or a part of one
// (r.Range.Start.Line in for _, r := range refs): a value of one element.
func (d *handlerData) ofLoopElement(e ast.Expr) bool {
	root, _, ok := d.pathOf(e)
	return ok && d.isLoopVar(root)
}

func isArithmetic(op token.Token) bool {
	switch op {
	case token.ADD, token.SUB, token.MUL, token.QUO, token.REM:
		return true
	}
	return false
}

// isAnswered reports whether the function answers with some part of v.
func (d *handlerData) isAnswered(v types.Object) bool { return len(d.answer[v]) > 0 }

// Returned reports whether e is (part of) the data the function answers
// with: a part of the answer holds e, or e holds a part of the answer.
func (d *handlerData) Returned(e ast.Expr) bool {
	root, part, ok := d.pathOf(e)
	if !ok {
		r := d.m.RootVar(e)
		return r != nil && d.isAnswered(r)
	}
	for p := range d.answer[root] {
		if related(p, part) {
			return true
		}
	}
	return false
}

// answeredWithin returns the parts of the answer inside the value e
// names, relative to it ("" when the answer takes all of e, or a value
// holding e), and whether e's path is known.
func (d *handlerData) answeredWithin(e ast.Expr) (rests []string, ok bool) {
	root, part, ok := d.pathOf(e)
	if !ok {
		return nil, false
	}
	for p := range d.answer[root] {
		switch {
		case hasPrefix(part, p):
			rests = append(rests, "")
		case hasPrefix(p, part):
			rests = append(rests, p[len(part):])
		}
	}
	return rests, true
}

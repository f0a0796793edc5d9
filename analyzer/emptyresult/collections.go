package emptyresult

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// The principle, server side: an empty answer is an empty collection that
// is the answer. The tested value is a collection (a slice, an array, a
// map), a count of one (len(rows), a count field beside a list), a found
// flag over one (foundflags.go, which hands over the collection), or a
// text rendered from a whole collection or from every element of one —
// and the answer takes that collection whole or element by element, not
// one element picked from it (rows[0], values[len(values)-1], a map read
// by one key). Anything else is one entity, which the request names and
// a tool error lets the model correct: a nil pointer (a secret read by
// path, a plan by id, an API client's nil reply), a struct, an interface,
// a text that was not rendered from a collection (a model's reply, a
// configured URL), one element of a list (choices[0], the latest point).

// pickStep is the step to one element picked from a collection by an
// index or a key that is not a loop's variable (rows[0], m[key]), beside
// elementStep, the step to every element (a range loop, rows[i] with i
// the loop's counter).
const pickStep = "[i]"

// answersCollection reports whether x, tested for emptiness, is a
// collection the function answers as a collection.
func (d *handlerData) answersCollection(x ast.Expr) bool {
	if subject := countSubject(d.info, x); subject != x {
		return d.answersWhole(subject) // a count of the list its struct holds
	}
	t := d.info.TypeOf(x)
	if isText(t) {
		return d.answersWhole(x) && d.renderedFromCollection(x)
	}
	return isList(t) && d.answersWhole(x)
}

// isCollectionTest reports whether x, tested for emptiness, is a
// collection or a count of one by its type alone (a parameter's test,
// whose text the caller renders, is not followed back).
func isCollectionTest(info *types.Info, x ast.Expr) bool {
	t := info.TypeOf(x)
	return countSubject(info, x) != x || isList(t) && !isText(t)
}

// answersWhole reports whether the answer takes x, or a part of x, other
// than through one element picked from it.
func (d *handlerData) answersWhole(x ast.Expr) bool {
	rests, ok := d.answeredWithin(x)
	if !ok {
		return d.Returned(x)
	}
	for _, rest := range rests {
		if !strings.HasPrefix(rest, pickStep) {
			return true
		}
	}
	return false
}

// renderedFromCollection reports whether the text x is made of a whole
// collection (strings.Join(names, ", "), json.Marshal(rows)), of every
// element of one (b.WriteString(row.Name) in a loop over rows), or is
// what a renderer of the package made of one (text, err := export(kind)):
// x is followed back, as the answer is, to the values it is made of.
func (d *handlerData) renderedFromCollection(x ast.Expr) bool {
	text := newHandlerData(d.m, nil, d.body, -1)
	text.success, text.renderers, text.inputFuncs = d.success, d.renderers, d.inputFuncs
	text.markAnswered(x, "")
	d.m.Fixpoint(d.body, text.learnWithDerived)
	if text.alwaysWritten(d.body, x.Pos()) {
		return false // a title before the rows: never empty (headedtexts.go)
	}
	return text.takesCollection() || d.renderers != nil && text.assignedRenderedCollection()
}

// takesCollection reports whether the answer takes a list whole, or every
// element of one: a variable's part that is a list or goes through its
// elements, or the variable of a loop ranging over a list that no local
// holds (range kube.objects[kind]).
func (d *handlerData) takesCollection() bool {
	for v, parts := range d.answer {
		for p := range parts {
			if t := typeAtPart(v.Type(), p); strings.Contains(p, elementStep) || isList(t) && !isText(t) {
				return true
			}
		}
	}
	found := false
	d.m.Inspect(d.body, func(n ast.Node) bool {
		if loop, ok := n.(*ast.RangeStmt); ok && !found && isList(d.info.TypeOf(loop.X)) {
			found = d.isAnswered(d.info.ObjectOf(identOrNil(loop.Value))) || d.isAnswered(d.info.ObjectOf(identOrNil(loop.Key)))
		}
		return !found
	})
	return found
}

// assignedRenderedCollection reports whether a variable the answer takes
// is assigned the text of a renderer that makes it of a collection.
func (d *handlerData) assignedRenderedCollection() bool {
	found := false
	d.m.Inspect(d.body, func(n ast.Node) bool {
		if lhs, rhs, ok := mcpmodel.Assignment(n); ok && !found && len(rhs) == 1 && len(lhs) > 0 {
			call, isCall := ast.Unparen(rhs[0]).(*ast.CallExpr)
			found = isCall && d.Returned(lhs[0]) && d.renderers.rendersCollection(call)
		}
		return !found
	})
	return found
}

// isText reports whether t is a text: a string, a []byte, or a
// strings.Builder or bytes.Buffer.
func isText(t types.Type) bool {
	return t != nil && (mcpmodel.IsTextType(t) || mcpmodel.IsTextCollector(t))
}

// isList reports whether t is a collection: a slice, an array, or a map
// whose values are typed. A map to an empty interface (map[string]any) is
// a decoded JSON object, the fields of one entity (a project's), not a
// keyed collection of entities.
func isList(t types.Type) bool {
	if t == nil {
		return false
	}
	switch u := types.Unalias(t).Underlying().(type) {
	case *types.Slice, *types.Array:
		return true
	case *types.Map:
		iface, ok := types.Unalias(u.Elem()).Underlying().(*types.Interface)
		return !ok || !iface.Empty()
	}
	return false
}

// typeAtPart returns the type of the value at part of a value of type t,
// or nil when a step cannot be followed.
func typeAtPart(t types.Type, part string) types.Type {
	for part != "" && t != nil {
		if p, ok := types.Unalias(t).Underlying().(*types.Pointer); ok {
			t = p.Elem()
		}
		if step := elementStepOf(part); step != "" {
			part = part[len(step):]
			t = elemType(t)
			continue
		}
		field, rest, ok := fieldOfPart(part)
		if !ok {
			return nil
		}
		obj, _, _ := types.LookupFieldOrMethod(t, true, nil, field)
		v, isVar := obj.(*types.Var)
		if !isVar {
			return nil
		}
		t, part = v.Type(), rest
	}
	return t
}

// elementStepOf returns the element step part starts with (elementStep or
// pickStep), or "".
func elementStepOf(part string) string {
	for _, step := range []string{elementStep, pickStep} {
		if strings.HasPrefix(part, step) {
			return step
		}
	}
	return ""
}

// elemType returns the element type of a slice, array or map, or nil.
func elemType(t types.Type) types.Type {
	switch u := types.Unalias(t).Underlying().(type) {
	case *types.Slice:
		return u.Elem()
	case *types.Array:
		return u.Elem()
	case *types.Map:
		return u.Elem()
	}
	return nil
}

// indexStep returns the step an element read takes: elementStep when its
// index is a loop's variable (rows[i] in for i := range rows, or in a
// counted loop), pickStep for one element picked (rows[0], m[key]).
func (d *handlerData) indexStep(ix *ast.IndexExpr) string {
	if id := identOrNil(ix.Index); id != nil && d.isLoopVar(d.info.ObjectOf(id)) {
		return elementStep
	}
	return pickStep
}

// isLoopVar reports whether v is a variable of one of the function's
// loops: a range loop's key or value, or a variable a for statement's
// init declares. They are collected once.
func (d *handlerData) isLoopVar(v types.Object) bool {
	if v == nil {
		return false
	}
	if d.loopVars == nil {
		d.loopVars = make(map[types.Object]bool)
		d.m.Inspect(d.body, func(n ast.Node) bool {
			var ids []ast.Expr
			switch loop := n.(type) {
			case *ast.RangeStmt:
				ids = []ast.Expr{loop.Key, loop.Value}
			case *ast.ForStmt:
				if init, ok := loop.Init.(*ast.AssignStmt); ok {
					ids = init.Lhs
				}
			}
			for _, e := range ids {
				if id := identOrNil(e); id != nil && d.info.ObjectOf(id) != nil {
					d.loopVars[d.info.ObjectOf(id)] = true
				}
			}
			return true
		})
	}
	return d.loopVars[v]
}

// An element picked in a loop — assigned, inside the loop, to a variable
// declared outside it, which the assignment does not read (label = r,
// found = &items[i]; not out = append(out, r) nor text += r.Name) — is
// one element of what the loop goes over, as rows[0] is: the last match
// wins, and the answer takes that one element (a label found by name in
// a listing).

// learnPicked carries the answer's parts of the left side of as, which
// picks an element of loop, to the collection as one picked element.
func (d *handlerData) learnPicked(as *ast.AssignStmt, loop ast.Node) (changed bool) {
	root, part, ok := d.pathOf(as.Lhs[0])
	if !ok {
		return false
	}
	elems := d.loopElements(loop)
	for _, p := range d.partsOf(root) {
		if !hasPrefix(p, part) {
			continue
		}
		d.carried(as.Rhs[0], p[len(part):], func(v types.Object, vp string) {
			switch {
			case elems[v] != nil:
				changed = d.markAnswered(elems[v], pickStep+vp) || changed
			case strings.HasPrefix(vp, elementStep):
				changed = d.addPart(v, pickStep+vp[len(elementStep):]) || changed
			default:
				changed = d.addPart(v, vp) || changed
			}
		})
	}
	return changed
}

// pickingLoop returns the innermost loop around as when as picks one of
// its elements: a plain assignment of a value made from the loop's
// variables to one variable declared outside the loop, not read on the
// right.
func (d *handlerData) pickingLoop(as *ast.AssignStmt) ast.Node {
	if as.Tok != token.ASSIGN || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
		return nil
	}
	target := d.m.RootVar(as.Lhs[0])
	loop := d.innermostLoop(as)
	if target == nil || loop == nil || loop.Pos() <= target.Pos() && target.Pos() < loop.End() {
		return nil
	}
	readsTarget, readsLoopVar := false, false
	ast.Inspect(as.Rhs[0], func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			obj := d.info.ObjectOf(id)
			readsTarget = readsTarget || obj == target
			readsLoopVar = readsLoopVar || d.isLoopVar(obj) && loop.Pos() <= obj.Pos() && obj.Pos() < loop.End()
		}
		return true
	})
	if readsTarget || !readsLoopVar {
		return nil
	}
	return loop
}

// innermostLoop returns the innermost range or for loop whose body holds
// n, or nil.
func (d *handlerData) innermostLoop(n ast.Node) ast.Node {
	var found ast.Node
	d.m.Inspect(d.body, func(m ast.Node) bool {
		var body *ast.BlockStmt
		switch loop := m.(type) {
		case *ast.RangeStmt:
			body = loop.Body
		case *ast.ForStmt:
			body = loop.Body
		case *ast.FuncLit:
			return false // a closure's loops are its own
		}
		if body != nil && body.Pos() <= n.Pos() && n.End() <= body.End() {
			found = m
		}
		return m.Pos() <= n.Pos() && n.End() <= m.End()
	})
	return found
}

// loopElements maps a range loop's key and value to the collection it
// ranges over.
func (d *handlerData) loopElements(loop ast.Node) map[types.Object]ast.Expr {
	elems := make(map[types.Object]ast.Expr)
	if r, ok := loop.(*ast.RangeStmt); ok {
		for _, e := range []ast.Expr{r.Key, r.Value} {
			if v := d.info.ObjectOf(identOrNil(e)); v != nil {
				elems[v] = r.X
			}
		}
	}
	return elems
}

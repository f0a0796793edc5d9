package textjson

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// rewrite is the part of a fix that makes a decode read the structured
// channel instead of the text.
type rewrite struct {
	title string
	edits []analysis.TextEdit
	// removed is the text read that the edits drop from the decode; what
	// only it used is deleted too (unused.go).
	removed ast.Node
	// kept are the objects the edits write again: the result variable and
	// the JSON package.
	kept map[types.Object]bool
}

// suggestFixes returns the suggested fix of each finding that has one, by
// index in finds. Each fix stands alone and all of them together compile
// too: a fix whose removal would touch a local that another fix touches
// as well is withheld (either one alone may leave it used, both together
// not).
func (fn *function) suggestFixes(finds []finding) map[int]analysis.SuggestedFix {
	src, ok := fn.readSource()
	if !ok {
		return nil
	}
	names := newNameSet(fn)
	rewrites := make(map[int]rewrite)
	for i, f := range finds {
		if r, ok := fn.rewrite(f, src, names); ok {
			rewrites[i] = r
		}
	}
	u := newUsage(fn)
	fixes := make(map[int]analysis.SuggestedFix)
	for i, r := range rewrites {
		if u.sharesLocals(i, rewrites) {
			continue
		}
		cleanup, ok := u.unusedEdits(r, src)
		if !ok {
			continue
		}
		fixes[i] = analysis.SuggestedFix{Message: r.title, TextEdits: append(r.edits, cleanup...)}
	}
	return fixes
}

// rewrite rewrites a decode of encoding/json to read the structured
// channel of the result the text came from, when that result is a
// variable (or a field path of one) the fix can write again.
func (fn *function) rewrite(f finding, src *source, names *nameSet) (rewrite, bool) {
	info := fn.pass.TypesInfo
	if !f.dec.Std || f.src.Result == nil {
		return rewrite{}, false
	}
	root := mcpmodel.FieldPathRoot(info, f.src.Result)
	jsonName, ok := packageQualifier(f.dec)
	if root == nil || !ok {
		return rewrite{}, false
	}
	d := decodeFix{
		fn:      fn,
		src:     src,
		call:    f.dec.Call,
		json:    jsonName.Name,
		result:  src.of(f.src.Result),
		target:  src.of(f.dec.Call.Args[len(f.dec.Call.Args)-1]),
		root:    root,
		removed: f.dec.Input,
	}
	if f.dec.Kind == mcpmodel.DecodeDecoder {
		d.removed = f.dec.Call.Fun // the whole json.NewDecoder(…).Decode chain
	}
	var edits []analysis.TextEdit
	var title string
	switch structuredChannel(info.TypeOf(f.src.Result)) {
	case mcpmodel.FieldRaw:
		title = "Decode RawStructuredContent instead of the text"
		edits, ok = d.raw()
	case mcpmodel.FieldStructured:
		title = "Decode StructuredContent instead of the text"
		edits, ok = d.marshalled(names)
	default:
		ok = false
	}
	if !ok {
		return rewrite{}, false
	}
	kept := map[types.Object]bool{root: true, info.Uses[jsonName]: true}
	return rewrite{title: title, edits: edits, removed: d.removed, kept: kept}, true
}

// decodeFix holds what the rewrites of one decode write.
type decodeFix struct {
	fn      *function
	src     *source
	call    *ast.CallExpr
	json    string // the file's name for encoding/json
	result  string // the result expression, as written
	target  string // the decode's target, as written
	root    types.Object
	removed ast.Node
}

// raw rewrites json.Unmarshal(…text…, &v) to
// json.Unmarshal(res.RawStructuredContent, &v): the exact payload bytes.
func (d decodeFix) raw() ([]analysis.TextEdit, bool) {
	if !d.fn.inScope(d.root, d.call.Pos()) {
		return nil, false
	}
	return []analysis.TextEdit{d.replaceCall(d.result + ".RawStructuredContent")}, true
}

// replaceCall returns the edit that replaces the decode by a decode of
// data into the same target.
func (d decodeFix) replaceCall(data string) analysis.TextEdit {
	return analysis.TextEdit{
		Pos:     d.call.Pos(),
		End:     d.call.End(),
		NewText: fmt.Appendf(nil, "%s.Unmarshal(%s, %s)", d.json, data, d.target),
	}
}

// packageQualifier returns the identifier naming encoding/json in the
// decode call (json.Unmarshal or json.NewDecoder(…).Decode).
func packageQualifier(dec mcpmodel.Decode) (*ast.Ident, bool) {
	fun := dec.Call.Fun
	if dec.Kind == mcpmodel.DecodeDecoder {
		decode, ok := ast.Unparen(fun).(*ast.SelectorExpr)
		if !ok {
			return nil, false
		}
		newDecoder, ok := ast.Unparen(decode.X).(*ast.CallExpr)
		if !ok {
			return nil, false
		}
		fun = newDecoder.Fun
	}
	sel, ok := ast.Unparen(fun).(*ast.SelectorExpr)
	if !ok {
		return nil, false
	}
	id, ok := sel.X.(*ast.Ident)
	return id, ok
}

// inScope reports whether obj, the root variable of the result
// expression, can be named at pos and means the same there.
func (fn *function) inScope(obj types.Object, pos token.Pos) bool {
	scope := fn.pass.Pkg.Scope().Innermost(pos)
	if scope == nil {
		return false
	}
	_, found := scope.LookupParent(obj.Name(), pos)
	return found == obj
}

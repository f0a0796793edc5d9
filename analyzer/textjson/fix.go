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
	fn    *function
	src   *source
	call  *ast.CallExpr // the decode
	title string
	edits []analysis.TextEdit
	// removed is the text read that the edits drop from the decode; what
	// only it used is deleted too (unused.go).
	removed ast.Node
	// kept are the objects the edits write again: the result variable and
	// the JSON package.
	kept map[types.Object]bool
}

// suggestFixes returns the suggested fix of each decode of fns that has
// one. Each fix stands alone and all of them together compile too: a fix
// whose removal would touch a local or an import that another fix of the
// file touches as well is withheld (either one alone may leave it used,
// both together not).
func suggestFixes(fns []*function) map[*ast.CallExpr]analysis.SuggestedFix {
	rewrites := planRewrites(fns)
	usages := make(map[*ast.File]*usage)
	fixes := make(map[*ast.CallExpr]analysis.SuggestedFix)
	for i, r := range rewrites {
		u, ok := usages[r.fn.file]
		if !ok {
			u = newUsage(r.fn.pass, r.fn.file)
			usages[r.fn.file] = u
		}
		if u.shares(i, rewrites) {
			continue
		}
		if cleanup, ok := u.unusedEdits(r); ok {
			fixes[r.call] = analysis.SuggestedFix{Message: r.title, TextEdits: append(r.edits, cleanup...)}
		}
	}
	return fixes
}

// planRewrites returns the rewrites of the decodes of fns that have one.
func planRewrites(fns []*function) []rewrite {
	sources := make(map[*ast.File]*source)
	var rewrites []rewrite
	for _, fn := range fns {
		src, ok := sources[fn.file]
		if !ok {
			if src, ok = fn.readSource(); !ok {
				continue
			}
			sources[fn.file] = src
		}
		names := newNameSet(fn)
		for _, f := range fn.finds {
			if r, ok := fn.planRewrite(f, src, names); ok {
				rewrites = append(rewrites, r)
			}
		}
	}
	return rewrites
}

// planRewrite rewrites a decode of encoding/json to read the structured
// channel of the result the text came from, when that result is a
// variable (or a field path of one) the fix can write again.
func (fn *function) planRewrite(f finding, src *source, names *nameSet) (rewrite, bool) {
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
		fn:     fn,
		src:    src,
		call:   f.dec.Call,
		json:   jsonName.Name,
		result: src.of(f.src.Result),
		target: src.of(f.dec.Call.Args[len(f.dec.Call.Args)-1]),
		root:   root,
	}
	r := rewrite{fn: fn, src: src, call: f.dec.Call, removed: f.dec.Input}
	if f.dec.Kind == mcpmodel.DecodeDecoder {
		r.removed = f.dec.Call.Fun // the whole json.NewDecoder(…).Decode chain
	}
	switch structuredChannel(info.TypeOf(f.src.Result)) {
	case mcpmodel.FieldRaw:
		r.title = "Decode RawStructuredContent instead of the text"
		r.edits, ok = d.raw()
	case mcpmodel.FieldStructured:
		r.title = "Decode StructuredContent instead of the text"
		r.edits, ok = d.marshalled(names)
	default:
		ok = false
	}
	r.kept = map[types.Object]bool{root: true, info.Uses[jsonName]: true}
	return r, ok
}

// decodeFix holds what the rewrites of one decode write.
type decodeFix struct {
	fn     *function
	src    *source
	call   *ast.CallExpr
	json   string // the file's name for encoding/json
	result string // the result expression, as written
	target string // the decode's target, as written
	root   types.Object
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

package structuredonly

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// The fix adds the JSON of the structured value as a text block, so that a
// client that reads the structured channel sees exactly what it saw before
// and one that reads only content now sees the JSON. It is one of:
//
//   - mcp-go: a literal &mcp.CallToolResult{StructuredContent: v} that is
//     returned as it is, and sets nothing the constructor would not set
//     the same (a nil or empty Content, IsError false), becomes
//     mcp.NewToolResultStructuredOnly(v). The constructor sets Content to
//     one text block of json.Marshal(v) and StructuredContent to v, in
//     every release that has it (v0.37.0 to v1.2.1); on a marshal error
//     it writes the error in the text, and the result still fails to
//     marshal when it is sent, as before.
//   - a result literal of either SDK that is returned as it is gets
//     Content: a text block of the value's JSON, marshalled just before the
//     return (go-sdk &mcp.TextContent{Text: string(b)}, mcp-go
//     mcp.NewTextContent(string(b))):
//
//	b, err := json.Marshal(v)
//	if err != nil {
//		return nil, err
//	}
//	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}, StructuredContent: v}, nil
//
//   - a result held by a local (res := &mcp.CallToolResult{…}, then
//     res.StructuredContent = v) gets its Content just before the return,
//     from the channel itself, so that the text is the JSON of what is
//     sent, whichever path set it:
//
//	b, err := json.Marshal(res.StructuredContent)
//	…
//	res.Content = []mcp.Content{&mcp.TextContent{Text: string(b)}}
//
// mcp-go's RawStructuredContent is JSON already: its text is string(raw).
// The marshal's error is handled by the function's own error return (its
// other results copied, the error replaced), else, in a function that
// returns an error beside results that can be nil, by return nil, …, err;
// a function without an error result drops it. json.Marshal fails exactly
// where the SDK's own marshal of the same value (encoding/json, both SDKs)
// fails when it sends the result, so only a call that failed before fails
// now, with the marshal's error (where go-sdk sent no answer at all, its
// result not marshalling), or as before where the error is dropped. encoding/json is imported when the file
// does not import it and the name json is free.
//
// No fix where it cannot be proved to keep the structured channel as it
// was: a value that calls a function (it would be evaluated twice), a
// return statement with a call beside the result (it could change the
// value between the marshal and the return), a literal that is not
// returned as it is, a local that may be nil or is given by a builder, a
// result whose structured channel comes from both fields, a statement the
// fix cannot put code before, and a go-sdk typed handler whose empty
// Content list keeps the SDK from adding the JSON of Out (the message says
// to leave Content nil).

// bytesNames are the names tried for the marshalled bytes; errNames for
// the marshal's error, where err cannot be used.
var (
	bytesNames = []string{"b", "structured", "marshalled"}
	errNames   = []string{"marshalErr"}
)

// fixWriter writes the fix of one function's findings.
type fixWriter struct {
	c     *checker
	file  *ast.File
	decl  *ast.FuncDecl
	src   *mcpmodel.FileText
	names *mcpmodel.Names
}

// suggestFix returns the fix of every finding of a function, or none: a
// fix that left one of its returns without text would leave the finding.
func (c *checker) suggestFix(file *ast.File, decl *ast.FuncDecl, finds []finding) (analysis.SuggestedFix, bool) {
	src, ok := c.m.FileTextOf(file)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	w := &fixWriter{c: c, file: file, decl: decl, src: src, names: c.m.NamesIn(decl)}
	var edits []analysis.TextEdit
	for _, f := range finds {
		if f.kind != builtStructured {
			return analysis.SuggestedFix{}, false
		}
		e, ok := w.fixReturn(f)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		edits = appendEdits(edits, e)
	}
	return analysis.SuggestedFix{Message: "Send the structured content's JSON as a text block too", TextEdits: edits}, true
}

// appendEdits appends edits to list, leaving out those already there (the
// import every return of a function may need).
func appendEdits(list, edits []analysis.TextEdit) []analysis.TextEdit {
	for _, e := range edits {
		dup := false
		for _, l := range list {
			dup = dup || l.Pos == e.Pos && l.End == e.End && string(l.NewText) == string(e.NewText)
		}
		if !dup {
			list = append(list, e)
		}
	}
	return list
}

// fixReturn returns the edits that add the text block to the result f's
// return answers.
func (w *fixWriter) fixReturn(f finding) ([]analysis.TextEdit, bool) {
	for _, r := range f.ret.Results {
		if r != f.result && w.c.m.HasCall(r) {
			return nil, false
		}
	}
	if lit, ok := ast.Unparen(mcpmodel.StripAll(f.result)).(*ast.CompositeLit); ok {
		if len(f.site.Structures) != 1 || f.site.Structures[0].Literal != lit || f.site.Structures[0].Value == nil {
			return nil, false
		}
		if edits, ok := w.constructor(f, lit); ok {
			return edits, true
		}
		return w.literalContent(f, lit)
	}
	return w.localContent(f)
}

// constructor replaces an mcp-go literal that only sets StructuredContent
// by mcp.NewToolResultStructuredOnly(v).
func (w *fixWriter) constructor(f finding, lit *ast.CompositeLit) ([]analysis.TextEdit, bool) {
	info := w.c.m.Info()
	addr, ok := ast.Unparen(f.result).(*ast.UnaryExpr)
	if !ok || addr.Op != token.AND || ast.Unparen(addr.X) != lit || f.site.Structures[0].Field != mcpmodel.FieldStructured {
		return nil, false
	}
	sdk := w.sdkPackage(info.TypeOf(lit))
	if sdk == nil {
		return nil, false
	}
	ctor, _ := sdk.Scope().Lookup("NewToolResultStructuredOnly").(*types.Func)
	result, _ := sdk.Scope().Lookup("CallToolResult").(*types.TypeName)
	if ctor == nil || result == nil || !w.c.m.IsSDKFunc(ctor, ctor.Name()) || !types.Identical(info.TypeOf(lit), result.Type()) {
		return nil, false
	}
	for _, elt := range lit.Elts {
		if !w.constructorSetsSame(elt) {
			return nil, false
		}
	}
	q, ok := w.c.m.PackageName(w.file, sdk.Path(), f.ret.Pos())
	if !ok {
		return nil, false
	}
	call := q + "." + ctor.Name() + "(" + w.src.Text(f.site.Structures[0].Value) + ")"
	return []analysis.TextEdit{{Pos: f.result.Pos(), End: f.result.End(), NewText: []byte(call)}}, true
}

// constructorSetsSame reports whether a field of the literal is one
// NewToolResultStructuredOnly sets the same: StructuredContent, a nil or
// empty Content (which it fills), IsError false.
func (w *fixWriter) constructorSetsSame(elt ast.Expr) bool {
	kv, ok := elt.(*ast.KeyValueExpr)
	if !ok {
		return false
	}
	key, _ := kv.Key.(*ast.Ident)
	if key == nil {
		return false
	}
	tv := w.c.m.Info().Types[kv.Value]
	switch key.Name {
	case mcpmodel.FieldStructured:
		return true
	case mcpmodel.FieldContent:
		lit, isLit := ast.Unparen(kv.Value).(*ast.CompositeLit)
		return tv.IsNil() || isLit && len(lit.Elts) == 0
	case mcpmodel.FieldIsError:
		return tv.Value != nil && tv.Value.ExactString() == "false"
	}
	return false
}

// literalContent gives a literal returned as it is a Content holding the
// text block, marshalling its value just before the return.
func (w *fixWriter) literalContent(f finding, lit *ast.CompositeLit) ([]analysis.TextEdit, bool) {
	st := f.site.Structures[0]
	if w.c.m.HasCall(lit) || !w.c.m.MeansSame(st.Value, f.ret.Pos()) {
		return nil, false
	}
	stmts, text, edits, ok := w.jsonText(f, st.Field, w.src.Text(st.Value))
	if !ok {
		return nil, false
	}
	list, ok := w.contentList(f, text)
	if !ok {
		return nil, false
	}
	content, ok := w.contentField(lit, list)
	if !ok {
		return nil, false
	}
	before, ok := w.before(f.ret, stmts)
	if !ok {
		return nil, false
	}
	return append(append(edits, before...), content), true
}

// contentField returns the edit that sets the literal's Content to list:
// its Content field's value replaced, or a Content field put first.
func (w *fixWriter) contentField(lit *ast.CompositeLit, list string) (analysis.TextEdit, bool) {
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			return analysis.TextEdit{}, false
		}
		if key, _ := kv.Key.(*ast.Ident); key != nil && key.Name == mcpmodel.FieldContent {
			return analysis.TextEdit{Pos: kv.Value.Pos(), End: kv.Value.End(), NewText: []byte(list)}, true
		}
	}
	first := lit.Elts[0]
	field := mcpmodel.FieldContent + ": " + list + ","
	fset := w.c.pass.Fset
	if fset.Position(first.Pos()).Line == fset.Position(lit.Lbrace).Line {
		return analysis.TextEdit{Pos: first.Pos(), End: first.Pos(), NewText: []byte(field + " ")}, true
	}
	indent, ok := w.src.Indent(first)
	if !ok {
		return analysis.TextEdit{}, false
	}
	return analysis.TextEdit{Pos: first.Pos(), End: first.Pos(), NewText: []byte(field + "\n" + indent)}, true
}

// localContent gives a local result its Content just before the return,
// from its own structured channel.
func (w *fixWriter) localContent(f finding) ([]analysis.TextEdit, bool) {
	id, ok := mcpmodel.StripAll(f.result).(*ast.Ident)
	if !ok || w.c.m.HasCall(f.ret) || !w.neverNil(id) {
		return nil, false
	}
	field := ""
	for _, st := range f.site.Structures {
		if st.Builder != nil || st.Constructor != nil || field != "" && st.Field != field {
			return nil, false
		}
		field = st.Field
	}
	stmts, text, edits, ok := w.jsonText(f, field, id.Name+"."+field)
	if !ok {
		return nil, false
	}
	list, ok := w.contentList(f, text)
	if !ok {
		return nil, false
	}
	before, ok := w.before(f.ret, append(stmts, id.Name+"."+mcpmodel.FieldContent+" = "+list))
	if !ok {
		return nil, false
	}
	return append(edits, before...), true
}

// neverNil reports whether the local id names holds a result at every
// return: a value of the result type, or a pointer declared with a value
// and given only result literals' addresses.
func (w *fixWriter) neverNil(id *ast.Ident) bool {
	v, ok := w.c.m.Info().Uses[id].(*types.Var)
	if !ok || v.IsField() || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
		return false
	}
	if _, isPtr := types.Unalias(v.Type()).(*types.Pointer); !isPtr {
		return w.c.m.IsResultType(v.Type())
	}
	values := w.c.m.AssignedValues(v)
	for _, a := range values {
		addr, ok := ast.Unparen(a.Expr).(*ast.UnaryExpr)
		if !ok || addr.Op != token.AND {
			return false
		}
		if _, isLit := ast.Unparen(addr.X).(*ast.CompositeLit); !isLit || !w.c.m.IsResultType(w.c.m.Info().TypeOf(addr.X)) {
			return false
		}
	}
	return len(values) > 0 && !w.declaredWithoutValue(v)
}

// declaredWithoutValue reports whether v is declared by var v T, which
// gives it nil.
func (w *fixWriter) declaredWithoutValue(v *types.Var) bool {
	found := false
	w.c.m.Inspect(w.decl.Body, func(n ast.Node) bool {
		if spec, ok := n.(*ast.ValueSpec); ok && len(spec.Values) == 0 {
			for _, name := range spec.Names {
				found = found || w.c.m.Info().Defs[name] == v
			}
		}
		return !found
	})
	return found
}

// jsonText returns the statements that compute the JSON of the structured
// value value (the text of a field's value or of a result's field), the
// text expression of it, and the edits the statements need (an import).
func (w *fixWriter) jsonText(f finding, field, value string) (stmts []string, text string, edits []analysis.TextEdit, ok bool) {
	if field == mcpmodel.FieldRaw {
		return nil, "string(" + value + ")", nil, true
	}
	pos := f.ret.Pos()
	json, edits, ok := w.c.m.ImportedName(w.file, "encoding/json", "json", pos)
	if !ok {
		return nil, "", nil, false
	}
	b, ok := w.names.Fresh(pos, bytesNames)
	if !ok {
		return nil, "", nil, false
	}
	errName, ok := w.errorName(f.ret)
	if !ok {
		return nil, "", nil, false
	}
	handler, ok := w.c.m.ErrorReturn(w.src, w.decl, f.ret, errName)
	if !ok {
		handler = w.zeroErrorReturn(f.ret, errName)
	}
	return mcpmodel.Marshalled(json, b, errName, value, handler), "string(" + b + ")", edits, true
}

// zeroErrorReturn returns return nil, …, errName for a function that
// returns an error and has no error return of its own to copy, when every
// other result can be nil; "" otherwise.
func (w *fixWriter) zeroErrorReturn(ret *ast.ReturnStmt, errName string) string {
	sig := w.c.enclosingSignature(w.decl, ret.Pos())
	if sig == nil || sig.Results().Len() == 0 || !mcpmodel.IsErrorType(sig.Results().At(sig.Results().Len()-1).Type()) {
		return ""
	}
	results := make([]string, sig.Results().Len())
	for i := range sig.Results().Len() - 1 {
		if !canBeNil(sig.Results().At(i).Type()) {
			return ""
		}
		results[i] = "nil"
	}
	results[len(results)-1] = errName
	return "return " + strings.Join(results, ", ")
}

func canBeNil(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Pointer, *types.Interface, *types.Slice, *types.Map, *types.Signature, *types.Chan:
		return true
	}
	return false
}

// enclosingSignature returns the signature of the innermost function of
// decl (the declaration or a literal in it) holding pos.
func (c *checker) enclosingSignature(decl *ast.FuncDecl, pos token.Pos) *types.Signature {
	sig := c.m.FuncSignature(decl)
	c.m.Inspect(decl.Body, func(n ast.Node) bool {
		if lit, ok := n.(*ast.FuncLit); ok && lit.Pos() <= pos && pos < lit.End() {
			sig = c.m.FuncSignature(lit)
		}
		return true
	})
	return sig
}

// errorName returns the name the marshal's error goes by: err, unless
// declaring it there would change what the function reads — err is a
// variable of the block the fix writes in (which := would assign) that a
// closure reads, or is not an error, or the return reads an err of an
// outer block (which the new one would hide); then a fresh name.
func (w *fixWriter) errorName(ret *ast.ReturnStmt) (string, bool) {
	const name = "err"
	scope := w.c.pass.Pkg.Scope().Innermost(ret.Pos())
	if scope == nil {
		return "", false
	}
	inner, obj := scope.LookupParent(name, ret.Pos())
	switch {
	case obj == nil:
		return name, true
	case !mcpmodel.IsErrorType(obj.Type()):
	case inner != scope && !mentions(ret, name):
		return name, true
	case inner == scope && !mentions(ret, name) && !w.closureReads(obj):
		return name, true
	}
	return w.names.Fresh(ret.Pos(), errNames)
}

func mentions(ret *ast.ReturnStmt, name string) bool {
	for _, r := range ret.Results {
		if mcpmodel.Mentions(r, name) {
			return true
		}
	}
	return false
}

// closureReads reports whether a function literal of the function uses obj.
func (w *fixWriter) closureReads(obj types.Object) bool {
	found := false
	w.c.m.Inspect(w.decl.Body, func(n ast.Node) bool {
		if lit, ok := n.(*ast.FuncLit); ok {
			ast.Inspect(lit.Body, func(inner ast.Node) bool {
				if id, ok := inner.(*ast.Ident); ok && w.c.m.Info().Uses[id] == obj {
					found = true
				}
				return !found
			})
		}
		return !found
	})
	return found
}

// contentList returns a Content list of one text block holding text, in
// the result's SDK: &mcp.TextContent{Text: text} (go-sdk),
// mcp.NewTextContent(text) (mcp-go).
func (w *fixWriter) contentList(f finding, text string) (string, bool) {
	sdk := w.sdkPackage(w.c.m.Info().TypeOf(f.result))
	if sdk == nil {
		return "", false
	}
	q, ok := w.c.m.PackageName(w.file, sdk.Path(), f.ret.Pos())
	if !ok {
		return "", false
	}
	var block string
	if _, isType := sdk.Scope().Lookup("TextContent").(*types.TypeName); isType && knowledge.TrimVendor(sdk.Path()) == vocab.GoSDKPath {
		block = "&" + q + ".TextContent{Text: " + text + "}"
	} else if ctor, _ := sdk.Scope().Lookup("NewTextContent").(*types.Func); ctor != nil && w.c.m.IsSDKFunc(ctor, ctor.Name()) {
		block = q + ".NewTextContent(" + text + ")"
	} else {
		return "", false
	}
	return "[]" + q + ".Content{" + block + "}", true
}

// sdkPackage returns the package of the content blocks of the result type
// t: the SDK's own, also for a type that embeds its result.
func (w *fixWriter) sdkPackage(t types.Type) *types.Package {
	obj, _, _ := types.LookupFieldOrMethod(t, true, w.c.pass.Pkg, mcpmodel.FieldContent)
	field, ok := obj.(*types.Var)
	if !ok {
		return nil
	}
	list, ok := field.Type().Underlying().(*types.Slice)
	if !ok {
		return nil
	}
	named, ok := types.Unalias(list.Elem()).(*types.Named)
	if !ok || named.Obj().Pkg() == nil {
		return nil
	}
	return named.Obj().Pkg()
}

// before returns the edit that puts stmts just before the statement ret,
// indented as it is.
func (w *fixWriter) before(ret *ast.ReturnStmt, stmts []string) ([]analysis.TextEdit, bool) {
	if len(stmts) == 0 {
		return nil, true
	}
	indent, ok := w.src.Indent(ret)
	if !ok {
		return nil, false
	}
	var b strings.Builder
	for _, s := range stmts {
		b.WriteString(strings.ReplaceAll(s, "\n", "\n"+indent) + "\n" + indent)
	}
	return []analysis.TextEdit{{Pos: ret.Pos(), End: ret.Pos(), NewText: []byte(b.String())}}, true
}

package emptyresult

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"regexp"

	"golang.org/x/tools/go/types/typeutil"
)

// A text that something is written into on every path before it is
// tested or returned — a title, then a line for each row — is never
// empty: its emptiness is not the collection's, and a test of it never
// fires (terraform's module details: the module's name and description,
// then a table of its inputs). Only the function's own statement list is
// read: a write under an if, a loop or a switch may not happen.

// alwaysWritten reports whether a statement of body's own list, before
// limit (token.NoPos: the whole list), writes a non-empty text into a
// variable the answer d follows takes.
func (d *handlerData) alwaysWritten(body *ast.BlockStmt, limit token.Pos) bool {
	for _, st := range body.List {
		if limit.IsValid() && st.Pos() >= limit {
			break
		}
		if v := d.nonEmptyWrite(st); v != nil && d.isAnswered(v) {
			return true
		}
	}
	return false
}

// nonEmptyWrite returns the variable st writes a non-empty text into
// (b.WriteString("# title"), fmt.Fprintf(&b, "Name: %s\n", n), s :=
// "header", s += "header"), or nil. A later statement that empties it
// again (s = "") is not looked for.
func (d *handlerData) nonEmptyWrite(st ast.Stmt) types.Object {
	switch st := st.(type) {
	case *ast.ExprStmt:
		if call, ok := ast.Unparen(st.X).(*ast.CallExpr); ok {
			return d.writtenBy(call)
		}
	case *ast.AssignStmt: // text := "Rows:\n", text += "Rows:\n"
		if len(st.Lhs) == 1 && len(st.Rhs) == 1 && nonEmptyText(d.info, st.Rhs[0]) {
			return d.m.RootVar(st.Lhs[0])
		}
	}
	return nil
}

// writtenBy returns the text collector call writes a non-empty text into
// (the model's text writes: b.WriteString, b.Write, fmt.Fprint*(&b, …),
// io.WriteString(&b, …)), or nil.
func (d *handlerData) writtenBy(call *ast.CallExpr) types.Object {
	writer, args := d.m.TextWrite(call)
	if writer == nil || !writesNonEmpty(d.info, call, args) {
		return nil
	}
	return d.m.RootVar(writer)
}

// writesNonEmpty reports whether a text write of args by call always
// writes something: fmt.Fprintln's line end, fmt.Fprintf's format with
// text besides its verbs, or any argument that is a non-empty text.
func writesNonEmpty(info *types.Info, call *ast.CallExpr, args []ast.Expr) bool {
	if fn, _ := typeutil.Callee(info, call).(*types.Func); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "fmt" {
		switch fn.Name() {
		case "Fprintln":
			return true
		case "Fprintf":
			return nonEmptyFormat(info, args[0])
		}
	}
	for _, a := range args {
		if nonEmptyText(info, a) {
			return true
		}
	}
	return false
}

// nonEmptyText reports whether e is a text that cannot be empty: a
// non-empty constant, fmt.Sprintf of a format with text besides its
// verbs, or a concatenation holding one.
func nonEmptyText(info *types.Info, e ast.Expr) bool {
	if tv, ok := info.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return constant.StringVal(tv.Value) != ""
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.BinaryExpr:
		return e.Op == token.ADD && (nonEmptyText(info, e.X) || nonEmptyText(info, e.Y))
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(info, e).(*types.Func)
		if fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "fmt" && fn.Name() == "Sprintf" && len(e.Args) > 0 {
			return nonEmptyFormat(info, e.Args[0])
		}
		if len(e.Args) == 1 && info.Types[e.Fun].IsType() {
			return nonEmptyText(info, e.Args[0]) // []byte("# title")
		}
	}
	return false
}

// fmtVerb matches one verb of a fmt format, flags, width and precision
// included.
var fmtVerb = regexp.MustCompile(`%[-+# 0]*(\[\d+\])?(\d+|\*)?(\.(\d+|\*)?)?[a-zA-Z%]`)

// nonEmptyFormat reports whether e is a constant fmt format that prints
// some text of its own besides its verbs ("# %s\n", not "%s").
func nonEmptyFormat(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return false
	}
	return fmtVerb.ReplaceAllString(constant.StringVal(tv.Value), "") != ""
}

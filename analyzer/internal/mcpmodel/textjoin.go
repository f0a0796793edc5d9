package mcpmodel

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// Text built from blocks: real clients rarely read one block's text; they
// write every text block into a strings.Builder or a bytes.Buffer, append
// them to a []string and join it, concatenate them with +, or format them
// with fmt.Sprintf. What they build is still the result's text (the text
// facet, KindText), so decoding it, matching it or testing it reads the
// same channel as reading one block would.
//
// The text facet learns the collectors (learnTextWrite, from flow.go's
// learnText) and derives the built text (joinedText, from Flow.Source).

// A value collecting the texts of a result is a KindTextParts: a
// strings.Builder written with them, or a []string they were appended to.
// A bytes.Buffer written with them is a KindTextReader: it is one.

// learnTextWrite records a builder or buffer that call writes a text into:
// b.WriteString(text), b.Write([]byte(text)), fmt.Fprint*(&b, …, text, …),
// io.WriteString(&b, text).
func (f *Flow) learnTextWrite(call *ast.CallExpr) bool {
	writer, args := f.m.textWrite(call)
	if writer == nil {
		return false
	}
	kind := KindTextParts
	if isTextCollector(f.m.info.TypeOf(writer), "bytes", "Buffer") {
		kind = KindTextReader
	}
	for _, arg := range args {
		if src := f.Source(arg); src.Kind == KindText {
			return f.set(writer, src, kind)
		}
	}
	return false
}

// textWrite returns the strings.Builder or bytes.Buffer call writes into,
// and the arguments it writes; nil when call writes into anything else.
func (m *Model) textWrite(call *ast.CallExpr) (writer ast.Expr, args []ast.Expr) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || len(call.Args) == 0 {
		return nil, nil
	}
	switch sel.Sel.Name {
	case "WriteString", "Write":
		if s := m.info.Selections[sel]; s != nil && s.Kind() == types.MethodVal {
			writer, args = sel.X, call.Args[:1]
		} else if isPkgFunc(m.info, call, "io", "WriteString") && len(call.Args) == 2 {
			writer, args = call.Args[0], call.Args[1:]
		}
	case "Fprint", "Fprintf", "Fprintln":
		if isPkgFunc(m.info, call, "fmt", sel.Sel.Name) {
			writer, args = call.Args[0], call.Args[1:]
		}
	}
	if writer == nil || !isAnyTextCollector(m.info.TypeOf(writer)) {
		return nil, nil
	}
	return writer, args
}

// joinedText says what e is when it builds a text out of texts: b.String()
// and b.Bytes() of a collector, strings.Join / bytes.Join of a collected
// slice, a + concatenation, fmt.Sprint*, append to a slice, a []string
// literal, an element of a collected slice, and &buf of a buffer.
func (f *Flow) joinedText(e ast.Expr) Source {
	switch e := ast.Unparen(e).(type) {
	case *ast.BinaryExpr:
		if e.Op == token.ADD && isString(f.m.info.TypeOf(e)) {
			return f.firstOfKind(KindText, e.X, e.Y)
		}
	case *ast.CompositeLit:
		if isStringSlice(f.m.info.TypeOf(e)) {
			return f.firstOfKind(KindText, e.Elts...).asIfAny(KindTextParts)
		}
	case *ast.IndexExpr:
		if x := f.Source(e.X); x.Kind == KindTextParts && isStringSlice(f.m.info.TypeOf(e.X)) {
			return x.as(KindText)
		}
	case *ast.UnaryExpr:
		if x := f.Source(e.X); e.Op == token.AND && x.Kind == KindTextReader {
			return x // &buf of a bytes.Buffer holding a text
		}
	case *ast.CallExpr:
		return f.joinedCall(e)
	}
	return Source{}
}

// IsJoinedText reports whether e builds one text out of texts of a
// result (joinedText's forms), as opposed to a single block's text.
func (f *Flow) IsJoinedText(e ast.Expr) bool {
	return f.joinedText(e).Kind == KindText
}

func (f *Flow) joinedCall(call *ast.CallExpr) Source {
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
		if b, ok := f.m.info.Uses[id].(*types.Builtin); ok && b.Name() == "append" && len(call.Args) > 0 {
			if x := f.Source(call.Args[0]); x.Kind == KindTextParts {
				return x
			}
			if call.Ellipsis.IsValid() {
				return f.firstOfKind(KindTextParts, call.Args[1:]...)
			}
			return f.firstOfKind(KindText, call.Args[1:]...).asIfAny(KindTextParts)
		}
		return Source{}
	}
	fn, _ := typeutil.Callee(f.m.info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil {
		return Source{}
	}
	recv := fn.Type().(*types.Signature).Recv()
	switch {
	case recv != nil && (fn.Name() == "String" || fn.Name() == "Bytes") && isAnyTextCollector(recv.Type()):
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return Source{}
		}
		if x := f.Source(sel.X); x.Kind == KindTextParts || x.Kind == KindTextReader {
			return x.as(KindText)
		}
	case recv == nil && (fn.Pkg().Path() == "strings" || fn.Pkg().Path() == "bytes") && fn.Name() == "Join" && len(call.Args) == 2:
		if x := f.Source(call.Args[0]); x.Kind == KindTextParts {
			return x.as(KindText)
		}
	case recv == nil && fn.Pkg().Path() == "fmt" && (fn.Name() == "Sprint" || fn.Name() == "Sprintf" || fn.Name() == "Sprintln"):
		return f.firstOfKind(KindText, call.Args...)
	}
	return Source{}
}

// asIfAny is as for a value that holds something: the zero Source (no
// text among the parts) stays the zero Source.
func (s Source) asIfAny(kind Kind) Source {
	if s.Kind == KindNone {
		return s
	}
	return s.as(kind)
}

// firstOfKind returns the source of the first of exprs that is of kind, or
// the zero Source.
func (f *Flow) firstOfKind(kind Kind, exprs ...ast.Expr) Source {
	for _, x := range exprs {
		if src := f.Source(x); src.Kind == kind {
			return src
		}
	}
	return Source{}
}

// isAnyTextCollector reports whether t is a strings.Builder or a
// bytes.Buffer, or a pointer to one.
func isAnyTextCollector(t types.Type) bool {
	return isTextCollector(t, "strings", "Builder") || isTextCollector(t, "bytes", "Buffer")
}

func isTextCollector(t types.Type, pkg, name string) bool {
	if t == nil {
		return false
	}
	n := named(deref(t))
	return n != nil && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == pkg && n.Obj().Name() == name
}

func isStringSlice(t types.Type) bool {
	if t == nil {
		return false
	}
	s, ok := types.Unalias(t).Underlying().(*types.Slice)
	return ok && isString(s.Elem())
}

// isPkgFunc reports whether call calls the package-level function pkg.name.
func isPkgFunc(info *types.Info, call *ast.CallExpr, pkg, name string) bool {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	return fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == pkg && fn.Name() == name &&
		fn.Type().(*types.Signature).Recv() == nil
}

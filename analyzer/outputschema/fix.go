package outputschema

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// The fix of the third form returns the failure as the handler's Go error:
//
//	return toolError(msg), ListResult{}, nil
//
// becomes
//
//	return nil, ListResult{}, errors.New(msg)
//
// Out stays as it is: the SDK drops it beside a Go error. What a client
// receives, in every go-sdk v1 release (mcp/server.go, toolForErr; v1.8.0
// lines 420–434): for a non-nil Go error that is not a *jsonrpc.Error,
// a fresh result on which SetError(err) puts one text block of
// err.Error() and IsError, and nothing else — no structured content, no
// text mirror of Out. errors.New(msg).Error() is msg. So the fix keeps the
// text and the flag, and drops only the fabricated payload, where the
// error result was exactly that: a plain failure (plainfailures.go), one
// text block and IsError, nothing else. It is offered only where that is
// proved:
//
//   - the error result is a plain failure: a literal or the package's own
//     plain builder, whose other arguments are names or constants (the fix
//     no longer evaluates them); for a builder given an error, the message
//     is its Error() (the error itself would not do: go-sdk sends a
//     *jsonrpc.Error as a protocol error, and a nil one as no error);
//   - Out is a struct (or a pointer to one) that marshals as a JSON object,
//     with no MarshalJSON or MarshalText of its own: for one that does not
//     marshal as an object go-sdk appends its JSON as a second text block,
//     which would change the texts;
//   - the message and Out do not both call functions (the fix evaluates
//     the message after Out, not before);
//   - the handler is a function literal, or a function the package never
//     calls itself (a caller of its own would receive a nil result and an
//     error instead of the error result).
//
// The only calls whose answer changes are those that failed before: where
// Out did not marshal or did not validate against the output schema, the
// SDK sent a protocol error instead of the error result, and now sends the
// error result. The server's own middleware sees the result's GetError too.
// A message fmt.Sprintf formats without %w becomes fmt.Errorf of the same
// format and arguments; another is errors.New(msg) when the file imports
// errors, or can; else fmt.Errorf("%s", msg); else no fix.

const typedFailureFixMessage = "Return the failure as the handler's error"

// typedFailureFix returns the fix of a typed failure at ret, in the handler
// fn whose Out is out.
func (ix *index) typedFailureFix(fn ast.Node, ret *ast.ReturnStmt, out types.Type) (analysis.SuggestedFix, bool) {
	if !isStructOrPointer(out) || marshalsItself(out) || ix.calledByPackage(fn) {
		return analysis.SuggestedFix{}, false
	}
	msg, others, ok := ix.plainFailure(ret.Results[0])
	if !ok || !ix.plainOperands(others) || (msg.errorText || ix.m.HasCall(msg.expr)) && ix.m.HasCall(ret.Results[1]) {
		return analysis.SuggestedFix{}, false
	}
	file := ix.fileOf(ret.Pos())
	if file == nil {
		return analysis.SuggestedFix{}, false
	}
	src, ok := ix.m.FileTextOf(file)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	goErr, edits, ok := ix.goError(file, src, msg, ret.Pos())
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	edits = append(edits,
		analysis.TextEdit{Pos: ret.Results[0].Pos(), End: ret.Results[0].End(), NewText: []byte("nil")},
		analysis.TextEdit{Pos: ret.Results[2].Pos(), End: ret.Results[2].End(), NewText: []byte(goErr)})
	return analysis.SuggestedFix{Message: typedFailureFixMessage, TextEdits: edits}, true
}

// goError returns an error expression whose Error() is the message msg,
// and the import it needs: fmt.Errorf with the same format and arguments
// for a message fmt.Sprintf formats without a %w verb (Errorf formats it
// as Sprintf does then); else errors.New(msg), or fmt.Errorf("%s", msg)
// where the name errors cannot be used.
func (ix *index) goError(file *ast.File, src *mcpmodel.FileText, msg message, pos token.Pos) (string, []analysis.TextEdit, bool) {
	call, isCall := ast.Unparen(msg.expr).(*ast.CallExpr)
	if isCall && !msg.errorText && ix.isSprintfWithoutWrap(call) {
		if name, ok := ix.m.PackageName(file, "fmt", pos); ok {
			fun := src.Text(call.Fun)
			return name + ".Errorf" + src.Text(call)[len(fun):], nil, true
		}
	}
	text := src.Text(msg.expr)
	if msg.errorText {
		text = errorCall(msg.expr, text)
	}
	if name, edits, ok := ix.m.ImportedName(file, "errors", "errors", pos); ok {
		return name + ".New(" + text + ")", edits, true
	}
	if name, edits, ok := ix.m.ImportedName(file, "fmt", "fmt", pos); ok {
		return name + `.Errorf("%s", ` + text + ")", edits, true
	}
	return "", nil, false
}

// isSprintfWithoutWrap reports whether call is fmt.Sprintf given a
// constant format with no %w verb, and its arguments one by one.
func (ix *index) isSprintfWithoutWrap(call *ast.CallExpr) bool {
	fn := ix.calleeOf(call)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "fmt" || fn.Name() != "Sprintf" || call.Ellipsis.IsValid() || len(call.Args) == 0 {
		return false
	}
	tv := ix.pass.TypesInfo.Types[call.Args[0]]
	return tv.Value != nil && tv.Value.Kind() == constant.String && !hasWrapVerb(constant.StringVal(tv.Value))
}

// hasWrapVerb reports whether a format has a %w verb (flags, width,
// precision and argument indexes skipped).
func hasWrapVerb(format string) bool {
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		for i < len(format) && strings.IndexByte("+-# 0123456789.*[]", format[i]) >= 0 {
			i++
		}
		if i < len(format) && format[i] == 'w' {
			return true
		}
	}
	return false
}

// errorCall returns the text of x.Error() for the expression x written
// as text, in parentheses unless x is an operand or a selector, call or
// index of one.
func errorCall(x ast.Expr, text string) string {
	switch x.(type) {
	case *ast.Ident, *ast.SelectorExpr, *ast.CallExpr, *ast.IndexExpr, *ast.ParenExpr:
		return text + ".Error()"
	}
	return "(" + text + ").Error()"
}

// marshalsItself reports whether values of t (a struct, or a pointer to
// one) may marshal to something other than a JSON object: the type, or a
// field it embeds, has MarshalJSON or MarshalText.
func marshalsItself(t types.Type) bool {
	ptr := t
	if _, isPtr := types.Unalias(t).(*types.Pointer); !isPtr {
		ptr = types.NewPointer(t)
	}
	for _, name := range []string{"MarshalJSON", "MarshalText"} {
		if obj, _, _ := types.LookupFieldOrMethod(ptr, false, nil, name); obj != nil {
			if _, isMethod := obj.(*types.Func); isMethod {
				return true
			}
		}
	}
	return false
}

// calledByPackage reports whether the package's own code may call the
// handler fn directly, and so would receive a nil result and an error
// instead of the error result: a named handler it calls, or a literal
// that a factory of the package returns, where the package calls the
// factory other than to hand its result straight to the SDK
// (mcp.AddTool(s, tool, fetchHandler(f)) registers it; h :=
// fetchHandler(nil); h(ctx, req, in) in a test calls it). The test build
// of the package sees its tests' calls; the driver applies a fix only
// where every build of the file offers it (docs/outputschema.md).
func (ix *index) calledByPackage(fn ast.Node) bool {
	var obj *types.Func
	switch fn := fn.(type) {
	case *ast.FuncDecl:
		obj, _ = ix.pass.TypesInfo.Defs[fn.Name].(*types.Func)
		return obj != nil && ix.directCalls()[obj] > 0
	case *ast.FuncLit:
		obj = ix.factoryOf(fn)
	}
	return obj != nil && ix.directCalls()[obj] > ix.registeredCalls()[obj]
}

// factoryOf returns the function of the package that returns lit, or nil.
func (ix *index) factoryOf(lit *ast.FuncLit) *types.Func {
	for _, file := range ix.pass.Files {
		if !(file.FileStart <= lit.Pos() && lit.Pos() < file.FileEnd) {
			continue
		}
		for _, d := range file.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok || decl.Body == nil || !(decl.Body.Pos() <= lit.Pos() && lit.End() <= decl.Body.End()) {
				continue
			}
			returned := false
			ast.Inspect(decl.Body, func(n ast.Node) bool {
				if ret, ok := n.(*ast.ReturnStmt); ok {
					for _, r := range ret.Results {
						returned = returned || ast.Unparen(r) == lit
					}
				}
				return !returned
			})
			if returned {
				fn, _ := ix.pass.TypesInfo.Defs[decl.Name].(*types.Func)
				return fn
			}
		}
	}
	return nil
}

// directCalls counts the package's calls of each of its functions, once.
func (ix *index) directCalls() map[*types.Func]int {
	ix.countCalls()
	return ix.callees
}

// registeredCalls counts the calls of each function of the package that
// are an argument of an SDK call (a factory's handler registered), once.
func (ix *index) registeredCalls() map[*types.Func]int {
	ix.countCalls()
	return ix.registered
}

func (ix *index) countCalls() {
	if ix.callees != nil {
		return
	}
	ix.callees, ix.registered = make(map[*types.Func]int), make(map[*types.Func]int)
	ix.m.Funcs(func(_ *ast.File, d *ast.FuncDecl) {
		ix.m.InspectTypes(d, []ast.Node{(*ast.CallExpr)(nil)}, func(n ast.Node) bool {
			call := n.(*ast.CallExpr)
			callee := ix.calleeOf(call)
			if callee == nil {
				return true
			}
			ix.callees[callee.Origin()]++
			if callee.Pkg() == nil || vocab.SDKModuleOf(callee.Pkg().Path()) == "" {
				return true
			}
			for _, arg := range call.Args {
				if inner, ok := ast.Unparen(arg).(*ast.CallExpr); ok {
					if f := ix.calleeOf(inner); f != nil {
						ix.registered[f.Origin()]++
					}
				}
			}
			return true
		})
	})
}

// fileOf returns the file of the package that holds pos.
func (ix *index) fileOf(pos token.Pos) *ast.File {
	for _, f := range ix.pass.Files {
		if f.FileStart <= pos && pos < f.FileEnd {
			return f
		}
	}
	return nil
}

package outputschema

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strconv"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// Plain failures: a go-sdk error result that holds exactly one text block
// and IsError, and nothing else, so that it is on the wire what go-sdk
// sends for a handler's Go error of the same text (the typed-failure fix,
// fix.go). It is
//
//   - a literal &mcp.CallToolResult{IsError: true, Content:
//     []mcp.Content{&mcp.TextContent{Text: msg}}}, its fields in any order
//     and nothing else set (no Meta, no StructuredContent, no second
//     block, no Meta or Annotations on the block);
//   - or a call of a plain failure builder: a function (or method) of the
//     package whose body is one return of such a literal whose text is one
//     of its string parameters, or the Error() of one of its error
//     parameters, or of a call of another plain failure builder given that
//     parameter; another package's, by fact. Its message at the call is the
//     argument for that parameter, or the argument's Error().
//
// A builder that does anything else (logs, counts, formats) is not plain:
// the fix drops the call, and with it what else the builder did. The
// result's SDK gives no constructor of an error result, so go-sdk's own
// results are only literals.

// plainFailureBuilder marks an exported plain failure builder of a package
// for the packages that call it: Param is the index of its text parameter,
// an error whose Error() is the text when ErrorText is set.
type plainFailureBuilder struct {
	Param     int
	ErrorText bool
}

func (*plainFailureBuilder) AFact() {}

func (f *plainFailureBuilder) String() string {
	if f.ErrorText {
		return "mcpplainfailure(param " + strconv.Itoa(f.Param) + ".Error())"
	}
	return "mcpplainfailure(param " + strconv.Itoa(f.Param) + ")"
}

// builderParam is what plainFailureParam found of a builder: the index of
// its text parameter (an error's Error() when errorText), if it is a plain
// failure builder.
type builderParam struct {
	param     int
	errorText bool
	ok        bool
}

// message is a plain failure's text as the code at hand writes it: expr,
// or expr.Error() when errorText is set (a builder given an error whose
// text is the error's).
type message struct {
	expr      ast.Expr
	errorText bool
}

// plainFailure returns the message of the error result e when it is a
// plain failure, and the expressions the call evaluates beside it (the
// builder's other arguments, a method's receiver), which a fix that drops
// the call no longer evaluates.
func (ix *index) plainFailure(e ast.Expr) (msg message, others []ast.Expr, ok bool) {
	switch x := stripAddrExpr(e).(type) {
	case *ast.CompositeLit:
		if !isAddr(e) {
			return message{}, nil, false
		}
		text, ok := ix.plainFailureLiteral(x)
		return message{expr: text}, nil, ok
	case *ast.CallExpr:
		b := ix.plainFailureParam(ix.calleeOf(x))
		if !b.ok || x.Ellipsis.IsValid() || b.param >= len(x.Args) {
			return message{}, nil, false
		}
		param := b.param
		if b.errorText && ix.pass.TypesInfo.Types[x.Args[param]].IsNil() {
			return message{}, nil, false // nil.Error() is no expression
		}
		for i, a := range x.Args {
			if i != param {
				others = append(others, a)
			}
		}
		if sel, isSel := ast.Unparen(x.Fun).(*ast.SelectorExpr); isSel && ix.pass.TypesInfo.Selections[sel] != nil {
			if ix.pass.TypesInfo.Selections[sel].Kind() != types.MethodVal {
				return message{}, nil, false // a method expression: its receiver is an argument
			}
			others = append(others, sel.X)
		}
		return message{expr: x.Args[param], errorText: b.errorText}, others, true
	}
	return message{}, nil, false
}

// plainFailureLiteral returns the text of a go-sdk result literal that
// sets IsError to true and Content to one text block, and nothing else.
func (ix *index) plainFailureLiteral(lit *ast.CompositeLit) (ast.Expr, bool) {
	resultType := ix.pass.TypesInfo.TypeOf(lit)
	if !isGoSDKResultType(ix.m, resultType) || len(lit.Elts) != 2 {
		return nil, false
	}
	var text ast.Expr
	isError := false
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			return nil, false
		}
		key, _ := kv.Key.(*ast.Ident)
		switch {
		case key == nil:
			return nil, false
		case key.Name == mcpmodel.FieldIsError:
			tv := ix.pass.TypesInfo.Types[kv.Value]
			isError = tv.Value != nil && tv.Value.Kind() == constant.Bool && constant.BoolVal(tv.Value)
		case key.Name == mcpmodel.FieldContent:
			text = ix.oneTextBlock(kv.Value, resultType)
		default:
			return nil, false
		}
	}
	return text, isError && text != nil
}

// oneTextBlock returns Text of a content list literal that holds one
// &TextContent{Text: text} of the result's SDK and nothing else, or nil.
func (ix *index) oneTextBlock(e ast.Expr, resultType types.Type) ast.Expr {
	list, ok := ast.Unparen(e).(*ast.CompositeLit)
	if !ok || len(list.Elts) != 1 {
		return nil
	}
	if _, isSlice := ix.pass.TypesInfo.TypeOf(list).Underlying().(*types.Slice); !isSlice || !isAddr(list.Elts[0]) {
		return nil
	}
	block, ok := stripAddrExpr(list.Elts[0]).(*ast.CompositeLit)
	if !ok || len(block.Elts) != 1 || !ix.sameSDKTextContent(ix.pass.TypesInfo.TypeOf(block), resultType) {
		return nil
	}
	kv, ok := block.Elts[0].(*ast.KeyValueExpr)
	if !ok {
		return nil
	}
	if key, _ := kv.Key.(*ast.Ident); key == nil || key.Name != "Text" {
		return nil
	}
	return kv.Value
}

// sameSDKTextContent reports whether t is the TextContent of the package
// that declares resultType.
func (ix *index) sameSDKTextContent(t, resultType types.Type) bool {
	block, result := namedOf(t), namedOf(resultType)
	return block != nil && result != nil && ix.m.IsTextContentType(t) && block.Obj().Pkg() == result.Obj().Pkg()
}

func namedOf(t types.Type) *types.Named {
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	n, _ := t.(*types.Named)
	return n
}

// plainFailureParam says whether fn is a plain failure builder, and which
// parameter gives its text: of this package by its body, of another by
// fact. A builder that reaches itself again is not one.
func (ix *index) plainFailureParam(fn *types.Func) builderParam {
	if fn == nil || fn.Pkg() == nil {
		return builderParam{}
	}
	if known, seen := ix.plainBuilders[fn]; seen {
		return known
	}
	ix.plainBuilders[fn] = builderParam{} // until known: a cycle is no builder
	b := ix.builderTextParam(fn)
	ix.plainBuilders[fn] = b
	return b
}

func (ix *index) builderTextParam(fn *types.Func) builderParam {
	sig := fn.Type().(*types.Signature)
	if sig.TypeParams().Len() > 0 || sig.Results().Len() != 1 || !isGoSDKResultType(ix.m, sig.Results().At(0).Type()) {
		return builderParam{}
	}
	if fn.Pkg() != ix.pass.Pkg {
		var fact plainFailureBuilder
		if !ix.pass.ImportObjectFact(fn, &fact) {
			return builderParam{}
		}
		return builderParam{param: fact.Param, errorText: fact.ErrorText, ok: true}
	}
	decl := ix.decls[fn]
	if decl == nil || decl.Body == nil || len(decl.Body.List) != 1 {
		return builderParam{}
	}
	ret, ok := decl.Body.List[0].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return builderParam{}
	}
	msg, others, ok := ix.plainFailure(ret.Results[0])
	if !ok || !ix.plainOperands(others) {
		return builderParam{}
	}
	if msg.errorText {
		i, ok := paramIndex(ix.pass.TypesInfo, sig, msg.expr, errorType)
		return builderParam{param: i, errorText: true, ok: ok}
	}
	if i, ok := paramIndex(ix.pass.TypesInfo, sig, msg.expr, types.Typ[types.String]); ok {
		return builderParam{param: i, ok: true}
	}
	if x, ok := ix.errorTextOf(msg.expr); ok {
		i, ok := paramIndex(ix.pass.TypesInfo, sig, x, errorType)
		return builderParam{param: i, errorText: true, ok: ok}
	}
	return builderParam{}
}

var errorType = types.Universe.Lookup("error").Type()

// errorTextOf returns x of x.Error() called on a value of type error.
func (ix *index) errorTextOf(e ast.Expr) (ast.Expr, bool) {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 0 {
		return nil, false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Error" || !types.Identical(ix.pass.TypesInfo.TypeOf(sel.X), errorType) {
		return nil, false
	}
	return sel.X, true
}

// isGoSDKResultType reports whether t is go-sdk's CallToolResult or a
// pointer to it.
func isGoSDKResultType(m *mcpmodel.Model, t types.Type) bool {
	return t != nil && m.IsResultType(t) && mcpmodel.IsGoSDKResult(t)
}

// paramIndex returns the index of the parameter of sig that e names, when
// it is of type t (and not a variadic one).
func paramIndex(info *types.Info, sig *types.Signature, e ast.Expr, t types.Type) (int, bool) {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return 0, false
	}
	for i := range sig.Params().Len() {
		p := sig.Params().At(i)
		if info.Uses[id] == p {
			return i, types.Identical(p.Type(), t) && !(sig.Variadic() && i == sig.Params().Len()-1)
		}
	}
	return 0, false
}

// plainOperands reports whether evaluating es does nothing a fix that no
// longer evaluates them could miss: each is a name or a constant.
func (ix *index) plainOperands(es []ast.Expr) bool {
	for _, e := range es {
		e = ast.Unparen(e)
		if _, isIdent := e.(*ast.Ident); isIdent {
			continue
		}
		if ix.pass.TypesInfo.Types[e].Value == nil {
			return false
		}
	}
	return true
}

// exportPlainFailures exports the package's exported plain failure
// builders for the packages that call them.
func (ix *index) exportPlainFailures() {
	for fn := range ix.decls {
		if !fn.Exported() {
			continue
		}
		if b := ix.plainFailureParam(fn); b.ok {
			ix.pass.ExportObjectFact(fn, &plainFailureBuilder{Param: b.param, ErrorText: b.errorText})
		}
	}
}

func isAddr(e ast.Expr) bool {
	u, ok := ast.Unparen(e).(*ast.UnaryExpr)
	return ok && u.Op == token.AND
}

// stripAddrExpr removes parentheses and & around e.
func stripAddrExpr(e ast.Expr) ast.Expr {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	return e
}

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
//     of its string parameters, or of a call of another plain failure
//     builder given that parameter as its text; another package's, by
//     fact. Its message at the call is the argument for that parameter.
//
// A builder that does anything else (logs, counts, formats) is not plain:
// the fix drops the call, and with it what else the builder did. The
// result's SDK gives no constructor of an error result, so go-sdk's own
// results are only literals.

// plainFailureBuilder marks an exported plain failure builder of a package
// for the packages that call it: Param is the index of its text parameter.
type plainFailureBuilder struct {
	Param int
}

func (*plainFailureBuilder) AFact() {}

func (f *plainFailureBuilder) String() string {
	return "mcpplainfailure(param " + strconv.Itoa(f.Param) + ")"
}

// builderParam is what plainFailureParam found of a builder: the index of
// its text parameter, if it is a plain failure builder.
type builderParam struct {
	param int
	ok    bool
}

// plainFailure returns the message of the error result e when it is a
// plain failure, and the expressions the call evaluates beside it (the
// builder's other arguments, a method's receiver), which a fix that drops
// the call no longer evaluates.
func (ix *index) plainFailure(e ast.Expr) (msg ast.Expr, others []ast.Expr, ok bool) {
	switch x := stripAddrExpr(e).(type) {
	case *ast.CompositeLit:
		if !isAddr(e) {
			return nil, nil, false
		}
		msg, ok := ix.plainFailureLiteral(x)
		return msg, nil, ok
	case *ast.CallExpr:
		param, ok := ix.plainFailureParam(ix.calleeOf(x))
		if !ok || x.Ellipsis.IsValid() || param >= len(x.Args) {
			return nil, nil, false
		}
		for i, a := range x.Args {
			if i != param {
				others = append(others, a)
			}
		}
		if sel, isSel := ast.Unparen(x.Fun).(*ast.SelectorExpr); isSel && ix.pass.TypesInfo.Selections[sel] != nil {
			others = append(others, sel.X)
		}
		return x.Args[param], others, true
	}
	return nil, nil, false
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

// plainFailureParam returns the index of fn's text parameter when fn is a
// plain failure builder: of this package by its body, of another by fact.
// A builder that reaches itself again is not one.
func (ix *index) plainFailureParam(fn *types.Func) (int, bool) {
	if fn == nil || fn.Pkg() == nil {
		return 0, false
	}
	if known, seen := ix.plainBuilders[fn]; seen {
		return known.param, known.ok
	}
	ix.plainBuilders[fn] = builderParam{} // until known: a cycle is no builder
	param, ok := ix.builderTextParam(fn)
	ix.plainBuilders[fn] = builderParam{param: param, ok: ok}
	return param, ok
}

func (ix *index) builderTextParam(fn *types.Func) (int, bool) {
	sig := fn.Type().(*types.Signature)
	if sig.TypeParams().Len() > 0 || sig.Results().Len() != 1 || !isGoSDKResultType(ix.m, sig.Results().At(0).Type()) {
		return 0, false
	}
	if fn.Pkg() != ix.pass.Pkg {
		var fact plainFailureBuilder
		if !ix.pass.ImportObjectFact(fn, &fact) {
			return 0, false
		}
		return fact.Param, true
	}
	decl := ix.decls[fn]
	if decl == nil || decl.Body == nil || len(decl.Body.List) != 1 {
		return 0, false
	}
	ret, ok := decl.Body.List[0].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return 0, false
	}
	msg, others, ok := ix.plainFailure(ret.Results[0])
	if !ok || !ix.plainOperands(others) {
		return 0, false
	}
	return stringParamIndex(ix.pass.TypesInfo, sig, msg)
}

// isGoSDKResultType reports whether t is go-sdk's CallToolResult or a
// pointer to it.
func isGoSDKResultType(m *mcpmodel.Model, t types.Type) bool {
	return t != nil && m.IsResultType(t) && mcpmodel.IsGoSDKResult(t)
}

// stringParamIndex returns the index of the parameter of sig that e names,
// when it is a string.
func stringParamIndex(info *types.Info, sig *types.Signature, e ast.Expr) (int, bool) {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return 0, false
	}
	for i := range sig.Params().Len() {
		p := sig.Params().At(i)
		if info.Uses[id] == p {
			return i, types.Identical(p.Type(), types.Typ[types.String]) && !(sig.Variadic() && i == sig.Params().Len()-1)
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
		if param, ok := ix.plainFailureParam(fn); ok {
			ix.pass.ExportObjectFact(fn, &plainFailureBuilder{Param: param})
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

package emptyresult

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// A tool handler's arguments are inputs however they were decoded: read
// with req.GetString or RequireString, bound with req.BindArguments(&args),
// unmarshalled from json.Marshal(req.Params.Arguments), or parsed by the
// package's own parseArgs(req, &args). Testing them for emptiness validates
// the request; it never tests an answer.

// isWholeRequest reports whether e carries the whole request or all of its
// arguments: the request parameter, req.Params, req.Params.Arguments,
// req.GetArguments(), req.GetRawArguments(), a conversion, marshal or
// reader of one of those, or a local holding one.
func (d *handlerData) isWholeRequest(e ast.Expr) bool {
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		obj := d.info.ObjectOf(x)
		return obj != nil && d.wholeRequest[obj]
	case *ast.StarExpr:
		return d.isWholeRequest(x.X)
	case *ast.UnaryExpr:
		return x.Op == token.AND && d.isWholeRequest(x.X)
	case *ast.TypeAssertExpr:
		return d.isWholeRequest(x.X)
	case *ast.SelectorExpr:
		return (x.Sel.Name == "Params" || x.Sel.Name == "Arguments") && d.isWholeRequest(x.X)
	case *ast.CallExpr:
		return d.isWholeRequestCall(x)
	}
	return false
}

func (d *handlerData) isWholeRequestCall(call *ast.CallExpr) bool {
	if tv, ok := d.info.Types[call.Fun]; ok && tv.IsType() && len(call.Args) == 1 {
		return d.isWholeRequest(call.Args[0]) // []byte(req.Params.Arguments)
	}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && knowledge.IsArgumentsGetter(sel.Sel.Name) {
		return d.isWholeRequest(sel.X) // req.GetArguments()
	}
	fn, _ := typeutil.Callee(d.info, call).(*types.Func)
	if fn == nil || len(call.Args) == 0 {
		return false
	}
	return (knowledge.IsEncoder(fn) || knowledge.IsTextReader(fn)) && d.isWholeRequest(call.Args[0])
}

// learnBoundArguments records the targets of a call that binds the whole
// request into variables: req.BindArguments(&args), json.Unmarshal(b, &args)
// with b the marshalled arguments, parseArgs(req, &args),
// mapstructure.Decode(req.GetArguments(), &args). Every &x argument of a
// call that is given the whole request is request data.
func (d *handlerData) learnBoundArguments(call *ast.CallExpr) bool {
	if !d.takesWholeRequest(call) {
		return false
	}
	changed := false
	for _, arg := range call.Args {
		u, ok := ast.Unparen(arg).(*ast.UnaryExpr)
		if !ok || u.Op != token.AND {
			continue
		}
		if v := d.m.RootVar(u.X); v != nil && !d.request[v] {
			d.request[v] = true
			changed = true
		}
	}
	return changed
}

// takesWholeRequest reports whether call is given the whole request or all
// of its arguments, as an argument or as the receiver.
func (d *handlerData) takesWholeRequest(call *ast.CallExpr) bool {
	for _, op := range callOperands(call) {
		if d.isWholeRequest(op) {
			return true
		}
	}
	return false
}

// isArgumentParse reports whether r calls a helper that parses the whole
// request into arguments: args, err := parseArgs(req), getParams[T](req).
// The helper's name must say so (see argumentParserWords): a helper such
// as s.search(ctx, req) that does the tool's work returns its answer.
func (d *handlerData) isArgumentParse(r ast.Expr) bool {
	call, ok := ast.Unparen(r).(*ast.CallExpr)
	if !ok || !d.takesWholeRequest(call) {
		return false
	}
	fn, _ := typeutil.Callee(d.info, call).(*types.Func)
	return fn != nil && knowledge.NamesArgumentParser(fn.Name())
}

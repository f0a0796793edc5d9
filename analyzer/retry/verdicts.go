package retry

import (
	"go/ast"
	"go/constant"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// What the server categorised: a refusal's verdict — a field or map key
// isRetryable / retryable, a category or code of its error object (the
// error-object wire keys) — and a request error's JSON-RPC code or SDK
// sentinel. A retry decision that reads one of them is the server's, not
// a blind one.

// verdictField reports whether sel reads a refusal's verdict, and its wire
// key: a field whose JSON key is isRetryable or retryable (the seeds'
// convention, whatever struct holds it), or a code key (code, errorCode,
// category, errorCategory) of an error object or of a type that comes
// from MCP.
func (c *checker) verdictField(sel *ast.SelectorExpr) (string, bool) {
	s := c.info.Selections[sel]
	if s == nil || s.Kind() != types.FieldVal {
		return "", false
	}
	holder, tag := fieldHolder(s)
	key, decoded := mcpmodel.WireKey(s.Obj().(*types.Var), tag)
	switch {
	case !decoded:
		return "", false
	case mcpmodel.IsRetryableKey(key):
		return key, true
	case mcpmodel.IsCodeKey(key) && (mcpmodel.IsErrorObjectType(holder) || c.m.FromMCP(holder)):
		return key, true
	}
	return "", false
}

// fieldHolder returns the struct type that declares the field s selects
// (through embedded fields) and the field's tag.
func fieldHolder(s *types.Selection) (types.Type, string) {
	t := s.Recv()
	index := s.Index()
	for i, idx := range index {
		st, ok := derefType(t).Underlying().(*types.Struct)
		if !ok {
			return nil, ""
		}
		if i == len(index)-1 {
			return derefType(t), st.Tag(idx)
		}
		t = st.Field(idx).Type()
	}
	return nil, ""
}

func derefType(t types.Type) types.Type {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

// verdictKey returns the constant key x reads a map at, when it is a
// verdict's key.
func (c *checker) verdictKey(x *ast.IndexExpr) (string, bool) {
	if _, isMap := c.info.TypeOf(x.X).Underlying().(*types.Map); !isMap {
		return "", false
	}
	tv, ok := c.info.Types[x.Index]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	key := constant.StringVal(tv.Value)
	return key, mcpmodel.IsRetryableKey(key) || mcpmodel.IsCodeKey(key)
}

// readsVerdict reports whether x reads what the server categorised: a
// verdict field or key, a request error's SDK sentinel or JSON-RPC code,
// or a call of a function that reads one of them.
func (c *checker) readsVerdict(x ast.Node) bool {
	found := false
	c.inspect(x, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.SelectorExpr:
			_, isVerdict := c.verdictField(n)
			found = isVerdict || c.isJSONRPCCode(n)
		case *ast.IndexExpr:
			_, found = c.verdictKey(n)
		case *ast.CallExpr:
			found = c.callReadsVerdict(n)
		}
		return !found
	})
	return found
}

// inspect walks n through the model's index where it can.
func (c *checker) inspect(n ast.Node, f func(ast.Node) bool) {
	if n == nil {
		return
	}
	c.m.Inspect(n, f)
}

// callReadsVerdict reports whether call asks errors.Is for an SDK
// sentinel, errors.As for an SDK error type, or calls a verdict reader.
func (c *checker) callReadsVerdict(call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(c.info, call).(*types.Func)
	if fn == nil {
		return false
	}
	if fn.Pkg() != nil && fn.Pkg().Path() == "errors" && len(call.Args) == 2 {
		switch fn.Name() {
		case "Is":
			return c.isSDKSentinel(call.Args[1])
		case "As":
			return c.isCodeErrorTarget(call.Args[1])
		}
	}
	return c.isVerdictReader(fn)
}

// referenced returns the object x names (a variable, a package's
// variable), nil for anything else.
func (c *checker) referenced(x ast.Expr) types.Object {
	switch x := ast.Unparen(x).(type) {
	case *ast.Ident:
		return c.info.Uses[x]
	case *ast.SelectorExpr:
		return c.info.Uses[x.Sel]
	}
	return nil
}

// isSDKSentinel reports whether x is a sentinel error an SDK declares for
// a failure a request's error can carry (mcp.ErrInvalidParams,
// transport.ErrUnauthorized…).
func (c *checker) isSDKSentinel(x ast.Expr) bool {
	obj := c.referenced(x)
	if obj == nil || obj.Pkg() == nil {
		return false
	}
	path := knowledge.TrimVendor(obj.Pkg().Path())
	for _, f := range knowledge.SDKFailures {
		if !f.Type && f.Name == obj.Name() && f.Path == path {
			return true
		}
	}
	return false
}

// sentinelCode returns the JSON-RPC code an SDK sentinel stands for.
func (c *checker) sentinelCode(obj types.Object) (int64, bool) {
	f, ok := knowledge.ServerCodeSentinel(obj.Pkg().Path(), obj.Name())
	return f.Code, ok
}

// isCodeErrorTarget reports whether x, errors.As's target, points to the
// type that carries a server's JSON-RPC code (go-sdk's *jsonrpc.Error).
func (c *checker) isCodeErrorTarget(x ast.Expr) bool {
	p, ok := c.info.TypeOf(x).(*types.Pointer)
	return ok && c.isCodeErrorType(p.Elem())
}

// isCodeErrorType reports whether t is (a pointer to) an SDK's error type
// with the server's JSON-RPC code (knowledge.ServerErrorCodes: go-sdk's
// jsonrpc.Error, an alias of an internal type, so known by identity with
// the type the package declares).
func (c *checker) isCodeErrorType(t types.Type) bool {
	t = derefType(t)
	for _, ct := range c.codeErrorTypes() {
		if types.Identical(t, ct) {
			return true
		}
	}
	return false
}

// codeErrorTypes returns the SDK error types with a server's JSON-RPC code
// that the package's imports declare, once.
func (c *checker) codeErrorTypes() []types.Type {
	if c.codeTypes != nil {
		return *c.codeTypes
	}
	var found []types.Type
	for _, offer := range knowledge.ServerErrorCodes {
		if offer.Method != "" {
			continue
		}
		if p := c.importedPackage(offer.Path); p != nil {
			if tn, ok := p.Scope().Lookup(offer.Type).(*types.TypeName); ok {
				found = append(found, tn.Type())
			}
		}
	}
	c.codeTypes = &found
	return found
}

// importedPackage returns the package of path among the package's
// imports, direct or not; nil for none.
func (c *checker) importedPackage(path string) *types.Package {
	seen := make(map[*types.Package]bool)
	var visit func(p *types.Package) *types.Package
	visit = func(p *types.Package) *types.Package {
		if seen[p] {
			return nil
		}
		seen[p] = true
		if knowledge.TrimVendor(p.Path()) == path {
			return p
		}
		for _, imp := range p.Imports() {
			if found := visit(imp); found != nil {
				return found
			}
		}
		return nil
	}
	return visit(c.pass.Pkg)
}

// isJSONRPCCode reports whether sel reads the code of go-sdk's
// *jsonrpc.Error.
func (c *checker) isJSONRPCCode(sel *ast.SelectorExpr) bool {
	s := c.info.Selections[sel]
	return s != nil && s.Kind() == types.FieldVal && s.Obj().Name() == knowledge.CodeField && c.isCodeErrorType(s.Recv())
}

// isErrorPart reports whether x is the error part of a payload: a field
// whose JSON key is an envelope's "error" or "errors", of a type that comes
// from MCP, or a map read at one of those keys.
func (c *checker) isErrorPart(x ast.Expr) bool {
	switch x := ast.Unparen(x).(type) {
	case *ast.SelectorExpr:
		s := c.info.Selections[x]
		if s == nil || s.Kind() != types.FieldVal {
			return false
		}
		holder, tag := fieldHolder(s)
		key, decoded := mcpmodel.WireKey(s.Obj().(*types.Var), tag)
		return decoded && mcpmodel.IsErrorKey(key) && c.m.FromMCP(holder)
	case *ast.IndexExpr:
		if _, isMap := c.info.TypeOf(x.X).Underlying().(*types.Map); !isMap {
			return false
		}
		v := c.constValue(x.Index)
		return v != nil && v.Kind() == constant.String && mcpmodel.IsErrorKey(constant.StringVal(v))
	}
	return false
}

// lenArg returns x's argument when x is a call of the built-in len.
func (c *checker) lenArg(x ast.Expr) (ast.Expr, bool) {
	call, ok := ast.Unparen(x).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return nil, false
	}
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return nil, false
	}
	b, ok := c.info.Uses[id].(*types.Builtin)
	return call.Args[0], ok && b.Name() == "len"
}

// A verdict in hand is a refusal's verdict on a retry the code decoded: it
// reads an isRetryable or a category of it, or decodes the payload into a
// type that holds one (within depth levels of fields).

// verdictInHand returns the wire key of a verdict that region reads or
// decodes, "" for none.
func (c *checker) verdictInHand(region ast.Node) string {
	key := ""
	c.inspect(region, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.SelectorExpr:
			if k, ok := c.verdictField(n); ok && isVerdictOnRetry(k) {
				key = k
			}
		case *ast.IndexExpr:
			if k, ok := c.verdictKey(n); ok && isVerdictOnRetry(k) {
				key = k
			}
		case *ast.CallExpr:
			if dec, ok := c.m.JSONDecode(n); ok && len(dec.Call.Args) > 0 {
				target := dec.Call.Args[len(dec.Call.Args)-1]
				if p, ok := c.info.TypeOf(target).(*types.Pointer); ok {
					key = verdictHeld(p.Elem(), 3)
				}
			}
		}
		return key == ""
	})
	return key
}

// isVerdictOnRetry reports whether key holds a verdict on a retry: the
// isRetryable flag or a category; a code alone says what failed, not
// whether to call again.
func isVerdictOnRetry(key string) bool {
	return mcpmodel.IsRetryableKey(key) || mcpmodel.IsCategoryKey(key)
}

// verdictHeld returns the wire key of a verdict on a retry that t holds
// within depth levels of struct fields, "" for none.
func verdictHeld(t types.Type, depth int) string {
	if depth == 0 {
		return ""
	}
	st, ok := derefType(t).Underlying().(*types.Struct)
	if !ok {
		return ""
	}
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		key, decoded := mcpmodel.WireKey(f, st.Tag(i))
		if !decoded {
			continue
		}
		if isVerdictOnRetry(key) {
			return key
		}
		if k := verdictHeld(f.Type(), depth-1); k != "" {
			return k
		}
	}
	return ""
}

// constValue returns the constant value of x: a constant expression, or a
// local the function gives one constant and nothing else.
func (c *checker) constValue(x ast.Expr) constant.Value {
	if tv, ok := c.info.Types[x]; ok && tv.Value != nil {
		return tv.Value
	}
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := c.info.Uses[id].(*types.Var)
	if !ok || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
		return nil
	}
	fn := c.funcOf(id)
	if fn == nil {
		return nil
	}
	if init, ok := fn.single(v); ok {
		if tv, ok := c.info.Types[init]; ok && tv.Value != nil {
			return tv.Value
		}
	}
	return nil
}

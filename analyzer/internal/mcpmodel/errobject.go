package mcpmodel

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// An error object is the structured failure a tool returns in its payload,
// {"code", "message"}: a struct with both a message-like and a code-like
// field, or a map[string]… read at "message" and at "code". An envelope
// holds a result and an error object ({"result": …} / {"error": …}).
//
// The fields are known by their wire keys, the contract the spec's section
// 2 names (as encoding/json matches keys to fields: the tag's name, else
// the field's, case-insensitively), never by what a type is called:
//
//	message  "message", "msg", or a string "error"     (Message, Msg, Error)
//	code     "code", "errorCode", "category", "errorCategory"
//	         "kind", "type" only where the module decodes the object at an
//	         envelope's error key ({"error": {"type", "message"}}): a
//	         {type, message} anywhere else is an event, not an error.
//	verdict  "isRetryable", "retryable": whether the caller may call
//	         again (the seeds' convention beside errorCategory; the retry
//	         check reads it)
//
// Whether an error object is MCP's at all is provenance (FromMCP): the
// SDKs' error types, and the types the module decodes tool results into.

// The wire keys of an error object's fields (see above).
var (
	messageKeys  = []string{"message", "msg"}
	codeKeys     = []string{"code", "errorCode", "category", "errorCategory"}
	weakCodeKeys = []string{"kind", "type"}
)

// retryableKeys are the wire keys of a refusal's verdict on a retry;
// categoryKeys those of the code keys that name its category.
var (
	retryableKeys = []string{"isRetryable", "retryable"}
	categoryKeys  = []string{"category", "errorCategory"}
)

// messageErrorKey is the key of a string field that holds the message
// ({"code", "error": "…"}).
const messageErrorKey = "error"

// Map keys of an envelope.
const (
	KeyResult = "result"
	KeyError  = "error"
)

// IsMessageKey reports whether a key names an error object's message.
func IsMessageKey(key string) bool { return keyIn(key, messageKeys) }

// IsCodeKey reports whether a key names an error object's code. The weak
// keys ("type", "kind") are not code keys on their own: a map read at
// "type" and "message" may be any event.
func IsCodeKey(key string) bool { return keyIn(key, codeKeys) }

// IsRetryableKey reports whether a key holds a refusal's verdict on a
// retry (isRetryable).
func IsRetryableKey(key string) bool { return keyIn(key, retryableKeys) }

// IsCategoryKey reports whether a key holds a refusal's category
// (errorCategory): transient, validation, business, permission.
func IsCategoryKey(key string) bool { return keyIn(key, categoryKeys) }

func keyIn(key string, keys []string) bool {
	for _, k := range keys {
		if KeyIs(key, k) {
			return true
		}
	}
	return false
}

// The seeds' convention for a tool's error object (seed 002, the
// contract's "documented fields"): a category, a retry verdict and a
// message for people, {"errorCategory", "isRetryable", "message"}. Its
// keys are contract, not what a user called anything: a struct decoded
// from all three is a tool's error object by its keys alone, wherever it
// is declared and whether or not the module decodes it (FromMCP). One with
// a category and a message but no retry verdict is any service's error
// shape: provenance still decides it.
const (
	conventionCategoryKey  = "errorCategory"
	conventionRetryableKey = "isRetryable"
)

// IsToolErrorConvention reports whether t (a struct, a pointer to one, or a
// named or aliased such type) has fields decoded from the convention's
// three keys: a string "message", an "errorCategory", and a bool
// "isRetryable".
func IsToolErrorConvention(t types.Type) bool {
	if t == nil {
		return false
	}
	st, ok := deref(t).Underlying().(*types.Struct)
	if !ok {
		return false
	}
	var message, category, retryable bool
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		key, decoded := WireKey(f, st.Tag(i))
		if !decoded {
			continue
		}
		switch {
		case KeyIs(key, messageKeys[0]):
			message = message || isString(f.Type())
		case KeyIs(key, conventionCategoryKey):
			category = true
		case KeyIs(key, conventionRetryableKey):
			retryable = retryable || isBoolType(types.Unalias(f.Type()).Underlying())
		}
	}
	return message && category && retryable
}

// ErrorObject describes an error-object struct type.
type ErrorObject struct {
	Message *types.Var // the message-like field (a string)
	Code    *types.Var // the code-like field
}

// ErrorObjectFields returns the message and code fields of t (a struct, a
// pointer to one, or a named or aliased such type) when t is an error
// object by its strong code keys alone. Types that implement the error
// interface are ordinary Go errors (errorlint's business), except the
// SDKs' own JSON-RPC error types.
func ErrorObjectFields(t types.Type) (ErrorObject, bool) {
	return ErrorObjectFieldsAt(t, false)
}

// ErrorObjectAt is ErrorObjectFields for a value that may come from MCP: a
// "kind" or "type" field counts as the code too for an object held at an
// envelope's error key (atErrorKey, known from the expression that reaches
// it), for a type the module decodes at one, and for the SDKs' types; and
// a type that implements error is an error object too when it is held at
// an error key or the module decodes tool results into it (a ToolError
// with an Error method, decoded from a payload, is a tool's error object;
// an ordinary Go error struct stays errorlint's).
func (m *Model) ErrorObjectAt(t types.Type, atErrorKey bool) (ErrorObject, bool) {
	n := vocab.Named(t)
	sdk := n != nil && n.Obj().Pkg() != nil && vocab.SDKModuleOf(n.Obj().Pkg().Path()) != ""
	atErrorKey = atErrorKey || sdk || m.AtErrorKey(t)
	return errorObjectFields(t, atErrorKey, atErrorKey || m.FromMCP(t))
}

// ErrorObjectFieldsAt is ErrorObjectFields for an object held at an
// envelope's error key (atErrorKey; see ErrorObjectAt): there a "kind" or
// "type" field counts as the code, and a type implementing error is an
// error object too.
func ErrorObjectFieldsAt(t types.Type, atErrorKey bool) (ErrorObject, bool) {
	return errorObjectFields(t, atErrorKey, atErrorKey)
}

// IsCodedError reports whether t, a Go error type (or a pointer to one),
// carries a code and a message by their wire keys: the module's own
// JSON-RPC error type (mcpproxy's transport.JSONRPCError, {code, message,
// data}) holds the server's code as the SDKs' types do.
func IsCodedError(t types.Type) bool {
	_, ok := errorObjectFields(t, false, true)
	return ok
}

// errorObjectFields finds the fields; weakCodes lets "kind" and "type" be
// the code, goErrors lets a type implementing error be an error object.
func errorObjectFields(t types.Type, weakCodes, goErrors bool) (ErrorObject, bool) {
	if t == nil {
		return ErrorObject{}, false
	}
	st, ok := deref(t).Underlying().(*types.Struct)
	if !ok {
		return ErrorObject{}, false
	}
	if implementsError(t) && !isSDKModuleType(t) && !goErrors {
		return ErrorObject{}, false
	}
	var (
		obj        ErrorObject
		weakCode   bool   // the code is a kind or type field
		messageKey string // the message field's wire key
	)
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		key, decoded := WireKey(f, st.Tag(i))
		if !decoded {
			continue
		}
		switch {
		case obj.Message == nil && isString(f.Type()) && (keyIn(key, messageKeys) || KeyIs(key, messageErrorKey)):
			obj.Message, messageKey = f, key
		case (obj.Code == nil || weakCode) && keyIn(key, codeKeys):
			obj.Code, weakCode = f, false
		case obj.Code == nil && weakCodes && keyIn(key, weakCodeKeys):
			obj.Code, weakCode = f, true
		}
	}
	if weakCode && KeyIs(messageKey, messageErrorKey) {
		// {Type, Error string} is an event or a step whose Type holds its
		// kind ("error", "done") and whose Error holds a failure's text:
		// no code to branch on.
		return ErrorObject{}, false
	}
	return obj, obj.Message != nil && obj.Code != nil
}

// IsErrorObjectType reports whether t is an error object (by its strong
// code keys).
func IsErrorObjectType(t types.Type) bool {
	_, ok := ErrorObjectFields(t)
	return ok
}

func isString(t types.Type) bool {
	b, ok := types.Unalias(t).Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

func implementsError(t types.Type) bool {
	iface := errorType.Underlying().(*types.Interface)
	return types.Implements(t, iface) || types.Implements(types.NewPointer(deref(t)), iface)
}

// isSDKModuleType reports whether t is declared in a module of an MCP SDK
// (go-sdk's jsonrpc.Error, mcp-go's JSONRPCErrorDetails…).
func isSDKModuleType(t types.Type) bool {
	n := named(t)
	if n == nil || n.Obj().Pkg() == nil {
		return false
	}
	return vocab.SDKModuleOf(n.Obj().Pkg().Path()) != ""
}

// UnwrapText strips what keeps a text the same text for a comparison:
// parentheses, .(string), conversions, strings.ToLower/ToUpper/TrimSpace/
// Trim*, fmt.Sprint(x).
func (m *Model) UnwrapText(e ast.Expr) ast.Expr {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.TypeAssertExpr:
			if x.Type == nil {
				return x
			}
			e = x.X
		case *ast.CallExpr:
			tv, ok := m.info.Types[x.Fun]
			isConversion := ok && tv.IsType() && len(x.Args) == 1
			if isConversion || IsStringsTransform(m.info, x) || m.isSprint(x) && len(x.Args) == 1 {
				e = x.Args[0]
				continue
			}
			return x
		default:
			return x
		}
	}
}

func (m *Model) isSprint(call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(m.info, call).(*types.Func)
	return fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "fmt" && fn.Name() == "Sprint"
}

// isErrorMap reports whether e, a map, is an error object: read at a code
// key in this function, or itself the "error" entry of another map.
// AboutAnError reports whether x is an error, an error object, or the
// error part of a payload: testing that for emptiness asks "did it fail?",
// not "is the answer empty?".
func (m *Model) AboutAnError(x ast.Expr) bool {
	info := m.info
	for e := x; e != nil; {
		t := info.TypeOf(e)
		if t != nil && (types.Implements(t, errorInterface) && !m.givenByDataResult(e) || IsErrorObjectType(t)) {
			return true
		}
		switch v := ast.Unparen(e).(type) {
		case *ast.SelectorExpr:
			if isErrorName(v.Sel.Name) {
				return true
			}
			e = v.X
		case *ast.IndexExpr:
			if tv := info.Types[v.Index]; tv.Value != nil && isErrorName(tv.Value.ExactString()) {
				return true
			}
			e = v.X
		case *ast.TypeAssertExpr:
			e = v.X
		case *ast.StarExpr:
			e = v.X
		default:
			e = nil
		}
	}
	return false
}

var errorInterface = errorType.Underlying().(*types.Interface)

// givenByDataResult reports whether e is a variable declared by a call's
// result other than its trailing error (resp, err := client.ListThings(…)):
// a value that implements error there is the call's reply (a generated
// HTTP client makes every response, the 2xx one too, implement error), so
// a test of it asks about the answer, not about a failure.
func (m *Model) givenByDataResult(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := m.info.Uses[id].(*types.Var)
	if !ok || v.Pkg() == nil {
		return false
	}
	decl, ok := m.declaringIdent(v)
	if !ok {
		return false
	}
	assign, ok := decl.Parent().Node().(*ast.AssignStmt)
	if !ok || len(assign.Rhs) != 1 || len(assign.Lhs) < 2 {
		return false
	}
	call, ok := ast.Unparen(assign.Rhs[0]).(*ast.CallExpr)
	if !ok {
		return false
	}
	results, ok := m.info.TypeOf(call).(*types.Tuple)
	if !ok || results.Len() != len(assign.Lhs) || !isErrorType(results.At(results.Len()-1).Type()) {
		return false
	}
	for i, l := range assign.Lhs[:len(assign.Lhs)-1] {
		if l == decl.Node() {
			return i < results.Len()-1
		}
	}
	return false
}

// declaringIdent returns the cursor of the identifier that declares v, a
// variable of one of the package's functions.
func (m *Model) declaringIdent(v *types.Var) (inspector.Cursor, bool) {
	for _, d := range m.decls {
		if d.Node().Pos() <= v.Pos() && v.Pos() < d.Node().End() {
			c, ok := d.FindByPos(v.Pos(), v.Pos()+token.Pos(len(v.Name())))
			if ok {
				if id, isIdent := c.Node().(*ast.Ident); isIdent && m.info.Defs[id] == v {
					return c, true
				}
			}
			return inspector.Cursor{}, false
		}
	}
	return inspector.Cursor{}, false
}

func isErrorName(name string) bool {
	switch name {
	case "Error", "Err", "Errors", `"error"`, `"errors"`, `"err"`:
		return true
	}
	return false
}

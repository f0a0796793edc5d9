package mcpmodel

import (
	"go/ast"
	"go/types"
	"reflect"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// An error object is the structured failure a tool returns in its payload,
// {"code", "message", …}: a struct with both a message-like and a code-like
// field, or a map[string]… read at "message" and at "code". An envelope
// holds a result and an error object ({"result": …} / {"error": …}).

// Field names (or JSON names) that hold an error object's message.
var messageNames = map[string]bool{
	"Message": true, "Msg": true, "ErrorMessage": true, "ErrMsg": true,
	"message": true, "msg": true, "errorMessage": true, "error_message": true,
}

// Field names (or JSON names) that hold an error object's code. "Kind" and
// "Type" are code-like too, but only in a type that calls itself an error
// (ErrorDetail{Type, Message}), since a Notice{Type, Message} is no error.
var (
	codeNames = map[string]bool{
		"Code": true, "ErrorCode": true, "ErrCode": true, "Category": true, "ErrorCategory": true,
		"code": true, "errorCode": true, "error_code": true, "category": true, "errorCategory": true, "error_category": true,
	}
	weakCodeNames = map[string]bool{"Kind": true, "Type": true, "ErrorType": true, "kind": true, "type": true, "errorType": true, "error_type": true}
)

// Map keys of an envelope.
const (
	KeyResult = "result"
	KeyError  = "error"
)

// IsMessageKey reports whether a map key names an error object's message.
func IsMessageKey(key string) bool { return messageNames[key] }

// IsCodeKey reports whether a map key names an error object's code. The
// weak keys ("type", "kind") are not code keys on their own: a map read at
// "type" and "message" may be any event.
func IsCodeKey(key string) bool { return codeNames[key] }

// ErrorObject describes an error-object struct type.
type ErrorObject struct {
	Message *types.Var // the message-like field (a string)
	Code    *types.Var // the code-like field
}

// ErrorObjectFields returns the message and code fields of t (a struct, a
// pointer to one, or a named or aliased such type) when t is an error
// object. Types that implement the error interface are ordinary Go errors
// (errorlint's business), except the SDKs' own JSON-RPC error types.
func ErrorObjectFields(t types.Type) (ErrorObject, bool) {
	if t == nil {
		return ErrorObject{}, false
	}
	st, ok := deref(t).Underlying().(*types.Struct)
	if !ok {
		return ErrorObject{}, false
	}
	if implementsError(t) && !isSDKModuleType(t) {
		return ErrorObject{}, false
	}
	errorish := callsItselfError(t)
	var (
		obj      ErrorObject
		weakCode bool // the code is a Kind or Type field
	)
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		names := []string{f.Name(), jsonName(st.Tag(i))}
		switch {
		case obj.Message == nil && isString(f.Type()) && (anyIn(names, messageNames) || f.Name() == "Error"):
			obj.Message = f
		case obj.Code == nil && anyIn(names, codeNames):
			obj.Code = f
		case obj.Code == nil && errorish && anyIn(names, weakCodeNames):
			obj.Code, weakCode = f, true
		}
	}
	if weakCode && obj.Message != nil && obj.Message.Name() == "Error" {
		// {Type, Error string} is an event or a step whose Type holds its
		// kind ("error", "done") and whose Error holds a failure's text:
		// no code to branch on.
		return ErrorObject{}, false
	}
	return obj, obj.Message != nil && obj.Code != nil
}

// IsErrorObjectType reports whether t is an error object.
func IsErrorObjectType(t types.Type) bool {
	_, ok := ErrorObjectFields(t)
	return ok
}

func jsonName(tag string) string {
	name, _, _ := strings.Cut(reflect.StructTag(tag).Get("json"), ",")
	return name
}

func anyIn(names []string, set map[string]bool) bool {
	for _, n := range names {
		if set[n] {
			return true
		}
	}
	return false
}

func isString(t types.Type) bool {
	b, ok := types.Unalias(t).Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// callsItselfError reports whether t's name says it is an error ("APIError",
// "ErrorDetail", "Fault", "Problem"), which makes Kind and Type code-like.
func callsItselfError(t types.Type) bool {
	n := named(t)
	if n == nil {
		return false
	}
	name := strings.ToLower(n.Obj().Name())
	return strings.Contains(name, "err") || strings.Contains(name, "fault") || strings.Contains(name, "problem") || strings.Contains(name, "failure")
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
		if t != nil && (types.Implements(t, errorInterface) && !isSuccessReply(t) || IsErrorObjectType(t)) {
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

// isSuccessReply reports whether t is a generated HTTP client's success
// response: go-swagger makes every response implement error (so that any
// status can be returned as one), but the response a client method returns
// as its value is the success reply, whose Payload is data, not an error's
// (knowledge.IsSwaggerResponse: known by the go-openapi runtime it reads).
func isSuccessReply(t types.Type) bool { return knowledge.IsSwaggerResponse(t) }

func isErrorName(name string) bool {
	switch name {
	case "Error", "Err", "Errors", `"error"`, `"errors"`, `"err"`:
		return true
	}
	return false
}

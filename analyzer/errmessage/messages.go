package errmessage

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strconv"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// Message reads: where a function reads the message of an error object
// (obj.Message, obj["message"], or a local holding one). Only errmessage
// asks; the model keeps what error objects are (mcpmodel.ErrorObjectFields).

// mentionsErrorMessage is a cheap syntactic filter: a function that names
// no message field or key, no Error field and no IsError cannot compare an
// error's message.
func mentionsErrorMessage(body ast.Node) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Ident:
			found = found || mcpmodel.IsMessageKey(n.Name) || n.Name == "Error" || n.Name == mcpmodel.FieldIsError
		case *ast.BasicLit:
			if key, err := strconv.Unquote(n.Value); err == nil && n.Kind == token.STRING {
				found = found || mcpmodel.IsMessageKey(key)
			}
		}
		return !found
	})
	return found
}

// errorMessage is a read of an error object's message.
type errorMessage struct {
	// Object is the error-object expression whose message is read.
	Object ast.Expr
	// Read is the expression that reads the message: obj.Message or
	// obj["message"] (nil when the message reached a local first).
	Read ast.Expr
	// Code names what to branch on instead: the code field's name, or the
	// map key in quotes.
	Code string
	// CodeField is the code field of a struct error object.
	CodeField *types.Var
}

// messageReads finds the reads of error-object messages in one function.
type messageReads struct {
	m         *mcpmodel.Model
	codeKeyed map[types.Object]string // maps read at a code-like key, and that key
	errorMaps map[types.Object]bool   // maps obtained from the "error" key of another map
	locals    map[types.Object]errorMessage
}

// newMessageReads indexes body's map reads and locals holding messages.
func newMessageReads(m *mcpmodel.Model, body *ast.BlockStmt) *messageReads {
	r := &messageReads{
		m:         m,
		codeKeyed: make(map[types.Object]string),
		errorMaps: make(map[types.Object]bool),
		locals:    make(map[types.Object]errorMessage),
	}
	m.Inspect(body, func(n ast.Node) bool {
		if ix, ok := n.(*ast.IndexExpr); ok {
			if key, ok := r.stringKey(ix); ok && mcpmodel.IsCodeKey(key) {
				if root := m.RootVar(ix.X); root != nil {
					r.codeKeyed[root] = key
				}
			}
		}
		return true
	})
	for round := 0; round < maxRounds; round++ {
		if !r.propagate(body) {
			break
		}
	}
	return r
}

func (r *messageReads) propagate(body *ast.BlockStmt) bool {
	changed := false
	r.m.Inspect(body, func(n ast.Node) bool {
		assign, ok := n.(*ast.AssignStmt)
		if !ok || len(assign.Rhs) != 1 || len(assign.Lhs) > 2 {
			return true
		}
		id := identOf(assign.Lhs[0])
		if id == nil {
			return true
		}
		obj, ok := r.m.Info().ObjectOf(id).(*types.Var)
		if !ok {
			return true
		}
		if _, known := r.locals[obj]; !known {
			if msg, ok := r.Message(assign.Rhs[0]); ok {
				msg.Read = nil
				r.locals[obj] = msg
				changed = true
			}
		}
		if !r.errorMaps[obj] && r.isErrorKeyRead(assign.Rhs[0]) {
			r.errorMaps[obj] = true
			changed = true
		}
		return true
	})
	return changed
}

// Message reports whether e is an error object's message: obj.Message,
// obj["message"], a local holding one, or one of these lower-cased,
// trimmed or asserted to string.
func (r *messageReads) Message(e ast.Expr) (errorMessage, bool) {
	e = r.m.UnwrapText(e)
	switch x := e.(type) {
	case *ast.Ident:
		if obj := r.m.Info().ObjectOf(x); obj != nil {
			msg, ok := r.locals[obj]
			return msg, ok
		}
	case *ast.SelectorExpr:
		sel := r.m.Info().Selections[x]
		if sel == nil || sel.Kind() != types.FieldVal {
			return errorMessage{}, false
		}
		obj, ok := mcpmodel.ErrorObjectFields(r.m.Info().TypeOf(x.X))
		if ok && obj.Message == sel.Obj() {
			return errorMessage{Object: x.X, Read: x, Code: obj.Code.Name(), CodeField: obj.Code}, true
		}
	case *ast.IndexExpr:
		key, ok := r.stringKey(x)
		if !ok || !mcpmodel.IsMessageKey(key) {
			return errorMessage{}, false
		}
		if code, ok := r.isErrorMap(x.X); ok {
			return errorMessage{Object: x.X, Read: x, Code: `its "` + code + `" key`}, true
		}
	}
	return errorMessage{}, false
}

func (r *messageReads) isErrorMap(e ast.Expr) (code string, ok bool) {
	if root := r.m.RootVar(e); root != nil {
		if code, ok := r.codeKeyed[root]; ok {
			return code, true
		}
		if r.errorMaps[root] && identOf(e) != nil {
			return "code", true
		}
	}
	if r.isErrorKeyRead(e) {
		return "code", true
	}
	return "", false
}

// isErrorKeyRead reports whether e is x["error"], possibly asserted to a map.
func (r *messageReads) isErrorKeyRead(e ast.Expr) bool {
	e = ast.Unparen(e)
	if ta, ok := e.(*ast.TypeAssertExpr); ok && ta.Type != nil {
		e = ast.Unparen(ta.X)
	}
	ix, ok := e.(*ast.IndexExpr)
	if !ok {
		return false
	}
	key, ok := r.stringKey(ix)
	return ok && key == mcpmodel.KeyError
}

// stringKey returns the constant key of a read of a map[string]….
func (r *messageReads) stringKey(ix *ast.IndexExpr) (string, bool) {
	mt, ok := types.Unalias(r.m.Info().TypeOf(ix.X)).Underlying().(*types.Map)
	if !ok || !isStringType(mt.Key()) {
		return "", false
	}
	tv := r.m.Info().Types[ix.Index]
	if tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	key := constant.StringVal(tv.Value)
	return key, key != ""
}

// identOf returns e as an identifier, through parentheses, or nil.
func identOf(e ast.Expr) *ast.Ident {
	id, _ := ast.Unparen(e).(*ast.Ident)
	return id
}

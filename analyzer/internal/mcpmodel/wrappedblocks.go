package mcpmodel

import (
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"strconv"
	"strings"
)

// Some servers encode their content blocks twice, so that a text block's
// text is itself a block ({"type":"text","text":"…"}). A client that
// decodes the text into the block's shape and reads only its type and text
// unwraps a text: it reads no payload (textjson and onechannel are silent),
// and the structured channel would not give it that text.

// blockKeys are the keys of a text content block on the wire.
var blockKeys = map[string]bool{"type": true, "text": true}

// UnwrapsBlock reports whether dec, in the function whose body is body,
// decodes into a variable of which the function reads only a content
// block's keys: map["type"], map["text"], or the fields of a struct whose
// JSON names are those.
func (m *Model) UnwrapsBlock(body *ast.BlockStmt, dec Decode) bool {
	target := m.decodeTarget(dec)
	if target == nil {
		return false
	}
	if st, ok := target.Type().Underlying().(*types.Struct); ok {
		return isBlockShape(st) // a struct of the block's shape has nothing else to read
	}
	if m, ok := target.Type().Underlying().(*types.Map); !ok || !isString(m.Key()) {
		return false
	}
	return m.readsOnlyBlockKeys(body, target)
}

// decodeTarget returns the variable a decode fills: &v given to it.
func (m *Model) decodeTarget(dec Decode) *types.Var {
	if len(dec.Call.Args) == 0 {
		return nil
	}
	addr, ok := ast.Unparen(dec.Call.Args[len(dec.Call.Args)-1]).(*ast.UnaryExpr)
	if !ok || addr.Op != token.AND {
		return nil
	}
	id, ok := ast.Unparen(addr.X).(*ast.Ident)
	if !ok {
		return nil
	}
	v, _ := m.info.ObjectOf(id).(*types.Var)
	return v
}

// isBlockShape reports whether st's fields are named, in JSON, as a
// content block's keys, both of them.
func isBlockShape(st *types.Struct) bool {
	if st.NumFields() != len(blockKeys) {
		return false
	}
	for i := range st.NumFields() {
		name := st.Field(i).Name()
		if tag, ok := reflect.StructTag(st.Tag(i)).Lookup("json"); ok && tag != "" {
			name, _, _ = strings.Cut(tag, ",")
		}
		if !blockKeys[name] {
			return false
		}
	}
	return true
}

// readsOnlyBlockKeys reports whether body reads v["type"] and v["text"],
// and every other use of v, but &v given to the decode, indexes it with a
// content block's key.
func (m *Model) readsOnlyBlockKeys(body *ast.BlockStmt, v *types.Var) bool {
	info := m.info
	allowed := make(map[*ast.Ident]bool) // v["type"], v["text"], &v
	keysOnly, read := true, make(map[string]bool)
	m.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.IndexExpr:
			if id, ok := ast.Unparen(n.X).(*ast.Ident); ok && info.Uses[id] == v {
				allowed[id] = true
				key := ""
				if tv := info.Types[n.Index]; tv.Value != nil {
					key = constantString(tv.Value.ExactString())
				}
				keysOnly = keysOnly && blockKeys[key]
				read[key] = true
			}
		case *ast.UnaryExpr:
			if id, ok := ast.Unparen(n.X).(*ast.Ident); ok && n.Op == token.AND && info.Uses[id] == v {
				allowed[id] = true
			}
		}
		return true
	})
	if !keysOnly || len(read) != len(blockKeys) {
		return false
	}
	otherUse := false
	m.Inspect(body, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && info.Uses[id] == v && !allowed[id] {
			otherUse = true
		}
		return !otherUse
	})
	return !otherUse
}

// constantString unquotes a constant string's exact form.
func constantString(exact string) string {
	s, err := strconv.Unquote(exact)
	if err != nil {
		return exact
	}
	return s
}

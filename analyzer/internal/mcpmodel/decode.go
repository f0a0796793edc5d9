package mcpmodel

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// DecodeKind says what a JSON decode reads (see the knowledge table).
type DecodeKind = knowledge.DecodeKind

const (
	DecodeData    = knowledge.DecodeData    // Unmarshal(data, &v): Input is the data
	DecodeReader  = knowledge.DecodeReader  // UnmarshalRead(r, &v): Input is a reader
	DecodeDecoder = knowledge.DecodeDecoder // dec.Decode(&v): Input is the decoder
	DecodeValid   = knowledge.DecodeValid   // Valid(data): Input is the data
)

// Decode is a JSON decode call.
type Decode struct {
	Call  *ast.CallExpr
	Kind  DecodeKind
	Input ast.Expr
	// Std is set for encoding/json's Unmarshal and NewDecoder(…).Decode,
	// the forms a suggested fix may rewrite.
	Std bool
}

// JSONDecode recognises a JSON decode call and what it reads.
func (m *Model) JSONDecode(call *ast.CallExpr) (Decode, bool) {
	fn, _ := typeutil.Callee(m.info, call).(*types.Func)
	if fn == nil {
		return Decode{}, false
	}
	kind := knowledge.Decoder(fn)
	std := knowledge.IsStdJSON(fn) && fn.Type().(*types.Signature).Recv() == nil
	switch {
	case kind == knowledge.NotDecode:
		return Decode{}, false
	case kind == DecodeDecoder:
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return Decode{}, false
		}
		return Decode{Call: call, Kind: kind, Input: sel.X, Std: knowledge.IsStdJSON(fn) && isNewDecoderCall(m.info, sel.X)}, true
	case len(call.Args) == 0:
		return Decode{}, false
	}
	return Decode{Call: call, Kind: kind, Input: call.Args[0], Std: std && kind == DecodeData}, true
}

// isNewDecoderCall reports whether e is json.NewDecoder(r) itself, so that
// the whole chain json.NewDecoder(r).Decode(&v) can be rewritten.
func isNewDecoderCall(info *types.Info, e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	return fn != nil && knowledge.IsJSONFunc(fn, "NewDecoder")
}

package mcpmodel

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// DecodeKind says what a JSON decode reads.
type DecodeKind uint8

const (
	DecodeData    DecodeKind = iota + 1 // Unmarshal(data, &v): Input is the data
	DecodeReader                        // UnmarshalRead(r, &v): Input is a reader
	DecodeDecoder                       // dec.Decode(&v): Input is the decoder
	DecodeValid                         // Valid(data): Input is the data
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

// jsonPackages are the JSON libraries whose decoders the model knows.
var jsonPackages = map[string]bool{
	"encoding/json":                      true,
	"encoding/json/v2":                   true,
	"github.com/goccy/go-json":           true,
	"github.com/segmentio/encoding/json": true,
	"github.com/json-iterator/go":        true,
	"github.com/bytedance/sonic":         true,
	"k8s.io/apimachinery/pkg/util/json":  true,
	"sigs.k8s.io/json":                   true,
}

func isJSONPackageFunc(fn *types.Func, name string) bool {
	return fn.Pkg() != nil && jsonPackages[trimVendor(fn.Pkg().Path())] && fn.Name() == name
}

// JSONDecode recognises a JSON decode call and what it reads.
func (m *Model) JSONDecode(call *ast.CallExpr) (Decode, bool) {
	fn, _ := typeutil.Callee(m.info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || !jsonPackages[trimVendor(fn.Pkg().Path())] || len(call.Args) == 0 && fn.Name() != "Decode" {
		return Decode{}, false
	}
	std := trimVendor(fn.Pkg().Path()) == "encoding/json"
	isMethod := fn.Type().(*types.Signature).Recv() != nil
	switch fn.Name() {
	case "Unmarshal", "UnmarshalString", "UnmarshalFromString", "UnmarshalNoEscape":
		return Decode{Call: call, Kind: DecodeData, Input: call.Args[0], Std: std && !isMethod}, true
	case "UnmarshalRead":
		return Decode{Call: call, Kind: DecodeReader, Input: call.Args[0]}, true
	case "Valid":
		return Decode{Call: call, Kind: DecodeValid, Input: call.Args[0]}, true
	case "Decode":
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok || !isMethod {
			return Decode{}, false
		}
		return Decode{Call: call, Kind: DecodeDecoder, Input: sel.X, Std: std && isNewDecoderCall(m.info, sel.X)}, true
	}
	return Decode{}, false
}

// isNewDecoderCall reports whether e is json.NewDecoder(r) itself, so that
// the whole chain json.NewDecoder(r).Decode(&v) can be rewritten.
func isNewDecoderCall(info *types.Info, e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	return fn != nil && isJSONPackageFunc(fn, "NewDecoder")
}

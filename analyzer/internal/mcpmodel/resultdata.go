package mcpmodel

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// DataKind says which part of a tool result's answer a value is.
type DataKind uint8

const (
	NoData DataKind = iota
	// DataChannel is the structured channel itself (StructuredContent,
	// RawStructuredContent, or its marshalled bytes): nil when the server
	// sent no structured content, which is not an empty answer.
	DataChannel
	// DataContent is the Content list, a content block, or its text.
	DataContent
	// DataPayload is the decoded structured payload or a part of it.
	DataPayload
)

// Data says which part of a result's answer e is, if any. The result value
// itself is not data: res == nil is a missing result, not an empty answer.
func (f *Flow) Data(e ast.Expr) DataKind {
	f.learnAnswers()
	return f.data(e)
}

func (f *Flow) data(e ast.Expr) DataKind {
	switch src := f.Source(e); src.Kind {
	case KindContentList, KindContent, KindTextContent, KindText:
		return DataContent
	case KindResult, KindTextReader, KindTextDecoder:
		return NoData
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		if obj := f.m.info.ObjectOf(x); obj != nil {
			return f.dataVars[obj]
		}
	case *ast.SelectorExpr:
		if _, ok := f.m.payloadField(x); ok {
			return DataChannel
		}
		if f.m.info.Selections[x] != nil && f.data(x.X) == DataPayload {
			return DataPayload
		}
	case *ast.IndexExpr:
		return dataPart(f.data(x.X))
	case *ast.TypeAssertExpr:
		return dataPart(f.data(x.X))
	case *ast.SliceExpr:
		return f.data(x.X)
	case *ast.StarExpr:
		return f.data(x.X)
	case *ast.UnaryExpr:
		return f.data(x.X)
	case *ast.CallExpr:
		return f.callData(x)
	}
	return NoData
}

// dataPart is the kind of an element or assertion of a value of kind k:
// taking apart the structured channel yields the payload.
func dataPart(k DataKind) DataKind {
	if k == DataChannel {
		return DataPayload
	}
	return k
}

func (f *Flow) callData(call *ast.CallExpr) DataKind {
	if tv, ok := f.m.info.Types[call.Fun]; ok && tv.IsType() && len(call.Args) == 1 {
		return f.data(call.Args[0]) // conversion
	}
	if f.m.payloadWrapperCall(call) == 0 {
		return DataPayload // items, err := call[[]Item](ctx, s, "list")
	}
	fn, _ := typeutil.Callee(f.m.info, call).(*types.Func)
	if fn != nil && knowledge.IsJSONFunc(fn, "Marshal") && len(call.Args) == 1 {
		if k := f.data(call.Args[0]); k == DataChannel || k == DataPayload {
			return DataChannel // the payload's bytes, to be decoded
		}
	}
	return NoData
}

// learnData records what n teaches the data facet.
func (f *Flow) learnData(n ast.Node) bool {
	if lhs, rhs, ok := Assignment(n); ok {
		return f.assignData(lhs, rhs)
	}
	switch n := n.(type) {
	case *ast.RangeStmt:
		if k := f.data(n.X); k == DataPayload && n.Value != nil {
			return f.setData(n.Value, k)
		}
	case *ast.CallExpr:
		return f.dataDecodeTarget(n)
	}
	return false
}

func (f *Flow) assignData(lhs, rhs []ast.Expr) bool {
	changed := false
	for i, l := range lhs {
		switch {
		case len(lhs) == len(rhs):
			changed = f.setData(l, f.data(rhs[i])) || changed
		case len(rhs) == 1 && i == 0:
			changed = f.setData(l, f.data(rhs[0])) || changed // v, ok := x.(T); b, err := json.Marshal(x)
		}
	}
	return changed
}

// dataDecodeTarget marks the target of json.Unmarshal(data, &v) as payload
// when data is the structured channel, the payload, or a content text.
func (f *Flow) dataDecodeTarget(call *ast.CallExpr) bool {
	dec, ok := f.m.JSONDecode(call)
	if !ok || dec.Kind != DecodeData || len(call.Args) < 2 || f.data(dec.Input) == NoData {
		return false
	}
	return f.setData(call.Args[len(call.Args)-1], DataPayload)
}

// setData records that lhs holds part k of an answer. A variable given
// several parts keeps the greatest (channel < content < payload), so the
// facet does not depend on the order of the assignments.
func (f *Flow) setData(lhs ast.Expr, k DataKind) bool {
	if k == NoData {
		return false
	}
	_, obj := f.m.targetVar(lhs)
	if obj == nil || f.dataVars[obj] >= k {
		return false
	}
	f.dataVars[obj] = k
	return true
}

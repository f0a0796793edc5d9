package mcpmodel

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
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

// ResultData tracks, within one function, which locals hold a tool result's
// answer: its content, its text, its decoded payload and the parts of that
// payload. Like Flow it is flow-insensitive.
type ResultData struct {
	m    *Model
	flow *Flow
	vars map[types.Object]DataKind
}

// ResultDataOf computes decl's result data.
func (m *Model) ResultDataOf(decl *ast.FuncDecl) *ResultData {
	d := &ResultData{m: m, flow: m.FlowOf(decl), vars: make(map[types.Object]DataKind)}
	for round := 0; round < maxRounds; round++ {
		if !d.propagate(decl.Body) {
			break
		}
	}
	return d
}

// Kind says which part of a result's answer e is, if any. The result value
// itself is not data: res == nil is a missing result, not an empty answer.
func (d *ResultData) Kind(e ast.Expr) DataKind {
	switch src := d.flow.Source(e); src.Kind {
	case KindContentList, KindContent, KindTextContent, KindText:
		return DataContent
	case KindResult, KindTextReader, KindTextDecoder:
		return NoData
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		if obj := d.m.info.ObjectOf(x); obj != nil {
			return d.vars[obj]
		}
	case *ast.SelectorExpr:
		if _, ok := d.m.PayloadField(x); ok {
			return DataChannel
		}
		if d.m.info.Selections[x] != nil && d.Kind(x.X) == DataPayload {
			return DataPayload
		}
	case *ast.IndexExpr:
		return d.part(d.Kind(x.X))
	case *ast.TypeAssertExpr:
		return d.part(d.Kind(x.X))
	case *ast.SliceExpr:
		return d.Kind(x.X)
	case *ast.StarExpr:
		return d.Kind(x.X)
	case *ast.UnaryExpr:
		return d.Kind(x.X)
	case *ast.CallExpr:
		return d.callKind(x)
	}
	return NoData
}

// part is the kind of an element or assertion of a value of kind k: taking
// apart the structured channel yields the payload.
func (d *ResultData) part(k DataKind) DataKind {
	if k == DataChannel {
		return DataPayload
	}
	return k
}

func (d *ResultData) callKind(call *ast.CallExpr) DataKind {
	if tv, ok := d.m.info.Types[call.Fun]; ok && tv.IsType() && len(call.Args) == 1 {
		return d.Kind(call.Args[0]) // conversion
	}
	fn, _ := typeutil.Callee(d.m.info, call).(*types.Func)
	if fn != nil && isJSONPackageFunc(fn, "Marshal") && len(call.Args) == 1 {
		if k := d.Kind(call.Args[0]); k == DataChannel || k == DataPayload {
			return DataChannel // the payload's bytes, to be decoded
		}
	}
	return NoData
}

func (d *ResultData) propagate(body *ast.BlockStmt) bool {
	changed := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			changed = d.assign(n.Lhs, n.Rhs) || changed
		case *ast.ValueSpec:
			lhs := make([]ast.Expr, len(n.Names))
			for i, name := range n.Names {
				lhs[i] = name
			}
			changed = d.assign(lhs, n.Values) || changed
		case *ast.RangeStmt:
			if k := d.Kind(n.X); k == DataPayload && n.Value != nil {
				changed = d.set(n.Value, k) || changed
			}
		case *ast.CallExpr:
			changed = d.decode(n) || changed
		}
		return true
	})
	return changed
}

func (d *ResultData) assign(lhs, rhs []ast.Expr) bool {
	changed := false
	for i, l := range lhs {
		switch {
		case len(lhs) == len(rhs):
			changed = d.set(l, d.Kind(rhs[i])) || changed
		case len(rhs) == 1 && i == 0:
			changed = d.set(l, d.Kind(rhs[0])) || changed // v, ok := x.(T); b, err := json.Marshal(x)
		}
	}
	return changed
}

// decode marks the target of json.Unmarshal(data, &v) as payload when data
// is the structured channel, the payload, or a content text.
func (d *ResultData) decode(call *ast.CallExpr) bool {
	dec, ok := d.m.JSONDecode(call)
	if !ok || dec.Kind != DecodeData || len(call.Args) < 2 || d.Kind(dec.Input) == NoData {
		return false
	}
	return d.set(call.Args[len(call.Args)-1], DataPayload)
}

func (d *ResultData) set(lhs ast.Expr, k DataKind) bool {
	if k == NoData {
		return false
	}
	if u, ok := ast.Unparen(lhs).(*ast.UnaryExpr); ok {
		lhs = u.X // &v
	}
	id := identOf(lhs)
	if id == nil || id.Name == "_" {
		return false
	}
	obj, ok := d.m.info.ObjectOf(id).(*types.Var)
	if !ok || d.vars[obj] >= k {
		return false
	}
	d.vars[obj] = k
	return true
}

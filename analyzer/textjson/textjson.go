package textjson

import (
	"fmt"
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/lint"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// Doc is the analyzer's documentation; its first line is the summary.
const Doc = `report decoding a tool result's content text as JSON

A tool result's content text is prose for a model or a person: on a refusal
it is a plain message and on success its shape may differ from the typed
payload. Decode StructuredContent (go-sdk) or RawStructuredContent (mcp-go)
instead (a decode without an IsError check is onechannel's finding too).
Suppress with //nolint:textjson or //lint:ignore textjson reason.`

// New returns the textjson analyzer, reading the shared model from model.
func New(model *analysis.Analyzer) *analysis.Analyzer {
	return lint.NewCheck("textjson", Doc, model, run)
}

// The messages name the structured channel of the result's own type.
const (
	messageDecode  = "decoding tool result text as JSON; read %s instead"
	messageValid   = "testing tool result text for valid JSON; read %s instead"
	unknownChannel = "the structured content" // the result is out of sight (a helper fetched it)
)

// run finds the text decodes of every function first and reports them
// after: a fix may delete an import, which the decodes of other functions
// in the file may need too.
func run(pass *analysis.Pass, m *mcpmodel.Model) {
	var found []*function
	m.Funcs(func(file *ast.File, decl *ast.FuncDecl) {
		if !mentionsDecode(m, decl) {
			return
		}
		fn := &function{pass: pass, m: m, file: file, decl: decl, flow: m.FlowOf(decl)}
		if fn.finds = fn.textDecodes(); len(fn.finds) > 0 {
			found = append(found, fn)
		}
	})
	fixes := suggestFixes(found)
	for _, fn := range found {
		for _, f := range fn.finds {
			d := analysis.Diagnostic{Pos: f.dec.Call.Pos(), End: f.dec.Call.End(), Message: fn.message(f)}
			if fix, ok := fixes[f.dec.Call]; ok {
				d.SuggestedFixes = []analysis.SuggestedFix{fix}
			}
			m.Report(pass, d)
		}
	}
}

// function holds what one function's findings need.
type function struct {
	pass  *analysis.Pass
	m     *mcpmodel.Model
	file  *ast.File
	decl  *ast.FuncDecl
	flow  *mcpmodel.Flow
	finds []finding
	// guards answers whether a decode is a fallback; made on first use.
	guards *mcpmodel.Guards
	// scopes knows where a result is a refusal; made on first use.
	scopes *mcpmodel.ErrorScopes
}

// finding is a reported decode and where its input comes from.
type finding struct {
	dec mcpmodel.Decode
	src mcpmodel.Source
}

// textDecodes returns the function's decodes of a result's text, in
// source order: every decode, and json.Valid where it gates an if.
func (fn *function) textDecodes() []finding {
	gates := validGates(fn.decl.Body)
	// A test helper given a result decodes what its caller got, in a test
	// most often the test's own output: the helper trusts its callers, as
	// onechannel's guards do.
	trustsGiven := fn.m.IsTestCode(fn.file, fn.decl)
	var finds []finding
	fn.m.Inspect(fn.decl.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		dec, ok := fn.m.JSONDecode(call)
		if !ok || dec.Kind == mcpmodel.DecodeValid && !gates[call] {
			return true
		}
		src := fn.flow.Source(dec.Input)
		if !src.Known() || src.Local || trustsGiven && src.Given() || !readsText(dec.Kind, src.Kind) || fn.m.UnwrapsBlock(fn.decl.Body, dec) {
			return true
		}
		if fn.isFallback(dec, src) || fn.readsRefusal(dec, src) {
			return true
		}
		finds = append(finds, finding{dec: dec, src: src})
		return true
	})
	return finds
}

// isFallback reports whether the decode reads the text only where the
// result's structured channel is absent or failed to read: code that
// prefers the structured channel and keeps the text for servers that send
// none, the shape this check's fix writes.
func (fn *function) isFallback(dec mcpmodel.Decode, src mcpmodel.Source) bool {
	if src.Result == nil {
		return false
	}
	result := fn.m.PathOf(src.Result)
	if result == nil {
		return false
	}
	if fn.guards == nil {
		fn.guards = fn.m.NewGuards(fn.file, fn.decl)
	}
	return fn.guards.Fallback(dec.Call, dec.Input, result)
}

// message says what is wrong with the decode, naming the structured
// channel of the result's type. A missing IsError check is onechannel's
// finding: each check says one thing.
func (fn *function) message(f finding) string {
	channel := unknownChannel
	if f.src.Result != nil {
		if field := structuredChannel(fn.pass.TypesInfo.TypeOf(f.src.Result)); field != "" {
			channel = field
		}
	}
	if f.dec.Kind == mcpmodel.DecodeValid {
		return fmt.Sprintf(messageValid, channel)
	}
	return fmt.Sprintf(messageDecode, channel)
}

// structuredChannel names the field holding the structured payload of a
// result of type t: go-sdk keeps it decoded in StructuredContent, mcp-go
// (v0.56+) and types shaped like it also keep the exact bytes in
// RawStructuredContent. It returns "" when t has neither field.
func structuredChannel(t types.Type) string {
	switch {
	case !mcpmodel.IsGoSDKResult(t) && mcpmodel.HasResultField(t, mcpmodel.FieldRaw):
		return mcpmodel.FieldRaw
	case mcpmodel.HasResultField(t, mcpmodel.FieldStructured):
		return mcpmodel.FieldStructured
	}
	return ""
}

// mentionsDecode is a cheap syntactic filter: functions that call nothing
// named like a JSON decoder need no data flow.
func mentionsDecode(m *mcpmodel.Model, decl *ast.FuncDecl) bool {
	found := false
	m.InspectTypes(decl.Body, selectorNodes, func(n ast.Node) bool {
		if !found {
			found = knowledge.NamesDecoder(n.(*ast.SelectorExpr).Sel.Name)
		}
		return !found
	})
	return found
}

// selectorNodes are the nodes mentionsDecode reads.
var selectorNodes = []ast.Node{(*ast.SelectorExpr)(nil)}

// readsText reports whether a decode of kind reads a value of kind src.
func readsText(kind mcpmodel.DecodeKind, src mcpmodel.Kind) bool {
	switch kind {
	case mcpmodel.DecodeData, mcpmodel.DecodeValid:
		return src == mcpmodel.KindText
	case mcpmodel.DecodeReader:
		return src == mcpmodel.KindTextReader
	case mcpmodel.DecodeDecoder:
		return src == mcpmodel.KindTextDecoder
	}
	return false
}

// validGates returns the calls inside if conditions: json.Valid used as a
// gate ("if it parses, treat it as data").
func validGates(body *ast.BlockStmt) map[*ast.CallExpr]bool {
	gates := make(map[*ast.CallExpr]bool)
	ast.Inspect(body, func(n ast.Node) bool {
		if ifStmt, ok := n.(*ast.IfStmt); ok {
			ast.Inspect(ifStmt.Cond, func(n ast.Node) bool {
				if call, ok := n.(*ast.CallExpr); ok {
					gates[call] = true
				}
				return true
			})
		}
		return true
	})
	return gates
}

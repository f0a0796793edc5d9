package textjson

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// Doc is the analyzer's documentation; its first line is the summary.
const Doc = `report decoding a tool result's content text as JSON

A tool result's content text is prose for a model or a person: on a refusal
it is a plain message and on success its shape may differ from the typed
payload. Decode StructuredContent (go-sdk) or RawStructuredContent (mcp-go)
instead. Suppress with //nolint:textjson or //lint:ignore textjson reason.`

// New returns the textjson analyzer, reading the shared model from model.
func New(model *analysis.Analyzer) *analysis.Analyzer {
	return mcpmodel.NewCheck("textjson", Doc, model, run)
}

const (
	messageDecode = "decoding tool result text as JSON; read StructuredContent instead"
	messageValid  = "testing tool result text for valid JSON; read StructuredContent instead"
)

func run(pass *analysis.Pass, m *mcpmodel.Model) {
	m.Funcs(func(file *ast.File, decl *ast.FuncDecl) {
		if !mentionsDecode(decl) {
			return
		}
		flow := m.FlowOf(decl)
		gates := validGates(decl.Body)
		ast.Inspect(decl.Body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			dec, ok := m.JSONDecode(call)
			if !ok {
				return true
			}
			src := flow.Source(dec.Input)
			if !src.Known() || src.Local || !readsText(dec.Kind, src.Kind) {
				return true
			}
			if dec.Kind == mcpmodel.DecodeValid {
				if gates[call] {
					m.Report(pass, analysis.Diagnostic{Pos: call.Pos(), End: call.End(), Message: messageValid})
				}
				return true
			}
			d := analysis.Diagnostic{Pos: call.Pos(), End: call.End(), Message: messageDecode}
			if fix, ok := suggestFix(pass, dec, src); ok && !orphans(pass, file, decl, dec, src.Result) {
				d.SuggestedFixes = []analysis.SuggestedFix{fix}
			}
			m.Report(pass, d)
			return true
		})
	})
}

// mentionsDecode is a cheap syntactic filter: functions that call nothing
// named like a JSON decoder need no data flow.
func mentionsDecode(decl *ast.FuncDecl) bool {
	found := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if found {
			return false
		}
		if sel, ok := n.(*ast.SelectorExpr); ok {
			switch sel.Sel.Name {
			case "Unmarshal", "UnmarshalString", "UnmarshalFromString", "UnmarshalNoEscape", "UnmarshalRead", "Decode", "Valid":
				found = true
			}
		}
		return !found
	})
	return found
}

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

// suggestFix rewrites the decode to read the structured channel of the
// result the text came from, when that result is a plain variable (or a
// field path of one) in scope at the decode.
func suggestFix(pass *analysis.Pass, dec mcpmodel.Decode, src mcpmodel.Source) (analysis.SuggestedFix, bool) {
	if !dec.Std || src.Result == nil || !inScope(pass, src.Result, dec.Call.Pos()) {
		return analysis.SuggestedFix{}, false
	}
	jsonName, ok := packageQualifier(dec)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	result := render(pass.Fset, src.Result)
	target := render(pass.Fset, dec.Call.Args[len(dec.Call.Args)-1])
	resultType := pass.TypesInfo.TypeOf(src.Result)

	if !mcpmodel.IsGoSDKResult(resultType) && mcpmodel.HasResultField(resultType, mcpmodel.FieldRaw) {
		return fix("Decode RawStructuredContent instead of the text", dec.Call,
			fmt.Sprintf("%s.Unmarshal(%s.RawStructuredContent, %s)", jsonName, result, target)), true
	}
	if !mcpmodel.HasResultField(resultType, mcpmodel.FieldStructured) || mentions(dec.Call.Args[len(dec.Call.Args)-1], "structured", "err") {
		return analysis.SuggestedFix{}, false
	}
	// StructuredContent holds decoded JSON (map[string]any, …): marshal it
	// and decode into the target, keeping the expression's error value.
	return fix("Decode StructuredContent instead of the text", dec.Call, fmt.Sprintf(
		"func() error {\n\tstructured, err := %[1]s.Marshal(%[2]s.StructuredContent)\n\tif err != nil {\n\t\treturn err\n\t}\n\treturn %[1]s.Unmarshal(structured, %[3]s)\n}()",
		jsonName, result, target)), true
}

func fix(title string, call *ast.CallExpr, text string) analysis.SuggestedFix {
	return analysis.SuggestedFix{
		Message:   title,
		TextEdits: []analysis.TextEdit{{Pos: call.Pos(), End: call.End(), NewText: []byte(text)}},
	}
}

// packageQualifier returns the name the file uses for encoding/json in the
// decode call (json.Unmarshal or json.NewDecoder(…).Decode).
func packageQualifier(dec mcpmodel.Decode) (string, bool) {
	fun := dec.Call.Fun
	if dec.Kind == mcpmodel.DecodeDecoder {
		fun = ast.Unparen(fun).(*ast.SelectorExpr).X.(*ast.CallExpr).Fun
	}
	sel, ok := ast.Unparen(fun).(*ast.SelectorExpr)
	if !ok {
		return "", false
	}
	id, ok := sel.X.(*ast.Ident)
	return id.Name, ok
}

// inScope reports whether e, a variable or a field path of one, can be
// written at pos and means the same there.
func inScope(pass *analysis.Pass, e ast.Expr, pos token.Pos) bool {
	root := mcpmodel.FieldPathRoot(pass.TypesInfo, e)
	scope := pass.Pkg.Scope().Innermost(pos)
	if root == nil || scope == nil {
		return false
	}
	_, found := scope.LookupParent(root.Name(), pos)
	return found == root
}

func mentions(e ast.Expr, names ...string) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			for _, name := range names {
				found = found || id.Name == name
			}
		}
		return !found
	})
	return found
}

func render(fset *token.FileSet, e ast.Expr) string {
	var buf bytes.Buffer
	if err := format.Node(&buf, fset, e); err != nil {
		return ""
	}
	return strings.TrimSpace(buf.String())
}

// orphans reports whether replacing the decode's input would leave a local
// variable or an import without uses, so that the fix would not compile.
func orphans(pass *analysis.Pass, file *ast.File, decl *ast.FuncDecl, dec mcpmodel.Decode, result ast.Expr) bool {
	kept := mcpmodel.FieldPathRoot(pass.TypesInfo, result) // the fix writes the result again
	removed := dec.Input
	if dec.Kind == mcpmodel.DecodeDecoder {
		removed = dec.Call.Fun // the whole json.NewDecoder(…).Decode chain
	}
	orphaned := false
	ast.Inspect(removed, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok || orphaned {
			return !orphaned
		}
		switch obj := pass.TypesInfo.Uses[id].(type) {
		case *types.Var:
			if obj != kept && !obj.IsField() && obj.Parent() != pass.Pkg.Scope() && !usedOutside(pass, decl, obj, removed) {
				orphaned = true
			}
		case *types.PkgName:
			if !usedOutside(pass, file, obj, removed) {
				orphaned = true
			}
		}
		return true
	})
	return orphaned
}

// usedOutside reports whether obj is used in root outside the node skip.
func usedOutside(pass *analysis.Pass, root ast.Node, obj types.Object, skip ast.Node) bool {
	used := false
	ast.Inspect(root, func(n ast.Node) bool {
		if used || n == skip {
			return false
		}
		if id, ok := n.(*ast.Ident); ok && pass.TypesInfo.Uses[id] == obj {
			used = true
		}
		return !used
	})
	return used
}

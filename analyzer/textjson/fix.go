package textjson

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// The fix makes a decode of a result's text prefer the structured channel
// and keep the text as the fallback, so that it changes nothing against a
// server that sends text only and reads the structured value from one that
// sends both:
//
//	data := []byte(text)
//	if res.StructuredContent != nil {
//		b, err := json.Marshal(res.StructuredContent)
//		if err != nil {
//			return f, fmt.Errorf("decoding forecast: %w", err)
//		}
//		data = b
//	}
//	if err := json.Unmarshal(data, &f); err != nil {
//		return f, fmt.Errorf("decoding forecast: %w", err)
//	}
//
// The text operand of the decode (here []byte(text)) is evaluated where it
// was, just before the decode's statement, and the decode itself is left as
// it is but for that operand: its decoder, its options and its error
// handling stay. The presence test is on the channel itself: go-sdk's
// json.Marshal(nil) is "null", which decodes into a zero value without an
// error. For mcp-go (v0.56 and later) the bytes are RawStructuredContent,
// the exact payload; go-sdk's StructuredContent holds decoded JSON, which
// is marshalled again (see errstyle.go for how its error is handled).

// suggestFixes returns the suggested fix of each decode of fns that has one.
// A statement gets at most one fix, so that all of them apply together.
func suggestFixes(fns []*function) map[*ast.CallExpr]analysis.SuggestedFix {
	fixes := make(map[*ast.CallExpr]analysis.SuggestedFix)
	sources := make(map[*ast.File]*mcpmodel.FileText)
	for _, fn := range fns {
		src, ok := sources[fn.file]
		if !ok {
			if src, ok = fn.m.FileTextOf(fn.file); !ok {
				continue
			}
			sources[fn.file] = src
		}
		names := fn.m.NamesIn(fn.decl)
		fixed := make(map[ast.Stmt]bool)
		for _, f := range fn.finds {
			d, ok := fn.planFix(f, src)
			if !ok || fixed[d.stmt] {
				continue
			}
			if fix, ok := d.suggest(names); ok {
				fixed[d.stmt] = true
				fixes[f.dec.Call] = fix
			}
		}
	}
	return fixes
}

// decodeFix holds what the fix of one decode writes.
type decodeFix struct {
	fn      *function
	src     *mcpmodel.FileText
	dec     mcpmodel.Decode
	resultX ast.Expr     // the result expression
	result  string       // the result expression, as written
	root    types.Object // the variable at the root of the result expression
	channel string       // FieldRaw or FieldStructured: what the fix decodes
	text    ast.Expr     // the decode's text operand
	stmt    ast.Stmt     // the statement the fix goes before
}

// planFix checks what every fix needs: the result is a variable (or a field
// path of one) in scope before the decode's statement, the result's type
// has a structured channel, the decode's text operand is a string or
// []byte written inside the decode, and the statement evaluates the decode
// whenever it runs.
func (fn *function) planFix(f finding, src *mcpmodel.FileText) (decodeFix, bool) {
	info := fn.pass.TypesInfo
	if f.src.Result == nil || f.dec.Kind == mcpmodel.DecodeValid || f.src.Piece {
		return decodeFix{}, false // a line of the text is not where the structured value goes
	}
	d := decodeFix{fn: fn, src: src, dec: f.dec, resultX: f.src.Result, result: src.Text(f.src.Result)}
	d.root = mcpmodel.FieldPathRoot(info, f.src.Result)
	d.channel = structuredChannel(info.TypeOf(f.src.Result))
	d.text = fn.flow.TextOperand(f.dec)
	if d.root == nil || d.channel == "" || d.text == nil {
		return decodeFix{}, false
	}
	var ok bool
	if d.stmt, _, ok = mcpmodel.EvaluatingStatement(fn.file, f.dec.Call); !ok || !fn.inScope(d.root, d.stmt.Pos()) {
		return decodeFix{}, false
	}
	return d, true
}

// suggest writes the fix: the text operand moves into a variable of its
// own, given the structured channel instead when the result has one.
func (d decodeFix) suggest(names *mcpmodel.Names) (analysis.SuggestedFix, bool) {
	indent, ok := d.src.Indent(d.stmt)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	data, ok := names.Fresh(d.stmt.Pos(), inputNames)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	present, ok := d.presentBranch(data, names)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	lines := []string{data + " := " + d.src.Text(d.text), "if " + d.presenceTest() + " {"}
	for _, l := range present {
		lines = append(lines, "\t"+l)
	}
	lines = append(lines, "}")
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(l + "\n" + indent)
	}
	return analysis.SuggestedFix{
		Message: fmt.Sprintf("Decode %s when the server sends it, and the text otherwise", d.channel),
		TextEdits: []analysis.TextEdit{
			{Pos: d.stmt.Pos(), End: d.stmt.Pos(), NewText: []byte(b.String())},
			{Pos: d.text.Pos(), End: d.text.End(), NewText: []byte(data)},
		},
	}, true
}

// presenceTest is the condition under which the server sent structured
// content: StructuredContent is not nil (mcp-go's RawStructuredContent
// holds "null" for an explicit null, which StructuredContent does not).
func (d decodeFix) presenceTest() string {
	if mcpmodel.HasResultField(d.resultType(), mcpmodel.FieldStructured) {
		return d.result + "." + mcpmodel.FieldStructured + " != nil"
	}
	return "len(" + d.result + "." + mcpmodel.FieldRaw + ") > 0"
}

func (d decodeFix) resultType() types.Type {
	return d.fn.pass.TypesInfo.TypeOf(d.resultX)
}

// presentBranch returns the statements that give data the structured
// channel's JSON, of the text operand's type.
func (d decodeFix) presentBranch(data string, names *mcpmodel.Names) ([]string, bool) {
	t := d.fn.pass.TypesInfo.TypeOf(d.text)
	isString := types.Identical(t, types.Typ[types.String])
	if !isString && !isBytes(t) {
		return nil, false // a named string type: no conversion to write
	}
	if d.channel == mcpmodel.FieldRaw {
		raw := d.result + "." + mcpmodel.FieldRaw
		switch {
		case isString:
			return []string{data + " = string(" + raw + ")"}, true
		case !isUnnamedBytes(t) && !types.Identical(t, d.rawType()):
			return nil, false
		}
		return []string{data + " = " + raw}, true
	}
	return d.marshalled(data, isString, names)
}

func isBytes(t types.Type) bool {
	_, isSlice := t.Underlying().(*types.Slice)
	return isSlice
}

func isUnnamedBytes(t types.Type) bool {
	_, ok := types.Unalias(t).(*types.Slice)
	return ok
}

// rawType returns the type of the result's RawStructuredContent.
func (d decodeFix) rawType() types.Type {
	st, ok := deref(d.resultType()).Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	for i := 0; i < st.NumFields(); i++ {
		if st.Field(i).Name() == mcpmodel.FieldRaw {
			return st.Field(i).Type()
		}
	}
	return nil
}

func deref(t types.Type) types.Type {
	if p, ok := types.Unalias(t).Underlying().(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

// The names tried, in order, before a numbered one.
var (
	inputNames = []string{"data", "input", "payload"}
	bytesNames = []string{"b", "structured", "marshalled"}
)

// inScope reports whether obj, the root variable of the result
// expression, can be named at pos and means the same there.
func (fn *function) inScope(obj types.Object, pos token.Pos) bool {
	scope := fn.pass.Pkg.Scope().Innermost(pos)
	if scope == nil {
		return false
	}
	_, found := scope.LookupParent(obj.Name(), pos)
	return found == obj
}

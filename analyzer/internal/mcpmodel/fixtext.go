package mcpmodel

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// What the fixes of the checks write, one definition for all of them: the
// text of the file a fix edits (fixes copy expressions and statements
// verbatim and indent what they insert like the code around it), fresh
// names for what a fix declares, the file's name for a package, whether an
// expression means the same at another point, the function's own error
// return, the statements that marshal a value to JSON, and the import a
// fix needs.

// FileText is the text of the file a fix edits.
type FileText struct {
	tok  *token.File
	text []byte
}

// FileTextOf returns the text of file, as the driver sees it; false when the
// driver cannot read it or it does not match the syntax tree (then no fix
// is offered).
func (m *Model) FileTextOf(file *ast.File) (*FileText, bool) {
	tok := m.pass.Fset.File(file.Pos())
	if tok == nil || m.pass.ReadFile == nil {
		return nil, false
	}
	text, err := m.pass.ReadFile(tok.Name())
	if err != nil || len(text) != tok.Size() {
		return nil, false
	}
	return &FileText{tok: tok, text: text}, true
}

func (s *FileText) offset(pos token.Pos) int { return s.tok.Offset(pos) }

// Text returns the text of n.
func (s *FileText) Text(n ast.Node) string {
	return string(s.text[s.offset(n.Pos()):s.offset(n.End())])
}

// LineStart returns the position of the start of pos's line.
func (s *FileText) LineStart(pos token.Pos) token.Pos {
	return s.tok.LineStart(s.tok.Line(pos))
}

// Indent returns the white space before n on its line; false when
// something else precedes n there.
func (s *FileText) Indent(n ast.Node) (string, bool) {
	prefix := s.text[s.offset(s.LineStart(n.Pos())):s.offset(n.Pos())]
	if len(bytes.TrimLeft(prefix, " \t")) != 0 {
		return "", false
	}
	return string(prefix), true
}

// Names hands out names for what a fix declares: a name that nothing in
// scope at the point uses, nor any identifier of the function (so that a
// name the fix declares shadows nothing the function reads later).
type Names struct {
	pkg   *types.Package
	taken map[string]bool
}

// NamesIn returns the names a fix in fn (a function declaration) may
// declare.
func (m *Model) NamesIn(fn ast.Node) *Names {
	taken := make(map[string]bool)
	ast.Inspect(fn, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			taken[id.Name] = true
		}
		return true
	})
	return &Names{pkg: m.pass.Pkg, taken: taken}
}

// maxNumbered bounds the numbered names Fresh tries (data2, …).
const maxNumbered = 9

// Fresh returns the first of names, or of its first name numbered, that
// names nothing in scope at pos, and takes it.
func (n *Names) Fresh(pos token.Pos, names []string) (string, bool) {
	scope := n.pkg.Scope().Innermost(pos)
	if scope == nil {
		return "", false
	}
	candidates := append([]string(nil), names...)
	for i := 2; i <= maxNumbered; i++ {
		candidates = append(candidates, fmt.Sprintf("%s%d", names[0], i))
	}
	for _, name := range candidates {
		if _, obj := scope.LookupParent(name, pos); obj == nil && !n.taken[name] {
			n.taken[name] = true
			return name, true
		}
	}
	return "", false
}

// PackageName returns the name file gives the package at path, when it
// names it at pos (a blank or dot import names nothing a fix can write).
func (m *Model) PackageName(file *ast.File, path string, pos token.Pos) (string, bool) {
	scope := m.pass.Pkg.Scope().Innermost(pos)
	if scope == nil {
		return "", false
	}
	for _, imp := range file.Imports {
		pkg := m.info.PkgNameOf(imp)
		if pkg == nil || pkg.Imported().Path() != path || pkg.Name() == "_" || pkg.Name() == "." {
			continue
		}
		if _, obj := scope.LookupParent(pkg.Name(), pos); obj == pkg {
			return pkg.Name(), true
		}
	}
	return "", false
}

// MeansSame reports whether every identifier of e refers at pos to what it
// refers to where e is written (the names after a selector's dot aside:
// fields, methods and a package's members).
func (m *Model) MeansSame(e ast.Expr, pos token.Pos) bool {
	scope := m.pass.Pkg.Scope().Innermost(pos)
	if scope == nil {
		return false
	}
	same := true
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			ast.Inspect(n.X, visit)
			return false
		case *ast.KeyValueExpr:
			ast.Inspect(n.Value, visit)
			return false
		case *ast.Ident:
			if obj := m.info.Uses[n]; obj != nil {
				_, found := scope.LookupParent(n.Name, pos)
				same = same && found == obj
			}
		}
		return same
	}
	ast.Inspect(e, visit)
	return same
}

// HasCall reports whether e calls a function (conversions aside): what a
// fix that evaluates e again, or elsewhere, cannot prove harmless.
func (m *Model) HasCall(e ast.Node) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && !m.info.Types[call.Fun].IsType() {
			found = true
		}
		return !found
	})
	return found
}

// ErrorReturn returns the return statement a fix writes to fail at stmt,
// in decl (a closure in it included), with the error errExpr: the
// function's own error return nearest before stmt (or the first after it),
// its error replaced by errExpr, when its other results are plain values
// (on one line, without a call) that mean the same at stmt. False when the
// function returns no error, or has no such return.
func (m *Model) ErrorReturn(src *FileText, decl *ast.FuncDecl, stmt ast.Stmt, errExpr string) (string, bool) {
	body, sig := m.enclosingFunc(decl, stmt.Pos())
	if sig == nil || sig.Results().Len() == 0 || !IsErrorType(sig.Results().At(sig.Results().Len()-1).Type()) {
		return "", false
	}
	var best *ast.ReturnStmt
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if m.returnsError(n, sig) && m.othersMeanSame(src, n, stmt.Pos()) && (best == nil || n.Pos() < stmt.Pos()) {
				best = n
			}
		}
		return true
	})
	if best == nil {
		return "", false
	}
	results := make([]string, len(best.Results))
	for i, r := range best.Results[:len(best.Results)-1] {
		results[i] = src.Text(r)
	}
	results[len(results)-1] = errExpr
	return "return " + strings.Join(results, ", "), true
}

// returnsError reports whether ret gives all of sig's results, the last a
// non-nil error.
func (m *Model) returnsError(ret *ast.ReturnStmt, sig *types.Signature) bool {
	if len(ret.Results) != sig.Results().Len() {
		return false
	}
	return !m.info.Types[ret.Results[len(ret.Results)-1]].IsNil()
}

// othersMeanSame reports whether every result of ret but the error means
// the same at pos, and is a plain value (no call to repeat).
func (m *Model) othersMeanSame(src *FileText, ret *ast.ReturnStmt, pos token.Pos) bool {
	for _, r := range ret.Results[:len(ret.Results)-1] {
		if strings.Contains(src.Text(r), "\n") || m.HasCall(r) || !m.MeansSame(r, pos) {
			return false
		}
	}
	return true
}

// enclosingFunc returns the body and signature of the innermost function
// of decl (the declaration or a literal in it) holding pos.
func (m *Model) enclosingFunc(decl *ast.FuncDecl, pos token.Pos) (*ast.BlockStmt, *types.Signature) {
	body := decl.Body
	var sig *types.Signature
	if obj, ok := m.info.Defs[decl.Name].(*types.Func); ok {
		sig, _ = obj.Type().(*types.Signature)
	}
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if lit, ok := n.(*ast.FuncLit); ok && lit.Pos() <= pos && pos < lit.End() {
			body = lit.Body
			sig, _ = m.info.TypeOf(lit).(*types.Signature)
		}
		return true
	})
	return body, sig
}

// Marshalled returns the statements that give name the JSON of value, json
// being the file's name for encoding/json: name, errName :=
// json.Marshal(value), then if errName != nil { handler }. Without a
// handler the error is dropped (name, _ := json.Marshal(value)).
func Marshalled(json, name, errName, value, handler string) []string {
	marshal := json + ".Marshal(" + value + ")"
	if handler == "" {
		return []string{name + ", _ := " + marshal}
	}
	return []string{
		name + ", " + errName + " := " + marshal,
		"if " + errName + " != nil {",
		"\t" + handler,
		"}",
	}
}

// ImportedName returns the name a fix can write at pos for the package at
// path, with name its package name, and the edit that imports it when the
// file does not yet: an import of path named name at pos, or else a new
// import when name refers to nothing the file or the point sees (the edit
// is the same for every fix of the file, so that fixes applied together
// add it once). False when the file imports the package under a name the
// fix cannot use (blank, dot, shadowed) or name is taken.
func (m *Model) ImportedName(file *ast.File, path, name string, pos token.Pos) (string, []analysis.TextEdit, bool) {
	if got, ok := m.PackageName(file, path, pos); ok {
		return got, nil, true
	}
	scope := m.pass.Pkg.Scope().Innermost(pos)
	if scope == nil {
		return "", nil, false
	}
	for _, imp := range file.Imports {
		if pkg := m.info.PkgNameOf(imp); pkg == nil || pkg.Imported().Path() == path || pkg.Name() == name {
			return "", nil, false
		}
	}
	if _, obj := scope.LookupParent(name, pos); obj != nil {
		return "", nil, false
	}
	spec := strconv.Quote(path)
	for _, d := range file.Decls {
		gen, ok := d.(*ast.GenDecl)
		if !ok || gen.Tok != token.IMPORT {
			continue
		}
		if gen.Lparen.IsValid() {
			at := gen.Lparen + 1
			return name, []analysis.TextEdit{{Pos: at, End: at, NewText: []byte("\n\t" + spec)}}, true
		}
		return name, []analysis.TextEdit{{Pos: gen.Pos(), End: gen.Pos(), NewText: []byte("import " + spec + "\n")}}, true
	}
	at := file.Name.End()
	return name, []analysis.TextEdit{{Pos: at, End: at, NewText: []byte("\n\nimport " + spec)}}, true
}

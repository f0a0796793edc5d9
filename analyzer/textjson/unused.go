package textjson

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// usage counts the reads of a file's locals and imports, to find what a
// fix leaves unused, as gopls' modernizers do (x/tools' internal/refactor
// DeleteUnusedVars): a local or an import whose every read lies in what the
// fix removes must go too, or the code no longer compiles. Deleting
// `text := tc.Text` may leave tc unused in turn, so the search repeats on
// what it deletes.
type usage struct {
	info   *types.Info
	file   *ast.File
	reads  map[types.Object]int        // reads of locals and of package names
	writes map[types.Object]int        // assignments to locals, their declaration aside
	defs   map[types.Object]*ast.Ident // the declaring identifier of each local
	wrote  map[*ast.Ident]bool         // identifiers assigned to, not read
	locals map[types.Object]bool       // locals that must stay used: not parameters or results
}

func newUsage(pass *analysis.Pass, file *ast.File) *usage {
	u := &usage{
		info:   pass.TypesInfo,
		file:   file,
		reads:  make(map[types.Object]int),
		writes: make(map[types.Object]int),
		defs:   make(map[types.Object]*ast.Ident),
		wrote:  assignedIdents(file),
		locals: make(map[types.Object]bool),
	}
	signature := signatureVars(u.info, file)
	ast.Inspect(file, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Ident:
			u.count(n, signature)
		case *ast.CaseClause:
			// A type switch's symbol: a variable per clause, with no
			// declaring statement to delete.
			if v, ok := u.info.Implicits[n].(*types.Var); ok {
				u.locals[v] = true
			}
		}
		return true
	})
	return u
}

// count records what the identifier id does: read, assign or declare.
func (u *usage) count(id *ast.Ident, signature map[types.Object]bool) {
	if obj := u.info.Uses[id]; obj != nil {
		if u.wrote[id] {
			u.writes[obj]++
		} else {
			u.reads[obj]++
		}
	}
	if v, ok := u.info.Defs[id].(*types.Var); ok && !v.IsField() && !signature[v] && v.Parent() != v.Pkg().Scope() {
		u.defs[v] = id
		u.locals[v] = true
	}
}

// assignedIdents returns the identifiers that are assigned to in root: they
// do not count as reads (a local only assigned to is still unused).
func assignedIdents(root ast.Node) map[*ast.Ident]bool {
	wrote := make(map[*ast.Ident]bool)
	mark := func(e ast.Expr) {
		if id, ok := ast.Unparen(e).(*ast.Ident); ok {
			wrote[id] = true
		}
	}
	ast.Inspect(root, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				mark(l)
			}
		case *ast.IncDecStmt:
			mark(n.X)
		case *ast.RangeStmt:
			if n.Tok == token.ASSIGN {
				mark(n.Key)
				mark(n.Value)
			}
		}
		return true
	})
	return wrote
}

// signatureVars returns the parameters and results of the functions and
// function literals in root (and the fields of its struct types): they may
// go unused.
func signatureVars(info *types.Info, root ast.Node) map[types.Object]bool {
	vars := make(map[types.Object]bool)
	ast.Inspect(root, func(n ast.Node) bool {
		if field, ok := n.(*ast.Field); ok {
			for _, name := range field.Names {
				vars[info.Defs[name]] = true
			}
		}
		return true
	})
	return vars
}

// mustStayUsed reports whether the code stops compiling when obj loses its
// last read: a local variable, or an imported package.
func (u *usage) mustStayUsed(obj types.Object) bool {
	_, isImport := obj.(*types.PkgName)
	return isImport || u.locals[obj]
}

// readsIn counts the reads, within nodes, of what must stay used.
func (u *usage) readsIn(nodes []ast.Node) map[types.Object]int {
	counts := make(map[types.Object]int)
	for _, n := range nodes {
		ast.Inspect(n, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && !u.wrote[id] {
				if obj := u.info.Uses[id]; obj != nil && u.mustStayUsed(obj) {
					counts[obj]++
				}
			}
			return true
		})
	}
	return counts
}

// declaration returns the statement that declares the local v and that a
// fix could delete or edit: x := … or var x = … . It returns nil for
// parameters, range variables, a type switch's symbol and the like.
func (u *usage) declaration(v types.Object) ast.Stmt {
	id := u.defs[v]
	if id == nil {
		return nil
	}
	path, _ := astutil.PathEnclosingInterval(u.file, id.Pos(), id.End())
	if len(path) < 4 {
		return nil
	}
	switch decl := path[1].(type) {
	case *ast.AssignStmt:
		if decl.Tok == token.DEFINE {
			return decl
		}
	case *ast.ValueSpec:
		if stmt, ok := path[3].(*ast.DeclStmt); ok && len(decl.Names) == 1 && len(path[2].(*ast.GenDecl).Specs) == 1 {
			return stmt
		}
	}
	return nil
}

// removal is what one fix deletes beyond its rewrite.
type removal struct {
	unused  map[types.Object]bool // locals and imports left without reads
	deleted []ast.Stmt            // declarations deleted whole
}

// unusedEdits returns the edits that delete what the rewrite r leaves
// unused; false when that cannot be done simply and safely (a range
// variable, a local assigned elsewhere, a declaration sharing its line),
// and the fix is then withheld.
func (u *usage) unusedEdits(r rewrite) ([]analysis.TextEdit, bool) {
	rm, ok := u.removal(r)
	if !ok {
		return nil, false
	}
	var edits []analysis.TextEdit
	for _, stmt := range rm.deleted {
		edit, ok := r.src.deleteLines(stmt.Pos(), stmt.End())
		if !ok {
			return nil, false
		}
		edits = append(edits, edit)
	}
	blanked := make(map[ast.Stmt]bool)
	for obj := range rm.unused {
		var edit []analysis.TextEdit
		switch obj := obj.(type) {
		case *types.PkgName:
			edit, ok = u.deleteImport(obj, r.src)
		default:
			stmt := u.declaration(obj)
			if slices.Contains(rm.deleted, stmt) || blanked[stmt] {
				continue
			}
			blanked[stmt] = true
			edit, ok = u.blank(stmt, rm.unused)
		}
		if !ok {
			return nil, false
		}
		edits = append(edits, edit...)
	}
	slices.SortFunc(edits, func(a, b analysis.TextEdit) int { return int(a.Pos - b.Pos) })
	return edits, true
}

// removal finds what r leaves unused, deleting the declarations that can
// go whole and looking again at what those read.
func (u *usage) removal(r rewrite) (removal, bool) {
	rm := removal{unused: make(map[types.Object]bool)}
	regions := []ast.Node{r.removed}
	for grew := true; grew; {
		grew = false
		for obj, n := range u.readsIn(regions) {
			if r.kept[obj] || rm.unused[obj] || n < u.reads[obj] {
				continue
			}
			if u.writes[obj] > 0 {
				return removal{}, false // it would be assigned and never read
			}
			rm.unused[obj] = true
			grew = true
		}
		for obj := range rm.unused {
			stmt := u.declaration(obj)
			if stmt == nil || slices.Contains(rm.deleted, stmt) || !u.allUnused(stmt, rm.unused) || !u.removable(stmt, r) {
				continue
			}
			rm.deleted = append(rm.deleted, stmt)
			regions = append(regions, stmt)
			grew = true
		}
	}
	slices.SortFunc(rm.deleted, func(a, b ast.Stmt) int { return int(a.Pos() - b.Pos()) })
	return rm, true
}

// allUnused reports whether every variable stmt declares is unused.
func (u *usage) allUnused(stmt ast.Stmt, unused map[types.Object]bool) bool {
	for _, id := range declaredNames(stmt) {
		if id.Name != "_" && !unused[u.info.ObjectOf(id)] {
			return false
		}
	}
	return true
}

func declaredNames(stmt ast.Stmt) []*ast.Ident {
	var ids []*ast.Ident
	switch stmt := stmt.(type) {
	case *ast.AssignStmt:
		for _, l := range stmt.Lhs {
			if id, ok := l.(*ast.Ident); ok {
				ids = append(ids, id)
			}
		}
	case *ast.DeclStmt:
		ids = stmt.Decl.(*ast.GenDecl).Specs[0].(*ast.ValueSpec).Names
	}
	return ids
}

// removable reports whether the declaration stmt can be deleted whole: it
// is a statement of a block, not the decode's own, and its values only
// read the result's text (as the decode did) or compute without effects.
func (u *usage) removable(stmt ast.Stmt, r rewrite) bool {
	if stmt.Pos() <= r.removed.Pos() && r.removed.End() <= stmt.End() {
		return false
	}
	path, _ := astutil.PathEnclosingInterval(u.file, stmt.Pos(), stmt.End())
	if len(path) < 2 || !inStatementList(stmt, path[1]) {
		return false
	}
	var values []ast.Expr
	switch stmt := stmt.(type) {
	case *ast.AssignStmt:
		values = stmt.Rhs
	case *ast.DeclStmt:
		values = stmt.Decl.(*ast.GenDecl).Specs[0].(*ast.ValueSpec).Values
	}
	for _, v := range values {
		if !partOfResult(r.fn.flow, v) && !effectFree(u.info, v) {
			return false
		}
	}
	return true
}

// partOfResult reports whether e evaluates to a part of a tool result
// short of the result itself (its content, a block, the text, a reader over
// it): the fix drops such reads from the decode, and drops them here too.
func partOfResult(flow *mcpmodel.Flow, e ast.Expr) bool {
	return flow.Source(e).Kind > mcpmodel.KindResult
}

// blank replaces the unused variables by _ in stmt, a declaration that
// keeps other variables in use: if tc, ok := …; ok becomes
// if _, ok := …; ok. When no new variable is left, := becomes =.
func (u *usage) blank(stmt ast.Stmt, unused map[types.Object]bool) ([]analysis.TextEdit, bool) {
	assign, ok := stmt.(*ast.AssignStmt)
	if !ok || u.allUnused(assign, unused) {
		return nil, false
	}
	var edits []analysis.TextEdit
	declares := false
	for _, id := range declaredNames(assign) {
		switch obj := u.info.Defs[id]; {
		case unused[u.info.ObjectOf(id)]:
			edits = append(edits, analysis.TextEdit{Pos: id.Pos(), End: id.End(), NewText: []byte("_")})
		case obj != nil:
			declares = true
		}
	}
	if !declares {
		edits = append(edits, analysis.TextEdit{Pos: assign.TokPos, End: assign.TokPos + token.Pos(len(":=")), NewText: []byte("=")})
	}
	return edits, true
}

// deleteImport deletes the import of pkg: its line, or the whole import
// declaration when pkg is all it imports.
func (u *usage) deleteImport(pkg *types.PkgName, src *source) ([]analysis.TextEdit, bool) {
	for _, decl := range u.file.Decls {
		gen, ok := decl.(*ast.GenDecl)
		if !ok || gen.Tok != token.IMPORT {
			continue
		}
		for _, spec := range gen.Specs {
			imp := spec.(*ast.ImportSpec)
			name := u.info.Implicits[imp]
			if imp.Name != nil {
				name = u.info.Defs[imp.Name]
			}
			if name != pkg {
				continue
			}
			var node ast.Node = imp
			if len(gen.Specs) == 1 {
				node = gen
			}
			edit, ok := src.deleteLines(withDoc(node), node.End())
			return []analysis.TextEdit{edit}, ok
		}
	}
	return nil, false
}

// withDoc returns where n starts, its doc comment included.
func withDoc(n ast.Node) token.Pos {
	switch n := n.(type) {
	case *ast.GenDecl:
		if n.Doc != nil {
			return n.Doc.Pos()
		}
	case *ast.ImportSpec:
		if n.Doc != nil {
			return n.Doc.Pos()
		}
	}
	return n.Pos()
}

// shares reports whether rewrites[i] removes reads of a local or an import
// whose every read lies in what rewrites[i] and other rewrites of the file
// remove: each fix alone would keep it used, and all of them applied
// together (as mcpresult -fix and golangci-lint --fix do) would not.
func (u *usage) shares(i int, rewrites []rewrite) bool {
	mine := u.dependencies(rewrites[i])
	for obj := range mine.objects {
		regions := slices.Clone(mine.regions)
		shared := false
		for j, other := range rewrites {
			if j == i || other.fn.file != u.file {
				continue
			}
			if theirs := u.dependencies(other); theirs.objects[obj] {
				shared = true
				regions = appendNew(regions, theirs.regions...)
			}
		}
		if shared && u.readsIn(regions)[obj] >= u.reads[obj] {
			return true
		}
	}
	return false
}

// dependencies are the locals and imports a rewrite's removed read
// depends on, through the declarations of locals, and those declarations.
type dependencies struct {
	objects map[types.Object]bool
	regions []ast.Node
}

func (u *usage) dependencies(r rewrite) dependencies {
	deps := dependencies{objects: make(map[types.Object]bool), regions: []ast.Node{r.removed}}
	for next := 0; next < len(deps.regions); next++ {
		for obj := range u.readsIn(deps.regions[next : next+1]) {
			if r.kept[obj] || deps.objects[obj] {
				continue
			}
			deps.objects[obj] = true
			if stmt := u.declaration(obj); stmt != nil {
				deps.regions = appendNew(deps.regions, stmt)
			}
		}
	}
	return deps
}

// appendNew appends the nodes not yet in list.
func appendNew(list []ast.Node, nodes ...ast.Node) []ast.Node {
	for _, n := range nodes {
		if !slices.Contains(list, n) {
			list = append(list, n)
		}
	}
	return list
}

// effectFree reports whether evaluating e only computes a value, so that
// deleting it changes nothing else (after x/tools' typesinternal.NoEffects):
// no call but conversions and len or cap, no receive.
func effectFree(info *types.Info, e ast.Expr) bool {
	free := true
	ast.Inspect(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case nil, *ast.Ident, *ast.BasicLit, *ast.BinaryExpr, *ast.ParenExpr, *ast.SelectorExpr,
			*ast.IndexExpr, *ast.SliceExpr, *ast.TypeAssertExpr, *ast.StarExpr, *ast.CompositeLit,
			*ast.KeyValueExpr:
		case *ast.ArrayType, *ast.MapType, *ast.ChanType, *ast.StructType, *ast.InterfaceType,
			*ast.FuncType, *ast.FuncLit:
			return false // type syntax, or a function not called here
		case *ast.UnaryExpr:
			free = n.Op != token.ARROW
		case *ast.CallExpr:
			free = info.Types[n.Fun].IsType() || isLenOrCap(info, n)
		default:
			free = false
		}
		return free
	})
	return free
}

func isLenOrCap(info *types.Info, call *ast.CallExpr) bool {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return false
	}
	b, ok := info.Uses[id].(*types.Builtin)
	return ok && (b.Name() == "len" || b.Name() == "cap")
}

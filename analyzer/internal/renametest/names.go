package renametest

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"regexp"
	"strings"

	"golang.org/x/tools/go/packages"
)

// namer chooses the new names and records the edits. An object is known
// by where it is declared (file and offset), not by its types.Object: a
// package and its test variant are type-checked apart and declare the same
// objects twice, which must get one name.
type namer struct {
	r       *Renaming
	paths   map[string]bool            // package paths of the renamed packages
	links   *methodLinks               // the methods that keep their names (pins.go)
	kept    map[string]bool            // names a //go: directive mentions
	names   map[string]string          // declaration key (or "method "+name) → new name
	symbols map[string]bool            // keys of the x of `switch x := y.(type)`
	embeds  map[string]*types.TypeName // key of an embedded field → the type it names
	next    int
	err     error
}

func newNamer(r *Renaming, deps []*packages.Package) *namer {
	n := &namer{
		r:       r,
		paths:   make(map[string]bool),
		kept:    make(map[string]bool),
		names:   make(map[string]string),
		symbols: make(map[string]bool),
		embeds:  make(map[string]*types.TypeName),
	}
	var module []*packages.Package
	for _, p := range r.pkgs {
		if r.renamed[p.ID] {
			n.paths[p.PkgPath] = true
			module = append(module, p)
		}
	}
	for _, p := range module {
		for _, f := range p.Syntax {
			n.indexFile(p.TypesInfo, f)
		}
	}
	n.links = linkMethods(module, deps, func(obj types.Object) string { return n.key(obj.Pos()) }, n.inModule)
	return n
}

// indexFile records what the walk must know before it names anything:
// the type-switch symbols, the embedded fields (named after their type)
// and the names //go: directives mention.
func (n *namer) indexFile(info *types.Info, f *ast.File) {
	ast.Inspect(f, func(node ast.Node) bool {
		switch node := node.(type) {
		case *ast.TypeSwitchStmt:
			if as, ok := node.Assign.(*ast.AssignStmt); ok && len(as.Lhs) == 1 {
				if id, ok := as.Lhs[0].(*ast.Ident); ok {
					n.symbols[n.key(id.Pos())] = true
				}
			}
		case *ast.StructType:
			for _, field := range node.Fields.List {
				if len(field.Names) > 0 {
					continue
				}
				if id := embeddedIdent(field.Type); id != nil {
					if tn, ok := info.Uses[id].(*types.TypeName); ok {
						n.embeds[n.key(id.Pos())] = tn
					}
				}
			}
		}
		return true
	})
	for _, group := range f.Comments {
		for _, c := range group.List {
			if rest, ok := strings.CutPrefix(c.Text, "//go:"); ok {
				for _, word := range strings.FieldsFunc(rest, func(r rune) bool { return !isIdentRune(r) }) {
					n.kept[word] = true
				}
			}
		}
	}
}

// embeddedIdent returns the identifier that names an embedded field:
// T, *T, pkg.T, T[P].
func embeddedIdent(e ast.Expr) *ast.Ident {
	for {
		switch x := e.(type) {
		case *ast.Ident:
			return x
		case *ast.StarExpr:
			e = x.X
		case *ast.SelectorExpr:
			return x.Sel
		case *ast.IndexExpr:
			e = x.X
		case *ast.IndexListExpr:
			e = x.X
		case *ast.ParenExpr:
			e = x.X
		default:
			return nil
		}
	}
}

func isIdentRune(r rune) bool {
	return r == '_' || 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || r > 127
}

// newNamePattern matches the names the namer gives.
var newNamePattern = regexp.MustCompile(`\b[Zz]q[0-9]+\b`)

// checkFreeNames makes sure no identifier of the module already has the
// form of a new name, so that new names are unique and map back.
func (n *namer) checkFreeNames() error {
	for _, p := range n.r.pkgs {
		for _, f := range p.Syntax {
			var clash string
			ast.Inspect(f, func(node ast.Node) bool {
				if id, ok := node.(*ast.Ident); ok && newNamePattern.FindString(id.Name) == id.Name {
					clash = id.Name
				}
				return clash == ""
			})
			if clash != "" {
				return fmt.Errorf("%s: identifier %s has the form of a new name", n.r.fset.Position(f.Pos()).Filename, clash)
			}
		}
	}
	return nil
}

// renamePackage records the edits of every file of p.
func (n *namer) renamePackage(p *packages.Package) {
	for _, f := range p.Syntax {
		ast.Inspect(f, func(node ast.Node) bool {
			switch node := node.(type) {
			case *ast.ImportSpec:
				n.renameImport(p.TypesInfo, node)
				return false
			case *ast.Ident:
				if name, decl, ok := n.newName(p.TypesInfo, node); ok {
					n.edit(node.Pos(), node.Name, name, decl)
				}
			}
			return true
		})
	}
}

// renameImport gives the package an import brings in a new name: the
// alias is renamed, or one is written where the import had none. Blank,
// dot and cgo imports keep theirs.
func (n *namer) renameImport(info *types.Info, spec *ast.ImportSpec) {
	var obj types.Object
	if spec.Name != nil {
		if spec.Name.Name == "_" || spec.Name.Name == "." {
			return
		}
		obj = info.Defs[spec.Name]
	} else {
		obj = info.Implicits[spec]
	}
	pn, ok := obj.(*types.PkgName)
	if !ok || pn.Imported().Path() == "C" {
		return
	}
	name := n.nameFor(n.key(pn.Pos()), pn.Name())
	if spec.Name != nil {
		n.edit(spec.Name.Pos(), spec.Name.Name, name, token.NoPos)
	} else {
		n.edit(spec.Path.Pos(), "", name+" ", token.NoPos)
	}
}

// newName returns the new name of the identifier id, if it is renamed,
// and where what it names is declared (NoPos for an imported package).
func (n *namer) newName(info *types.Info, id *ast.Ident) (string, token.Pos, bool) {
	if id.Name == "_" {
		return "", token.NoPos, false
	}
	obj := info.Uses[id] // an embedded field's identifier uses its type
	if obj == nil {
		obj = info.Defs[id]
	}
	if obj == nil {
		// The x of switch x := y.(type) declares one object per clause,
		// all at x's place.
		if key := n.key(id.Pos()); n.symbols[key] {
			return n.nameFor(key, id.Name), id.Pos(), true
		}
		return "", token.NoPos, false // a package clause
	}
	return n.objectName(obj)
}

// objectName returns the new name of obj, if it is renamed, and where
// obj is declared (NoPos for an imported package).
func (n *namer) objectName(obj types.Object) (string, token.Pos, bool) {
	switch o := obj.(type) {
	case *types.Builtin, *types.Nil:
		return "", token.NoPos, false
	case *types.Var:
		if o.IsField() {
			// An embedded field is named after its type; others keep theirs.
			if tn := n.embeds[n.key(o.Origin().Pos())]; o.Embedded() && tn != nil {
				return n.objectName(tn)
			}
			return "", token.NoPos, false
		}
		obj = o.Origin()
	case *types.Func:
		fn := o.Origin()
		if isMethod(fn) {
			if !n.inModule(fn) || n.links.isPinned(fn) || n.kept[fn.Name()] {
				return "", token.NoPos, false
			}
			return n.nameFor("method "+fn.Name(), fn.Name()), fn.Pos(), true
		}
		obj = fn
	}
	if !n.inModule(obj) || n.keeps(obj) {
		return "", token.NoPos, false
	}
	decl := obj.Pos()
	if _, isImport := obj.(*types.PkgName); isImport {
		decl = token.NoPos
	}
	return n.nameFor(n.key(obj.Pos()), obj.Name()), decl, true
}

// inModule reports whether obj is declared in a file of a renamed package.
func (n *namer) inModule(obj types.Object) bool {
	if obj.Pkg() == nil || !n.paths[obj.Pkg().Path()] || !obj.Pos().IsValid() {
		return false
	}
	rel, err := n.r.relative(n.r.fset.PositionFor(obj.Pos(), false).Filename)
	return err == nil && n.r.files[rel] != nil
}

// keeps reports whether a function or variable keeps its name for the
// program to build and run the same.
func (n *namer) keeps(obj types.Object) bool {
	name := obj.Name()
	if n.kept[name] {
		return true
	}
	fn, ok := obj.(*types.Func)
	if !ok {
		return false
	}
	if name == "init" || name == "main" && fn.Parent() == fn.Pkg().Scope() {
		return true
	}
	if !isTestFile(n.r.fset.PositionFor(obj.Pos(), false).Filename) || fn.Parent() != fn.Pkg().Scope() {
		return false
	}
	for _, prefix := range []string{"Test", "Benchmark", "Example", "Fuzz"} {
		if strings.HasPrefix(name, prefix) {
			return true
		}
	}
	return false
}

// key is where an object is declared: file and offset.
func (n *namer) key(pos token.Pos) string {
	p := n.r.fset.PositionFor(pos, false)
	return fmt.Sprintf("%s:%d", p.Filename, p.Offset)
}

// nameFor returns the new name of what key declares, choosing it the
// first time: zq<N>, or Zq<N> for an exported original.
func (n *namer) nameFor(key, original string) string {
	if name, ok := n.names[key]; ok {
		return name
	}
	n.next++
	name := fmt.Sprintf("zq%d", n.next)
	if token.IsExported(original) {
		name = fmt.Sprintf("Zq%d", n.next)
	}
	n.names[key] = name
	n.r.originals[name] = original
	return name
}

// edit records that the identifier old at pos becomes new (an insertion
// when old is empty); decl is where what it names is declared. A file
// walked twice (a package and its test variant) must get the same edits.
func (n *namer) edit(pos token.Pos, old, new string, decl token.Pos) {
	p := n.r.fset.PositionFor(pos, false)
	rel, err := n.r.relative(p.Filename)
	if err != nil {
		n.fail(err)
		return
	}
	f := n.r.files[rel]
	if f == nil {
		n.fail(fmt.Errorf("%s: not a file of the module", p.Filename))
		return
	}
	if string(f.original[p.Offset:p.Offset+len(old)]) != old {
		n.fail(fmt.Errorf("%s: %q is not at offset %d", p, old, p.Offset))
		return
	}
	for _, e := range f.edits {
		if e.offset == p.Offset {
			if e.new != new || e.old != old {
				n.fail(fmt.Errorf("%s: %s renamed both %s and %s", p, old, e.new, new))
			}
			return
		}
	}
	e := edit{offset: p.Offset, old: old, new: new, declOffset: -1}
	if decl.IsValid() {
		d := n.r.fset.PositionFor(decl, false)
		e.declFile, e.declOffset = d.Filename, d.Offset
	}
	f.edits = append(f.edits, e)
}

func (n *namer) fail(err error) {
	if n.err == nil {
		n.err = err
	}
}

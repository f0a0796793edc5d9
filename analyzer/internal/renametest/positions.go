package renametest

import (
	"fmt"
	"go/ast"
	"go/token"
	"slices"
)

// Renaming keeps every line where it was (a name never holds a newline),
// but moves columns: a position of the renamed code is mapped back through
// the edits of its line, so that findings are compared on the original's
// file, line and column.

// originalOffset returns the offset in the original text of offset in the
// renamed text: inside a new name, the start of the name it replaces.
func (f *renamedFile) originalOffset(offset int) int {
	shift := 0 // renamed minus original, before offset
	for _, e := range f.edits {
		start := e.offset + shift
		if offset < start {
			break
		}
		if offset < start+len(e.new) {
			return e.offset
		}
		shift += len(e.new) - len(e.old)
	}
	return offset - shift
}

// position is a place in the original module: file (relative to the
// module's directory), line and column, and the function declaration it is
// in.
type position struct {
	File         string
	Line, Column int
	Func         string
}

// originalPosition returns the place in the original module of offset in
// the file rel, given as an offset of the renamed text when renamed.
func (r *Renaming) originalPosition(rel string, offset int, renamed bool) (position, error) {
	f := r.files[rel]
	if f == nil {
		return position{}, fmt.Errorf("%s: not a file of the module", rel)
	}
	if renamed {
		offset = f.originalOffset(offset)
	}
	if offset < 0 || offset > f.tok.Size() {
		return position{}, fmt.Errorf("%s: offset %d out of range", rel, offset)
	}
	p := f.tok.PositionFor(f.tok.Pos(offset), false)
	return position{File: rel, Line: p.Line, Column: p.Column, Func: funcName(f.enclosingFunc(f.tok.Pos(offset)))}, nil
}

// enclosingFunc returns the function declaration holding pos, or nil.
func (f *renamedFile) enclosingFunc(pos token.Pos) *ast.FuncDecl {
	for _, d := range f.syntax.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Pos() <= pos && pos <= fd.End() {
			return fd
		}
	}
	return nil
}

// funcName names a function declaration: "Name", or "Recv.Name" for a
// method; "" for none (package level).
func funcName(fd *ast.FuncDecl) string {
	switch {
	case fd == nil:
		return ""
	case fd.Recv == nil || len(fd.Recv.List) == 0:
		return fd.Name.Name
	}
	if id := embeddedIdent(fd.Recv.List[0].Type); id != nil {
		return id.Name + "." + fd.Name.Name
	}
	return fd.Name.Name
}

// RenamedOn lists the identifiers renamed on a line of the original file
// rel, as "old→new", each once.
func (r *Renaming) RenamedOn(rel string, line int) []string {
	f := r.files[rel]
	if f == nil {
		return nil
	}
	var list []string
	for _, e := range f.edits {
		if e.old == "" || f.tok.Line(f.tok.Pos(e.offset)) != line {
			continue
		}
		if s := e.old + "→" + e.new; !slices.Contains(list, s) {
			list = append(list, s)
		}
	}
	return list
}

// UsedBy lists the identifiers renamed in the function declaration holding
// a line of the original file rel that name what is declared outside it
// (the functions, methods, types and package-level names it uses, which a
// rule keyed on names reads), as "old→new", each once.
func (r *Renaming) UsedBy(rel string, line int) []string {
	f := r.files[rel]
	if f == nil || line < 1 || line > f.tok.LineCount() {
		return nil
	}
	fd := f.enclosingFunc(f.tok.LineStart(line))
	if fd == nil {
		return nil
	}
	start, end := f.tok.Offset(fd.Pos()), f.tok.Offset(fd.End())
	inside := func(file string, offset int) bool {
		return file == f.tok.Name() && start <= offset && offset < end
	}
	var list []string
	for _, e := range f.edits {
		if e.declOffset < 0 || !inside(f.tok.Name(), e.offset) || inside(e.declFile, e.declOffset) {
			continue
		}
		if s := e.old + "→" + e.new; !slices.Contains(list, s) {
			list = append(list, s)
		}
	}
	return list
}

// Unmap returns msg with every new name it holds turned back into the
// original name.
func (r *Renaming) Unmap(msg string) string {
	return newNamePattern.ReplaceAllStringFunc(msg, func(name string) string {
		if original, ok := r.originals[name]; ok {
			return original
		}
		return name
	})
}

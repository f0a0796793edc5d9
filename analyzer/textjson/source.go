package textjson

import (
	"bytes"
	"go/ast"
	"go/token"
)

// source is the text of the file a fix edits: fixes copy expressions and
// statements verbatim and indent what they insert like the code around it.
type source struct {
	tok  *token.File
	text []byte
}

// readSource returns the text of the function's file, as the driver sees
// it; false when the driver cannot read it or it does not match the syntax
// tree (then no fix is offered).
func (fn *function) readSource() (*source, bool) {
	tok := fn.pass.Fset.File(fn.file.Pos())
	if tok == nil || fn.pass.ReadFile == nil {
		return nil, false
	}
	text, err := fn.pass.ReadFile(tok.Name())
	if err != nil || len(text) != tok.Size() {
		return nil, false
	}
	return &source{tok: tok, text: text}, true
}

func (s *source) offset(pos token.Pos) int { return s.tok.Offset(pos) }

// of returns the text of n.
func (s *source) of(n ast.Node) string {
	return string(s.text[s.offset(n.Pos()):s.offset(n.End())])
}

// lineStart returns the offset of the start of pos's line.
func (s *source) lineStart(pos token.Pos) int {
	return s.offset(s.tok.LineStart(s.tok.Line(pos)))
}

// indent returns the white space before n on its line; false when
// something else precedes n there.
func (s *source) indent(n ast.Node) (string, bool) {
	prefix := s.text[s.lineStart(n.Pos()):s.offset(n.Pos())]
	if len(bytes.TrimLeft(prefix, " \t")) != 0 {
		return "", false
	}
	return string(prefix), true
}

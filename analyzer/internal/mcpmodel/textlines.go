package mcpmodel

import (
	"go/ast"
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// Text read a piece at a time: a client that gets NDJSON (one JSON
// document a line) in a result's text reads it with a bufio.Scanner or a
// bufio.Reader over the text, or splits the text on "\n", and decodes each
// line. Each line is still the result's text (KindText), so decoding it
// reads the same channel as decoding the whole text would.
//
// The knowledge layer names the functions by qualified name: the bufio
// wrappers of a reader (knowledge.IsReaderWrapper), the reads of a line or
// of the rest (knowledge.IsReaderRead) and the splits
// (knowledge.IsTextSplit). A split gives KindTextPieces, whose elements
// (indexed, ranged, or yielded by an iterator) are texts.

// pieceResults returns the sources of a call to fn that reads or splits a
// text, or nil when fn is none of those or what it reads is no text.
func (f *Flow) pieceResults(call *ast.CallExpr, fn *types.Func, n int) []Source {
	var src Source
	switch {
	case knowledge.IsReaderWrapper(fn):
		if a := f.argSource(call, 0); a.Kind == KindTextReader {
			src = a // bufio.NewScanner(strings.NewReader(text))
		}
	case knowledge.IsReaderRead(fn):
		if r := f.readerOf(call, fn); r.Kind == KindTextReader {
			src = r.as(KindText) // sc.Bytes(), r.ReadString('\n'), io.ReadAll(r)
			// a method reads a line or a token; io.ReadAll reads the rest
			src.Piece = src.Piece || isMethodFunc(fn)
		}
	case knowledge.IsTextSplit(fn):
		if a := f.argSource(call, 0); a.Kind == KindText {
			src = a.as(KindTextPieces) // strings.Split(text, "\n")
			src.Piece = true
		}
	}
	if src.Kind == KindNone {
		return nil
	}
	srcs := make([]Source, n)
	srcs[0] = src
	return srcs
}

// argSource is the source of call's i-th argument, or the zero Source.
func (f *Flow) argSource(call *ast.CallExpr, i int) Source {
	if i < len(call.Args) {
		return f.Source(call.Args[i])
	}
	return Source{}
}

// readerOf is the source of the reader a read call reads: the receiver of
// a method, the first argument of a function.
func (f *Flow) readerOf(call *ast.CallExpr, fn *types.Func) Source {
	if !isMethodFunc(fn) {
		return f.argSource(call, 0)
	}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		return f.Source(sel.X)
	}
	return Source{}
}

func isMethodFunc(fn *types.Func) bool { return fn.Type().(*types.Signature).Recv() != nil }

// rangePieces records the loop variable that ranges over the pieces of a
// text: the value of a slice (for _, line := range strings.Split(…)), the
// key of an iterator (for line := range strings.Lines(…)).
func (f *Flow) rangePieces(rs *ast.RangeStmt) bool {
	src := f.Source(rs.X)
	if src.Kind != KindTextPieces {
		return false
	}
	switch types.Unalias(f.m.info.TypeOf(rs.X)).Underlying().(type) {
	case *types.Slice:
		if rs.Value != nil {
			return f.set(rs.Value, src, KindText)
		}
	case *types.Signature:
		if rs.Key != nil {
			return f.set(rs.Key, src, KindText)
		}
	}
	return false
}

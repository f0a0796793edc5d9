package emptyresult

import (
	"go/ast"
	"go/token"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// A client that writes the texts of all of a received result's blocks into
// a strings.Builder or bytes.Buffer (or joins, concatenates or formats
// them) and hands the text on as the tool's output holds the answer itself
// in that text: testing it for emptiness (b.Len() == 0, joined == "") and
// failing turns an empty answer into an error (issue 10, class 1). When
// the text is decoded after the test, the test is a presence guard before
// the decode, as for one block's text, and the decoded value is the answer
// (resultdata.go). One block's text (tc.Text == "") stays a presence guard
// either way: both SDKs' constructors always send a text block.

// joinedTextAnswer reports whether x, tested for emptiness by stmt, is text
// built from the blocks of a received result that is not decoded after the
// test, outside any isError scope.
func (fc *funcCheck) joinedTextAnswer(stmt *ast.IfStmt, x ast.Expr) bool {
	if fc.errorScopes().Anywhere(stmt.Pos()) {
		return false
	}
	src := fc.funcFlow().Source(x)
	if !src.Known() || src.Local || !fc.builtFromBlocks(x, src) {
		return false
	}
	return !fc.textDecodedAfter(stmt.End())
}

// builtFromBlocks reports whether x, of source src, is a strings.Builder or
// bytes.Buffer holding texts, a text joined from texts, or a variable
// assigned one.
func (fc *funcCheck) builtFromBlocks(x ast.Expr, src mcpmodel.Source) bool {
	if src.Kind == mcpmodel.KindTextParts || src.Kind == mcpmodel.KindTextReader {
		return mcpmodel.IsTextCollector(fc.m.Info().TypeOf(x))
	}
	if src.Kind != mcpmodel.KindText {
		return false
	}
	if fc.flow.IsJoinedText(x) {
		return true
	}
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return false
	}
	obj := fc.m.Info().ObjectOf(id)
	joined := false
	fc.m.Inspect(fc.decl.Body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && !joined && len(as.Lhs) == len(as.Rhs) {
			for i, l := range as.Lhs {
				if fc.m.Info().ObjectOf(identOrNil(l)) != obj {
					continue
				}
				r := as.Rhs[i]
				joined = as.Tok == token.ADD_ASSIGN && fc.flow.Source(r).IsText() ||
					fc.flow.IsJoinedText(r)
			}
		}
		return !joined
	})
	return joined
}

// textDecodedAfter reports whether the function decodes a result's text
// after pos: the test before it was a presence guard.
func (fc *funcCheck) textDecodedAfter(pos token.Pos) bool {
	found := false
	fc.m.Inspect(fc.decl.Body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && !found && call.Pos() >= pos {
			if dec, ok := fc.m.JSONDecode(call); ok && fc.flow.Source(dec.Input).IsText() {
				found = true
			}
		}
		return !found
	})
	return found
}

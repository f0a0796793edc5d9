package driver

import (
	"bytes"
	"go/token"
	"os"
)

// sources reads the files findings are in, once each, to print lines of
// context and to turn byte offsets into lines and columns and back. A file
// that cannot be read is empty.
type sources map[string][]byte

func (s sources) content(filename string) []byte {
	data, ok := s[filename]
	if !ok {
		data, _ = os.ReadFile(filename)
		s[filename] = data
	}
	return data
}

// position returns the position of the byte offset in filename.
func (s sources) position(filename string, offset int) token.Position {
	src := s.content(filename)
	offset = min(max(offset, 0), len(src))
	lineStart := bytes.LastIndexByte(src[:offset], '\n') + 1
	return token.Position{
		Filename: filename,
		Offset:   offset,
		Line:     bytes.Count(src[:offset], []byte("\n")) + 1,
		Column:   offset - lineStart + 1,
	}
}

// withOffset returns posn with its byte offset computed from its line and
// column (go vet's JSON gives positions as file:line:column only). Where
// the file has no such line, the offset stays unknown (0).
func (s sources) withOffset(posn token.Position) token.Position {
	src := s.content(posn.Filename)
	offset := 0
	for line := 1; line < posn.Line; line++ {
		nl := bytes.IndexByte(src[offset:], '\n')
		if nl < 0 {
			return posn
		}
		offset += nl + 1
	}
	if posn.Line >= 1 && posn.Column >= 1 && offset+posn.Column-1 <= len(src) {
		posn.Offset = offset + posn.Column - 1
	}
	return posn
}

// lines returns the lines of filename.
func (s sources) lines(filename string) [][]byte {
	return bytes.Split(s.content(filename), []byte("\n"))
}

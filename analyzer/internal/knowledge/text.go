package knowledge

import "go/types"

// textTransforms return (part of) their first argument's text: the text a
// tool sent, trimmed, is still that text.
var textTransforms = map[string]bool{
	"strings.TrimSpace": true, "strings.Trim": true, "strings.TrimPrefix": true,
	"strings.TrimSuffix": true, "strings.TrimLeft": true, "strings.TrimRight": true,
	"bytes.TrimSpace": true, "bytes.Trim": true, "bytes.TrimPrefix": true,
	"bytes.TrimSuffix": true, "bytes.TrimLeft": true, "bytes.TrimRight": true,
}

// caseMappings return their first argument's text in another case: still
// the same wording for a matcher, no longer the text a decoder would read.
var caseMappings = map[string]bool{
	"strings.ToLower": true, "strings.ToUpper": true, "bytes.ToLower": true, "bytes.ToUpper": true,
}

// textReaders return an io.Reader over their first argument.
var textReaders = map[string]bool{
	"strings.NewReader": true, "bytes.NewReader": true,
	"bytes.NewBufferString": true, "bytes.NewBuffer": true,
}

// readerWrappers return a reader (or a scanner) over the reader they are
// given first: a text read a line at a time (NDJSON) through bufio is
// still read from that text.
var readerWrappers = map[string]bool{
	"bufio.NewReader": true, "bufio.NewReaderSize": true, "bufio.NewScanner": true,
}

// readerReads return, as their first result, text read from a reader: the
// receiver for bufio's Scanner and Reader methods (a line, a token, up to
// a delimiter), the first argument for io.ReadAll. Keys are
// types.Func.FullName.
var readerReads = map[string]bool{
	"(*bufio.Scanner).Bytes": true, "(*bufio.Scanner).Text": true,
	"(*bufio.Reader).ReadString": true, "(*bufio.Reader).ReadBytes": true,
	"(*bufio.Reader).ReadLine": true, "(*bufio.Reader).ReadSlice": true,
	"io.ReadAll": true,
}

// textSplits return the pieces of their first argument's text: a slice of
// them, or an iterator over them (strings.Lines, strings.SplitSeq). Each
// piece is still part of the text a tool sent.
var textSplits = map[string]bool{
	"strings.Split": true, "strings.SplitN": true, "strings.SplitAfter": true,
	"strings.SplitAfterN": true, "strings.Fields": true, "strings.FieldsFunc": true,
	"strings.Lines": true, "strings.SplitSeq": true, "strings.SplitAfterSeq": true,
	"strings.FieldsSeq": true, "strings.FieldsFuncSeq": true,
	"bytes.Split": true, "bytes.SplitN": true, "bytes.SplitAfter": true,
	"bytes.SplitAfterN": true, "bytes.Fields": true, "bytes.FieldsFunc": true,
	"bytes.Lines": true, "bytes.SplitSeq": true, "bytes.SplitAfterSeq": true,
	"bytes.FieldsSeq": true, "bytes.FieldsFuncSeq": true,
}

// IsTextTransform reports whether fn returns part of its first argument's
// text (strings.TrimSpace and the like).
func IsTextTransform(fn *types.Func) bool { return !isMethod(fn) && textTransforms[qualified(fn)] }

// IsCaseMapping reports whether fn returns its first argument in another
// case (strings.ToLower and the like).
func IsCaseMapping(fn *types.Func) bool { return !isMethod(fn) && caseMappings[qualified(fn)] }

// IsTextReader reports whether fn returns a reader over its first argument
// (strings.NewReader, bytes.NewBuffer and the like).
func IsTextReader(fn *types.Func) bool { return !isMethod(fn) && textReaders[qualified(fn)] }

// IsReaderWrapper reports whether fn returns a reader or a scanner over
// its first argument, itself a reader (bufio.NewReader, bufio.NewScanner).
// The package path is asked first: FullName builds a string, and the flow
// asks about every call it meets.
func IsReaderWrapper(fn *types.Func) bool {
	return pkgPath(fn) == "bufio" && readerWrappers[fn.FullName()]
}

// IsReaderRead reports whether fn's first result is text read from a
// reader: its receiver when fn is a method ((*bufio.Scanner).Bytes,
// (*bufio.Reader).ReadString), its first argument otherwise (io.ReadAll).
func IsReaderRead(fn *types.Func) bool {
	path := pkgPath(fn)
	return (path == "bufio" || path == "io") && readerReads[fn.FullName()]
}

// IsTextSplit reports whether fn returns the pieces of its first
// argument's text, as a slice or an iterator (strings.Split, strings.Lines).
func IsTextSplit(fn *types.Func) bool {
	path := pkgPath(fn)
	return (path == "strings" || path == "bytes") && !isMethod(fn) && textSplits[qualified(fn)]
}

// qualified returns "pkgpath.Name" for a function.
func qualified(fn *types.Func) string { return pkgPath(fn) + "." + fn.Name() }

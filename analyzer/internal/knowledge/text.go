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

// textReaders return an io.Reader over their first argument.
var textReaders = map[string]bool{
	"strings.NewReader": true, "bytes.NewReader": true,
	"bytes.NewBufferString": true, "bytes.NewBuffer": true,
}

// IsTextTransform reports whether fn returns part of its first argument's
// text (strings.TrimSpace and the like).
func IsTextTransform(fn *types.Func) bool { return !isMethod(fn) && textTransforms[qualified(fn)] }

// IsTextReader reports whether fn returns a reader over its first argument
// (strings.NewReader, bytes.NewBuffer and the like).
func IsTextReader(fn *types.Func) bool { return !isMethod(fn) && textReaders[qualified(fn)] }

// qualified returns "pkgpath.Name" for a function.
func qualified(fn *types.Func) string { return pkgPath(fn) + "." + fn.Name() }

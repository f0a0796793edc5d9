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

// IsTextTransform reports whether fn returns part of its first argument's
// text (strings.TrimSpace and the like).
func IsTextTransform(fn *types.Func) bool { return !isMethod(fn) && textTransforms[qualified(fn)] }

// IsCaseMapping reports whether fn returns its first argument in another
// case (strings.ToLower and the like).
func IsCaseMapping(fn *types.Func) bool { return !isMethod(fn) && caseMappings[qualified(fn)] }

// IsTextReader reports whether fn returns a reader over its first argument
// (strings.NewReader, bytes.NewBuffer and the like).
func IsTextReader(fn *types.Func) bool { return !isMethod(fn) && textReaders[qualified(fn)] }

// qualified returns "pkgpath.Name" for a function.
func qualified(fn *types.Func) string { return pkgPath(fn) + "." + fn.Name() }

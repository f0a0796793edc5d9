package knowledge

import (
	"go/types"
	"strings"
)

// TrimVendor returns a package path without its vendor/ prefix, so that a
// vendored copy of a library is known by the library's own path.
func TrimVendor(path string) string {
	if !strings.Contains(path, "vendor/") {
		return path // most paths: a forward search is much cheaper than LastIndex's
	}
	if i := strings.LastIndex(path, "/vendor/"); i >= 0 {
		return path[i+len("/vendor/"):]
	}
	return strings.TrimPrefix(path, "vendor/")
}

// IsStandardLibrary reports whether path is a standard-library package
// (its first element has no dot).
func IsStandardLibrary(path string) bool {
	first, _, _ := strings.Cut(TrimVendor(path), "/")
	return !strings.Contains(first, ".")
}

// pkgPath returns fn's package path, vendor prefix trimmed; "" for builtins.
func pkgPath(fn *types.Func) string {
	if fn == nil || fn.Pkg() == nil {
		return ""
	}
	return TrimVendor(fn.Pkg().Path())
}

// isMethod reports whether fn has a receiver.
func isMethod(fn *types.Func) bool {
	return fn.Type().(*types.Signature).Recv() != nil
}

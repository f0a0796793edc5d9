//go:build ignore

// This file is never built: if it were, the package would not type-check.
package buildtags

var broken int = "not an int"

//go:build ignore

// This file is never built: it does not even parse as Go.
package buildtags

func broken( {

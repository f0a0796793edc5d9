// Package library: a package without MCP whose functions a handler calls
// with request data alone; no facts are computed for it.
package library

import (
	"errors"
	"strings"
)

type Format string

// ParseFormat parses a format argument.
func ParseFormat(s string) (Format, error) {
	switch f := Format(strings.ToLower(s)); f {
	case "", "concise":
		return "concise", nil
	case "complete":
		return f, nil
	}
	return "", errors.New("unknown format")
}

// Index is a search index: a handle with methods.
type Index struct{ docs map[string][]string }

func (i *Index) Search(q string, limit int) []string { return i.docs[q] }

var indexes = map[Format]*Index{}

// GetIndex returns the embedded index of a format: a handle, not data
// derived from the format.
func GetIndex(f Format) *Index { return indexes[f] }

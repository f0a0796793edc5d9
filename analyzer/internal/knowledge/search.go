package knowledge

import "go/types"

// Search describes a function that looks for a needle in a text: deciding
// on its answer with a constant needle decides on the text's wording.
type Search struct {
	// Haystack is the index of the argument searched in.
	Haystack int
	// Needle is the index of the argument searched for, or -1 when the
	// needle is the receiver (a compiled *regexp.Regexp).
	Needle int
	// Symmetric is set when either argument may be the needle
	// (strings.EqualFold(a, b)).
	Symmetric bool
}

var needleSecond = Search{Haystack: 0, Needle: 1}

// searchFuncs are the package-level search functions, by qualified name.
var searchFuncs = map[string]Search{
	"strings.Contains": needleSecond, "strings.ContainsAny": needleSecond,
	"strings.ContainsRune": needleSecond, "strings.HasPrefix": needleSecond,
	"strings.HasSuffix": needleSecond, "strings.Index": needleSecond,
	"strings.IndexAny": needleSecond, "strings.LastIndex": needleSecond,
	"strings.Count":     needleSecond,
	"strings.EqualFold": {Haystack: 0, Needle: 1, Symmetric: true},
	"strings.Compare":   {Haystack: 0, Needle: 1, Symmetric: true},
	"bytes.Contains":    needleSecond, "bytes.ContainsAny": needleSecond,
	"bytes.ContainsRune": needleSecond, "bytes.HasPrefix": needleSecond,
	"bytes.HasSuffix": needleSecond, "bytes.Index": needleSecond,
	"bytes.IndexAny": needleSecond, "bytes.LastIndex": needleSecond,
	"bytes.Count":        needleSecond,
	"bytes.EqualFold":    {Haystack: 0, Needle: 1, Symmetric: true},
	"bytes.Compare":      {Haystack: 0, Needle: 1, Symmetric: true},
	"regexp.MatchString": {Haystack: 1, Needle: 0},
	"regexp.Match":       {Haystack: 1, Needle: 0},
}

// regexpMethods are the (*regexp.Regexp) methods that search their first
// argument for the compiled pattern.
var regexpMethods = map[string]bool{
	"MatchString": true, "Match": true, "FindString": true,
	"FindStringIndex": true, "FindStringSubmatch": true, "FindIndex": true,
}

// SearchOf says whether fn searches a text for a needle, and how.
func SearchOf(fn *types.Func) (Search, bool) {
	if fn == nil || fn.Pkg() == nil {
		return Search{}, false
	}
	if isMethod(fn) {
		if pkgPath(fn) == "regexp" && regexpMethods[fn.Name()] {
			return Search{Haystack: 0, Needle: -1}, true
		}
		return Search{}, false
	}
	s, ok := searchFuncs[qualified(fn)]
	return s, ok
}

// Package lib: helpers of a package with MCP that a handler of another
// package calls with request data alone.
package lib

import (
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

type Doc struct{ URI, Title string }

var index = map[string][]Doc{}

// SearchDocs searches the package's index: its answer is data, not the
// caller's input (a fact says so).
func SearchDocs(query string, limit int) ([]Doc, error) { // want SearchDocs:"mcpfetches"
	docs := index[strings.ToLower(query)]
	if len(docs) > limit {
		docs = docs[:limit]
	}
	return docs, nil
}

// ParseTerms splits a query: computed from its input alone (no fact).
func ParseTerms(query string) []string {
	var terms []string
	for _, t := range strings.Fields(query) {
		terms = append(terms, strings.ToLower(t))
	}
	return terms
}

// Text is a success wrapper of the package.
func Text(s string) *mcp.CallToolResult { // want Text:`mcpsuccessresult\(params \[0\]\)`
	return mcp.NewToolResultText(s)
}

// Package lib: the server's own argument parsers, in another package
// than its handlers, reached through facts; one of them fetches.
package lib

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

// Text is the package's success wrapper: the package uses MCP, so its
// functions are summarised.
func Text(s string) *mcp.CallToolResult { // want Text:`mcpsuccessresult\(params \[0\]\)`
	return mcp.NewToolResultText(s)
}

// ParseIDs parses a list argument, two calls deep: computed from its
// input alone.
func ParseIDs(v any) ([]int, error) {
	parts, err := splitList(v)
	if err != nil {
		return nil, err
	}
	return toInts(parts)
}

func splitList(v any) ([]string, error) {
	switch t := v.(type) {
	case string:
		return strings.Split(t, ","), nil
	case []any:
		out := make([]string, 0, len(t))
		for _, x := range t {
			out = append(out, fmt.Sprint(x))
		}
		return out, nil
	}
	return nil, fmt.Errorf("want a list, got %T", v)
}

func toInts(parts []string) ([]int, error) {
	ids := make([]int, 0, len(parts))
	for _, p := range parts {
		n, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil {
			return nil, err
		}
		ids = append(ids, n)
	}
	return ids, nil
}

type Ticket struct {
	ID    int
	Title string
}

var tickets = map[int]Ticket{}

// Tickets looks the ids up in the package's store: data, not the
// request (a fact says so).
func Tickets(ids []int) ([]Ticket, error) { // want Tickets:"mcpfetches"
	var out []Ticket
	for _, id := range ids {
		if t, ok := tickets[id]; ok {
			out = append(out, t)
		}
	}
	return out, nil
}

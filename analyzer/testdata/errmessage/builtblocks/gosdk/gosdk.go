// Package gosdk: the text of a go-sdk isError result, built from its blocks,
// then matched.
package gosdk

import (
	"errors"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Positives.

func builder(res *mcp.CallToolResult) error {
	if !res.IsError {
		return nil
	}
	var sb strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			sb.WriteString(tc.Text)
		}
	}
	if strings.Contains(sb.String(), "rate limit") { // no code in reach: the isError text is all the refusal says (silent)
		return errors.New("slow down")
	}
	return fmt.Errorf("tool failed: %s", sb.String())
}

func formatted(res *mcp.CallToolResult) bool {
	if res.IsError {
		msg := fmt.Sprintf("tool error: %s", res.Content[0].(*mcp.TextContent).Text)
		if strings.HasSuffix(msg, "try again") { // no code in reach: the isError text is all the refusal says (silent)
			return true
		}
	}
	return false
}

// Negatives: the built text of an isError result shown, not matched; the
// built text of a success matched.

func shown(res *mcp.CallToolResult) error {
	if res.IsError {
		var sb strings.Builder
		for _, c := range res.Content {
			if tc, ok := c.(*mcp.TextContent); ok {
				sb.WriteString(tc.Text)
			}
		}
		return fmt.Errorf("tool failed: %s", sb.String())
	}
	return nil
}

func success(res *mcp.CallToolResult) bool {
	if res.IsError {
		return false
	}
	var sb strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			sb.WriteString(tc.Text)
		}
	}
	return strings.Contains(sb.String(), "no matches")
}

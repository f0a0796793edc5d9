// Package mcpgo: the text of an mcp-go isError result, built from its
// blocks, then matched.
package mcpgo

import (
	"errors"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

// Positives.

func joined(res *mcp.CallToolResult) error {
	if res.IsError {
		var parts []string
		for _, c := range res.Content {
			parts = append(parts, mcp.GetTextFromContent(c))
		}
		text := strings.Join(parts, "\n")
		if text == "unauthorized" { // no code in reach: the isError text is all the refusal says (silent)
			return errors.New("log in")
		}
		return errors.New(text)
	}
	return nil
}

func concatenated(res *mcp.CallToolResult) error {
	if !res.IsError {
		return nil
	}
	text := ""
	for _, c := range res.Content {
		text += mcp.GetTextFromContent(c)
	}
	switch text { // no code in reach: the isError text is all the refusal says (silent)
	case "not found":
		return nil
	}
	return errors.New(text)
}

// Negative: the joined texts wrapped into an error.
func wrapped(res *mcp.CallToolResult) error {
	if !res.IsError {
		return nil
	}
	var parts []string
	for _, c := range res.Content {
		parts = append(parts, mcp.GetTextFromContent(c))
	}
	return errors.New(strings.Join(parts, "; "))
}

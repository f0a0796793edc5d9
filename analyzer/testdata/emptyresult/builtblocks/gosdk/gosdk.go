// Package gosdk: emptiness tests on text built from a go-sdk result's blocks.
package gosdk

import (
	"encoding/json"
	"errors"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type item struct{ ID string }

func textOf(res *mcp.CallToolResult) string {
	var sb strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			sb.WriteString(tc.Text)
		}
	}
	return sb.String()
}

// Positive: the answer decoded from the built text, tested for emptiness.
func decodedEmpty(res *mcp.CallToolResult) ([]item, error) {
	var items []item
	if err := json.Unmarshal([]byte(textOf(res)), &items); err != nil {
		return nil, err
	}
	if len(items) == 0 { // want `empty tool result treated as an error; an empty answer is a success`
		return nil, errors.New("no items")
	}
	return items, nil
}

// Positive: the text of all the blocks, handed on undecoded as the tool's
// output, is the answer itself: a tool that succeeds with no text (a
// command with no output) becomes an error (issue 10, class 1).
func builtTextEmpty(res *mcp.CallToolResult) (string, error) {
	if res.IsError {
		return "", errors.New("tool failed")
	}
	var sb strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			sb.WriteString(tc.Text)
		}
	}
	if sb.Len() == 0 { // want `empty tool result treated as an error; an empty answer is a success`
		return "", errors.New("no text content in tool response")
	}
	return sb.String(), nil
}

// Positive: the same through the builder's text, trimmed.
func builtStringEmpty(res *mcp.CallToolResult) (map[string]any, error) {
	var sb strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			sb.WriteString(tc.Text)
		}
	}
	out := sb.String()
	if strings.TrimSpace(out) == "" { // want `empty tool result treated as an error`
		return nil, errors.New("empty output")
	}
	return map[string]any{"output": out}, nil
}

// Negative: the built text is decoded after the test, which is a presence
// guard before the decode; the decoded value is the answer.
func builtThenDecoded(res *mcp.CallToolResult) ([]item, error) {
	var sb strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			sb.WriteString(tc.Text)
		}
	}
	if sb.Len() == 0 {
		return nil, errors.New("empty reply")
	}
	var items []item
	if err := json.Unmarshal([]byte(sb.String()), &items); err != nil {
		return nil, err
	}
	return items, nil
}

// Negative: one block's text tested before it is handed on is a presence
// guard (both SDKs always send a text block).
func oneBlockEmpty(res *mcp.CallToolResult) (string, error) {
	tc, ok := res.Content[0].(*mcp.TextContent)
	if !ok || tc.Text == "" {
		return "", errors.New("no text")
	}
	return tc.Text, nil
}

// Negative: no content at all is a malformed reply.
func noContent(res *mcp.CallToolResult) (string, error) {
	if len(res.Content) == 0 {
		return "", errors.New("no content")
	}
	return textOf(res), nil
}

// Negative: an empty text answers an empty success.
func builtEmptySuccess(res *mcp.CallToolResult) (string, error) {
	var sb strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			sb.WriteString(tc.Text)
		}
	}
	if sb.Len() == 0 {
		return "(no output)", nil
	}
	return sb.String(), nil
}

// Negative: inside the isError branch the text is the refusal's message.
func refusalDetails(res *mcp.CallToolResult) error {
	if res.IsError {
		var details strings.Builder
		for _, c := range res.Content {
			if tc, ok := c.(*mcp.TextContent); ok {
				details.WriteString(tc.Text)
			}
		}
		if details.Len() == 0 {
			return errors.New("tool failed")
		}
		return errors.New(details.String())
	}
	return nil
}

// Negative: a builder of the code's own texts, not a result's.
func ownText(names []string) (string, error) {
	var sb strings.Builder
	for _, n := range names {
		sb.WriteString(n)
	}
	if sb.Len() == 0 {
		return "", errors.New("no names")
	}
	return sb.String(), nil
}

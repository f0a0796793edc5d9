// Package mcpgo: emptiness tests on text built from an mcp-go result's blocks.
package mcpgo

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

// Positive: the answer decoded from the joined texts, tested for emptiness.
func decodedEmpty(res *mcp.CallToolResult) (map[string]any, error) {
	var parts []string
	for _, c := range res.Content {
		parts = append(parts, mcp.GetTextFromContent(c))
	}
	var rows map[string]any
	_ = json.Unmarshal([]byte(strings.Join(parts, "")), &rows)
	if rows == nil { // want `empty tool result treated as an error`
		return nil, errors.New("no rows")
	}
	return rows, nil
}

// Positive: the joined texts, handed on undecoded as the tool's output,
// are the answer itself (issue 10, class 1).
func joinedEmpty(res *mcp.CallToolResult) (string, error) {
	var parts []string
	for _, c := range res.Content {
		parts = append(parts, mcp.GetTextFromContent(c))
	}
	joined := strings.Join(parts, "\n")
	if joined == "" { // want `empty tool result treated as an error; an empty answer is a success`
		return "", errors.New("empty reply")
	}
	return joined, nil
}

// Positive: texts concatenated with +=, tested by length.
func concatenatedEmpty(res *mcp.CallToolResult) (string, error) {
	all := ""
	for _, c := range res.Content {
		if tc, ok := c.(mcp.TextContent); ok {
			all += tc.Text
		}
	}
	if len(all) == 0 { // want `empty tool result treated as an error`
		return "", errors.New("no output")
	}
	return all, nil
}

// Positive: a bytes.Buffer written with fmt.Fprint.
func bufferEmpty(res *mcp.CallToolResult) (string, error) {
	var buf bytes.Buffer
	for _, c := range res.Content {
		if tc, ok := mcp.AsTextContent(c); ok {
			fmt.Fprint(&buf, tc.Text)
		}
	}
	if buf.Len() < 1 { // want `empty tool result treated as an error`
		return "", errors.New("no output")
	}
	return buf.String(), nil
}

// Negative: the joined text is decoded after the test (a presence guard).
func joinedThenDecoded(res *mcp.CallToolResult) (map[string]any, error) {
	var parts []string
	for _, c := range res.Content {
		parts = append(parts, mcp.GetTextFromContent(c))
	}
	joined := strings.Join(parts, "")
	if joined == "" {
		return nil, errors.New("empty reply")
	}
	var v map[string]any
	if err := json.Unmarshal([]byte(joined), &v); err != nil {
		return nil, err
	}
	return v, nil
}

// Negative: one block's text, and the collected parts counted (no text
// block at all), are presence guards.
func oneBlockEmpty(res *mcp.CallToolResult) (string, error) {
	text := mcp.GetTextFromContent(res.Content[0])
	if text == "" {
		return "", errors.New("no text")
	}
	var parts []string
	for _, c := range res.Content {
		parts = append(parts, mcp.GetTextFromContent(c))
	}
	if len(parts) == 0 {
		return "", errors.New("no text blocks")
	}
	return text, nil
}

// Negative: an empty joined text answers an empty success.
func joinedEmptySuccess(res *mcp.CallToolResult) (string, error) {
	var parts []string
	for _, c := range res.Content {
		parts = append(parts, mcp.GetTextFromContent(c))
	}
	joined := strings.Join(parts, "\n")
	if joined == "" {
		return "", nil
	}
	return joined, nil
}

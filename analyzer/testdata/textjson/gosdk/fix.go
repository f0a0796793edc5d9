package gosdk

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The fixes decode StructuredContent, marshalled, when the server sent it,
// and the text as before otherwise; they handle the marshal's error as the
// decode's statement handles the decode's.

func fixInline(res *mcp.CallToolResult) (w weather, err error) {
	err = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w) // want `decoding tool result text as JSON`
	return w, err
}

func fixDecoder(res *mcp.CallToolResult) (w weather, err error) {
	err = json.NewDecoder(strings.NewReader(res.Content[0].(*mcp.TextContent).Text)).Decode(&w) // want `decoding tool result text as JSON`
	_ = strings.ToUpper("keeps the strings import in use")
	return w, err
}

func fixLocalStillUsed(res *mcp.CallToolResult) (w weather, text string) {
	text = res.Content[0].(*mcp.TextContent).Text
	if err := json.Unmarshal([]byte(text), &w); err != nil { // want `decoding tool result text as JSON`
		return w, text
	}
	return w, ""
}

// The README's shape: the local holding the text goes with the decode, and
// err, in scope, is reused.
func fixReadme(ctx context.Context, s *mcp.ClientSession, city string) (weather, error) {
	var w weather
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "forecast", Arguments: map[string]any{"city": city}})
	if err != nil {
		return w, err
	}
	text := res.Content[0].(*mcp.TextContent).Text
	if err := json.Unmarshal([]byte(text), &w); err != nil { // want `decoding tool result text as JSON`
		return w, fmt.Errorf("decoding forecast for %s: %w", city, err)
	}
	return w, nil
}

func fixReturned(res *mcp.CallToolResult) (weather, error) {
	var w weather
	text := res.Content[0].(*mcp.TextContent).Text
	return w, json.Unmarshal([]byte(text), &w) // want `decoding tool result text as JSON`
}

func fixDefined(res *mcp.CallToolResult) (w weather) {
	tc := res.Content[0].(*mcp.TextContent)
	err := json.Unmarshal([]byte(tc.Text), &w) // want `decoding tool result text as JSON`
	if err != nil {
		log.Print(err)
	}
	return w
}

// A name the function already uses is not taken: b is, so data is.
func fixNameTaken(res *mcp.CallToolResult, b []byte) (w weather) {
	if err := json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w); err != nil { // want `decoding tool result text as JSON`
		panic(err)
	}
	_ = b
	return w
}

// Two fixes in one function take two names: applied together, they compile.
func fixTwice(first, second *mcp.CallToolResult) (a, b weather) {
	_ = json.Unmarshal([]byte(first.Content[0].(*mcp.TextContent).Text), &a)  // want `decoding tool result text as JSON`
	_ = json.Unmarshal([]byte(second.Content[0].(*mcp.TextContent).Text), &b) // want `decoding tool result text as JSON`
	return a, b
}

// In a case clause, and in a function literal returning an error.
func fixNested(res *mcp.CallToolResult, kind string) (w weather, err error) {
	switch kind {
	case "json":
		text := res.Content[0].(*mcp.TextContent).Text
		_ = json.Unmarshal([]byte(text), &w) // want `decoding tool result text as JSON`
	}
	decode := func() error {
		return json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w) // want `decoding tool result text as JSON`
	}
	return w, decode()
}

// Where the statement shows no one statement to copy for the marshal's
// error, the bytes stay empty on a marshal failure and the decode reports
// it through the statement's own error handling.

func fixHandlerGoesOn(res *mcp.CallToolResult) (w weather) {
	if err := json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w); err != nil { // want `decoding tool result text as JSON`
		log.Print(err)
	}
	return w
}

func fixElse(res *mcp.CallToolResult) (w weather, ok bool) {
	if err := json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w); err != nil { // want `decoding tool result text as JSON`
		return w, false
	} else {
		ok = true
	}
	return w, ok
}

func fixInExpression(res *mcp.CallToolResult) (w weather) {
	if json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w) != nil { // want `decoding tool result text as JSON`
		return weather{}
	}
	return w
}

// Two decodes of one text: the text read stays, so both fixes apply.
func fixTextDecodedTwice(res *mcp.CallToolResult) (w weather, m map[string]any) {
	text := res.Content[0].(*mcp.TextContent).Text
	_ = json.Unmarshal([]byte(text), &w) // want `decoding tool result text as JSON`
	_ = json.Unmarshal([]byte(text), &m) // want `decoding tool result text as JSON`
	return w, m
}

// A local assigned apart from its declaration: it stays as it is.
func fixAssignedLocal(res *mcp.CallToolResult) (w weather) {
	var text string
	text = res.Content[0].(*mcp.TextContent).Text
	_ = json.Unmarshal([]byte(text), &w) // want `decoding tool result text as JSON`
	return w
}

// A later err in the same block means the outer one: the marshal's err is
// declared in a block of its own, so the later one is unchanged.
func fixShadowedErr(res *mcp.CallToolResult) (w weather, err error) {
	{
		if err := json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w); err != nil { // want `decoding tool result text as JSON`
			return w, err
		}
		err = fmt.Errorf("done")
	}
	return w, err
}

package gosdk

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The fixes marshal StructuredContent before the decode's statement and
// handle the marshal's error as that statement handles the decode's.

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

// No fix where the error handling is not clear from the statement, or a
// removal would not be simple.

func noFixHandlerGoesOn(res *mcp.CallToolResult) (w weather) {
	if err := json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w); err != nil { // want `decoding tool result text as JSON`
		log.Print(err)
	}
	return w
}

func noFixElse(res *mcp.CallToolResult) (w weather, ok bool) {
	if err := json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w); err != nil { // want `decoding tool result text as JSON`
		return w, false
	} else {
		ok = true
	}
	return w, ok
}

func noFixInExpression(res *mcp.CallToolResult) (w weather) {
	if json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w) != nil { // want `decoding tool result text as JSON`
		return weather{}
	}
	return w
}

// Each fix alone would leave text used by the other decode; both together
// would not.
func noFixTextDecodedTwice(res *mcp.CallToolResult) (w weather, m map[string]any) {
	text := res.Content[0].(*mcp.TextContent).Text
	_ = json.Unmarshal([]byte(text), &w) // want `decoding tool result text as JSON`
	_ = json.Unmarshal([]byte(text), &m) // want `decoding tool result text as JSON`
	return w, m
}

// text would be assigned and never read.
func noFixAssignedLocal(res *mcp.CallToolResult) (w weather) {
	var text string
	text = res.Content[0].(*mcp.TextContent).Text
	_ = json.Unmarshal([]byte(text), &w) // want `decoding tool result text as JSON`
	return w
}

// A later err in the same block means the outer one: a new err before the
// decode would change which one it assigns.
func noFixShadowedErr(res *mcp.CallToolResult) (w weather, err error) {
	{
		if err := json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w); err != nil { // want `decoding tool result text as JSON`
			return w, err
		}
		err = fmt.Errorf("done")
	}
	return w, err
}

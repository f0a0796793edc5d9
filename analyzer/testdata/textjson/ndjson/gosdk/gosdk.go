// Package gosdk decodes each line of a received result's text as JSON
// (NDJSON): the lines a bufio.Scanner, a bufio.Reader or a split yields
// over the text are still the result's text.
package gosdk

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type event struct {
	Kind string `json:"kind"`
}

func scanLines(ctx context.Context, cs *mcp.ClientSession) (events []event) {
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "events"})
	if err != nil || res.IsError {
		return nil
	}
	tc, ok := res.Content[0].(*mcp.TextContent)
	if !ok {
		return nil
	}
	sc := bufio.NewScanner(strings.NewReader(tc.Text))
	for sc.Scan() {
		var e event
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil { // want `decoding tool result text as JSON; read StructuredContent instead`
			continue
		}
		events = append(events, e)
	}
	return events
}

// The scanner's Text, through a local, and a scanner over a []byte reader.
func scanText(ctx context.Context, cs *mcp.ClientSession) (events []event) {
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "events"})
	if err != nil || res.IsError {
		return nil
	}
	data := []byte(res.Content[0].(*mcp.TextContent).Text)
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		var e event
		_ = json.Unmarshal([]byte(line), &e) // want `decoding tool result text as JSON; read StructuredContent instead`
		events = append(events, e)
	}
	return events
}

// bufio.Reader: ReadString and ReadBytes return the text up to the
// delimiter; a decoder over the buffered reader reads the text too.
func readLines(ctx context.Context, cs *mcp.ClientSession) (events []event) {
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "events"})
	if err != nil || res.IsError {
		return nil
	}
	r := bufio.NewReader(strings.NewReader(res.Content[0].(*mcp.TextContent).Text))
	for {
		line, err := r.ReadString('\n')
		var e event
		if json.Unmarshal([]byte(line), &e) == nil { // want `decoding tool result text as JSON; read StructuredContent instead`
			events = append(events, e)
		}
		if err == io.EOF {
			return events
		}
	}
}

func readBytes(ctx context.Context, cs *mcp.ClientSession) (e event) {
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "events"})
	if err != nil || res.IsError {
		return e
	}
	r := bufio.NewReaderSize(strings.NewReader(res.Content[0].(*mcp.TextContent).Text), 1<<16)
	line, _ := r.ReadBytes('\n')
	_ = json.Unmarshal(line, &e) // want `decoding tool result text as JSON; read StructuredContent instead`
	return e
}

func decodeBuffered(ctx context.Context, cs *mcp.ClientSession) (e event) {
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "events"})
	if err != nil || res.IsError {
		return e
	}
	dec := json.NewDecoder(bufio.NewReader(strings.NewReader(res.Content[0].(*mcp.TextContent).Text)))
	_ = dec.Decode(&e) // want `decoding tool result text as JSON; read StructuredContent instead`
	return e
}

// strings.Split on "\n", then one decode per line: ranged and indexed.
func splitLines(ctx context.Context, cs *mcp.ClientSession) (events []event) {
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "events"})
	if err != nil || res.IsError {
		return nil
	}
	text := res.Content[0].(*mcp.TextContent).Text
	for _, line := range strings.Split(strings.TrimSpace(text), "\n") {
		var e event
		_ = json.Unmarshal([]byte(line), &e) // want `decoding tool result text as JSON; read StructuredContent instead`
		events = append(events, e)
	}
	lines := strings.Split(text, "\n")
	var first event
	_ = json.Unmarshal([]byte(lines[0]), &first) // want `decoding tool result text as JSON; read StructuredContent instead`
	return append(events, first)
}

// strings.Lines (an iterator) and bytes.Split.
func iterLines(ctx context.Context, cs *mcp.ClientSession) (events []event) {
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "events"})
	if err != nil || res.IsError {
		return nil
	}
	text := res.Content[0].(*mcp.TextContent).Text
	for line := range strings.Lines(text) {
		var e event
		_ = json.Unmarshal([]byte(line), &e) // want `decoding tool result text as JSON; read StructuredContent instead`
		events = append(events, e)
	}
	for _, line := range bytes.Split([]byte(text), []byte("\n")) {
		var e event
		_ = json.Unmarshal(line, &e) // want `decoding tool result text as JSON; read StructuredContent instead`
		events = append(events, e)
	}
	return events
}

// A scanner handed to a helper two calls down: the helper's parameter is
// a scanner, not a text, so what it decodes is judged from its own
// calls (the scanner variable is the caller's).
func scanned(ctx context.Context, cs *mcp.ClientSession) []event {
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "events"})
	if err != nil || res.IsError {
		return nil
	}
	return parseNDJSON(res.Content[0].(*mcp.TextContent).Text)
}

func parseNDJSON(text string) []event { return decodeLines(text) }

func decodeLines(text string) (events []event) {
	sc := bufio.NewScanner(strings.NewReader(text))
	for sc.Scan() {
		var e event
		_ = json.Unmarshal(sc.Bytes(), &e) // want `decoding tool result text as JSON; read the structured content instead`
		events = append(events, e)
	}
	return events
}

// Silent: the lines are only printed, never decoded.
func printLines(ctx context.Context, cs *mcp.ClientSession, w io.Writer) {
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "events"})
	if err != nil || res.IsError {
		return
	}
	sc := bufio.NewScanner(strings.NewReader(res.Content[0].(*mcp.TextContent).Text))
	for sc.Scan() {
		_, _ = io.WriteString(w, sc.Text()+"\n")
	}
	for _, line := range strings.Split(res.Content[0].(*mcp.TextContent).Text, "\n") {
		_, _ = io.WriteString(w, line)
	}
}

// Silent: NDJSON of an HTTP body, not a tool result.
func httpLines(resp *http.Response) (events []event) {
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		var e event
		_ = json.Unmarshal(sc.Bytes(), &e)
		events = append(events, e)
	}
	r := bufio.NewReader(resp.Body)
	line, _ := r.ReadString('\n')
	var e event
	_ = json.Unmarshal([]byte(line), &e)
	body, _ := io.ReadAll(resp.Body)
	for _, line := range strings.Split(string(body), "\n") {
		_ = json.Unmarshal([]byte(line), &e)
	}
	return append(events, e)
}

// Silent: lines of a text the code wrote itself.
func ownLines() (events []event) {
	sc := bufio.NewScanner(strings.NewReader("{\"kind\":\"a\"}\n{\"kind\":\"b\"}"))
	for sc.Scan() {
		var e event
		_ = json.Unmarshal(sc.Bytes(), &e)
		events = append(events, e)
	}
	return events
}

// Silent: the structured channel, read per element.
func structuredLines(ctx context.Context, cs *mcp.ClientSession) (events []event) {
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "events"})
	if err != nil || res.IsError {
		return nil
	}
	b, _ := json.Marshal(res.StructuredContent)
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		var e event
		_ = json.Unmarshal(sc.Bytes(), &e)
		events = append(events, e)
	}
	return events
}

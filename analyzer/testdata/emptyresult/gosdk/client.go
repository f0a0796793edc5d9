package gosdk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type row struct {
	Name string `json:"name"`
}

type apiError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

type envelope struct {
	Result []row          `json:"result"`
	Error  *apiError      `json:"error"`
	Item   *row           `json:"item"`
	Meta   map[string]any `json:"meta"`
}

var errEmpty = errors.New("empty")

func call(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	return s.CallTool(ctx, &mcp.CallToolParams{Name: "search"})
}

// decodeRows decodes the rows of a search result's structured payload.
func decodeRows(res *mcp.CallToolResult) []row {
	var rows []row
	b, _ := json.Marshal(res.StructuredContent)
	_ = json.Unmarshal(b, &rows)
	return rows
}

// Positives.

func mirrored(res *mcp.CallToolResult) error {
	var rows []row
	b, _ := json.Marshal(res.StructuredContent)
	_ = json.Unmarshal(b, &rows)
	if 0 == len(rows) { // want `empty tool result treated as an error; an empty answer is a success`
		return errEmpty
	}
	return nil
}

func lessThanOne(res *mcp.CallToolResult) {
	m, _ := res.StructuredContent.(map[string]any)
	if len(m) < 1 { // want `empty tool result treated as an error`
		panic("tool returned nothing")
	}
}

func emptyDecodedText(res *mcp.CallToolResult) ([]row, error) {
	text := res.Content[0].(*mcp.TextContent).Text
	var rows []row
	if err := json.Unmarshal([]byte(text), &rows); err != nil {
		return nil, err
	}
	if len(rows) == 0 { // want `empty tool result treated as an error`
		return nil, fmt.Errorf("empty answer from %s", "search")
	}
	return rows, nil
}

func emptyRows(res *mcp.CallToolResult) ([]row, error) {
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		return nil, err
	}
	var env envelope
	if err := json.Unmarshal(b, &env); err != nil {
		return nil, err
	}
	if env.Error != nil {
		return nil, fmt.Errorf("%s: %s", env.Error.Code, env.Error.Message)
	}
	rows := env.Result
	if 1 > len(rows) { // want `empty tool result treated as an error`
		log.Fatal("no rows")
	}
	return rows, nil
}

func nullForUnknownID(res *mcp.CallToolResult) (*row, error) {
	m, ok := res.StructuredContent.(map[string]any)
	if !ok {
		return nil, errors.New("no structured content")
	}
	if m["result"] == nil { // want `empty tool result treated as an error`
		os.Exit(2)
	}
	return nil, nil
}

func nilItem(res *mcp.CallToolResult) (*row, error) {
	var env envelope
	b, _ := json.Marshal(res.StructuredContent)
	_ = json.Unmarshal(b, &env)
	if env.Item == nil { // want `empty tool result treated as an error`
		return nil, &os.PathError{Op: "lookup"}
	}
	return env.Item, nil
}

func eitherFails(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	res, err := call(ctx, s)
	var env envelope
	b, _ := json.Marshal(res.StructuredContent)
	_ = json.Unmarshal(b, &env)
	if err != nil || len(env.Result) == 0 { // want `empty tool result treated as an error`
		return nil, fmt.Errorf("search failed: %v", err)
	}
	return res, nil
}

func inClosure(ctx context.Context, s *mcp.ClientSession) func() error {
	return func() error {
		res, err := call(ctx, s)
		if err != nil {
			return err
		}
		var env envelope
		b, _ := json.Marshal(res.StructuredContent)
		_ = json.Unmarshal(b, &env)
		if len(env.Result) <= 0 { // want `empty tool result treated as an error`
			return errEmpty
		}
		return nil
	}
}

func suppressed(res *mcp.CallToolResult) error {
	m, _ := res.StructuredContent.(map[string]any)
	if len(m) == 0 { //nolint:emptyresult // this tool always answers
		return errEmpty
	}
	//lint:ignore emptyresult this tool always answers
	if len(m) == 0 {
		return errEmpty
	}
	return nil
}

// Negatives.

// A presence guard: whether content or a text is there at all guards
// against a malformed reply (both SDKs always send a text block); it does
// not test the answer's data.
func presenceGuard(ctx context.Context, s *mcp.ClientSession) (string, error) {
	res, err := call(ctx, s)
	if err != nil {
		return "", err
	}
	if len(res.Content) == 0 {
		return "", errors.New("empty response")
	}
	text := res.Content[0].(*mcp.TextContent).Text
	if text == "" {
		return "", errors.New("empty text")
	}
	var rows []row
	if err := json.Unmarshal([]byte(text), &rows); err != nil {
		return "", err
	}
	return text, nil
}

func presenceMirrored(res *mcp.CallToolResult) error {
	if 0 == len(res.Content) || len(res.Content) < 1 {
		return errEmpty
	}
	return nil
}

func emptySuccess(res *mcp.CallToolResult) ([]row, error) {
	var env envelope
	b, _ := json.Marshal(res.StructuredContent)
	_ = json.Unmarshal(b, &env)
	if len(env.Result) == 0 {
		return nil, nil
	}
	return env.Result, nil
}

func notFromAResult(names []string) error {
	local := append([]string(nil), names...)
	if len(local) == 0 {
		return errors.New("no names given")
	}
	return nil
}

func missingResult(res *mcp.CallToolResult) error {
	if res == nil {
		return errors.New("no result")
	}
	return nil
}

func missingChannel(res *mcp.CallToolResult) error {
	if res.StructuredContent == nil {
		return errors.New("the tool sent no structured content")
	}
	return nil
}

func errorPart(res *mcp.CallToolResult) error {
	var env envelope
	b, _ := json.Marshal(res.StructuredContent)
	_ = json.Unmarshal(b, &env)
	if env.Error == nil || env.Error.Message == "" {
		return errors.New("no error")
	}
	return nil
}

func insideIsError(res *mcp.CallToolResult) error {
	if res.IsError {
		rows := decodeRows(res)
		var m map[string]any
		b, _ := json.Marshal(res.StructuredContent)
		_ = json.Unmarshal(b, &m)
		if len(m) == 0 {
			return errors.New("tool failed without details")
		}
		return fmt.Errorf("tool failed: %v", rows)
	}
	return nil
}

func afterNotIsError(res *mcp.CallToolResult) error {
	if !res.IsError {
		return nil
	}
	m, _ := res.StructuredContent.(map[string]any)
	if len(m) == 0 {
		return errors.New("tool failed without details")
	}
	return nil
}

func exitZero(res *mcp.CallToolResult) {
	m, _ := res.StructuredContent.(map[string]any)
	if len(m) == 0 {
		os.Exit(0)
	}
}

func maybeNilErr(res *mcp.CallToolResult, err error) error {
	m, _ := res.StructuredContent.(map[string]any)
	if len(m) == 0 {
		return err
	}
	return nil
}

func onlySometimes(res *mcp.CallToolResult, strict bool) error {
	m, _ := res.StructuredContent.(map[string]any)
	if len(m) == 0 {
		if strict {
			return errEmpty
		}
	}
	return nil
}

func notEmptiness(res *mcp.CallToolResult) error {
	m, _ := res.StructuredContent.(map[string]any)
	if len(m) > 3 {
		return errors.New("too many keys")
	}
	return nil
}

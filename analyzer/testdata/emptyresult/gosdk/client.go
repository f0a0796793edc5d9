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

// Positives.

func emptyContent(ctx context.Context, s *mcp.ClientSession) (string, error) {
	res, err := call(ctx, s)
	if err != nil {
		return "", err
	}
	if len(res.Content) == 0 { // want `empty tool result treated as an error; an empty answer is a success`
		return "", errors.New("no content")
	}
	return res.Content[0].(*mcp.TextContent).Text, nil
}

func mirrored(res *mcp.CallToolResult) error {
	if 0 == len(res.Content) { // want `empty tool result treated as an error`
		return errEmpty
	}
	return nil
}

func lessThanOne(res *mcp.CallToolResult) {
	if len(res.Content) < 1 { // want `empty tool result treated as an error`
		panic("tool returned nothing")
	}
}

func emptyText(res *mcp.CallToolResult) (string, error) {
	text := res.Content[0].(*mcp.TextContent).Text
	if text == "" { // want `empty tool result treated as an error`
		return "", fmt.Errorf("empty answer from %s", "search")
	}
	return text, nil
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
	if err != nil || len(res.Content) == 0 { // want `empty tool result treated as an error`
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
		if len(res.Content) <= 0 { // want `empty tool result treated as an error`
			return errEmpty
		}
		return nil
	}
}

func suppressed(res *mcp.CallToolResult) error {
	if len(res.Content) == 0 { //nolint:emptyresult // this tool always answers
		return errEmpty
	}
	//lint:ignore emptyresult this tool always answers
	if len(res.Content) == 0 {
		return errEmpty
	}
	return nil
}

// Negatives.

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
		if len(res.Content) == 0 {
			return errors.New("tool failed without a message")
		}
		return errors.New(res.Content[0].(*mcp.TextContent).Text)
	}
	return nil
}

func afterNotIsError(res *mcp.CallToolResult) error {
	if !res.IsError {
		return nil
	}
	if len(res.Content) == 0 {
		return errors.New("tool failed without a message")
	}
	return nil
}

func exitZero(res *mcp.CallToolResult) {
	if len(res.Content) == 0 {
		os.Exit(0)
	}
}

func maybeNilErr(res *mcp.CallToolResult, err error) error {
	if len(res.Content) == 0 {
		return err
	}
	return nil
}

func onlySometimes(res *mcp.CallToolResult, strict bool) error {
	if len(res.Content) == 0 {
		if strict {
			return errEmpty
		}
	}
	return nil
}

func notEmptiness(res *mcp.CallToolResult) error {
	if len(res.Content) > 3 {
		return errors.New("too many blocks")
	}
	return nil
}

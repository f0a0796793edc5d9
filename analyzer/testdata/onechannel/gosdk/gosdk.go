package gosdk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"testing"

	"example.com/fixtures/onechannel/helpers"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type weather struct {
	TemperatureC float64 `json:"temperatureC"`
}

type apiError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
	Field   string `json:"field,omitempty"`
}

// envelope is the in-band shape: exactly one of result or error.
type envelope struct {
	Result []weather `json:"result"`
	Error  *apiError `json:"error"`
}

var errRefused = errors.New("tool refused")

func call(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	return s.CallTool(ctx, &mcp.CallToolParams{Name: "weather"})
}

// --- payload-only: positives ---

func bareAssertion(ctx context.Context, s *mcp.ClientSession) (float64, error) {
	res, err := call(ctx, s)
	if err != nil {
		return 0, err
	}
	m := res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError; check IsError first, since it is nil when the tool refuses`
	return m["temperatureC"].(float64), nil
}

func marshalUnchecked(res *mcp.CallToolResult) (w weather, err error) {
	b, err := json.Marshal(res.StructuredContent) // want `StructuredContent read without checking IsError`
	if err != nil {
		return w, err
	}
	err = json.Unmarshal(b, &w) // same result: reported once
	return w, err
}

func discardedOk(res *mcp.CallToolResult) any {
	m, _ := res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
	return m["temperatureC"]
}

func checkedInOneBranch(res *mcp.CallToolResult, strict bool) map[string]any {
	if strict {
		if res.IsError {
			return nil
		}
	}
	return res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
}

func checkedAfter(res *mcp.CallToolResult) map[string]any {
	m := res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
	if res.IsError {
		return nil
	}
	return m
}

func reassigned(ctx context.Context, s *mcp.ClientSession) map[string]any {
	res, _ := call(ctx, s)
	if res.IsError {
		return nil
	}
	res, _ = call(ctx, s)                         // a new value: the check above was of the old one
	return res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
}

// Decoding the text is a payload read too: reported here for the missing
// IsError check (textjson reports the channel), once per result, so its
// later payload read is not reported again.
func textDecoded(res *mcp.CallToolResult) (w weather) {
	text := res.Content[0].(*mcp.TextContent).Text
	_ = json.Unmarshal([]byte(text), &w) // want `tool result text decoded without checking IsError; check IsError first, since the text is the tool's error message when it refuses`
	_ = res.StructuredContent.(map[string]any)
	return w
}

// The same decode after an IsError check is silent here.
func textDecodedChecked(res *mcp.CallToolResult) (w weather, err error) {
	if res.IsError {
		return w, errors.New("tool refused")
	}
	text := res.Content[0].(*mcp.TextContent).Text
	err = json.Unmarshal([]byte(text), &w)
	return w, err
}

func inClosure(ctx context.Context, s *mcp.ClientSession) func() any {
	res, _ := call(ctx, s)
	return func() any {
		return res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
	}
}

// --- payload-only: negatives ---

func earlyReturn(res *mcp.CallToolResult) (map[string]any, error) {
	if res.IsError {
		return nil, errRefused
	}
	return res.StructuredContent.(map[string]any), nil
}

func inElse(res *mcp.CallToolResult) (w weather, err error) {
	if res.IsError {
		err = errRefused
	} else {
		var b []byte
		b, err = json.Marshal(res.StructuredContent)
		if err == nil {
			err = json.Unmarshal(b, &w)
		}
	}
	return w, err
}

func insideNotIsError(res *mcp.CallToolResult) (w weather) {
	if !res.IsError {
		b, _ := json.Marshal(res.StructuredContent)
		_ = json.Unmarshal(b, &w)
	}
	return w
}

func orFatal(ctx context.Context, s *mcp.ClientSession) map[string]any {
	res, err := call(ctx, s)
	if err != nil || res.IsError {
		log.Fatalf("call failed: %v", err)
	}
	return res.StructuredContent.(map[string]any)
}

func checkedByHelperError(res *mcp.CallToolResult) (map[string]any, error) {
	if err := refusal(res); err != nil {
		return nil, err
	}
	return res.StructuredContent.(map[string]any), nil
}

// refusal checks IsError of its parameter: calls to it are checks.
func refusal(res *mcp.CallToolResult) error {
	if res.IsError {
		return fmt.Errorf("tool refused: %v", res.Content)
	}
	return nil
}

func messageOfRefusal(res *mcp.CallToolResult) string {
	if res.IsError {
		return res.Content[0].(*mcp.TextContent).Text // the message: correct
	}
	return ""
}

func presenceTest(res *mcp.CallToolResult) map[string]any {
	if res.StructuredContent == nil {
		return nil
	}
	return res.StructuredContent.(map[string]any)
}

func commaOk(res *mcp.CallToolResult) map[string]any {
	if m, ok := res.StructuredContent.(map[string]any); ok {
		return m
	}
	return nil
}

func typeSwitch(res *mcp.CallToolResult) int {
	switch v := res.StructuredContent.(type) {
	case map[string]any:
		return len(v)
	}
	return 0
}

func passedWhole(res *mcp.CallToolResult) {
	show(res) // the callee's business
}

func show(res *mcp.CallToolResult) { fmt.Println(res.StructuredContent, res.IsError) }

func printed(res *mcp.CallToolResult) {
	log.Printf("structured: %v", res.StructuredContent)
}

func checkBeforeClosure(ctx context.Context, s *mcp.ClientSession) func() any {
	res, _ := call(ctx, s)
	if res.IsError {
		return nil
	}
	return func() any { return res.StructuredContent.(map[string]any) }
}

func crossPackageHelper(t *testing.T, res *mcp.CallToolResult) any {
	helpers.CheckResult(t, res)
	return res.StructuredContent.(map[string]any)["temperatureC"]
}

// --- isError-only: positives ---

func envelopeUnchecked(res *mcp.CallToolResult) ([]weather, error) {
	if res.IsError {
		return nil, errRefused
	}
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		return nil, err
	}
	var env envelope
	if err := json.Unmarshal(b, &env); err != nil {
		return nil, err
	}
	return env.Result, nil // want `result of envelope used without checking its error field; check Error first, since an in-band refusal reads as no data`
}

func mapResultUnchecked(res *mcp.CallToolResult) any {
	if res.IsError {
		return nil
	}
	m, ok := res.StructuredContent.(map[string]any)
	if !ok {
		return nil
	}
	return m["result"] // want `"result" of payload map used without checking "error"; check "error" first, since an in-band refusal reads as no data`
}

// --- isError-only: negatives ---

func envelopeChecked(res *mcp.CallToolResult) ([]weather, error) {
	if res.IsError {
		return nil, errRefused
	}
	b, _ := json.Marshal(res.StructuredContent)
	var env envelope
	if err := json.Unmarshal(b, &env); err != nil {
		return nil, err
	}
	if env.Error != nil {
		return nil, fmt.Errorf("%s: %s", env.Error.Code, env.Error.Message)
	}
	return env.Result, nil
}

func mapErrorChecked(res *mcp.CallToolResult) (any, error) {
	if res.IsError {
		return nil, errRefused
	}
	m, ok := res.StructuredContent.(map[string]any)
	if !ok {
		return nil, errRefused
	}
	if e, ok := m["error"]; ok {
		return nil, fmt.Errorf("in-band refusal: %v", e)
	}
	return m["result"], nil
}

func noErrorPart(res *mcp.CallToolResult) (w weather, err error) {
	if res.IsError {
		return w, errRefused
	}
	b, _ := json.Marshal(res.StructuredContent)
	err = json.Unmarshal(b, &w) // weather has no error part
	return w, err
}

func resultPresenceTest(res *mcp.CallToolResult) any {
	if res.IsError {
		return nil
	}
	m, _ := res.StructuredContent.(map[string]any)
	if v, ok := m["result"]; ok { // a refusal has no "result": it goes elsewhere
		return v
	}
	return nil
}

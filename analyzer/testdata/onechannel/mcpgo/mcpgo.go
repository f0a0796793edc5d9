package mcpgo

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"example.com/fixtures/onechannel/helpers"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

type route struct {
	Distance float64 `json:"distance"`
}

type routeError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

type envelope struct {
	Result *route      `json:"result"`
	Error  *routeError `json:"error"`
}

var errRefused = errors.New("tool refused")

func call(ctx context.Context, c *client.Client) (*mcp.CallToolResult, error) {
	req := mcp.CallToolRequest{}
	req.Params.Name = "route"
	return c.CallTool(ctx, req)
}

// --- payload-only: positives ---

func rawUnchecked(ctx context.Context, c *client.Client) (r route, err error) {
	res, err := call(ctx, c)
	if err != nil {
		return r, err
	}
	err = json.Unmarshal(res.RawStructuredContent, &r) // want `RawStructuredContent read without checking IsError; check IsError first, since it is empty when the tool refuses`
	return r, err
}

func rawDecoderUnchecked(res *mcp.CallToolResult) (r route, err error) {
	err = json.NewDecoder(bytes.NewReader(res.RawStructuredContent)).Decode(&r) // want `RawStructuredContent read without checking IsError`
	return r, err
}

func structuredUnchecked(res *mcp.CallToolResult) map[string]any {
	return res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
}

func marshalUnchecked(res *mcp.CallToolResult) []byte {
	b, _ := json.Marshal(res.StructuredContent) // want `StructuredContent read without checking IsError`
	return b
}

// Decoding the text without an IsError check: onechannel reports the
// missing check, textjson the channel.
func textUnchecked(res *mcp.CallToolResult) (r route) {
	_ = json.Unmarshal([]byte(mcp.GetTextFromContent(res.Content[0])), &r) // want `tool result text decoded without checking IsError`
	return r
}

// The same decode in the else branch of an IsError check is silent.
func textChecked(res *mcp.CallToolResult) (r route, err error) {
	if res.IsError {
		err = errors.New("tool refused")
	} else {
		err = json.Unmarshal([]byte(mcp.GetTextFromContent(res.Content[0])), &r)
	}
	return r, err
}

func valueResult(res mcp.CallToolResult) (r route) {
	_ = json.Unmarshal(res.RawStructuredContent, &r) // want `RawStructuredContent read without checking IsError`
	return r
}

// --- payload-only: negatives ---

func rawChecked(res *mcp.CallToolResult) (r route, err error) {
	if res.IsError {
		return r, fmt.Errorf("tool refused: %s", mcp.GetTextFromContent(res.Content[0]))
	}
	err = json.Unmarshal(res.RawStructuredContent, &r)
	return r, err
}

func rawAfterCrossPackageHelper(res *mcp.CallToolResult) (r route, err error) {
	if err := helpers.Refusal(res); err != nil {
		return r, err
	}
	err = json.Unmarshal(res.RawStructuredContent, &r)
	return r, err
}

func rawAfterTransitiveHelper(res *mcp.CallToolResult) (r route) {
	helpers.MustSucceed(res)
	_ = json.Unmarshal(res.RawStructuredContent, &r)
	return r
}

func rawLengthTest(res *mcp.CallToolResult) (r route) {
	if len(res.RawStructuredContent) == 0 {
		return r
	}
	_ = json.Unmarshal(res.RawStructuredContent, &r)
	return r
}

func builtByConstructor() map[string]any {
	res := mcp.NewToolResultStructuredOnly(map[string]any{"distance": 1.0})
	return res.StructuredContent.(map[string]any)
}

func suppressed(res *mcp.CallToolResult) (r route) {
	_ = json.Unmarshal(res.RawStructuredContent, &r) //nolint:onechannel // the server never refuses
	return r
}

func suppressedStaticcheck(res *mcp.CallToolResult) (r route) {
	//lint:ignore onechannel the server never refuses
	_ = json.Unmarshal(res.RawStructuredContent, &r)
	return r
}

// --- isError-only: positives ---

func envelopeUnchecked(res *mcp.CallToolResult) (*route, error) {
	if res.IsError {
		return nil, errRefused
	}
	var env envelope
	if err := json.Unmarshal(res.RawStructuredContent, &env); err != nil {
		return nil, err
	}
	return env.Result, nil // want `result of envelope used without checking its error field; check Error first, since an in-band refusal reads as no data`
}

func envelopeCheckedInOneBranch(res *mcp.CallToolResult, strict bool) float64 {
	if res.IsError {
		return 0
	}
	var env envelope
	_ = json.Unmarshal(res.RawStructuredContent, &env)
	if strict {
		if env.Error != nil {
			return 0
		}
	}
	return env.Result.Distance // want `result of envelope used without checking its error field`
}

func inlineMap(res *mcp.CallToolResult) any {
	if !res.IsError {
		return res.StructuredContent.(map[string]any)["result"] // want `"result" of payload map used without checking "error"`
	}
	return nil
}

// --- isError-only: negatives ---

func envelopeChecked(res *mcp.CallToolResult) (*route, error) {
	if res.IsError {
		return nil, errRefused
	}
	var env envelope
	if err := json.Unmarshal(res.RawStructuredContent, &env); err != nil {
		return nil, err
	}
	if env.Error != nil {
		return nil, fmt.Errorf("%s: %s", env.Error.Code, env.Error.Message)
	}
	return env.Result, nil
}

func envelopeHandedOn(res *mcp.CallToolResult) (*route, *routeError) {
	if res.IsError {
		return nil, &routeError{Code: "refused"}
	}
	var env envelope
	_ = json.Unmarshal(res.RawStructuredContent, &env)
	return env.Result, env.Error // the caller gets both parts
}

func envelopeValidated(res *mcp.CallToolResult) (*route, error) {
	if res.IsError {
		return nil, errRefused
	}
	var env envelope
	_ = json.Unmarshal(res.RawStructuredContent, &env)
	if err := env.err(); err != nil { // the envelope's own business
		return nil, err
	}
	return env.Result, nil
}

func (e envelope) err() error {
	if e.Error != nil {
		return errors.New(e.Error.Message)
	}
	return nil
}

func mapErrorChecked(res *mcp.CallToolResult) (any, error) {
	if res.IsError {
		return nil, errRefused
	}
	var m map[string]any
	if err := json.Unmarshal(res.RawStructuredContent, &m); err != nil {
		return nil, err
	}
	if m["error"] != nil {
		return nil, fmt.Errorf("in-band refusal: %v", m["error"])
	}
	return m["result"], nil
}

func noErrorPart(res *mcp.CallToolResult) (r route, err error) {
	if res.IsError {
		return r, errRefused
	}
	err = json.Unmarshal(res.RawStructuredContent, &r)
	return r, err
}

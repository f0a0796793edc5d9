// Package gosdk decides HTTP replies on the errors of a session manager of
// another package (gosdkmanager), as obot's handlers do: errors.Is and
// errors.As for the manager's own failures, and the wording of the
// server's "method not found" for an unsupported capability. The
// manager's own error types say nothing about the server's code: asking
// for them is no typed form of the request's error.
package gosdk

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"example.com/fixtures/errmessage/sessionwrappers/gosdkmanager"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
)

type handlers struct{ m *gosdkmanager.Manager }

func (h *handlers) resources(ctx context.Context, cfg gosdkmanager.ServerConfig) (int, error) { // want resources:`mcprequesterror\(go-sdk ListResources\)`
	resources, err := h.m.ListResources(ctx, cfg)
	if err != nil {
		if errors.Is(err, gosdkmanager.ErrUnhealthy) || strings.HasSuffix(err.Error(), gosdkmanager.ErrUnhealthy.Error()) {
			return 503, nil
		}
		if strings.HasSuffix(strings.ToLower(err.Error()), "method not found") { // want `^branching on the text of a ListResources error; its wording is not a contract: use errors.As with \*jsonrpc.Error and branch on its Code$`
			return 424, nil
		}
		if nse := (*gosdkmanager.NotSupportedError)(nil); errors.As(err, &nse) {
			return 400, nil
		}
		return 500, fmt.Errorf("failed to list resources: %w", err)
	}
	return len(resources), nil
}

func (h *handlers) resource(ctx context.Context, cfg gosdkmanager.ServerConfig, uri string) (int, error) { // want resource:`mcprequesterror\(go-sdk ReadResource\)`
	contents, err := h.m.ReadResource(ctx, cfg, uri)
	if err != nil {
		if strings.HasSuffix(strings.ToLower(err.Error()), "method not found") { // want `^branching on the text of a ReadResource error`
			return 424, nil
		}
		if nse := (*gosdkmanager.NotSupportedError)(nil); errors.As(err, &nse) {
			return 400, nil
		}
		return 500, err
	}
	return len(contents), nil
}

func (h *handlers) prompts(ctx context.Context, cfg gosdkmanager.ServerConfig) (int, error) { // want prompts:`mcprequesterror\(go-sdk ListPrompts\)`
	prompts, err := h.m.ListPrompts(ctx, cfg)
	if err != nil {
		var nse *gosdkmanager.NotSupportedError
		if errors.As(err, &nse) {
			return 400, nil
		}
		if strings.HasSuffix(strings.ToLower(err.Error()), "method not found") { // want `^branching on the text of a ListPrompts error`
			return 424, nil
		}
		return 500, err
	}
	return len(prompts), nil
}

func (h *handlers) prompt(ctx context.Context, cfg gosdkmanager.ServerConfig, name string) (string, error) { // want prompt:`mcprequesterror\(go-sdk GetPrompt\)`
	messages, description, err := h.m.GetPrompt(ctx, cfg, name, nil)
	if err != nil {
		if strings.HasSuffix(strings.ToLower(err.Error()), "method not found") { // want `^branching on the text of a GetPrompt error`
			return "", nil
		}
		return "", err
	}
	return fmt.Sprint(len(messages), description), nil
}

// Two wrappers down (PromptText, then GetPrompt), and three: describe is
// a wrapper of this package over PromptText.
func (h *handlers) promptText(ctx context.Context, cfg gosdkmanager.ServerConfig) bool {
	_, err := h.m.PromptText(ctx, cfg, "greet")
	return err != nil && strings.Contains(err.Error(), "prompt not found") // want `^branching on the text of a GetPrompt error`
}

func (h *handlers) describe(ctx context.Context, cfg gosdkmanager.ServerConfig) (string, error) { // want describe:`mcprequesterror\(go-sdk GetPrompt\)`
	text, err := h.m.PromptText(ctx, cfg, "greet")
	if err != nil {
		return "", fmt.Errorf("describe: %w", err)
	}
	return text, nil
}

func (h *handlers) described(ctx context.Context, cfg gosdkmanager.ServerConfig) int {
	if _, err := h.describe(ctx, cfg); err != nil {
		if strings.Contains(err.Error(), "invalid params") { // want `^branching on the text of a GetPrompt error`
			return 400
		}
		return 500
	}
	return 200
}

func (h *handlers) call(ctx context.Context, cfg gosdkmanager.ServerConfig) int {
	_, err := h.m.CallTool(ctx, cfg, "search")
	if err != nil && strings.Contains(err.Error(), "unknown tool") { // want `^branching on the text of a CallTool error`
		return 404
	}
	return 200
}

// Look-alikes.

// The SDK's error type asked first: the wording is matched only of errors
// that carry no code (a best-effort fallback).
func (h *handlers) promptsByCode(ctx context.Context, cfg gosdkmanager.ServerConfig) int {
	_, err := h.m.ListPrompts(ctx, cfg)
	var rpcErr *jsonrpc.Error
	if errors.As(err, &rpcErr) {
		return int(rpcErr.Code)
	}
	if err != nil && strings.Contains(err.Error(), "method not found") {
		return 424
	}
	return 200
}

// The module's own JSON-RPC error type, with its code, asked first: the
// wording is matched only of errors that carry no code.
func (h *handlers) promptsByOwnCode(ctx context.Context, cfg gosdkmanager.ServerConfig) int {
	_, err := h.m.ListPrompts(ctx, cfg)
	var rpcErr *gosdkmanager.RPCError
	if errors.As(err, &rpcErr) {
		return int(rpcErr.Code)
	}
	if err != nil && strings.Contains(err.Error(), "method not found") {
		return 424
	}
	return 200
}

// A wrapper that rewrites the error with errors.New: its text is the
// module's own.
func (h *handlers) toolsQuiet(ctx context.Context, cfg gosdkmanager.ServerConfig) int {
	_, err := h.m.ListToolsQuiet(ctx, cfg)
	if err != nil && strings.Contains(err.Error(), "unavailable") {
		return 424
	}
	return 200
}

// A wrapper that formats the error with %v: decided not followed (see
// docs/errmessage.md), errors.As would not reach the JSON-RPC error.
func (h *handlers) templates(ctx context.Context, cfg gosdkmanager.ServerConfig) int {
	_, err := h.m.ListResourceTemplates(ctx, cfg)
	if err != nil && strings.HasSuffix(err.Error(), "method not found") {
		return 424
	}
	return 200
}

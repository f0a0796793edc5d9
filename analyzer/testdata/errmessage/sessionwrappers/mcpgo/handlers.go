// Package mcpgo decides replies on the errors of a session manager of
// another package (mcpgomanager) over mcp-go's client: errors.Is and
// errors.As for the manager's own failures, and the wording of the
// server's "method not found" for an unsupported capability.
package mcpgo

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"example.com/fixtures/errmessage/sessionwrappers/mcpgomanager"
	"github.com/mark3labs/mcp-go/client/transport"
)

type handlers struct{ m *mcpgomanager.Manager }

func (h *handlers) resources(ctx context.Context, server string) int {
	resources, err := h.m.ListResources(ctx, server)
	if err != nil {
		if errors.Is(err, mcpgomanager.ErrUnhealthy) {
			return 503
		}
		if strings.HasSuffix(strings.ToLower(err.Error()), "method not found") { // want `^branching on the text of a ListResources error; its wording is not a contract: use errors.Is with mcp.ErrMethodNotFound$`
			return 424
		}
		if nse := (*mcpgomanager.NotSupportedError)(nil); errors.As(err, &nse) {
			return 400
		}
		return 500
	}
	return len(resources)
}

func (h *handlers) resource(ctx context.Context, server, uri string) int {
	contents, err := h.m.ReadResource(ctx, server, uri)
	if err != nil {
		var nse *mcpgomanager.NotSupportedError
		if errors.As(err, &nse) {
			return 400
		}
		if strings.Contains(err.Error(), "resource not found") { // want `^branching on the text of a ReadResource error`
			return 404
		}
		return 500
	}
	return len(contents)
}

func (h *handlers) prompts(ctx context.Context, server string) int {
	prompts, err := h.m.ListPrompts(ctx, server)
	if err != nil {
		if strings.HasSuffix(strings.ToLower(err.Error()), "method not found") { // want `^branching on the text of a ListPrompts error`
			return 424
		}
		return 500
	}
	return len(prompts)
}

func (h *handlers) prompt(ctx context.Context, server, name string) (string, error) { // want prompt:`mcprequesterror\(mcp-go GetPrompt\)`
	messages, description, err := h.m.GetPrompt(ctx, server, name)
	if err != nil {
		if strings.HasSuffix(strings.ToLower(err.Error()), "method not found") { // want `^branching on the text of a GetPrompt error`
			return "", nil
		}
		return "", fmt.Errorf("failed to get prompt: %w", err)
	}
	return fmt.Sprint(len(messages), description), nil
}

// Two wrappers down (PromptText, then GetPrompt), and three: describe is
// a wrapper of this package over PromptText.
func (h *handlers) promptText(ctx context.Context, server string) bool {
	_, err := h.m.PromptText(ctx, server, "greet")
	return err != nil && strings.Contains(err.Error(), "invalid params") // want `^branching on the text of a GetPrompt error`
}

func (h *handlers) describe(ctx context.Context, server string) (string, error) { // want describe:`mcprequesterror\(mcp-go GetPrompt\)`
	text, err := h.m.PromptText(ctx, server, "greet")
	if err != nil {
		return "", fmt.Errorf("describe: %w", err)
	}
	return text, nil
}

func (h *handlers) described(ctx context.Context, server string) int {
	if _, err := h.describe(ctx, server); err != nil {
		if strings.Contains(err.Error(), "invalid params") { // want `^branching on the text of a GetPrompt error`
			return 400
		}
		return 500
	}
	return 200
}

func (h *handlers) call(ctx context.Context, server string) int {
	_, err := h.m.CallTool(ctx, server, "search")
	if err != nil && strings.Contains(err.Error(), "method not found") { // want `^branching on the text of a CallTool error`
		return 404
	}
	return 200
}

// Look-alikes.

// An error type of the SDK asked first: the wording is a fallback for the
// errors that are none of the SDK's.
func (h *handlers) promptsByType(ctx context.Context, server string) int {
	_, err := h.m.ListPrompts(ctx, server)
	var terr *transport.Error
	if errors.As(err, &terr) {
		return 502
	}
	if err != nil && strings.Contains(err.Error(), "method not found") {
		return 424
	}
	return 200
}

// A wrapper that rewrites the error with errors.New: its text is the
// module's own.
func (h *handlers) toolsQuiet(ctx context.Context, server string) int {
	_, err := h.m.ListToolsQuiet(ctx, server)
	if err != nil && strings.Contains(err.Error(), "unavailable") {
		return 424
	}
	return 200
}

// A wrapper that formats the error with %v: not followed.
func (h *handlers) templates(ctx context.Context, server string) int {
	_, err := h.m.ListResourceTemplates(ctx, server)
	if err != nil && strings.HasSuffix(err.Error(), "method not found") {
		return 424
	}
	return 200
}

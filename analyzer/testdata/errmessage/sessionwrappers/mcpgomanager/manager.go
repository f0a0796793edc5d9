// Package mcpgomanager is a module's own session manager over mcp-go's
// client: its methods hand a request's error on wrapped with %w (or as
// is). Its callers live in another package (mcpgo), which learns the
// wrappers by fact.
package mcpgomanager

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// Client is the module's own client: mcp-go's embedded, its methods
// promoted.
type Client struct {
	*client.Client
	name string
}

type Manager struct{ clients map[string]*Client }

// ErrUnhealthy is the manager's own failure, before any request.
var ErrUnhealthy = errors.New("server is not healthy")

// NotSupportedError is the manager's own error type.
type NotSupportedError struct{ Backend string }

func (e *NotSupportedError) Error() string { return "not supported by " + e.Backend }

func (m *Manager) clientFor(name string) (*Client, error) {
	c, ok := m.clients[name]
	if !ok {
		return nil, ErrUnhealthy
	}
	return c, nil
}

func (m *Manager) ListResources(ctx context.Context, server string) ([]mcp.Resource, error) { // want ListResources:`mcprequesterror\(mcp-go ListResources\)`
	c, err := m.clientFor(server)
	if err != nil {
		return nil, err
	}
	resp, err := c.ListResources(ctx, mcp.ListResourcesRequest{})
	if err != nil {
		return nil, fmt.Errorf("failed to list MCP resources: %w", err)
	}
	return resp.Resources, nil
}

func (m *Manager) ReadResource(ctx context.Context, server, uri string) ([]mcp.ResourceContents, error) { // want ReadResource:`mcprequesterror\(mcp-go ReadResource\)`
	c, err := m.clientFor(server)
	if err != nil {
		return nil, err
	}
	req := mcp.ReadResourceRequest{}
	req.Params.URI = uri
	resp, err := c.ReadResource(ctx, req)
	if err != nil {
		return nil, fmt.Errorf("failed to get MCP resource: %w", err)
	}
	return resp.Contents, nil
}

func (m *Manager) ListPrompts(ctx context.Context, server string) ([]mcp.Prompt, error) { // want ListPrompts:`mcprequesterror\(mcp-go ListPrompts\)`
	c, err := m.clientFor(server)
	if err != nil {
		return nil, err
	}
	resp, err := c.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return nil, fmt.Errorf("failed to list MCP prompts: %w", err)
	}
	return resp.Prompts, nil
}

func (m *Manager) GetPrompt(ctx context.Context, server, name string) ([]mcp.PromptMessage, string, error) { // want GetPrompt:`mcprequesterror\(mcp-go GetPrompt\)`
	c, err := m.clientFor(server)
	if err != nil {
		return nil, "", err
	}
	req := mcp.GetPromptRequest{}
	req.Params.Name = name
	resp, err := c.GetPrompt(ctx, req)
	if err != nil {
		return nil, "", fmt.Errorf("failed to get MCP prompt: %w", err)
	}
	return resp.Messages, resp.Description, nil
}

// PromptText wraps the wrapper: a request's error two calls down.
func (m *Manager) PromptText(ctx context.Context, server, name string) (string, error) { // want PromptText:`mcprequesterror\(mcp-go GetPrompt\)`
	msgs, _, err := m.GetPrompt(ctx, server, name)
	if err != nil {
		return "", fmt.Errorf("prompt %s: %w", name, err)
	}
	return fmt.Sprint(len(msgs)), nil
}

// CallTool hands the client's error on as is.
func (m *Manager) CallTool(ctx context.Context, server, name string) (*mcp.CallToolResult, error) { // want CallTool:`mcprequesterror\(mcp-go CallTool\)`
	c, err := m.clientFor(server)
	if err != nil {
		return nil, err
	}
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	return c.CallTool(ctx, req)
}

// Look-alikes: no fact.

// ListToolsQuiet rewrites the request's error into its own.
func (m *Manager) ListToolsQuiet(ctx context.Context, server string) ([]mcp.Tool, error) {
	c, err := m.clientFor(server)
	if err != nil {
		return nil, err
	}
	resp, err := c.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		return nil, errors.New("tools unavailable")
	}
	return resp.Tools, nil
}

// ListResourceTemplates formats the request's error with %v: the chain
// is cut, errors.Is cannot reach mcp-go's sentinel.
func (m *Manager) ListResourceTemplates(ctx context.Context, server string) ([]mcp.ResourceTemplate, error) {
	c, err := m.clientFor(server)
	if err != nil {
		return nil, err
	}
	resp, err := c.ListResourceTemplates(ctx, mcp.ListResourceTemplatesRequest{})
	if err != nil {
		return nil, fmt.Errorf("failed to list MCP resource templates: %v", err)
	}
	return resp.ResourceTemplates, nil
}

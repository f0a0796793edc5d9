// Package gosdkmanager is a module's own session manager (obot's
// SessionManager): its methods take a client of its own, which embeds
// go-sdk's session, and hand a request's error on wrapped with %w. Its
// callers live in another package (gosdk), which learns the wrappers by
// fact.
package gosdkmanager

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Client is the module's own client: the session embedded, its methods
// promoted.
type Client struct {
	*mcp.ClientSession
	token string
}

type ServerConfig struct{ Name string }

type Manager struct{ clients map[string]*Client }

// ErrUnhealthy is the manager's own failure, before any request.
var ErrUnhealthy = errors.New("server is not healthy")

// NotSupportedError is the manager's own error type: asking errors.As for
// it says nothing about the server's JSON-RPC code.
type NotSupportedError struct{ Backend string }

func (e *NotSupportedError) Error() string { return "not supported by " + e.Backend }

// RPCError is the manager's own copy of a server's JSON-RPC error, with
// its code: asking errors.As for it asks for the server's code.
type RPCError struct {
	Code    int64  `json:"code"`
	Message string `json:"message"`
}

func (e *RPCError) Error() string { return e.Message }

func (m *Manager) clientFor(cfg ServerConfig) (*Client, error) {
	c, ok := m.clients[cfg.Name]
	if !ok {
		return nil, ErrUnhealthy
	}
	return c, nil
}

func (m *Manager) ListResources(ctx context.Context, cfg ServerConfig) ([]*mcp.Resource, error) { // want ListResources:`mcprequesterror\(go-sdk ListResources\)`
	client, err := m.clientFor(cfg)
	if err != nil {
		return nil, err
	}
	resp, err := client.ListResources(ctx, &mcp.ListResourcesParams{})
	if err != nil {
		return nil, fmt.Errorf("failed to list MCP resources: %w", err)
	}
	return resp.Resources, nil
}

func (m *Manager) ReadResource(ctx context.Context, cfg ServerConfig, uri string) ([]*mcp.ResourceContents, error) { // want ReadResource:`mcprequesterror\(go-sdk ReadResource\)`
	client, err := m.clientFor(cfg)
	if err != nil {
		return nil, err
	}
	resp, err := client.ReadResource(ctx, &mcp.ReadResourceParams{URI: uri})
	if err != nil {
		return nil, fmt.Errorf("failed to get MCP resource: %w", err)
	}
	return resp.Contents, nil
}

func (m *Manager) ListPrompts(ctx context.Context, cfg ServerConfig) ([]*mcp.Prompt, error) { // want ListPrompts:`mcprequesterror\(go-sdk ListPrompts\)`
	client, err := m.clientFor(cfg)
	if err != nil {
		return nil, err
	}
	resp, err := client.ListPrompts(ctx, &mcp.ListPromptsParams{})
	if err != nil {
		return nil, fmt.Errorf("failed to list MCP prompts: %w", err)
	}
	return resp.Prompts, nil
}

// GetPrompt returns three values, the error last.
func (m *Manager) GetPrompt(ctx context.Context, cfg ServerConfig, name string, args map[string]string) ([]*mcp.PromptMessage, string, error) { // want GetPrompt:`mcprequesterror\(go-sdk GetPrompt\)`
	client, err := m.clientFor(cfg)
	if err != nil {
		return nil, "", err
	}
	resp, err := client.GetPrompt(ctx, &mcp.GetPromptParams{Name: name, Arguments: args})
	if err != nil {
		return nil, "", fmt.Errorf("failed to get MCP prompt: %w", err)
	}
	return resp.Messages, resp.Description, nil
}

// PromptText wraps the wrapper: a request's error two calls down.
func (m *Manager) PromptText(ctx context.Context, cfg ServerConfig, name string) (string, error) { // want PromptText:`mcprequesterror\(go-sdk GetPrompt\)`
	msgs, _, err := m.GetPrompt(ctx, cfg, name, nil)
	if err != nil {
		return "", fmt.Errorf("prompt %s: %w", name, err)
	}
	return fmt.Sprint(len(msgs)), nil
}

// CallTool hands the session's error on as is.
func (m *Manager) CallTool(ctx context.Context, cfg ServerConfig, name string) (*mcp.CallToolResult, error) { // want CallTool:`mcprequesterror\(go-sdk CallTool\)`
	client, err := m.clientFor(cfg)
	if err != nil {
		return nil, err
	}
	return client.CallTool(ctx, &mcp.CallToolParams{Name: name})
}

// Look-alikes: no fact.

// ListToolsQuiet rewrites the request's error into its own: its text is
// not the server's, and errors.As would not reach the JSON-RPC error.
func (m *Manager) ListToolsQuiet(ctx context.Context, cfg ServerConfig) ([]*mcp.Tool, error) {
	client, err := m.clientFor(cfg)
	if err != nil {
		return nil, err
	}
	resp, err := client.ListTools(ctx, &mcp.ListToolsParams{})
	if err != nil {
		return nil, errors.New("tools unavailable")
	}
	return resp.Tools, nil
}

// ListResourceTemplates formats the request's error with %v: the text
// holds the server's wording, but the chain is cut, so errors.As cannot
// reach the JSON-RPC error and the SDK's fix would not work here.
func (m *Manager) ListResourceTemplates(ctx context.Context, cfg ServerConfig) ([]*mcp.ResourceTemplate, error) {
	client, err := m.clientFor(cfg)
	if err != nil {
		return nil, err
	}
	resp, err := client.ListResourceTemplates(ctx, &mcp.ListResourceTemplatesParams{})
	if err != nil {
		return nil, fmt.Errorf("failed to list MCP resource templates: %v", err)
	}
	return resp.ResourceTemplates, nil
}

// Package wire holds a module's reply types; it imports no MCP SDK. Its
// Envelope is what the module decodes tool results into (gosdkclient,
// mcpgoclient); its ProviderError is an LLM provider's API error, which no
// MCP value flows into.
package wire

import "encoding/json"

type ToolError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

type Envelope struct {
	Result json.RawMessage `json:"result"`
	Error  *ToolError      `json:"error"`
}

type ProviderError struct {
	Type    string `json:"type"`
	Code    string `json:"code"`
	Message string `json:"message"`
}

// Package wire declares a tool error of the seeds' convention; it imports
// no MCP SDK and decodes nothing.
package wire

// Failure is a tool's error object by its keys: errorCategory, isRetryable
// and message are the contract's documented convention.
type Failure struct {
	Category  string `json:"errorCategory"`
	Retryable bool   `json:"isRetryable"`
	Message   string `json:"message"`
}

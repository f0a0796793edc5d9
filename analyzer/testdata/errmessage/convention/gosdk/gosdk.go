// Package gosdk decides on the message of tool errors of the seeds'
// convention ({errorCategory, isRetryable, message}) that it never decodes
// itself: the keys make them a tool's error object. An error of another
// service with a code and a message stays silent without provenance.
package gosdk

import (
	"strings"

	"example.com/fixtures/errmessage/convention/wire"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// toolFailure is declared here, and decoded nowhere in the module.
type toolFailure struct {
	ErrorCategory string `json:"errorCategory"`
	IsRetryable   bool   `json:"isRetryable"`
	Message       string `json:"message"`
}

type outcome struct {
	Tool    string       `json:"tool"`
	Failure *toolFailure `json:"failure"`
}

func shouldRetry(f *toolFailure) bool {
	if strings.Contains(f.Message, "timed out") { // want `^branching on the error message; its wording is not a contract: branch on ErrorCategory$`
		return true
	}
	return f.IsRetryable
}

// The object reached through a value holding it, and through a local.
func summarize(o outcome) string {
	msg := strings.ToLower(o.Failure.Message)
	switch msg { // want `branching on the error message`
	case "quota exceeded":
		return "later"
	}
	return o.Tool
}

// Another package's type of the convention, by its keys.
func escalate(f wire.Failure) bool {
	return f.Message == "permission denied" // want `branching on the error message; its wording is not a contract: branch on Category`
}

// Silent: the category and the verdict are the contract.
func retryable(f *toolFailure) bool {
	return f.IsRetryable && f.ErrorCategory == "transient"
}

// Silent: an HTTP API's error body with a code and a message, which no MCP
// value flows into, and an object with a category but no retry verdict
// (any service's shape: provenance decides, and there is none).
type apiError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

type categorized struct {
	ErrorCategory string `json:"errorCategory"`
	Message       string `json:"message"`
}

func upstreamMissing(e apiError, c categorized) bool {
	if strings.Contains(e.Message, "not found") {
		return true
	}
	return c.Message == "not found"
}

// The package is a client of MCP tools.
var _ *mcp.ClientSession

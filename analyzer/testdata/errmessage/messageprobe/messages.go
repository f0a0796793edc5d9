package messages

import (
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

func probe(any) {}

type toolError struct {
	Code    string
	Message string
}

func reads(e *toolError, payload map[string]any, event map[string]string, res *mcp.CallToolResult) {
	probe(e.Message)                  // want `message, code Code`
	probe(strings.ToLower(e.Message)) // want `message, code Code`
	probe(e.Code)
	msg := e.Message
	probe(msg) // want `message, code Code`
	errObj := payload["error"].(map[string]any)
	probe(errObj["message"])          // want `message, code its "code" key`
	probe(errObj["message"].(string)) // want `message, code its "code" key`
	probe(event["message"])
	coded := map[string]string{}
	_ = coded["errorCode"]
	probe(coded["message"]) // want `message, code its "errorCode" key`
	if !res.IsError {
		return
	}
	probe(msg) // want `message, code Code; in isError scope`
}

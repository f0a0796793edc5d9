// Package gosdkenvelopes: envelopes as go-sdk clients decode them
// (json.Marshal(res.StructuredContent) then json.Unmarshal), and envelopes
// whose data field is not called Result.
package gosdkenvelopes

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type apiError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

type item struct{ Name string }

// listReply is an envelope: an error object beside the data.
type listReply struct {
	Items []item    `json:"items"`
	Total int       `json:"total"`
	Error *apiError `json:"error"`
}

// graphReply is GraphQL-shaped: data beside a list of error objects.
type graphReply struct {
	Data   map[string]any `json:"data"`
	Errors []apiError     `json:"errors"`
}

// statusReply carries a success flag beside its error object.
type statusReply struct {
	Success bool      `json:"success"`
	Items   []item    `json:"items"`
	Error   *apiError `json:"error"`
}

// job is no envelope: its error object is the job's last failure, data
// about the job, not an in-band refusal.
type job struct {
	ID          string    `json:"id"`
	LastFailure *apiError `json:"lastFailure"`
}

// onlyError has no data beside its error part: nothing to misread.
type onlyError struct {
	Error *apiError `json:"error"`
}

var errRefused = errors.New("tool refused")

// --- positives ---

func items(res *mcp.CallToolResult) ([]item, error) {
	if res.IsError {
		return nil, errRefused
	}
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		return nil, err
	}
	var reply listReply
	if err := json.Unmarshal(b, &reply); err != nil {
		return nil, err
	}
	return reply.Items, nil // want `result of envelope used without checking its error field; check Error first, since an in-band refusal reads as no data`
}

func graph(res *mcp.CallToolResult) (map[string]any, error) {
	if res.IsError {
		return nil, errRefused
	}
	b, _ := json.Marshal(res.StructuredContent)
	reply := &graphReply{}
	if err := json.Unmarshal(b, reply); err != nil {
		return nil, err
	}
	return reply.Data, nil // want `result of envelope used without checking its error field; check Errors first`
}

// --- negatives ---

func itemsChecked(res *mcp.CallToolResult) ([]item, error) {
	if res.IsError {
		return nil, errRefused
	}
	b, _ := json.Marshal(res.StructuredContent)
	var reply listReply
	if err := json.Unmarshal(b, &reply); err != nil {
		return nil, err
	}
	if reply.Error != nil {
		return nil, fmt.Errorf("%s: %s", reply.Error.Code, reply.Error.Message)
	}
	return reply.Items, nil
}

// A success flag is the envelope's own verdict on the in-band channel.
func statusChecked(res *mcp.CallToolResult) ([]item, error) {
	if res.IsError {
		return nil, errRefused
	}
	b, _ := json.Marshal(res.StructuredContent)
	var reply statusReply
	if err := json.Unmarshal(b, &reply); err != nil {
		return nil, err
	}
	if !reply.Success {
		return nil, errRefused
	}
	return reply.Items, nil
}

func jobID(res *mcp.CallToolResult) (string, error) {
	if res.IsError {
		return "", errRefused
	}
	b, _ := json.Marshal(res.StructuredContent)
	var j job
	if err := json.Unmarshal(b, &j); err != nil {
		return "", err
	}
	return j.ID, nil
}

func errorOnly(res *mcp.CallToolResult) error {
	if res.IsError {
		return errRefused
	}
	b, _ := json.Marshal(res.StructuredContent)
	var reply onlyError
	_ = json.Unmarshal(b, &reply)
	return nil
}

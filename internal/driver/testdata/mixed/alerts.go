// Package mixed has findings of several checks, reported check by check
// and printed by the driver in line order. Each finding's line is marked
// "// finding: <check>".
package mixed

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Alert is an item of the "alerts" tool's payload.
type Alert struct {
	Severity string `json:"severity"`
}

type alertsEnvelope struct {
	Result []Alert `json:"result"`
	Error  *struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

// Alerts reads the payload without checking IsError, branches on the
// in-band error's wording and treats no alerts as an error.
func Alerts(ctx context.Context, s *mcp.ClientSession, region string) ([]Alert, error) {
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "alerts"})
	if err != nil {
		return nil, err
	}
	b, err := json.Marshal(res.StructuredContent) // finding: onechannel
	if err != nil {
		return nil, err
	}
	var env alertsEnvelope
	if err := json.Unmarshal(b, &env); err != nil {
		return nil, err
	}
	if env.Error != nil {
		if env.Error.Message == "region not found" { // finding: errmessage
			return nil, fmt.Errorf("unknown region %q", region)
		}
		return nil, errors.New(env.Error.Message)
	}
	if len(env.Result) == 0 { // finding: emptyresult
		return nil, fmt.Errorf("no alerts for %s", region)
	}
	return env.Result, nil
}

// Count decodes the text of a result whose IsError it checked.
func Count(res *mcp.CallToolResult) (n int, err error) {
	if res.IsError {
		return 0, errors.New("count tool failed")
	}
	err = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &n) // finding: textjson
	return n, err
}

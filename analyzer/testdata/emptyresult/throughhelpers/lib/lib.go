// Package lib is a server's own library: a wrapper of an error-result
// constructor and a backend client whose list call fails on an empty list.
// Its summaries reach the handlers of other packages as facts.
package lib

import (
	"errors"
	"fmt"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
)

// ToolErrorf logs and answers with an error result: every return is one.
func ToolErrorf(logger *log.Logger, format string, args ...any) *mcp.CallToolResult { // want ToolErrorf:"mcperrorresult"
	logger.Printf(format, args...)
	return mcp.NewToolResultError(fmt.Sprintf(format, args...))
}

// Result answers with an error result or a success: not an error wrapper.
func Result(err error, text string) *mcp.CallToolResult {
	if err != nil {
		return mcp.NewToolResultError(err.Error())
	}
	return mcp.NewToolResultText(text)
}

type Project struct{ Name string }

type Client struct{ projects map[string][]Project }

// ListProjects fails when the organisation has no projects.
func (c *Client) ListProjects(org string) ([]Project, error) { // want ListProjects:`mcpemptyerror\(result 0\)`
	projects := c.projects[org]
	if len(projects) == 0 { // this package has no handler: reported where a handler turns it into a tool error
		return nil, fmt.Errorf("no projects in %q", org)
	}
	return projects, nil
}

// Normalize validates its input: an empty name is invalid, not an empty
// answer (no fact).
func Normalize(name string) (string, error) {
	if name == "" {
		return "", errors.New("name is required")
	}
	return name, nil
}

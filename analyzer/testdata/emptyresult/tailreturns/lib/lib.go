// Package lib is a server's backend library: its lookup fails when nothing
// matches, and its summary reaches the handlers of other packages as a
// fact.
package lib

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// ContactPoint is a notification target.
type ContactPoint struct{ Name string }

var points map[string][]ContactPoint

// FindContactPoints fails when no contact point has the name.
func FindContactPoints(ctx context.Context, name string) ([]ContactPoint, error) { // want FindContactPoints:`mcpemptyerror\(result 0\)` FindContactPoints:"mcpfetches"
	found := points[name]
	if len(found) == 0 { // this package has no handler: reported where a handler hands it on
		return nil, fmt.Errorf("contact point %q not found", name)
	}
	return found, nil
}

// Describe is here so that the package imports the SDK, as a server's
// library does.
func Describe() mcp.Tool { return mcp.NewTool("contact_points") }

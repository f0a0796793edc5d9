// Package toolfuncs // want package:"mcprelevant"
//
// Package toolfuncs exports functions returning tool definitions: the
// model gives them a fact with the tool's name and whether it declares an
// output schema, for the packages that register them.
package toolfuncs

import (
	"github.com/mark3labs/mcp-go/mcp"
)

type forecast struct{ C float64 }

func ForecastTool() mcp.Tool { // want ForecastTool:`mcptool\(result 0, "forecast", schema\)`
	return mcp.NewTool("forecast", mcp.WithOutputSchema[forecast]())
}

func PlainTool() mcp.Tool { // want PlainTool:`mcptool\(result 0, "plain"\)`
	return mcp.NewTool("plain")
}

var literal = mcp.Tool{Name: "literal", OutputSchema: mcp.ToolOutputSchema{Type: "object"}}

func LiteralTool() (*mcp.Tool, error) { // want LiteralTool:`mcptool\(result 0, "literal", schema\)`
	return &literal, nil
}

// Named returns a tool whose name is not a constant and that declares no
// schema: nothing to say.
func Named(name string) mcp.Tool {
	return mcp.NewTool(name)
}

package mcpmodel

import "fmt"

// RelevantPackage marks a package that imports an MCP SDK, directly or
// through another relevant package. Packages without it are skipped.
type RelevantPackage struct{}

func (*RelevantPackage) AFact()         {}
func (*RelevantPackage) String() string { return "mcprelevant" }

// TextFunc marks a function that returns the text of a tool result's
// content: a helper such as func text(r *mcp.CallToolResult) string.
type TextFunc struct {
	// Result is the index, among the function's results, of the text.
	Result int
	// Param is the index of the parameter (a result or a content block)
	// whose text is returned, or -1 when the text does not come from a
	// parameter (the function obtains the result itself, or from Recv).
	Param int
	// Recv is set when the text is that of the method's receiver.
	Recv bool
}

func (*TextFunc) AFact() {}

func (f *TextFunc) String() string {
	switch {
	case f.Recv:
		return fmt.Sprintf("mcptext(result %d of receiver)", f.Result)
	case f.Param >= 0:
		return fmt.Sprintf("mcptext(result %d of param %d)", f.Result, f.Param)
	}
	return fmt.Sprintf("mcptext(result %d)", f.Result)
}

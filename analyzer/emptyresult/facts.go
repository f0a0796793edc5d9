package emptyresult

import "fmt"

// Facts emptyresult exports for the exported functions of a package, so
// that a handler in another package is checked through them.

// errorResultFunc marks a function every return of which answers with an
// error result: the package's own wrapper of an error-result constructor
// (func ToolErrorf(logger, format, args...) *mcp.CallToolResult calling
// mcp.NewToolResultError).
type errorResultFunc struct{}

func (*errorResultFunc) AFact()         {}
func (*errorResultFunc) String() string { return "mcperrorresult" }

// emptyErrorFunc marks a helper that returns a non-nil Go error when the
// data it returns as result Data is empty, directly or because a helper it
// calls does: a handler that turns that error into an error result answers
// "nothing found" as a failure.
type emptyErrorFunc struct {
	Data int
}

func (*emptyErrorFunc) AFact() {}

func (f *emptyErrorFunc) String() string { return fmt.Sprintf("mcpemptyerror(result %d)", f.Data) }

// successResultFunc marks a function every return of which answers with a
// success result built from its parameters Params: the package's own
// wrapper of a success constructor (func NewToolResultText(text string)
// *mcp.CallToolResult returning a literal with that text).
type successResultFunc struct {
	Params []int
}

func (*successResultFunc) AFact() {}

func (f *successResultFunc) String() string {
	return fmt.Sprintf("mcpsuccessresult(params %v)", f.Params)
}

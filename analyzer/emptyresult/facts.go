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
// "nothing found" as a failure. Outside is set for a helper of a package
// without MCP (outsidehelpers.go): it counts only for handlers of its own
// module.
type emptyErrorFunc struct {
	Data    int
	Outside bool
}

func (*emptyErrorFunc) AFact() {}

func (f *emptyErrorFunc) String() string {
	if f.Outside {
		return fmt.Sprintf("mcpemptyerror(result %d, outside)", f.Data)
	}
	return fmt.Sprintf("mcpemptyerror(result %d)", f.Data)
}

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

// fetchesFunc marks an exported function whose data result (its first) is
// not computed from its parameters alone (inputfuncs.go): it reads
// package-level state, or fetches. A handler that calls it with request
// data alone gets data, not the request's arguments.
type fetchesFunc struct{}

func (*fetchesFunc) AFact()         {}
func (*fetchesFunc) String() string { return "mcpfetches" }

// collectionTextFunc marks an exported renderer (a function returning a
// text, possibly with an error) whose text is made of a collection it
// holds, whole or element by element (Export writing the YAML of every
// object a list call gave it into a strings.Builder): a handler of
// another package that tests that text for emptiness tests a collection
// that is its answer (renderers.go).
type collectionTextFunc struct{}

func (*collectionTextFunc) AFact()         {}
func (*collectionTextFunc) String() string { return "mcpcollectiontext" }

package mcpmodel

import (
	"fmt"
	"strings"
)

// relevantPackage marks a package that imports an MCP SDK, directly or
// through another relevant package. Packages without it are skipped.
type relevantPackage struct{}

func (*relevantPackage) AFact()         {}
func (*relevantPackage) String() string { return "mcprelevant" }

// serverPackage marks a package of a server's module: its non-test code
// builds results, or it imports a package of its own module that is marked.
// A package of the same module made only of tests (an integration test
// directory) tests that server (see isServerTest).
type serverPackage struct{}

func (*serverPackage) AFact()         {}
func (*serverPackage) String() string { return "mcpserver" }

// textFuncFact marks a function that returns the text of a tool result's
// content, or its text content block: a helper such as
// func text(r *mcp.CallToolResult) string.
type textFuncFact struct {
	// Result is the index, among the function's results, of the text.
	Result int
	// Param is the index of the parameter (a result or a content block)
	// whose text is returned, or -1 when the text does not come from a
	// parameter (the function obtains the result itself, or from Recv).
	Param int
	// Recv is set when the text is that of the method's receiver.
	Recv bool
	// Block is set when the function returns the text content block (a
	// *mcp.TextContent) rather than its text.
	Block bool
	// Own is set when the function obtains the result itself and built it
	// (called one of its package's handlers): the text is the code's own.
	Own bool
	// Unread is set when the function obtains the result itself and never
	// reads its IsError, nor hands the result on: a refusal's message
	// comes out as the text (refusalfilters.go).
	Unread bool
}

func (*textFuncFact) AFact() {}

func (f *textFuncFact) String() string {
	name := "mcptext"
	if f.Block {
		name = "mcptextblock"
	}
	if f.Own {
		name += "own"
	}
	if f.Unread {
		name += "unread"
	}
	switch {
	case f.Recv:
		return fmt.Sprintf("%s(result %d of receiver)", name, f.Result)
	case f.Param >= 0:
		return fmt.Sprintf("%s(result %d of param %d)", name, f.Result, f.Param)
	}
	return fmt.Sprintf("%s(result %d)", name, f.Result)
}

// resultBuilderFact marks a function that builds tool results (a server's
// tool handler, a sibling tool's Execute, its own result constructor, a
// helper wrapping an HTTP body into a result): what it returns is the
// code's own, not a server's answer (see ownResult).
type resultBuilderFact struct {
	// MayRefuse is set when the builder can return an error result on
	// some path (mcp.NewToolResultError, IsError: true): production code
	// that reads its result as data must check IsError (onechannel).
	MayRefuse bool
}

func (*resultBuilderFact) AFact() {}

func (b *resultBuilderFact) String() string {
	if b.MayRefuse {
		return "mcpbuilder(refuses)"
	}
	return "mcpbuilder"
}

// clientWrapperFact marks a function that hands on what a client's tools/call
// gave it: the received result itself (return c.CallTool(ctx, req), also
// when a transport error becomes an isError result of its own), or the
// payload it decoded from one (a generic call[T any](…) (T, error)). Its
// callers' results are received, and its decoded payload is the answer's
// data. The text of a received result is textFuncFact's.
type clientWrapperFact struct {
	// Result is the index, among the function's results, of the received
	// result, or -1.
	Result int
	// Payload is the index of the payload decoded from a received result,
	// or -1.
	Payload int
}

func (*clientWrapperFact) AFact() {}

func (w *clientWrapperFact) String() string {
	var parts []string
	if w.Result >= 0 {
		parts = append(parts, fmt.Sprintf("result %d", w.Result))
	}
	if w.Payload >= 0 {
		parts = append(parts, fmt.Sprintf("payload %d", w.Payload))
	}
	return "mcpclientwrapper(" + strings.Join(parts, ", ") + ")"
}

// refusalFilterFact marks a client wrapper that hands on a received
// result, or its text, only when IsError is false, and an error, nil or
// nothing otherwise (func (c *Client) Call(…) (*mcp.CallToolResult, error)
// returning nil, errors.New(text) on a refusal): what its callers get at
// those indexes was never refused (refusalfilters.go).
type refusalFilterFact struct {
	// Result is the index, among the function's results, of the
	// never-refused result, or -1.
	Result int
	// Text is the index of the never-refused text, or -1.
	Text int
}

func (*refusalFilterFact) AFact() {}

func (r *refusalFilterFact) String() string {
	var parts []string
	if r.Result >= 0 {
		parts = append(parts, fmt.Sprintf("result %d", r.Result))
	}
	if r.Text >= 0 {
		parts = append(parts, fmt.Sprintf("text %d", r.Text))
	}
	return "mcpfilter(" + strings.Join(parts, ", ") + ")"
}

// coercerFact marks a function that re-decodes one of its parameters
// (encodes it as JSON and decodes JSON): passing it a payload reads the
// payload (see coercers.go).
type coercerFact struct {
	// Param is the index of the parameter it encodes.
	Param int
}

func (*coercerFact) AFact() {}

func (c *coercerFact) String() string { return fmt.Sprintf("mcpcoercer(param %d)", c.Param) }

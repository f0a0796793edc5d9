// Package dap stands in for github.com/google/go-dap: the Debug Adapter
// Protocol's messages the fixtures read (field names as in go-dap).
package dap

type Breakpoint struct {
	Id       int
	Verified bool
	Message  string
	Line     int
}

type SetBreakpointsResponseBody struct {
	Breakpoints []Breakpoint
}

// SetBreakpointsResponse answers setBreakpoints, a request that acts.
type SetBreakpointsResponse struct {
	Body SetBreakpointsResponseBody
}

type Thread struct {
	Id   int
	Name string
}

type ThreadsResponseBody struct {
	Threads []Thread
}

// ThreadsResponse answers threads, a request that asks.
type ThreadsResponse struct {
	Body ThreadsResponseBody
}

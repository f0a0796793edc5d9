// Package emptyresult defines an analyzer that reports an empty tool answer
// treated as a failure.
//
// # Analyzer emptyresult
//
// emptyresult: report an empty tool answer treated as a failure
//
// A query that ran and matched nothing is a success: zero rows, an empty
// list, a null for an unknown id all arrive on the result branch. Keep "I
// could not reach the data" and "there is no such data" apart.
//
// Client side, the analyzer reports a branch whose condition tests the
// content, the text or the decoded payload of a tool result for emptiness
// (len(x) == 0, len(x) < 1, x == nil, x == "", mirrored too) and whose body
// takes a failure exit (returns a non-nil error, panics, exits):
//
//	if len(res.Content) == 0 {
//		return nil, errors.New("no result") // want: an empty answer is a success
//	}
//
// Server side, in a tool handler (mcp-go or go-sdk, plain or typed), it
// reports an emptiness test of the data the handler answers with whose body
// returns an error result:
//
//	if len(rows) == 0 {
//		return mcp.NewToolResultError("no rows found"), nil
//	}
//	return mcp.NewToolResultJSON(rows)
//
// The error result may come through the package's own wrapper of an SDK
// constructor, and the emptiness may be decided in a helper, one or more
// calls below the handler, that returns a Go error on empty data which the
// handler turns into a failure (summarised across packages as facts).
//
// The tested value must be (part of) the answer: it flows to what the
// handler returns on its success path, or is the answer a client received.
// Validation of the request's arguments (values derived from the request,
// by value flow, through the package's own helpers at any depth),
// preconditions of what the code does after the test (the target of an
// action, the envelope of the answer's list, a key, an element checked
// in the loop over the answer), a nil that cannot come, values that are not a
// tool's answer (configuration, the reply of an action by protocol), and
// test code (which asserts about its own fixtures) are not reported. See
// docs/emptyresult.md.
package emptyresult

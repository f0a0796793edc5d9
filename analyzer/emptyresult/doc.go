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
// reports an empty collection that is the answer: an emptiness test of a
// list, a map, a count or a found flag over one, or a text rendered from
// one, that the handler answers on its success path (whole or element by
// element), whose body returns an error result:
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
// A single entity looked up by id, key, path or name (a nil pointer, a
// decoded JSON object), one element taken from a list (choices[0], the
// latest point), a text rendered from no collection, and an upstream's
// nil reply are not collections and are not reported server side; nor
// are validation of the request's arguments (values derived from the
// request by value flow, through the package's own helpers at any depth),
// the target of an action, an element checked in the loop over the
// answer, and test code (which asserts about its own fixtures). See
// docs/emptyresult.md.
package emptyresult

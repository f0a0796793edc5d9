// Package retry defines an analyzer that reports a client's retries of a
// refused tool call that are blind or without end.
//
// # Analyzer retry
//
// retry: report retries of a refused tool call that are blind or without end
//
// A tool that refuses — an isError result, or an error object in its
// payload — tells the caller what to do next only through what the server
// categorised: an isRetryable flag, an errorCategory, a code. Its text is
// for people. A transient failure is worth retrying within a budget; a
// validation, business or permission failure is not: retrying the same
// call cannot change the answer. A request whose Go error carries a
// JSON-RPC code the protocol marks permanent (invalid params, method not
// found) fails the same way every time.
//
// The analyzer reports, at the call that repeats (the tool call, or the
// retry helper's or library's call when the tool call sits in a closure
// given to it):
//
//   - a loop, helper or library that calls the tool again after a refusal
//     or a request error with no bound: no attempt count compared with a
//     limit, no deadline, no backoff policy that stops;
//   - a refusal retried more than once where the decision to call again
//     reads nothing the server categorised (one blind retry at most);
//   - a refusal retried although the code decoded the result's own
//     verdict (isRetryable, errorCategory) and does not read it on that
//     path;
//   - a request error the code recognises as permanent (errors.Is with
//     mcp-go's mcp.ErrInvalidParams or mcp.ErrMethodNotFound, go-sdk's
//     *jsonrpc.Error code -32602 or -32601) retried like a transient one.
//
// WRONG (go-sdk):
//
//	for {
//		res, err := session.CallTool(ctx, params)
//		if err != nil || res.IsError {
//			continue // forever, and a refusal too
//		}
//		return res, nil
//	}
//
// RIGHT (go-sdk):
//
//	for attempt := 0; attempt < 3; attempt++ {
//		res, err := session.CallTool(ctx, params)
//		if err != nil {
//			continue // a transport failure, within a budget
//		}
//		if res.IsError {
//			return nil, refusal(res) // the server's answer: no blind retry
//		}
//		return res, nil
//	}
//
// WRONG (mcp-go, avast/retry-go):
//
//	err := retry.Do(func() error {
//		res, err := c.CallTool(ctx, req)
//		if err != nil {
//			return err
//		}
//		if res.IsError {
//			return errRefused // retried 9 times, whatever the refusal says
//		}
//		return nil
//	})
//
// RIGHT (mcp-go, avast/retry-go):
//
//	if res.IsError {
//		return retry.Unrecoverable(errRefused)
//	}
//
// Not reported: a bounded retry of request errors (transport failures); a
// single retry of a refusal; a retry decided on the result's isRetryable
// or category; a loop whose calls differ (pagination with a cursor,
// corrected arguments, a range over tools or servers); a loop that also
// repeats a success (polling); a loop that exits on failure; a budget that
// comes from configuration (a parameter, a field, a context's deadline);
// the code's own results (a server's tests). See docs/retry.md.
package retry

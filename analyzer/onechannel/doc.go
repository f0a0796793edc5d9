// Package onechannel defines an analyzer that reports code that branches
// on only one of a tool result's two refusal channels.
//
// # Analyzer onechannel
//
// onechannel: report reading a tool result's payload without checking both refusal channels
//
// A tool refuses on one of two channels: IsError set, with a plain-text
// message and no structured payload, or in band, with IsError false and a
// payload {"error": {"code", "message"}} instead of {"result": …}. The
// unwrap that works everywhere checks IsError first, then the payload's
// error part, and only then uses the result.
//
// Payload-only: a payload read (StructuredContent type-asserted or
// marshalled, RawStructuredContent decoded) on a path that no IsError check
// of the same result dominates. On a refusal the structured channel is nil:
// the assertion panics, the decode yields zero values. A decode of the
// content text is a payload read too (on a refusal the text is the error
// message); textjson reports the same decode for its channel.
//
// WRONG:
//
//	res, err := session.CallTool(ctx, params)
//	if err != nil { return err }
//	m := res.StructuredContent.(map[string]any)
//
// RIGHT:
//
//	if res.IsError { return fmt.Errorf("tool refused: %s", text(res)) }
//	m, ok := res.StructuredContent.(map[string]any)
//
// IsError-only: the code checks IsError, decodes the payload into an
// envelope (a struct with an error object at its "error" or "errors" key
// beside any data field, or a map read at "result"), directly or through a
// helper of its own given the result, and uses its data where no check of
// the error part dominates. An in-band refusal then reads as "no data".
// In production code, a result of the module's own builder that can return
// an error result is checked like a received one.
//
// WRONG:
//
//	if res.IsError { return errRefused }
//	var env struct{ Result []Row; Error *APIError }
//	json.Unmarshal(res.RawStructuredContent, &env)
//	return env.Result, nil
//
// RIGHT:
//
//	if env.Error != nil { return nil, fmt.Errorf("%s: %s", env.Error.Code, env.Error.Message) }
//	return env.Result, nil
//
// Unread text wrappers: a function that receives a result and hands on
// only its text, never reading IsError, turns a refusal into a success
// whose answer is the tool's message; its callers cannot check. It is
// reported once, where it hands the text on, when the text is decoded in
// its package or reaches callers out of the package's sight (exported
// outside package main); its callers' decodes are not reported. A wrapper
// that returns a received result's StructuredContent or
// RawStructuredContent without checking IsError is reported there too.
//
// WRONG:
//
//	res, err := c.cs.CallTool(ctx, params)
//	if err != nil { return "", err }
//	return joinText(res), nil
//
// RIGHT:
//
//	if res.IsError { return "", fmt.Errorf("tool refused: %s", joinText(res)) }
//	return joinText(res), nil
//
// The analysis is path-sensitive: it asks the control-flow graph whether a
// check dominates the read, so reads after if res.IsError { return … },
// in its else branch, inside if !res.IsError {…}, after
// require.False(t, res.IsError), or after a call to a helper that checks
// IsError (in another package too, through facts) are not reported.
package onechannel

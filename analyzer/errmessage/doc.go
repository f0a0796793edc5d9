// Package errmessage defines an analyzer that reports branching on a tool
// error's message instead of its code.
//
// # Analyzer errmessage
//
// errmessage: report branching on a tool error's message instead of its code
//
// A tool that refuses in band answers with an error object {code, message}:
// the code is for programs, the message for people, and its wording is not
// a contract. The text of an isError result is prose too: a failure, worth
// one blind retry at most, never a decision.
//
// The analyzer reports a decision — an if condition, an if init the
// condition tests, a switch tag, a case of a tagless switch, a loop
// condition, a boolean return, or a boolean local one of these reads —
// that compares (==, !=, switch) or searches (strings.Contains, HasPrefix,
// HasSuffix, EqualFold, Index…, regexp matches, or a predicate helper of
// the package that does) the message of an error object that comes from
// MCP — a struct with a message and a code field (known by the spec's JSON
// keys), or a map read at "message" that is also read at "code" or is
// itself the "error" entry of a payload, whose type is an SDK's or one the
// module decodes tool results into (or whose value the function took from
// a result) — the
// text of a result inside if res.IsError { … } (or after
// if !res.IsError { return … }), or the text of the Go error an SDK
// client's request returned (CallTool, GetPrompt…, whose JSON-RPC code
// errors.As / errors.Is reach), also through the code's own client that
// hands the error on (as is or %w), and in a helper of the package it is
// given to (ClassifyError(err), reported at the helper's first match).
//
//	if strings.Contains(env.Error.Message, "not entitled") { // reported
//	if env.Error.Code == "not_entitled" {                    // right
//
// When the message is compared with code-shaped literals ("not_found",
// "RATE_LIMITED") and the object has a string code field, it suggests
// comparing that field instead.
//
// Not reported: the message formatted, logged or shown; tests of whether
// there is a message at all (msg != ""); comparisons of the code; test
// assertions (a decision one of whose outcomes fails the test, as in
// if got != want { t.Errorf(…) }; a test's other decisions are reported);
// ordinary Go errors (err.Error() of anything but an SDK client's request, and
// of that only where the SDK release the code compiles against offers a
// code, a sentinel or a type for the failure the wording looks for; types
// implementing error other than the SDKs' JSON-RPC errors); error objects of
// other services. See docs/errmessage.md.
package errmessage

// Package lint is mcpresult's plumbing, shared by the model and every
// check and knowing nothing of MCP: the check constructor, reporting
// through suppression directives, generated-file detection, and the guard
// that turns an internal panic into an error naming where it happened.
package lint

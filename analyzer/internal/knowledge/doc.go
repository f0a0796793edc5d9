// Package knowledge holds what mcpresult knows about APIs other than the MCP
// SDKs, as data: JSON decoders, text transforms and readers, calls that
// fail or never return, search functions, request-argument parsers, calls
// that act on a value, logging packages and fatal test assertions.
//
// Each table is listed once; matchers in the model and pre-filters in the
// checks read the same table, so the lists cannot drift apart. The package
// knows nothing of MCP and nothing of an analysis pass: its lookups take
// a *types.Func (or a name or a package path) and answer from the tables.
package knowledge

// Package tagged holds MCP client code behind a build tag, as end-to-end
// tests often are: mcpresult analyses it with -tags=e2e only.
package tagged

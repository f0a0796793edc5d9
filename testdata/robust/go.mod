// Robustness fixtures: real code shapes that must not crash mcpresult
// (type errors, generics, aliases, cgo, generated files, build tags).
// internal/robust builds cmd/mcpresult and runs it on each package here.
// A line ending in "// finding: <check>" must be reported; no other line may.
// The vendored/ module is separate: the test vendors it into a temporary copy.
module example.com/robust

go 1.25.5

require (
	github.com/mark3labs/mcp-go v1.2.1
	github.com/modelcontextprotocol/go-sdk v1.8.0
)

require (
	github.com/google/jsonschema-go v0.4.3 // indirect
	github.com/segmentio/asm v1.1.3 // indirect
	github.com/segmentio/encoding v0.5.4 // indirect
	github.com/spf13/cast v1.7.1 // indirect
	github.com/yosida95/uritemplate/v3 v3.0.2 // indirect
	golang.org/x/oauth2 v0.35.0 // indirect
	golang.org/x/sync v0.22.0 // indirect
	golang.org/x/sys v0.47.0 // indirect
	golang.org/x/time v0.15.0 // indirect
)

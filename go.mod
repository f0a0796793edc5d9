module github.com/mcpresult/mcpresult

go 1.25.5

require golang.org/x/tools v0.49.0

require (
	github.com/google/go-cmp v0.7.0 // indirect
	golang.org/x/mod v0.39.0 // indirect
	golang.org/x/sync v0.22.0 // indirect
)

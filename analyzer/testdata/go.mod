// Module of analysistest fixtures, compiled against the real SDK modules.
// Keep its requirements equal to the main module's so that the module cache
// filled by the main module's own tests is enough (analysistest runs with
// GOPROXY=off).
module example.com/fixtures

go 1.25.5

require (
	github.com/avast/retry-go v0.0.0
	github.com/avast/retry-go/v4 v4.0.0
	github.com/bytedance/sonic v1.15.5
	github.com/cenkalti/backoff/v4 v4.0.0
	github.com/cenkalti/backoff/v5 v5.0.0
	github.com/go-openapi/runtime v0.0.0
	github.com/go-openapi/strfmt v0.0.0
	github.com/goccy/go-json v0.10.5
	github.com/google/go-dap v0.0.0
	github.com/json-iterator/go v1.1.12
	github.com/mark3labs/mcp-go v1.2.1
	github.com/modelcontextprotocol/go-sdk v1.8.0
	github.com/onsi/gomega v1.38.2
	github.com/stretchr/testify v1.11.1
	google.golang.org/protobuf v1.36.12
	sigs.k8s.io/yaml v1.4.0
)

// Test, retry and third-party JSON libraries the fixtures use are stubs under
// their real import paths (see stubs/README.md); the SDKs are the real modules.
replace (
	github.com/avast/retry-go => ./stubs/retrygo
	github.com/avast/retry-go/v4 => ./stubs/retrygov4
	github.com/bytedance/sonic => ./stubs/sonic
	github.com/cenkalti/backoff/v4 => ./stubs/backoffv4
	github.com/cenkalti/backoff/v5 => ./stubs/backoffv5
	github.com/go-openapi/runtime => ./stubs/openapiruntime
	github.com/go-openapi/strfmt => ./stubs/strfmt
	github.com/goccy/go-json => ./stubs/goccyjson
	github.com/google/go-dap => ./stubs/godap
	github.com/json-iterator/go => ./stubs/jsoniter
	github.com/onsi/gomega => ./stubs/gomega
	github.com/stretchr/testify => ./stubs/testify
	google.golang.org/protobuf => ./stubs/protobuf
	sigs.k8s.io/yaml => ./stubs/yaml
)

require (
	github.com/google/jsonschema-go v0.4.3 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/santhosh-tekuri/jsonschema/v6 v6.0.2 // indirect
	github.com/segmentio/asm v1.1.3 // indirect
	github.com/segmentio/encoding v0.5.4 // indirect
	github.com/spf13/cast v1.7.1 // indirect
	github.com/yosida95/uritemplate/v3 v3.0.2 // indirect
	golang.org/x/oauth2 v0.35.0 // indirect
	golang.org/x/sync v0.22.0 // indirect
	golang.org/x/sys v0.47.0 // indirect
	golang.org/x/text v0.14.0 // indirect
	golang.org/x/time v0.15.0 // indirect
)

package assertions

import (
	"context"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	. "github.com/onsi/gomega"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A fatal assertion about the payload ends the test on a refusal (whose
// payload is nil): the reads after it are guarded.

func TestRequireNotNil(t *testing.T) {
	res, err := call(context.Background(), nil)
	require.NoError(t, err)
	require.NotNil(t, res.StructuredContent)
	_ = res.StructuredContent.(map[string]any)["count"]
}

func TestRequireAssertions(t *testing.T) {
	r := require.New(t)
	res, err := call(context.Background(), nil)
	r.NoError(err)
	r.NotNil(res.StructuredContent)
	_ = res.StructuredContent.(map[string]any)["count"]
}

func TestGomega(t *testing.T) {
	res, err := call(context.Background(), nil)
	Expect(err).NotTo(HaveOccurred())
	Expect(res.StructuredContent).NotTo(BeEmpty())
	_ = res.StructuredContent.(map[string]any)["count"]
}

func TestGomegaWithT(t *testing.T) {
	g := NewWithT(t)
	res, _ := call(context.Background(), nil)
	g.Expect(res.StructuredContent).ToNot(BeNil())
	_ = res.StructuredContent.(map[string]any)["count"]
}

// testify's assert is not fatal: the test goes on and the read panics on a
// refusal. It is no check.
func TestAssertNotNil(t *testing.T) {
	res, _ := call(context.Background(), nil)
	assert.NotNil(t, res.StructuredContent)
	_ = res.StructuredContent.(map[string]any)["count"] // want `StructuredContent read without checking IsError`
}

// A gomega assertion about something else guards nothing.
func TestGomegaOther(t *testing.T) {
	res, err := call(context.Background(), nil)
	Expect(err).NotTo(HaveOccurred())
	_ = res.StructuredContent.(map[string]any)["count"] // want `StructuredContent read without checking IsError`
}

// mustNoToolError is a test helper that checks IsError.
func mustNoToolError(t *testing.T, res *mcp.CallToolResult) {
	t.Helper()
	if res.IsError {
		t.Fatalf("tool refused: %v", res.Content)
	}
}

func callAll(t *testing.T) []*mcp.CallToolResult {
	var results []*mcp.CallToolResult
	for range 3 {
		res, err := call(context.Background(), nil)
		require.NoError(t, err)
		results = append(results, res)
	}
	return results
}

// A loop that checks every result guards the reads of a later loop over
// the same results.
func TestEachChecked(t *testing.T) {
	results := callAll(t)
	for _, res := range results {
		mustNoToolError(t, res)
	}
	for _, res := range results {
		_ = res.StructuredContent.(map[string]any)["count"]
	}
}

// A loop that checks only some results guards nothing.
func TestSomeChecked(t *testing.T) {
	results := callAll(t)
	for i, res := range results {
		if i == 0 {
			mustNoToolError(t, res)
		}
	}
	for _, res := range results {
		_ = res.StructuredContent.(map[string]any)["count"] // want `StructuredContent read without checking IsError`
	}
}

package retry_test

import (
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
	"github.com/mcpresult/mcpresult/analyzer/retry"
)

func TestGoSDK(t *testing.T) {
	t.Parallel()
	checktest.Run(t, retry.New, "./retry/gosdk")
}

func TestMCPGo(t *testing.T) {
	t.Parallel()
	checktest.Run(t, retry.New, "./retry/mcpgo")
}

// Retry helpers of the module's own: in another package (a fact), in the
// same package, and handed on three deep.
func TestHelpers(t *testing.T) {
	t.Parallel()
	checktest.Run(t, retry.New, "./retry/helpers/retrying", "./retry/helpers/gosdk", "./retry/helpers/mcpgo")
}

// Retry libraries, known by qualified name with their bounds:
// cenkalti/backoff v4 and v5, avast/retry-go v3 and v4 (stubs).
func TestLibraries(t *testing.T) {
	t.Parallel()
	checktest.Run(t, retry.New, "./retry/libraries/gosdk", "./retry/libraries/mcpgo")
}

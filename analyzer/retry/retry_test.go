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

package textjson_test

import (
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
	"github.com/mcpresult/mcpresult/analyzer/textjson"
)

// The text of a refusal decoded in a helper every call gives a refusal, or
// in an IsError branch, reads the refusal (silent); a checked result's text
// decoded as data is still reported; look-alikes whose calls do not all
// give a refusal are reported (issue 24, item 1).
func TestCallerContext(t *testing.T) {
	t.Parallel()
	checktest.Run(t, textjson.New, "./textjson/callercontext/gosdk", "./textjson/callercontext/mcpgo", "./textjson/callercontext/peer")
}

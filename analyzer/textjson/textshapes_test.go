package textjson_test

import (
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
	"github.com/mcpresult/mcpresult/analyzer/textjson"
)

// Issue 24's recall shapes of textjson, and issue 19's ho-toolhive-2.

// Each line of a received text decoded as JSON (NDJSON, issue 24): lines
// of a bufio.Scanner, a bufio.Reader or a split of the text.
func TestNDJSON(t *testing.T) {
	t.Parallel()
	checktest.RunWithFixes(t, textjson.New, "./textjson/ndjson/gosdk", "./textjson/ndjson/mcpgo")
}

// A result wrapper type of another package (issue 24): its methods that
// return the wrapped result's text are text helpers, and a client wrapper
// returning one hands on a received result.
func TestReplyWrappers(t *testing.T) {
	t.Parallel()
	checktest.RunWithFixes(t, textjson.New, "./textjson/replyuser")
}

// A middleware's http.ResponseWriter wrapper decoding the response its own
// server writes (issue 19's ho-toolhive-2): a served result, not received.
func TestServedResponses(t *testing.T) {
	t.Parallel()
	checktest.Run(t, textjson.New, "./textjson/served")
}

package onechannel_test

import (
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
	"github.com/mcpresult/mcpresult/analyzer/onechannel"
)

// The fix puts the IsError check before a decode of the text and returns
// the refusal's text as an error, in the function's own style (issue 20).
func TestFix(t *testing.T) {
	t.Parallel()
	checktest.RunWithFixes(t, onechannel.New, "./onechannel/fix")
}

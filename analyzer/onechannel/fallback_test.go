package onechannel_test

import (
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
	"github.com/mcpresult/mcpresult/analyzer/onechannel"
)

// A decode of the text as the fallback of code that prefers the structured
// channel is where a refusal lands: a presence test of the payload does not
// guard it (issue 20).
func TestFallback(t *testing.T) {
	t.Parallel()
	checktest.Run(t, onechannel.New, "./onechannel/fallback")
}

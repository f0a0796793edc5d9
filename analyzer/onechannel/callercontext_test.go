package onechannel_test

import (
	"strings"
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
	"github.com/mcpresult/mcpresult/analyzer/onechannel"
)

// Helpers whose every call the package sees read a result their callers
// checked, or a refusal (issue 24, item 1): silent; a look-alike whose
// calls do not all say so is reported, and so is an exported helper of
// another package whose callers are out of its sight.
func TestCallerContext(t *testing.T) {
	t.Parallel()
	checktest.Run(t, onechannel.New, "./onechannel/callercontext/gosdk", "./onechannel/callercontext/mcpgo", "./onechannel/callercontext/peer")
}

// A test that calls a helper with a result it built itself (a literal, an
// SDK constructor) passes an own result, never a refusal: the helper's
// context stays what its production callers say, two calls up. A test
// that passes a received result it never checked still counts.
func TestTestCallers(t *testing.T) {
	t.Parallel()
	check := onechannel.New(mcpmodel.NewAnalyzer(&config.Config{}))
	acts := checktest.RunAnalyzer(t, check, "./onechannel/testcallers/gosdk", "./onechannel/testcallers/mcpgo")
	// The positives are want(tests): make sure the variants with tests
	// were analysed and reported them, one per SDK.
	reported := 0
	for _, act := range acts {
		for _, d := range act.Diagnostics {
			if strings.HasPrefix(d.Message, "StructuredContent read without checking IsError") {
				reported++
			}
		}
	}
	if reported != 2 {
		t.Errorf("got %d reads reported in the packages built with their tests, want 2", reported)
	}
}

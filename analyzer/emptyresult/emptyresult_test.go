package emptyresult_test

import (
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/emptyresult"
	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
)

func TestGoSDK(t *testing.T) { checktest.Run(t, emptyresult.New, "./emptyresult/gosdk") }

func TestMCPGo(t *testing.T) { checktest.Run(t, emptyresult.New, "./emptyresult/mcpgo") }

// Payloads decoded by client wrappers of another package (issue 10,
// class 3), by fact.
func TestClientWrappers(t *testing.T) {
	checktest.Run(t, emptyresult.New, "./emptyresult/clientwrappers/gosdk", "./emptyresult/clientwrappers/mcpgo")
}

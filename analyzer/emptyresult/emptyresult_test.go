package emptyresult_test

import (
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/emptyresult"
	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
)

func TestGoSDK(t *testing.T) { checktest.Run(t, emptyresult.New, "./emptyresult/gosdk") }

func TestMCPGo(t *testing.T) { checktest.Run(t, emptyresult.New, "./emptyresult/mcpgo") }

func TestThroughHelpers(t *testing.T) {
	checktest.Run(t, emptyresult.New, "./emptyresult/throughhelpers/lib", "./emptyresult/throughhelpers/mcpgo", "./emptyresult/throughhelpers/gosdk")
}

package errmessage_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/errmessage"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// fixtures is the analysistest module, compiled against the real SDKs.
var fixtures = filepath.Join("..", "testdata")

func TestGoSDK(t *testing.T) {
	a := errmessage.New(mcpmodel.NewAnalyzer(&config.Config{}))
	analysistest.RunWithSuggestedFixes(t, fixtures, a, "./errmessage/gosdk")
}

func TestMCPGo(t *testing.T) {
	a := errmessage.New(mcpmodel.NewAnalyzer(&config.Config{}))
	analysistest.RunWithSuggestedFixes(t, fixtures, a, "./errmessage/mcpgo")
}

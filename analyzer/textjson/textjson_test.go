package textjson_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
	"github.com/mcpresult/mcpresult/analyzer/textjson"
)

// fixtures is the analysistest module, compiled against the real SDKs.
var fixtures = filepath.Join("..", "testdata")

func TestGoSDK(t *testing.T) {
	a := textjson.New(mcpmodel.NewAnalyzer(&config.Config{}))
	analysistest.RunWithSuggestedFixes(t, fixtures, a, "./textjson/gosdk")
}

func TestMCPGo(t *testing.T) {
	a := textjson.New(mcpmodel.NewAnalyzer(&config.Config{}))
	analysistest.RunWithSuggestedFixes(t, fixtures, a, "./textjson/mcpgo")
}

func TestServerOwnResults(t *testing.T) {
	a := textjson.New(mcpmodel.NewAnalyzer(&config.Config{}))
	analysistest.Run(t, fixtures, a, "./textjson/server")
}

package textjson_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
	"github.com/mcpresult/mcpresult/analyzer/textjson"
)

func TestGoSDK(t *testing.T) { checktest.RunWithFixes(t, textjson.New, "./textjson/gosdk") }

func TestMCPGo(t *testing.T) { checktest.RunWithFixes(t, textjson.New, "./textjson/mcpgo") }

func TestServerOwnResults(t *testing.T) { checktest.Run(t, textjson.New, "./textjson/server") }

func TestServerHelpers(t *testing.T) { checktest.Run(t, textjson.New, "./textjson/ownhelpers") }

// A fork configured with -resulttypes: the message and the fix use the
// structured field its type has.
func TestConfiguredFork(t *testing.T) {
	const fork = "example.com/fixtures/textjson/fork"
	cfg := &config.Config{ResultTypes: []config.TypeName{{Path: fork, Name: "CallToolResult"}, {Path: fork, Name: "LegacyResult"}}}
	analyzer := textjson.New(mcpmodel.NewAnalyzer(cfg))
	analysistest.RunWithSuggestedFixes(t, filepath.Join("..", "testdata"), analyzer, "./textjson/forkuser")
}

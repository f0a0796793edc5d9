package textjson_test

import (
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
	"github.com/mcpresult/mcpresult/analyzer/textjson"
)

func TestGoSDK(t *testing.T) { checktest.RunWithFixes(t, textjson.New, "./textjson/gosdk") }

func TestMCPGo(t *testing.T) { checktest.RunWithFixes(t, textjson.New, "./textjson/mcpgo") }

func TestServerOwnResults(t *testing.T) { checktest.Run(t, textjson.New, "./textjson/server") }

func TestServerHelpers(t *testing.T) { checktest.Run(t, textjson.New, "./textjson/ownhelpers") }

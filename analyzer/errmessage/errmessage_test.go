package errmessage_test

import (
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/errmessage"
	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
)

func TestGoSDK(t *testing.T) { checktest.RunWithFixes(t, errmessage.New, "./errmessage/gosdk") }

func TestMCPGo(t *testing.T) { checktest.RunWithFixes(t, errmessage.New, "./errmessage/mcpgo") }

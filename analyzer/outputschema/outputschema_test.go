package outputschema_test

import (
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
	"github.com/mcpresult/mcpresult/analyzer/outputschema"
)

func TestMCPGo(t *testing.T) { checktest.Run(t, outputschema.New, "./outputschema/mcpgo") }

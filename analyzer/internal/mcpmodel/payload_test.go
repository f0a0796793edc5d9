package mcpmodel_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

func TestIsErrorCheckerFacts(t *testing.T) {
	analysistest.Run(t, fixtures, mcpmodel.NewAnalyzer(&config.Config{}), "./mcpmodel/payloadfacts")
}

package mcpmodel_test

import (
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

func TestIsErrorCheckerFacts(t *testing.T) {
	t.Parallel()
	checktest.RunAnalyzer(t, mcpmodel.NewAnalyzer(&config.Config{}), "./mcpmodel/payloadfacts")
}

// The types tool results are decoded into are recorded as a package fact.
func TestDecodedTypesFact(t *testing.T) {
	t.Parallel()
	checktest.RunAnalyzer(t, mcpmodel.NewAnalyzer(&config.Config{}), "./mcpmodel/decodedtypes")
}

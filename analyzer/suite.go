// Package analyzer assembles the mcpresult suite, shared by every driver:
// the mcpresult binary (standalone and go vet), and the golangci-lint plugin.
package analyzer

import (
	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/emptyresult"
	"github.com/mcpresult/mcpresult/analyzer/errmessage"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
	"github.com/mcpresult/mcpresult/analyzer/onechannel"
	"github.com/mcpresult/mcpresult/analyzer/outputschema"
	"github.com/mcpresult/mcpresult/analyzer/ptrcontent"
	"github.com/mcpresult/mcpresult/analyzer/retry"
	"github.com/mcpresult/mcpresult/analyzer/structuredonly"
	"github.com/mcpresult/mcpresult/analyzer/textjson"
	"github.com/mcpresult/mcpresult/analyzer/textonly"
)

// Suite returns the mcpresult checks configured by cfg. All of them share
// one model analyzer, so facts and the per-package model are computed once.
// cfg is read when analysis starts, so flags may fill it in after this call.
func Suite(cfg *config.Config) []*analysis.Analyzer {
	model := mcpmodel.NewAnalyzer(cfg)
	return []*analysis.Analyzer{
		textjson.New(model),
		onechannel.New(model),
		emptyresult.New(model),
		errmessage.New(model),
		outputschema.New(model),
		textonly.New(model),
		structuredonly.New(model),
		ptrcontent.New(model),
		retry.New(model),
	}
}

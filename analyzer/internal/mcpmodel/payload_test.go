package mcpmodel_test

import (
	"go/ast"
	"go/types"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

var readNames = map[mcpmodel.ReadKind]string{
	mcpmodel.ReadAssert:  "assert",
	mcpmodel.ReadMarshal: "marshal",
	mcpmodel.ReadDecode:  "decode",
	mcpmodel.ReadIndex:   "index",
}

// payloadProbe reports what the model sees in each function: payload
// reads, envelope uses and error checks, and IsError checks.
func payloadProbe(model *analysis.Analyzer) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:     "payloadprobe",
		Doc:      "payloadprobe reports the model's payload reads, envelopes and IsError checks",
		Requires: []*analysis.Analyzer{model},
		Run: func(pass *analysis.Pass) (any, error) {
			m := mcpmodel.Of(pass, model)
			if m == nil {
				return nil, nil
			}
			m.Funcs(func(_ *ast.File, decl *ast.FuncDecl) {
				flow := m.NewPayloadFlow(decl)
				for _, r := range flow.Reads(decl.Body) {
					pass.Reportf(r.Node.Pos(), "read %s %s", r.Field, readNames[r.Kind])
				}
				uses, checks := flow.EnvelopeUses(decl.Body)
				for _, u := range uses {
					kind := "envelope"
					if u.Map {
						kind = "map"
					}
					pass.Reportf(u.Use.Pos(), "%s result use", kind)
				}
				for _, nodes := range checks {
					for _, n := range nodes {
						pass.Reportf(n.Pos(), "envelope error check")
					}
				}
				for v, nodes := range m.IsErrorChecks(decl.Body) {
					for _, n := range nodes {
						pass.Reportf(n.Pos(), "iserror check of %s", v.(*types.Var).Name())
					}
				}
			})
			return nil, nil
		},
	}
}

func TestPayloadModel(t *testing.T) {
	model := mcpmodel.NewAnalyzer(&config.Config{})
	analysistest.Run(t, fixtures, payloadProbe(model), "./onechannel/model")
}

func TestIsErrorCheckerFacts(t *testing.T) {
	analysistest.Run(t, fixtures, mcpmodel.NewAnalyzer(&config.Config{}), "./onechannel/modelfacts")
}

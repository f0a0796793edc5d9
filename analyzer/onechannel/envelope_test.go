package onechannel

import (
	"go/ast"
	"go/types"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
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
func payloadProbe(pass *analysis.Pass, m *mcpmodel.Model, _ *ast.File, decl *ast.FuncDecl) {
	flow := m.FlowOf(decl)
	for _, r := range flow.PayloadReads() {
		pass.Reportf(r.Node.Pos(), "read %s %s", r.Field, readNames[r.Kind])
	}
	uses, checks := envelopeUses(m, flow, decl.Body)
	for _, u := range uses {
		kind := "envelope"
		if u.isMap {
			kind = "map"
		}
		pass.Reportf(u.use.Pos(), "%s result use", kind)
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
}

func TestPayloadModel(t *testing.T) {
	t.Parallel()
	checktest.RunAnalyzer(t, checktest.Probe("payloadprobe", payloadProbe), "./onechannel/probe")
}

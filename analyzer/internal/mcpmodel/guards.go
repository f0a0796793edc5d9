package mcpmodel

import (
	"go/ast"
	"go/types"
)

// Guards answers, within one function, whether the code checked a tool
// result's IsError before reading it. onechannel asks it about payload
// reads, textjson about the text decodes it reports, so that the two checks
// agree on what "checked" means.
type Guards struct {
	m      *Model
	decl   *ast.FuncDecl
	flow   *Flow
	test   bool                        // test code: helpers given a result trust their callers
	checks map[types.Object][]ast.Node // IsError checks, by result variable
	kills  map[types.Object][]ast.Node // new values of result variables, filled on demand
	dom    *Dominance
}

// NewGuards prepares the questions about decl, a function of file. The
// control-flow graphs are built only when a question is asked.
func (m *Model) NewGuards(file *ast.File, decl *ast.FuncDecl) *Guards {
	return &Guards{
		m:      m,
		decl:   decl,
		flow:   m.FlowOf(decl),
		test:   m.IsTestCode(file, decl),
		checks: m.IsErrorChecks(decl.Body),
		kills:  make(map[types.Object][]ast.Node),
		dom:    m.newDominance(decl),
	}
}

// Unchecked reports whether at reads result where the code could have
// checked IsError and no check dominates.
func (g *Guards) Unchecked(at ast.Node, result types.Object) bool {
	return g.Checkable(result) && !g.Guarded(at, result)
}

// Checkable reports whether the result is one whose IsError the code could
// have checked: its type has the flag, and the code did not build it
// itself (a literal or NewToolResult… knows whether it is a refusal; a
// server's test of its own handler checks its own output), unless the
// builder it came from can refuse and the read is in production code.
// In test code, a result given as a parameter (a helper, a table's check
// func) is trusted: the test that calls it asserts IsError first.
//
// A parameter every call gives a refusal (callercontext.go) is not
// checkable either: reading it is reading the refusal.
func (g *Guards) Checkable(result types.Object) bool {
	if g.paramContext(result) == contextRefusal {
		return false
	}
	if g.test && (isParameter(g.decl, result) || g.flow.varSource(result).Given()) {
		return false
	}
	own := g.flow.Own(result) && !g.flow.Refusable(result)
	return hasIsError(result) && !g.m.builtHere(g.decl.Body, result) && !own
}

// Guarded reports whether an IsError check of result dominates at, with no
// new value of result in between. A presence test of the payload is no
// check for a decode of the text that runs where the test found the
// payload absent: a refusal lands exactly there (fallback.go). A
// parameter every call gives after checking IsError (callercontext.go) is
// guarded wherever the function reads it, and so is a result a refusal
// filter handed on: the filter checked it (refusalfilters.go).
func (g *Guards) Guarded(at ast.Node, result types.Object) bool {
	if g.flow.Filtered(result) {
		return true
	}
	kills := g.killsOf(result)
	checks := g.checks[result]
	switch {
	case g.paramContext(result) == contextChecked:
		return true
	case !g.dom.Guarded(at, checks, kills):
		return false
	case g.refusalTextRead(at, result):
		return g.dom.Guarded(at, g.withoutPresenceTests(checks), kills)
	}
	return true
}

// killsOf returns the points where result is given a new value.
func (g *Guards) killsOf(result types.Object) []ast.Node {
	kills, ok := g.kills[result]
	if !ok {
		kills = g.m.AssignmentsTo(g.decl.Body, map[types.Object]bool{result: true})[result]
		g.kills[result] = kills
	}
	return kills
}

// Dominance returns the function's dominance queries.
func (g *Guards) Dominance() *Dominance { return g.dom }

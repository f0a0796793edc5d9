// Package golangci registers the mcpresult suite as a golangci-lint v2
// module plugin, under the one linter name "mcpresult".
//
// Build a custom golangci-lint with it (see .custom-gcl.yml and
// docs/integrations/golangci-lint.md), then enable it in .golangci.yml:
//
//	linters:
//	  default: none
//	  enable:
//	    - mcpresult
//	  settings:
//	    custom:
//	      mcpresult:
//	        type: module
//	        settings:
//	          result-types:
//	            - example.com/fork/mcp.CallToolResult
//	          disable:
//	            - textjson
package golangci

import (
	"fmt"
	"slices"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer"
	"github.com/mcpresult/mcpresult/analyzer/config"
)

// Name is the linter name in .golangci.yml and in //nolint:mcpresult.
const Name = "mcpresult"

func init() {
	register.Plugin(Name, New)
}

// Settings are the plugin's settings (linters.settings.custom.mcpresult.
// settings in .golangci.yml). Unknown keys are an error, so a typo does not
// silently leave a check on.
type Settings struct {
	// ResultTypes names extra tool-result types, as import/path.TypeName:
	// the same as the -resulttypes flag.
	ResultTypes []string `json:"result-types"`
	// Enable, when not empty, runs only the checks it names.
	Enable []string `json:"enable"`
	// Disable turns the checks it names off: the same as -<check>=false.
	Disable []string `json:"disable"`
}

// New decodes the settings strictly and returns the plugin.
func New(raw any) (register.LinterPlugin, error) {
	settings, err := register.DecodeSettings[Settings](raw)
	if err != nil {
		return nil, fmt.Errorf("mcpresult settings: %w", err)
	}
	resultTypes, err := config.ParseTypeNames(settings.ResultTypes)
	if err != nil {
		return nil, fmt.Errorf("mcpresult settings: result-types: %w", err)
	}
	checks, err := selectChecks(analyzer.Suite(&config.Config{ResultTypes: resultTypes}), settings)
	if err != nil {
		return nil, fmt.Errorf("mcpresult settings: %w", err)
	}
	return &plugin{checks: checks}, nil
}

// selectChecks applies enable and disable, rejecting names of no check.
func selectChecks(all []*analysis.Analyzer, s Settings) ([]*analysis.Analyzer, error) {
	var names []string
	for _, a := range all {
		names = append(names, a.Name)
	}
	for _, name := range slices.Concat(s.Enable, s.Disable) {
		if !slices.Contains(names, name) {
			return nil, fmt.Errorf("no check is called %q (checks: %v)", name, names)
		}
	}
	var checks []*analysis.Analyzer
	for _, a := range all {
		if len(s.Enable) > 0 && !slices.Contains(s.Enable, a.Name) {
			continue
		}
		if slices.Contains(s.Disable, a.Name) {
			continue
		}
		checks = append(checks, a)
	}
	return checks, nil
}

type plugin struct {
	checks []*analysis.Analyzer
}

func (p *plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) { return p.checks, nil }

// GetLoadMode asks for type information: the checks need types and facts.
func (p *plugin) GetLoadMode() string { return register.LoadModeTypesInfo }

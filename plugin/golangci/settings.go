package golangci

import (
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/internal/driver"
)

// Settings are the settings the checks share, under
// linters.settings.custom.mcpresult.settings in .golangci.yml. Unknown keys
// are an error, so that a typo does not silently leave a setting out.
type Settings struct {
	// ResultTypes names extra tool-result types, as import/path.TypeName:
	// the same as the -resulttypes flag.
	ResultTypes []string `json:"result-types"`
	// RequestParsers and ReplyReaders name the user's own request parsers
	// and reply readers for emptyresult, as import/path.Func or
	// (import/path.Type).Method: the same as the -requestparsers and
	// -replyreaders flags.
	RequestParsers []string `json:"request-parsers"`
	ReplyReaders   []string `json:"reply-readers"`
}

// movedSettings are settings of the time when the suite was one linter,
// with where they are now, so that an old .golangci.yml gets a pointer
// instead of a bare "unknown field".
var movedSettings = map[string]string{
	"enable":  "each check is a linter of its own now: list the checks to run under linters.enable",
	"disable": "each check is a linter of its own now: list the checks to turn off under linters.disable",
}

// newSettingsLinter reads the shared settings into the suite's
// configuration. The linter itself has no analyzers.
func (s *suite) newSettingsLinter(raw any) (register.LinterPlugin, error) {
	settings, err := decodeSettings(raw)
	if err != nil {
		return nil, fmt.Errorf("%s settings: %w", SettingsName, err)
	}
	resultTypes, err := config.ParseTypeNames(settings.ResultTypes)
	if err != nil {
		return nil, fmt.Errorf("%s settings: result-types: %w", SettingsName, err)
	}
	s.cfg.ResultTypes = resultTypes
	if s.cfg.RequestParsers, err = config.ParseFuncNames(settings.RequestParsers); err != nil {
		return nil, fmt.Errorf("%s settings: request-parsers: %w", SettingsName, err)
	}
	if s.cfg.ReplyReaders, err = config.ParseFuncNames(settings.ReplyReaders); err != nil {
		return nil, fmt.Errorf("%s settings: reply-readers: %w", SettingsName, err)
	}
	for _, w := range driver.ResultTypeWarnings(".", "", resultTypes) {
		warn(strings.Replace(w, "-resulttypes", "result-types", 1))
	}
	return linter{}, nil
}

// warn prints a warning for the user: a result type that no package
// declares matches nothing, as the standalone binary and the vet tool say
// too. (A variable, so that the tests can read what it prints.)
var warn = func(w string) { fmt.Fprintln(os.Stderr, w) }

func decodeSettings(raw any) (Settings, error) {
	if fields, ok := raw.(map[string]any); ok {
		for _, key := range slices.Sorted(maps.Keys(fields)) {
			if where, moved := movedSettings[key]; moved {
				return Settings{}, fmt.Errorf("%q is no longer a setting: %s", key, where)
			}
		}
	}
	return register.DecodeSettings[Settings](raw)
}

// newCheckLinter returns the constructor of the linter of one check. A
// check's own entry takes no settings: they are shared, so that the checks
// cannot disagree on what a tool result is.
func (s *suite) newCheckLinter(check *analysis.Analyzer) register.NewPlugin {
	return func(raw any) (register.LinterPlugin, error) {
		if _, err := register.DecodeSettings[struct{}](raw); err != nil {
			return nil, fmt.Errorf("%s settings: %w; the checks share their settings: put them under linters.settings.custom.%s.settings",
				check.Name, err, SettingsName)
		}
		return linter{analyzers: []*analysis.Analyzer{check}}, nil
	}
}

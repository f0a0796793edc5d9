package driver

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/config"
)

// options are the standalone driver's settings, from its command line.
type options struct {
	json, sarif bool
	context     int // -c: lines of context around each finding, -1 for none
	cache       bool
	fix, diff   bool
	tests       bool
	tags        string
	version     bool
	cpuProfile  string
	memProfile  string
	checks      map[string]*triState // the -<check> switches
	configArgs  []string             // the suite's own flags as given, as -name=value
	patterns    []string
	help        []string // "mcpresult help [check]": the words after help
}

// parseOptions parses the standalone command line. The suite's own flags
// (config.Config.RegisterFlags) fill in cfg. A bad flag or value is an
// error of one line; -help returns flag.ErrHelp after printing the usage to w.
func parseOptions(args []string, cfg *config.Config, checks []*analysis.Analyzer, w io.Writer) (*options, error) {
	opts := &options{context: -1, tests: true, checks: make(map[string]*triState)}
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard) // errors are returned, usage printed on -help only
	for _, a := range checks {
		opts.checks[a.Name] = new(triState)
		fs.Var(opts.checks[a.Name], a.Name, fmt.Sprintf("enable the %s check (-%s=false: all checks but it)", a.Name, a.Name))
		a.Flags.VisitAll(func(f *flag.Flag) {
			fs.Var(f.Value, a.Name+"."+f.Name, f.Usage)
		})
	}
	cfg.RegisterFlags(fs)
	fs.BoolVar(&opts.json, "json", false, "print the findings as JSON, in the shape of every go/analysis driver (exit 0 with findings)")
	fs.BoolVar(&opts.sarif, "sarif", false, "print the findings as SARIF 2.1.0, for code-scanning upload (exit 0 with findings)")
	var context contextFlag
	fs.Var(&context, "c", "print each finding's lines with `N` lines of context around them")
	fs.BoolVar(&opts.cache, "cache", false, "keep each package's findings in the go build cache and analyse again only what changed (runs the checks through go vet; see docs/integrations/standalone-and-json.md)")
	fs.BoolVar(&opts.fix, "fix", false, "apply the suggested fixes, then print the findings that remain")
	fs.BoolVar(&opts.diff, "diff", false, "with -fix, print the fixes as a unified diff instead of applying them")
	fs.BoolVar(&opts.tests, "test", true, "analyse test files too")
	fs.StringVar(&opts.tags, "tags", "", "comma-separated build tags, as for go build")
	fs.BoolVar(&opts.version, "version", false, "print the version of mcpresult and exit")
	fs.Var(versionFlag{}, "V", "print the version in the form go vet asks for (-V=full) and exit")
	fs.StringVar(&opts.cpuProfile, "cpuprofile", "", "write a CPU profile to this file")
	fs.StringVar(&opts.memProfile, "memprofile", "", "write a heap profile to this file")

	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			printUsage(w, fs)
			return nil, flag.ErrHelp
		}
		return nil, err
	}
	opts.context = context.lines()
	opts.patterns = fs.Args()
	opts.configArgs = setFlags(fs, configFlagNames())
	if len(opts.patterns) > 0 && opts.patterns[0] == "help" {
		opts.help = opts.patterns[1:]
		opts.patterns = nil
		return opts, nil
	}
	switch {
	case opts.json && opts.sarif:
		return nil, errors.New("-json and -sarif cannot be used together; choose one output format")
	case opts.diff && !opts.fix:
		return nil, errors.New("-diff only works with -fix; use -fix -diff")
	case len(opts.patterns) == 0 && !opts.version:
		return nil, errors.New("no packages to analyse; name them as for go build, as in mcpresult ./...")
	}
	return opts, nil
}

// checkArgs returns the -<check> switches that were set, as -name=value.
func (opts *options) checkArgs() []string {
	var args []string
	for name, state := range opts.checks {
		if *state != unset {
			args = append(args, "-"+name+"="+state.String())
		}
	}
	slices.Sort(args)
	return args
}

// configFlagNames returns the names of the suite's own flags.
func configFlagNames() []string {
	fs := flag.NewFlagSet("", flag.ContinueOnError)
	new(config.Config).RegisterFlags(fs)
	var names []string
	fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
	return names
}

// setFlags returns the flags of fs among names that the command line set,
// as -name=value.
func setFlags(fs *flag.FlagSet, names []string) []string {
	var args []string
	fs.Visit(func(f *flag.Flag) {
		if slices.Contains(names, f.Name) {
			args = append(args, "-"+f.Name+"="+f.Value.String())
		}
	})
	return args
}

func printUsage(w io.Writer, fs *flag.FlagSet) {
	fmt.Fprintf(w, `usage: %[1]s [flags] packages...

%[1]s reports code that misreads MCP tool results. Packages are named as
for go build (./... for all). "%[1]s help" lists the checks.

Flags:
`, name)
	fs.SetOutput(w)
	fs.PrintDefaults()
	fs.SetOutput(io.Discard)
}

// enabledChecks applies the rule go vet and x/tools' multichecker apply to
// the per-check switches: when some -<check> is true, run only those;
// otherwise, when some is false, run all but those.
func enabledChecks(checks []*analysis.Analyzer, state func(name string) triState) []*analysis.Analyzer {
	var on, notOff []*analysis.Analyzer
	for _, a := range checks {
		switch state(a.Name) {
		case setTrue:
			on = append(on, a)
			notOff = append(notOff, a)
		case unset:
			notOff = append(notOff, a)
		}
	}
	if len(on) > 0 {
		return on
	}
	return notOff
}

// triState is a boolean flag that knows whether it was set.
type triState int

const (
	unset triState = iota
	setTrue
	setFalse
)

func (t *triState) IsBoolFlag() bool { return true }

func (t *triState) String() string {
	if t != nil && *t == setFalse {
		return "false"
	}
	return "true"
}

func (t *triState) Set(value string) error {
	on, err := strconv.ParseBool(value)
	if err != nil {
		return errors.New("want true or false")
	}
	*t = setFalse
	if on {
		*t = setTrue
	}
	return nil
}

// contextFlag is -c N. Unset, it prints no context, and -help shows no
// default: an int flag would show "(default -1)", a value no one types.
type contextFlag struct {
	n   int
	set bool
}

func (c *contextFlag) String() string {
	if c == nil || !c.set {
		return ""
	}
	return strconv.Itoa(c.n)
}

func (c *contextFlag) Set(value string) error {
	n, err := strconv.Atoi(value)
	if err != nil || n < 0 {
		return errors.New("want a number of lines, 0 or more")
	}
	c.n, c.set = n, true
	return nil
}

// lines returns the lines of context to print, -1 for none.
func (c *contextFlag) lines() int {
	if !c.set {
		return -1
	}
	return c.n
}

package driver

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/mcpresult/mcpresult/analyzer/config"
)

// vetInvocation reports whether the go command runs mcpresult as a vet or
// fix tool: with a unit's config file (go vet ./... runs the tool once per
// package with $WORK/bNNN/vet.cfg), or to ask for its flags or version.
func vetInvocation(args []string) bool {
	if len(args) > 0 && strings.HasSuffix(args[len(args)-1], ".cfg") {
		return true
	}
	for _, arg := range args {
		switch arg {
		case "-flags", "--flags", "-V=full", "--V=full":
			return true
		}
	}
	return false
}

// runXToolsDriver hands the command line to x/tools' multichecker, which
// speaks the vet tool protocol (it switches to unitchecker for a *.cfg
// argument) and applies fixes for the standalone -fix. It does not return.
//
// Under go vet, the go command runs the tool once per package,
// dependencies included: a bad flag value or a -resulttypes entry that
// names nothing would be reported hundreds of times. They are checked here
// first and reported by one process of the go command's run only.
func runXToolsDriver(cfg *config.Config, checks []*analysis.Analyzer, args []string) {
	if cfgFile := args[len(args)-1]; strings.HasSuffix(cfgFile, ".cfg") {
		unit, err := readVetConfig(cfgFile)
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", name, err)
			os.Exit(1)
		}
		checkVetConfig(args, cfgFile, unit)
	}
	cfg.RegisterFlags(flag.CommandLine)
	flag.Var(versionFlag{}, "V", "print version and exit")
	flag.CommandLine.Usage = shortUsage(flag.CommandLine.Usage, args)
	multichecker.Main(vetChecks(checks)...)
}

// vetConfig is the part of a vet unit's config file (x/tools'
// unitchecker.Config) this driver reads.
type vetConfig struct {
	Dir      string
	VetxOnly bool // a dependency, analysed for facts only
}

func readVetConfig(path string) (*vetConfig, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	unit := new(vetConfig)
	if err := json.Unmarshal(data, unit); err != nil {
		return nil, fmt.Errorf("cannot decode the vet config file %s: %v", path, err)
	}
	return unit, nil
}

// checkVetConfig validates the suite's own flags on the command line of a
// vet tool process. A bad value is printed by the first process of the go
// command's run that analyses one of the user's packages, which exits 1
// (go vet prints "# package" above the line and fails); every other
// process exits 0 without output. The check of -resulttypes entries
// against the packages is made, once, by the same kind of process.
func checkVetConfig(args []string, cfgFile string, unit *vetConfig) {
	var cfg config.Config
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	cfg.RegisterFlags(fs)
	if err := fs.Parse(flagArgs(args[:len(args)-1], fs)); err != nil {
		if !unit.VetxOnly && firstInVetRun(cfgFile, "flag-error") {
			fmt.Fprintf(os.Stderr, "%s: %v\n", name, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	if len(cfg.ResultTypes) > 0 && !unit.VetxOnly && firstInVetRun(cfgFile, "resulttypes") {
		for _, w := range ResultTypeWarnings(unit.Dir, "", cfg.ResultTypes) {
			fmt.Fprintln(os.Stderr, w)
		}
	}
}

// flagArgs picks out of the flags of a vet tool command line those fs
// defines, in the forms the go command passes on as the user typed them:
// -name=value, -name value, and the same with two dashes. Other arguments
// are skipped: the values of other flags among them.
func flagArgs(args []string, fs *flag.FlagSet) []string {
	var picked []string
	for i := 0; i < len(args); i++ {
		arg := args[i]
		if arg == "--" {
			break
		}
		if !strings.HasPrefix(arg, "-") {
			continue
		}
		flagName, _, hasValue := strings.Cut(strings.TrimLeft(arg, "-"), "=")
		f := fs.Lookup(flagName)
		if f == nil {
			continue
		}
		picked = append(picked, arg)
		if !hasValue && !isBoolFlag(f) && i+1 < len(args) {
			i++
			picked = append(picked, args[i])
		}
	}
	return picked
}

func isBoolFlag(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// workUnitDir matches the directory of a vet config file in the go
// command's work directory: $WORK/b001/vet.cfg.
var workUnitDir = regexp.MustCompile(`^b[0-9]+$`)

// firstInVetRun reports whether this process is the first of the go
// command's run to ask for key. The go command puts the config files of
// all its vet units in one work directory, which it removes when it is
// done: a file created there exclusively marks the key as taken. Outside
// that layout (another build system), every process is the first.
func firstInVetRun(cfgFile, key string) bool {
	unitDir := filepath.Dir(cfgFile)
	if filepath.Base(cfgFile) != "vet.cfg" || !workUnitDir.MatchString(filepath.Base(unitDir)) {
		return true
	}
	marker := filepath.Join(filepath.Dir(unitDir), name+"-"+key)
	f, err := os.OpenFile(marker, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
	if errors.Is(err, fs.ErrExist) {
		return false
	}
	if err == nil {
		f.Close()
	}
	return true // a marker that cannot be made must not silence the message
}

// shortUsage keeps the full flag list for -h and -help only. The flag
// package has already printed the one-line error for a bad flag value:
// a page of usage after each error would bury it.
func shortUsage(full func(), args []string) func() {
	return func() {
		if helpRequested(args) {
			full()
		}
	}
}

// helpRequested reports whether the flags (up to the first argument that is
// not a flag) ask for help.
func helpRequested(args []string) bool {
	for _, arg := range args {
		switch arg {
		case "-h", "-help", "--h", "--help":
			return true
		case "--":
			return false
		}
		if len(arg) < 2 || arg[0] != '-' {
			return false
		}
	}
	return false
}

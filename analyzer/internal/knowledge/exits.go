package knowledge

import "go/types"

// Exit says what a call does to the code after it.
type Exit struct {
	// Failure is how the call fails, when it does.
	Failure Failure
	// NeverReturns is set when the code after the call does not run.
	NeverReturns bool
}

// Failure says how a call fails.
type Failure uint8

const (
	NoFailure Failure = iota
	FailPanic         // panic, log.Panic*
	FailExit          // os.Exit(≠0), log.Fatal*, a logger's Fatal*
	FailTest          // t.Fatal*, t.Error*, t.Fail*, b.Fatal*, …
)

// exitsByPackage lists, per package, the functions and methods that fail
// or do not return. One list: the flow engine's "never returns" and the
// failure classification read the same entries.
var exitsByPackage = map[string]map[string]Exit{
	"os":      {"Exit": {FailExit, true}},
	"runtime": {"Goexit": {NoFailure, true}},
	"log": {
		"Fatal": {FailExit, true}, "Fatalf": {FailExit, true}, "Fatalln": {FailExit, true},
		"Panic": {FailPanic, true}, "Panicf": {FailPanic, true}, "Panicln": {FailPanic, true},
	},
	"testing": {
		"Fatal": {FailTest, true}, "Fatalf": {FailTest, true}, "FailNow": {FailTest, true},
		"Error": {FailTest, false}, "Errorf": {FailTest, false}, "Fail": {FailTest, false},
		"Skip": {NoFailure, true}, "Skipf": {NoFailure, true}, "SkipNow": {NoFailure, true},
	},
}

// loggerFatals are the Fatal methods and functions every common logger has
// (log, logrus, zap, klog, hclog, charmbracelet/log): they log and exit.
var loggerFatals = map[string]bool{"Fatal": true, "Fatalf": true, "Fatalln": true, "Fatalw": true}

// ExitOf says what a call of fn does to the code after it. A Fatal* of any
// logger exits, unless it returns a value (zerolog's Fatal() returns the
// event, and only its Msg exits).
func ExitOf(fn *types.Func) Exit {
	if fn == nil {
		return Exit{}
	}
	if byName, ok := exitsByPackage[pkgPath(fn)]; ok {
		if exit, ok := byName[fn.Name()]; ok {
			return exit
		}
	}
	sig := fn.Type().(*types.Signature)
	if loggerFatals[fn.Name()] && sig.Results().Len() == 0 {
		return Exit{FailExit, true}
	}
	return Exit{}
}

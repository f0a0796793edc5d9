package knowledge

import (
	"go/types"
	"slices"
)

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

// loggerExits are the logging libraries whose Fatal* (and klog's Exit*)
// log and exit, by package path and function or method name (a package
// function and a logger type's method alike). ctrlflow cannot see that
// they never return: each ends in an exit function held in a variable
// (logrus' ExitFunc, zap's CheckWriteHook, klog's ExitFunc).
var loggerExits = map[string][]string{
	"github.com/sirupsen/logrus":   {"Fatal", "Fatalf", "Fatalln"},
	"go.uber.org/zap":              {"Fatal", "Fatalf", "Fatalln", "Fatalw"},
	"k8s.io/klog":                  {"Fatal", "Fatalf", "Fatalln", "FatalDepth", "Exit", "Exitf", "Exitln", "ExitDepth"},
	"k8s.io/klog/v2":               {"Fatal", "Fatalf", "Fatalln", "FatalDepth", "Exit", "Exitf", "Exitln", "ExitDepth"},
	"github.com/charmbracelet/log": {"Fatal", "Fatalf"},
}

// ExitOf says what a call of fn does to the code after it, by the
// qualified name of fn (its package path and name). A function of the
// user's own that always exits is known by its body instead (the model
// asks passes/ctrlflow).
func ExitOf(fn *types.Func) Exit {
	if fn == nil {
		return Exit{}
	}
	path := pkgPath(fn)
	if byName, ok := exitsByPackage[path]; ok {
		if exit, ok := byName[fn.Name()]; ok {
			return exit
		}
	}
	if slices.Contains(loggerExits[path], fn.Name()) && fn.Type().(*types.Signature).Results().Len() == 0 {
		return Exit{FailExit, true}
	}
	return Exit{}
}

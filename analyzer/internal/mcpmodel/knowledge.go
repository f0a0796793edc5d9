package mcpmodel

import (
	"go/ast"
	"go/types"
	"strings"
	"unicode"

	"golang.org/x/tools/go/types/typeutil"
)

// API knowledge as data: names and packages the model recognises calls by.
// The matchers read these tables; nothing else lists the same names.

// argumentsGetters are the request methods that return all of a tool call's
// arguments (mcp-go's CallToolRequest).
var argumentsGetters = map[string]bool{"GetArguments": true, "GetRawArguments": true}

func isArgumentsGetter(name string) bool { return argumentsGetters[name] }

// argumentParserWords are words in the name of a helper that turns a whole
// request into arguments: parseArgs, bindParams, decodeInput, getOptions.
var argumentParserWords = []string{
	"arg", "param", "parse", "bind", "decode", "unmarshal", "input", "extract",
	"validate", "require", "option", "opts",
}

func namesArgumentParser(name string) bool {
	lower := strings.ToLower(name)
	for _, w := range argumentParserWords {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// mutatingVerbs are the verbs a call's name starts with when it changes
// something: store.DeleteServer(s), client.UpdateIssue(ctx, i), p.Save().
// A value passed to such a call after a lookup is the target of an action.
// Verbs that also name reads (Run, Execute, Query, Get) are left out.
var mutatingVerbs = map[string]bool{
	"add": true, "apply": true, "approve": true, "archive": true, "assign": true,
	"attach": true, "ban": true, "block": true, "cancel": true, "clear": true,
	"close": true, "comment": true, "commit": true, "cordon": true, "create": true,
	"deactivate": true, "delete": true, "deploy": true, "destroy": true, "detach": true,
	"disable": true, "drain": true, "drop": true, "edit": true, "enable": true,
	"exec": true, "grant": true, "insert": true, "install": true, "invite": true,
	"kill": true, "label": true, "link": true, "lock": true, "mark": true,
	"merge": true, "modify": true, "move": true, "patch": true, "pause": true,
	"post": true, "promote": true, "publish": true, "purge": true, "push": true,
	"put": true, "quarantine": true, "register": true, "reject": true, "release": true,
	"remove": true, "rename": true, "reopen": true, "replace": true, "reset": true,
	"restart": true, "restore": true, "resume": true, "revert": true, "revoke": true,
	"rollback": true, "rotate": true, "save": true, "scale": true, "schedule": true,
	"send": true, "set": true, "start": true, "stop": true, "store": true,
	"submit": true, "suspend": true, "sync": true, "tag": true, "terminate": true,
	"toggle": true, "transfer": true, "trigger": true, "unarchive": true, "unassign": true,
	"uninstall": true, "unlock": true, "unquarantine": true, "unregister": true, "update": true,
	"upgrade": true, "upload": true, "upsert": true, "write": true,
	"acknowledge": true, "ack": true, "activate": true, "connect": true, "disconnect": true,
	"dismiss": true, "evict": true, "flush": true, "follow": true, "invalidate": true,
	"kick": true, "mount": true, "mute": true, "notify": true, "pin": true, "reconnect": true,
	"reload": true, "rerun": true, "resolve": true, "retry": true, "silence": true,
	"snooze": true, "star": true, "subscribe": true, "unfollow": true, "unmount": true,
	"unmute": true, "unpin": true, "unstar": true, "unsubscribe": true,
}

// startsWithMutatingVerb reports whether a call's name starts with a
// mutating verb as a whole word: DeleteServer, delete, Set — not Settings.
func startsWithMutatingVerb(name string) bool {
	word := leadingWord(name)
	return mutatingVerbs[strings.ToLower(word)]
}

// leadingWord returns the first word of a camelCase or PascalCase name.
func leadingWord(name string) string {
	for i, r := range name {
		if i > 0 && (unicode.IsUpper(r) || unicode.IsDigit(r) || r == '_') {
			return name[:i]
		}
	}
	return name
}

// observabilityPackages are logging, tracing and metrics libraries: a call
// into them records a value, it does not act on it.
var observabilityPackages = []string{
	"log", "log/slog", "fmt",
	"go.uber.org/zap", "github.com/sirupsen/logrus", "github.com/rs/zerolog",
	"k8s.io/klog", "github.com/go-logr/logr", "github.com/hashicorp/go-hclog",
	"github.com/charmbracelet/log", "go.opentelemetry.io/", "github.com/prometheus/client_golang",
}

func isObservabilityPackage(path string) bool {
	path = trimVendor(path)
	for _, p := range observabilityPackages {
		if path == p || strings.HasSuffix(p, "/") && strings.HasPrefix(path, p) || strings.HasPrefix(path, p+"/") {
			return true
		}
	}
	return false
}

// stdlibMutators are the standard-library calls that change the world: a
// file tool that deletes the file it found acts on it.
var stdlibMutators = map[string]bool{
	"os.Remove": true, "os.RemoveAll": true, "os.Rename": true, "os.WriteFile": true,
	"os.Chmod": true, "os.Chown": true, "os.Truncate": true, "os.Symlink": true, "os.Link": true,
}

// isStandardLibrary reports whether path is a standard-library package
// (its first element has no dot).
func isStandardLibrary(path string) bool {
	first, _, _ := strings.Cut(trimVendor(path), "/")
	return !strings.Contains(first, ".")
}

// Fatal test assertions: a failed one ends the test, so a read after it is
// guarded by what it asserted. testify's assert is not fatal (the test goes
// on and the read panics), so it is not listed.
const (
	requirePackage = "github.com/stretchr/testify/require"
	gomegaPackage  = "github.com/onsi/gomega"
)

// gomegaSubjectFuncs take the value a gomega assertion is about
// (Expect(x).To(…)); gomegaVerbs end the assertion, failing the test (t.Fatal
// under gomega.NewWithT, a panic under ginkgo) when the matcher fails.
var (
	gomegaSubjectFuncs = map[string]bool{"Expect": true, "Ω": true, "ExpectWithOffset": true}
	gomegaVerbs        = map[string]bool{"To": true, "NotTo": true, "ToNot": true, "Should": true, "ShouldNot": true}
)

// fatalAssertionSubjects returns the values a fatal test assertion call is
// about: the arguments of testify's require.X(t, …) (or of a method of its
// Assertions), or x of gomega's Expect(x).To(…) and its variants.
func fatalAssertionSubjects(info *types.Info, call *ast.CallExpr) []ast.Expr {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil {
		return nil
	}
	switch trimVendor(fn.Pkg().Path()) {
	case requirePackage:
		return call.Args
	case gomegaPackage, gomegaPackage + "/types", gomegaPackage + "/internal":
		if !gomegaVerbs[fn.Name()] {
			return nil
		}
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return nil
		}
		subject, ok := ast.Unparen(sel.X).(*ast.CallExpr)
		if !ok {
			return nil
		}
		if sf, _ := typeutil.Callee(info, subject).(*types.Func); sf != nil && gomegaSubjectFuncs[sf.Name()] {
			return subject.Args
		}
	}
	return nil
}

package knowledge

import (
	"go/types"
	"strings"
	"unicode"
)

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

// StartsWithMutatingVerb reports whether a call's name starts with a
// mutating verb as a whole word: DeleteServer, delete, Set — not Settings.
func StartsWithMutatingVerb(name string) bool {
	word := leadingWord(name)
	return mutatingVerbs[strings.ToLower(word)]
}

// transportVerbs are mutating verbs that also name how a request travels
// (client.SendRequest, PostJSON, db.Exec, w.Write): a query goes through
// them as often as a change does, so what they return is not known to be
// an action's reply.
var transportVerbs = map[string]bool{
	"send": true, "post": true, "put": true, "exec": true, "write": true,
	"connect": true, "reconnect": true, "retry": true, "rerun": true, "sync": true,
}

// StartsWithActionVerb reports whether name starts with a mutating verb
// that is not a transport verb: SetBreakpointsRequest, CreateIssue.
func StartsWithActionVerb(name string) bool {
	word := strings.ToLower(leadingWord(name))
	return mutatingVerbs[word] && !transportVerbs[word]
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

// IsObservabilityPackage reports whether path is such a library.
func IsObservabilityPackage(path string) bool {
	path = TrimVendor(path)
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

// IsStdlibMutator reports whether fn is a standard-library call that
// changes the world (os.Remove and the like).
func IsStdlibMutator(fn *types.Func) bool { return !isMethod(fn) && stdlibMutators[qualified(fn)] }

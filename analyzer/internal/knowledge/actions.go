package knowledge

import (
	"go/types"
	"strings"
)

// observabilityPackages are logging, tracing and metrics libraries, by
// import path (a path ending in "/" stands for every package below it): a
// call into them records a value, it does not act on it. Sources: the
// standard library's log, log/slog and fmt, and the logging, tracing and
// metrics libraries Go MCP servers import (zap, logrus, zerolog, klog,
// logr, hclog, charmbracelet/log, OpenTelemetry, the Prometheus client).
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

// stdlibMutators are the standard-library calls that change the world
// (package os: files, links, permissions): a file tool that deletes the
// file it found acts on it.
var stdlibMutators = map[string]bool{
	"os.Remove": true, "os.RemoveAll": true, "os.Rename": true, "os.WriteFile": true,
	"os.Chmod": true, "os.Chown": true, "os.Truncate": true, "os.Symlink": true, "os.Link": true,
}

// IsStdlibMutator reports whether fn is a standard-library call that
// changes the world (os.Remove and the like).
func IsStdlibMutator(fn *types.Func) bool { return !isMethod(fn) && stdlibMutators[qualified(fn)] }

package knowledge

import "go/types"

// A value computed from a tool call's arguments alone is still the
// caller's input (its validation is the handler's business), unless the
// computation reaches outside the process: os.ReadFile(path) of a path
// the caller gave reads a file, and what it read is data. The standard
// library's packages that reach the file system, the network, other
// processes or a database are listed here by import path (source: the Go
// standard library's package list), with path/filepath's functions that
// read the file system.
var outsidePackages = map[string]bool{
	"os": true, "os/exec": true, "os/user": true, "io/ioutil": true, "io/fs": true,
	"net": true, "net/http": true, "net/rpc": true, "net/smtp": true, "database/sql": true,
	"syscall": true, "plugin": true,
}

var outsideFuncs = map[string]bool{
	"path/filepath.Glob": true, "path/filepath.Walk": true, "path/filepath.WalkDir": true,
	"path/filepath.Abs": true, "path/filepath.EvalSymlinks": true,
}

// ReachesOutside reports whether fn, a standard-library function or
// method, reads or changes something outside the process.
func ReachesOutside(fn *types.Func) bool {
	path := pkgPath(fn)
	return outsidePackages[path] || !isMethod(fn) && outsideFuncs[qualified(fn)]
}

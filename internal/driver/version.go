package driver

import (
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"strings"
)

// moduleVersion returns the version of the mcpresult module this binary
// was built from, as the Go build info records it: a release or
// pseudo-version for go install …@version and go get -tool, a VCS-derived
// version for go install in a git checkout, "(devel)" when the go command
// knew none.
func moduleVersion() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "(unknown)"
	}
	// The module that holds the main package: the main module when
	// mcpresult is built in its own module, a dependency when it is a tool
	// of the user's module.
	mods := append([]*debug.Module{&info.Main}, info.Deps...)
	for _, m := range mods {
		if m.Path != "" && (info.Path == m.Path || strings.HasPrefix(info.Path, m.Path+"/")) {
			if m.Replace != nil && m.Replace.Version != "" {
				return m.Replace.Version
			}
			return m.Version
		}
	}
	return info.Main.Version
}

// printVersion prints what -version prints.
func printVersion(w io.Writer) {
	fmt.Fprintf(w, "%s %s (built with %s)\n", name, moduleVersion(), runtime.Version())
}

// versionFlag is -V=full, which go vet calls to key its cache on the tool.
// It prints "PROG version devel COMMENT buildID=HASH" as x/tools does, but
// with the module version as the comment instead of x/tools' placeholder
// "comments-go-here". The go command reads only the buildID of a "devel"
// line, a hash of the executable: a rebuilt binary is a new tool even when
// its module version did not change.
type versionFlag struct{}

func (versionFlag) IsBoolFlag() bool { return true }
func (versionFlag) Get() any         { return nil }
func (versionFlag) String() string   { return "" }

// Set prints the version and exits, as the -V flag of the go tools does:
// nothing else on the command line matters then.
func (versionFlag) Set(s string) error {
	if s != "full" {
		return fmt.Errorf("want -V=full, the form go vet asks for; -version prints the version for people")
	}
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	id, err := fileHash(exe)
	if err != nil {
		return err
	}
	fmt.Printf("%s version devel %s buildID=%s\n", exe, strings.ReplaceAll(moduleVersion(), " ", "_"), id)
	os.Exit(0)
	return nil
}

func fileHash(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return fmt.Sprintf("%02x", h.Sum(nil)), nil
}

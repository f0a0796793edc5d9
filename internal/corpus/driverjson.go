package corpus

import (
	"encoding/json"
	"strings"
)

// driverEntry is one entry of the driver's -json tree (package -> analyzer
// -> a list of diagnostics or {"error": ...}): one diagnostic, or the error
// an analyzer reported for a package instead of diagnostics.
type driverEntry struct {
	Package string
	Check   string
	Posn    string // file:line:col of a diagnostic
	Message string
	Error   string // set instead of Posn and Message
}

// parseDriverJSON flattens the driver's -json output, in package and
// analyzer order.
func parseDriverJSON(data []byte) ([]driverEntry, error) {
	var tree map[string]map[string]json.RawMessage
	if err := json.Unmarshal(data, &tree); err != nil {
		return nil, err
	}
	var entries []driverEntry
	for _, pkg := range sortedKeys(tree) {
		for _, check := range sortedKeys(tree[pkg]) {
			raw := tree[pkg][check]
			var failed struct{ Error string }
			if json.Unmarshal(raw, &failed) == nil && failed.Error != "" {
				entries = append(entries, driverEntry{Package: pkg, Check: check, Error: failed.Error})
				continue
			}
			var diags []struct{ Posn, Message string }
			if err := json.Unmarshal(raw, &diags); err != nil {
				return nil, err
			}
			for _, d := range diags {
				entries = append(entries, driverEntry{Package: pkg, Check: check, Posn: d.Posn, Message: d.Message})
			}
		}
	}
	return entries, nil
}

// Kinds of analyzer error in the driver's output.
const (
	errPanic   = "panic"   // a recovered panic (lint.Guard says "internal error")
	errSkipped = "skipped" // the package or an import does not type-check
	errOther   = "error"
)

func classifyError(msg string) string {
	switch {
	case strings.Contains(msg, "internal error"):
		return errPanic
	case strings.Contains(msg, "analysis skipped due to errors in package"),
		strings.Contains(msg, "failed prerequisites"):
		return errSkipped
	}
	return errOther
}

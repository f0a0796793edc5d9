// Package sanitize stands for another module's function that takes JSON
// and returns bytes: nothing says its output is JSON still.
package sanitize

import "bytes"

// SanitizeJSONBytes masks secrets in b.
func SanitizeJSONBytes(b []byte) ([]byte, error) {
	return bytes.ReplaceAll(b, []byte("secret"), []byte("******")), nil
}

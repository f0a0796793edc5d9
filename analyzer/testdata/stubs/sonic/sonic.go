// Package sonic stands in for github.com/bytedance/sonic: the fixtures
// call its Marshal functions and a frozen Config's API.
package sonic

// API is a frozen configuration's encoder and decoder.
type API interface {
	Marshal(v any) ([]byte, error)
	MarshalToString(v any) (string, error)
	MarshalIndent(v any, prefix, indent string) ([]byte, error)
	Unmarshal(buf []byte, v any) error
}

// Config configures an API.
type Config struct {
	EscapeHTML  bool
	SortMapKeys bool
}

// Froze returns the API of c.
func (c Config) Froze() API { return nil }

// The configurations the library ships.
var (
	ConfigDefault = Config{}.Froze()
	ConfigStd     = Config{EscapeHTML: true, SortMapKeys: true}.Froze()
)

// Marshal writes v as JSON.
func Marshal(v any) ([]byte, error) { return nil, nil }

// MarshalString writes v as a JSON string.
func MarshalString(v any) (string, error) { return "", nil }

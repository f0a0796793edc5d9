package knowledge

import "go/types"

// JSON libraries whose encoders and decoders the model knows: the standard
// library and the drop-in replacements real MCP code uses.
var jsonPackages = map[string]bool{
	"encoding/json":                      true,
	"encoding/json/v2":                   true,
	"github.com/goccy/go-json":           true,
	"github.com/segmentio/encoding/json": true,
	"github.com/json-iterator/go":        true,
	"github.com/bytedance/sonic":         true,
	"k8s.io/apimachinery/pkg/util/json":  true,
	"sigs.k8s.io/json":                   true,
}

// IsRawJSON reports whether t is a JSON library's raw message type
// (encoding/json.RawMessage, or a replacement's alias of it): a []byte
// that marshals as the JSON it holds, not as a base64 string.
func IsRawJSON(t types.Type) bool {
	named, ok := types.Unalias(t).(*types.Named)
	if !ok || named.Obj().Pkg() == nil {
		return false
	}
	return named.Obj().Name() == "RawMessage" && jsonPackages[TrimVendor(named.Obj().Pkg().Path())]
}

// DecodeKind says what a JSON decode call reads.
type DecodeKind uint8

const (
	NotDecode     DecodeKind = iota
	DecodeData               // Unmarshal(data, &v): the first argument is the data
	DecodeReader             // UnmarshalRead(r, &v): the first argument is a reader
	DecodeDecoder            // dec.Decode(&v): the receiver is the decoder
	DecodeValid              // Valid(data): a syntax check of the data
)

// decoders maps the name of a decode function (or Decoder method) of a
// JSON library to what it reads. A name listed here is a decode for every
// check: textjson's decodes and onechannel's payload reads are one set.
var decoders = map[string]DecodeKind{
	"Unmarshal":           DecodeData,
	"UnmarshalString":     DecodeData,
	"UnmarshalFromString": DecodeData,
	"UnmarshalNoEscape":   DecodeData,
	"UnmarshalRead":       DecodeReader,
	"Valid":               DecodeValid,
	"Decode":              DecodeDecoder,
}

// IsJSONPackage reports whether path is a JSON library the model knows.
func IsJSONPackage(path string) bool { return jsonPackages[TrimVendor(path)] }

// IsStdJSON reports whether fn belongs to encoding/json, the library a
// suggested fix may rewrite calls of.
func IsStdJSON(fn *types.Func) bool { return pkgPath(fn) == "encoding/json" }

// Decoder says whether fn decodes JSON and what it reads; Decode counts
// only as a method (a Decoder's).
func Decoder(fn *types.Func) DecodeKind {
	if !IsJSONPackage(pkgPath(fn)) {
		return NotDecode
	}
	kind := decoders[fn.Name()]
	if kind == DecodeDecoder && !isMethod(fn) {
		return NotDecode
	}
	return kind
}

// IsJSONFunc reports whether fn is the function called name of a known JSON
// library: IsJSONFunc(fn, "NewDecoder").
func IsJSONFunc(fn *types.Func, name string) bool {
	return fn != nil && IsJSONPackage(pkgPath(fn)) && fn.Name() == name
}

// NamesDecoder reports whether name is the name of a decode function of
// some JSON library: the cheap syntactic pre-filter, before types are asked.
func NamesDecoder(name string) bool { return decoders[name] != NotDecode }

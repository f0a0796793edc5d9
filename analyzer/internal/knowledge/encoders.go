package knowledge

import "go/types"

// The functions that serialise a value to JSON, by qualified name: the
// standard library, the drop-in libraries real MCP servers use, and
// protojson for protocol buffer messages. Each hands one argument on, as
// JSON, into its first result (bytes or a string). A method is named by
// its receiver's type: jsoniter's and sonic's configured APIs
// (jsoniter.ConfigCompatibleWithStandardLibrary.Marshal(v),
// sonic.ConfigStd.Marshal(v)) are calls of their API interface's methods.
var jsonEncoders = []Carrier{
	{Path: "encoding/json", Name: "Marshal"},
	{Path: "encoding/json", Name: "MarshalIndent"},
	{Path: "encoding/json/v2", Name: "Marshal"},
	{Path: "github.com/segmentio/encoding/json", Name: "Marshal"},
	{Path: "github.com/segmentio/encoding/json", Name: "MarshalIndent"},
	{Path: "k8s.io/apimachinery/pkg/util/json", Name: "Marshal"},
	{Path: "github.com/goccy/go-json", Name: "Marshal"},
	{Path: "github.com/goccy/go-json", Name: "MarshalIndent"},
	{Path: "github.com/goccy/go-json", Name: "MarshalNoEscape"},
	{Path: "github.com/goccy/go-json", Name: "MarshalWithOption"},
	{Path: "github.com/goccy/go-json", Name: "MarshalIndentWithOption"},
	{Path: "github.com/goccy/go-json", Name: "MarshalContext", Arg: 1},
	{Path: "github.com/json-iterator/go", Name: "Marshal"},
	{Path: "github.com/json-iterator/go", Name: "MarshalIndent"},
	{Path: "github.com/json-iterator/go", Name: "MarshalToString"},
	{Path: "github.com/json-iterator/go", Recv: "API", Name: "Marshal"},
	{Path: "github.com/json-iterator/go", Recv: "API", Name: "MarshalIndent"},
	{Path: "github.com/json-iterator/go", Recv: "API", Name: "MarshalToString"},
	{Path: "github.com/bytedance/sonic", Name: "Marshal"},
	{Path: "github.com/bytedance/sonic", Name: "MarshalString"},
	{Path: "github.com/bytedance/sonic", Recv: "API", Name: "Marshal"},
	{Path: "github.com/bytedance/sonic", Recv: "API", Name: "MarshalIndent"},
	{Path: "github.com/bytedance/sonic", Recv: "API", Name: "MarshalToString"},
	{Path: "google.golang.org/protobuf/encoding/protojson", Name: "Marshal"},
	{Path: "google.golang.org/protobuf/encoding/protojson", Name: "Format"},
	{Path: "google.golang.org/protobuf/encoding/protojson", Recv: "MarshalOptions", Name: "Marshal"},
	{Path: "google.golang.org/protobuf/encoding/protojson", Recv: "MarshalOptions", Name: "Format"},
	{Path: "github.com/golang/protobuf/jsonpb", Recv: "Marshaler", Name: "MarshalToString"},
}

// jsonRewriters write into the buffer they are given first the JSON they
// are given second, pretty-printed or compacted: the same JSON value.
var jsonRewriters = []Carrier{
	{Path: "encoding/json", Name: "Indent", Arg: 1},
	{Path: "encoding/json", Name: "Compact", Arg: 1},
	{Path: "github.com/segmentio/encoding/json", Name: "Indent", Arg: 1},
	{Path: "github.com/segmentio/encoding/json", Name: "Compact", Arg: 1},
	{Path: "github.com/goccy/go-json", Name: "Indent", Arg: 1},
	{Path: "github.com/goccy/go-json", Name: "Compact", Arg: 1},
}

// jsonPrettyPrinters return the JSON they are given, formatted anew.
var jsonPrettyPrinters = []Carrier{
	{Path: "github.com/tidwall/pretty", Name: "Pretty"},
	{Path: "github.com/tidwall/pretty", Name: "PrettyOptions"},
	{Path: "github.com/tidwall/pretty", Name: "Ugly"},
}

// jsonEncoderPackages are the packages of the tables above: a package
// that imports none of them serialises no JSON by itself.
var jsonEncoderPackages = func() map[string]bool {
	paths := make(map[string]bool)
	for _, table := range [][]Carrier{jsonEncoders, jsonRewriters, jsonPrettyPrinters} {
		for _, c := range table {
			paths[c.Path] = true
		}
	}
	return paths
}()

// EncodedArg returns the argument fn serialises to JSON, when fn is a
// JSON encoder: json.Marshal(v), protojson.Marshal(m),
// sonic.MarshalString(v), goccy's MarshalContext(ctx, v).
func EncodedArg(fn *types.Func) (int, bool) {
	if !IsJSONEncoderPackage(pkgPath(fn)) {
		return 0, false // the cheap test first: the flow asks about every call
	}
	return CarriedArg(fn, jsonEncoders)
}

// IsEncoder reports whether fn serialises its first argument to JSON
// (json.Marshal, MarshalIndent and their equals in the libraries above).
func IsEncoder(fn *types.Func) bool {
	arg, ok := EncodedArg(fn)
	return ok && arg == 0
}

// RewrittenJSONArg returns the argument whose JSON fn writes, formatted
// anew, into the buffer it is given first (json.Indent(&buf, b, "", "  ")).
func RewrittenJSONArg(fn *types.Func) (int, bool) {
	if !IsJSONEncoderPackage(pkgPath(fn)) {
		return 0, false
	}
	return CarriedArg(fn, jsonRewriters)
}

// PrettyPrintedArg returns the argument whose JSON fn returns formatted
// anew (pretty.Pretty(b)).
func PrettyPrintedArg(fn *types.Func) (int, bool) {
	if !IsJSONEncoderPackage(pkgPath(fn)) {
		return 0, false
	}
	return CarriedArg(fn, jsonPrettyPrinters)
}

// IsJSONEncoderPackage reports whether path holds a JSON encoder, a
// rewriter or a pretty-printer the tables above know.
func IsJSONEncoderPackage(path string) bool { return jsonEncoderPackages[TrimVendor(path)] }

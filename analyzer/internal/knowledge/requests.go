package knowledge

import "strings"

// argumentsGetters are the request methods that return all of a tool call's
// arguments (mcp-go's CallToolRequest).
var argumentsGetters = map[string]bool{"GetArguments": true, "GetRawArguments": true}

// IsArgumentsGetter reports whether name is such a method.
func IsArgumentsGetter(name string) bool { return argumentsGetters[name] }

// argumentParserWords are words in the name of a helper that turns a whole
// request into arguments: parseArgs, bindParams, decodeInput, getOptions.
var argumentParserWords = []string{
	"arg", "param", "parse", "bind", "decode", "unmarshal", "input", "extract",
	"validate", "require", "option", "opts",
}

// NamesArgumentParser reports whether a function's name says it parses a
// request's arguments.
func NamesArgumentParser(name string) bool {
	lower := strings.ToLower(name)
	for _, w := range argumentParserWords {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

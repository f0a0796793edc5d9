// Package classifyfact decides on error objects it is given, and calls no
// tool itself: that wire.Envelope is decoded from tool results is known
// only from the facts of the clients it imports.
package classifyfact

import (
	"strings"

	"example.com/fixtures/errmessage/provenance/gosdkclient"
	"example.com/fixtures/errmessage/provenance/mcpgoclient"
	"example.com/fixtures/errmessage/provenance/wire"
)

// Callers are given the clients' calls as values, out of this package's
// sight.
var (
	CallGoSDK = gosdkclient.Call
	CallMCPGo = mcpgoclient.Call
)

func Unavailable(env *wire.Envelope) bool {
	return env.Error != nil && strings.Contains(env.Error.Message, "unavailable") // want `^branching on the error message; its wording is not a contract: branch on Code$`
}

func Kind(env wire.Envelope) string {
	switch msg := strings.ToLower(env.Error.Message); msg { // want `branching on the error message`
	case "quota exceeded":
		return "quota"
	}
	return "other"
}

// Silent: an LLM provider's error of the same shape.
func ProviderOverloaded(e wire.ProviderError) bool {
	return strings.Contains(e.Message, "overloaded")
}

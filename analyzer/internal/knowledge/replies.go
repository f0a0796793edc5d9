package knowledge

import "strings"

// successReplySuffixes are the 2xx statuses a go-swagger client names its
// responses after (GetContactpointsOK, CreateFolderCreated).
var successReplySuffixes = []string{"OK", "Created", "Accepted", "NoContent", "PartialContent", "MultiStatus"}

// NamesSuccessReply reports whether a type name is a generated HTTP
// client's success response: go-swagger makes every response implement
// error (so that any status can be returned as one), but a 2xx response's
// Payload is the reply's data, not an error's.
func NamesSuccessReply(name string) bool {
	for _, s := range successReplySuffixes {
		if strings.HasSuffix(name, s) && len(name) > len(s) {
			return true
		}
	}
	return false
}

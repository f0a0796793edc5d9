package analyzer_test

// knownFlip is a function of a fixture file where a check's findings change
// when identifiers are renamed, and the rule that decides on a name there.
// An entry covers every change of that check in that function, so that
// editing a fixture above it does not make it stale.
type knownFlip struct {
	check string // the check whose findings change
	file  string // the fixture file, relative to analyzer/testdata
	fn    string // the function declaration ("Name", "Recv.Name")
	rule  string // the rule keyed on a name: file and function in analyzer/, and its table
}

// The rules keyed on names that flip findings today (issue 19, point 3).
const (
	mutatingVerbs  = "emptyresult/actions.go isActionCall (through handlerData.Answers, actedOnAfter): knowledge.StartsWithMutatingVerb, table mutatingVerbs (knowledge/actions.go)"
	argumentWords  = "emptyresult/requestargs.go isArgumentParse: knowledge.NamesArgumentParser, table argumentParserWords (knowledge/requests.go)"
	replySuffixes  = "emptyresult/replies.go isReplyEnvelope (through repliesToCall): table replySuffixes"
	actionVerbs    = "emptyresult/replies.go isActionReply, isReplyingAction: knowledge.StartsWithActionVerb, tables mutatingVerbs and transportVerbs (knowledge/actions.go)"
	replyReaders   = "emptyresult/replies.go isActionReply, readsReply: table replyReaders and the words response/reply; with isReplyingAction's verbs (knowledge/actions.go)"
	successReplies = "mcpmodel/errobject.go AboutAnError, isSuccessReply: knowledge.NamesSuccessReply, table successReplySuffixes (knowledge/replies.go)"
)

// knownFlips are the flips of today. Each must go when its rule is
// decided from types and value flow (helpers D, E and F of issue 19); the
// test then fails until the entry is removed.
var knownFlips = []knownFlip{
	{"emptyresult", "emptyresult/gosdk/server.go", "deleteServer", mutatingVerbs},
	{"emptyresult", "emptyresult/gosdk/server.go", "createProfile", mutatingVerbs},
	{"emptyresult", "emptyresult/mcpgo/server.go", "parsedAndReturned", argumentWords},
	{"emptyresult", "emptyresult/mcpgo/server.go", "quarantineServer", mutatingVerbs},
	{"emptyresult", "emptyresult/mcpgo/server.go", "createProfile", mutatingVerbs},
	{"emptyresult", "emptyresult/outside/mcpgo/mcpgo.go", "renameProject", mutatingVerbs},
	{"emptyresult", "emptyresult/replies/mcpgo/mcpgo.go", "findTool", replySuffixes},
	{"emptyresult", "emptyresult/tailreturns/mcpgo/mcpgo.go", "getContactPoint", successReplies},
	{"emptyresult", "emptyresult/throughhelpers/mcpgo/mcpgo.go", "store.findServer", mutatingVerbs},

	// The name probes (analyzer/testdata/<check>/nameprobes).
	{"emptyresult", "emptyresult/nameprobes/gosdk/nameprobes.go", "targetsHandler", argumentWords},
	{"emptyresult", "emptyresult/nameprobes/gosdk/nameprobes.go", "getUserResult", replySuffixes},
	{"emptyresult", "emptyresult/nameprobes/gosdk/nameprobes.go", "cachedSearch", mutatingVerbs},
	{"emptyresult", "emptyresult/nameprobes/gosdk/nameprobes.go", "submittedQuery", actionVerbs},
	{"emptyresult", "emptyresult/nameprobes/gosdk/nameprobes.go", "awaitedJob", replyReaders},
	{"emptyresult", "emptyresult/nameprobes/gosdk/nameprobes.go", "thingsOK", successReplies},
	{"emptyresult", "emptyresult/nameprobes/mcpgo/nameprobes.go", "targetsHandler", argumentWords},
	{"emptyresult", "emptyresult/nameprobes/mcpgo/nameprobes.go", "getUserResult", replySuffixes},
	{"emptyresult", "emptyresult/nameprobes/mcpgo/nameprobes.go", "cachedSearch", mutatingVerbs},
	{"emptyresult", "emptyresult/nameprobes/mcpgo/nameprobes.go", "submittedQuery", actionVerbs},
	{"emptyresult", "emptyresult/nameprobes/mcpgo/nameprobes.go", "awaitedJob", replyReaders},
	{"emptyresult", "emptyresult/nameprobes/mcpgo/nameprobes.go", "thingsOK", successReplies},
}

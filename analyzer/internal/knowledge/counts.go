package knowledge

// answerCounts are the names of the integer fields in which a search or
// list reply counts what it matched, so that `x.Total == 0` says the
// answer x is empty as `len(x.Items) == 0` does. Each is the field a
// well-known reply names so: Total (bleve's SearchResult, Elasticsearch
// clients' hit totals, most REST list envelopes), TotalCount (GraphQL
// connections, GitHub's search results), Count (Azure, DynamoDB and OData
// list replies), TotalHits (Lucene-style searches), NumFound (Solr),
// TotalResults (OpenSearch and Google's custom search), ResultCount,
// TotalItems and TotalSize (Google APIs' list replies). A name that also
// counts other things (retries, pages) is harmless here: the check asks
// the count only of a value that is the answer itself.
var answerCounts = map[string]bool{
	"Total": true, "TotalCount": true, "Count": true, "TotalHits": true,
	"NumFound": true, "TotalResults": true, "ResultCount": true,
	"TotalItems": true, "TotalSize": true,
}

// IsAnswerCount reports whether a field called name counts the answer
// of the reply that holds it.
func IsAnswerCount(name string) bool { return answerCounts[name] }

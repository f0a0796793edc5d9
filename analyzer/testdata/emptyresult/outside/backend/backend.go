// Package backend is a server's own backend client: it imports no MCP SDK,
// so the model leaves it out, and emptyresult summarises its helpers for
// the handlers of its module, which find it in the mcpemptyerror facts.
package backend

import (
	"encoding/json"
	"errors"
	"fmt"
)

type Project struct{ ID, Name string }

type Team struct{ Name string }

type Doc struct{ URI, Title string }

type Hit struct{ ID string }

// SearchResult counts its hits, as a search index's reply does.
type SearchResult struct {
	Total uint64
	Hits  []*Hit
}

type Stats struct{ Count int }

type Page struct{ Count int }

type index interface {
	Search(q string) (*SearchResult, error)
}

type Client struct {
	raw   map[string][]byte
	data  map[string]any
	teams map[string][]Team
	index index
}

var ErrUnavailable = errors.New("backend unavailable")

// --- helpers that fail on an empty answer: facts ---

// GetProject tries the identifier as an id, then as a name: the name
// lookup fails when nothing matches, and GetProject hands its error on.
func (c *Client) GetProject(id string) (*Project, error) {
	p, err := c.projectByID(id)
	if err == nil {
		return p, nil
	}
	return c.projectByName(id)
}

func (c *Client) projectByID(id string) (*Project, error) {
	p, ok := c.data[id].(*Project)
	if !ok {
		return nil, errors.New("not an id")
	}
	return p, nil
}

// projectByName decodes the first node of a search reply: the data
// returned derives from nodes through the decode.
func (c *Client) projectByName(name string) (*Project, error) {
	found, ok := c.data["projects"].(map[string]any)
	if !ok {
		return nil, errors.New("malformed reply")
	}
	nodes, ok := found["nodes"].([]any)
	if !ok || len(nodes) == 0 { // reported at the handler's error test, naming GetProject
		return nil, fmt.Errorf("project %q not found", name)
	}
	b, err := json.Marshal(nodes[0])
	if err != nil {
		return nil, err
	}
	var p Project
	if err := json.Unmarshal(b, &p); err != nil {
		return nil, err
	}
	return &p, nil
}

// ListTeams fails when the organisation has no teams.
func (c *Client) ListTeams(org string) ([]Team, error) { // want ListTeams:`mcpemptyerror\(result 0, outside\)`
	teams := c.teams[org]
	if len(teams) == 0 {
		return nil, fmt.Errorf("no teams in %q", org)
	}
	return teams, nil
}

var docs = map[string]Doc{}

// SearchDocs fails on zero hits, counted by the search reply; its answer
// is looked up per hit, so the reply is the answer.
func (c *Client) SearchDocs(q string) ([]Doc, error) { // want SearchDocs:`mcpemptyerror\(result 0, outside\)`
	res, err := c.index.Search(q)
	if err != nil {
		return nil, err
	}
	if res.Total == 0 {
		return nil, fmt.Errorf("no results for %q", q)
	}
	var out []Doc
	for _, hit := range res.Hits {
		if d, ok := docs[hit.ID]; ok {
			out = append(out, d)
		}
	}
	return out, nil
}

// --- look-alikes: no fact ---

var contents = map[string]string{}

// Content looks a document up by its URI: a missing key, not an empty
// answer.
func Content(uri string) (string, error) {
	text, ok := contents[uri]
	if !ok {
		return "", fmt.Errorf("no document %q", uri)
	}
	return text, nil
}

// TeamNames fails on a count that is not its answer's: what it returns
// comes from another call.
func (c *Client) TeamNames(org string) ([]string, error) {
	stats := c.stats(org)
	if stats.Count == 0 {
		return nil, errors.New("organisation has no activity")
	}
	return c.names(org), nil
}

func (c *Client) stats(org string) Stats { return Stats{Count: len(c.teams[org])} }

func (c *Client) names(org string) []string { return nil }

// Pages validates the count its caller asks for.
func Pages(p Page) ([]int, error) {
	if p.Count <= 0 {
		return nil, errors.New("count is required")
	}
	return make([]int, p.Count), nil
}

// Normalize validates its input: an empty name is invalid, not an empty
// answer.
func Normalize(name string) (string, error) {
	if name == "" {
		return "", errors.New("name is required")
	}
	return name, nil
}

// TeamsOf decodes a stored reply body: whether the body is there at all
// is a presence guard, not an empty answer (only bytes the function
// encoded itself are followed back from a decode).
func (c *Client) TeamsOf(org string) ([]Team, error) {
	body := c.raw[org]
	if len(body) == 0 {
		return nil, errors.New("empty reply")
	}
	var teams []Team
	if err := json.Unmarshal(body, &teams); err != nil {
		return nil, err
	}
	return teams, nil
}

// UpdateProject acts on a project.
func (c *Client) UpdateProject(id, name string) error { return nil }

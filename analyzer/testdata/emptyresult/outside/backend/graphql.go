package backend

import (
	"encoding/json"
	"errors"
)

// A GraphQL client. One project in a reply, created or found, is a single
// entity decoded into a JSON object (map[string]any), not a collection:
// silent since issue 28, which deleted the rule that told a mutation's
// reply by the document's operation keyword.

type GraphQLResponse struct {
	Data map[string]any
}

func (c *Client) executeGraphQL(query string, variables map[string]any) (*GraphQLResponse, error) {
	return &GraphQLResponse{}, nil
}

// CreateProject sends a mutation: no project in the reply is a failed
// creation of one entity (no fact).
func (c *Client) CreateProject(name string) (*Project, error) {
	query := `
		# creates a project
		mutation ProjectCreate($input: ProjectCreateInput!) {
			projectCreate(input: $input) { success project { id name } }
		}
	`
	resp, err := c.executeGraphQL(query, map[string]any{"input": map[string]any{"name": name}})
	if err != nil {
		return nil, err
	}
	created, ok := resp.Data["projectCreate"].(map[string]any)
	if !ok || created == nil {
		return nil, errors.New("failed to create project")
	}
	data, ok := created["project"].(map[string]any)
	if !ok || data == nil {
		return nil, errors.New("failed to create project")
	}
	b, err := json.Marshal(data)
	if err != nil {
		return nil, err
	}
	var p Project
	if err := json.Unmarshal(b, &p); err != nil {
		return nil, err
	}
	return &p, nil
}

// FindProject sends a query for one project by id: no project in the
// reply was an empty answer before issue 28; one entity the request names
// is silent now (no fact).
func (c *Client) FindProject(id string) (*Project, error) {
	const query = `query Project($id: String!) { project(id: $id) { id name } }`
	resp, err := c.executeGraphQL(query, map[string]any{"id": id})
	if err != nil {
		return nil, err
	}
	data, ok := resp.Data["project"].(map[string]any)
	if !ok || data == nil {
		return nil, errors.New("project not found")
	}
	b, err := json.Marshal(data)
	if err != nil {
		return nil, err
	}
	var p Project
	if err := json.Unmarshal(b, &p); err != nil {
		return nil, err
	}
	return &p, nil
}

// NamedMutation is a query document whose operation happens to be named
// like an action; it reads one project by id, a single entity.
func (c *Client) NamedMutation(id string) (*Project, error) { // no fact since issue 28: one project by id
	resp, err := c.executeGraphQL(`query mutation($id: String!) { project(id: $id) { id name } }`, map[string]any{"id": id})
	if err != nil {
		return nil, err
	}
	data, ok := resp.Data["project"].(map[string]any)
	if !ok || data == nil {
		return nil, errors.New("project not found")
	}
	b, err := json.Marshal(data)
	if err != nil {
		return nil, err
	}
	var p Project
	if err := json.Unmarshal(b, &p); err != nil {
		return nil, err
	}
	return &p, nil
}

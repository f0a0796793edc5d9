package backend

import (
	"encoding/json"
	"errors"
)

// A GraphQL client: what a reply holds depends on the document sent. The
// reply to a mutation acknowledges a change; a query's reply is an answer.

type GraphQLResponse struct {
	Data map[string]any
}

func (c *Client) executeGraphQL(query string, variables map[string]any) (*GraphQLResponse, error) { // want executeGraphQL:"mcpnevernil"
	return &GraphQLResponse{}, nil
}

// CreateProject sends a mutation: no project in the reply is a failed
// creation, not an empty answer (no fact).
func (c *Client) CreateProject(name string) (*Project, error) { // want CreateProject:"mcpnevernil"
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

// FindProject sends a query: no project in the reply is an empty answer
// turned into an error (a fact).
func (c *Client) FindProject(id string) (*Project, error) { // want FindProject:`mcpemptyerror\(result 0, outside\)` FindProject:"mcpnevernil"
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
// like an action: the keyword decides, not the name. A fact.
func (c *Client) NamedMutation(id string) (*Project, error) { // want NamedMutation:`mcpemptyerror\(result 0, outside\)` NamedMutation:"mcpnevernil"
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

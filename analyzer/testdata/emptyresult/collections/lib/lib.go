// Package lib is a backend library of the server, without MCP: a list call that fails
// on an empty list (a collection: a fact), and a get of one secret by path
// that fails when there is none (one entity: no fact). Issue 28.
package lib

import (
	"errors"
	"fmt"
	"strings"
)

type Secret struct{ Data map[string]string }

type Job struct{ ID, State string }

type Store struct {
	secrets map[string]*Secret
	jobs    map[string][]Job
}

// ListJobs fails when the queue holds no jobs: an empty collection.
func (s *Store) ListJobs(queue string) ([]Job, error) { // want ListJobs:`mcpemptyerror\(result 0, outside\)`
	jobs := s.jobs[queue]
	if len(jobs) == 0 { // this package has no handler: reported where a handler turns it into a tool error
		return nil, fmt.Errorf("no jobs in %q", queue)
	}
	return jobs, nil
}

// ReadSecret fails when no secret is at the path: one entity the request
// names, no fact (reported before issue 28).
func (s *Store) ReadSecret(path string) (*Secret, error) {
	secret := s.secrets[path]
	if secret == nil {
		return nil, errors.New("no secret at " + path)
	}
	return secret, nil
}

// ExportJobs writes every job of the queue into its text: a text made of
// a collection, known to the handlers of other packages by its fact.
func (s *Store) ExportJobs(queue string) (string, error) { // want ExportJobs:`mcpcollectiontext`
	var b strings.Builder
	for _, j := range s.jobs[queue] {
		fmt.Fprintf(&b, "---\nid: %s\nstate: %s\n", j.ID, j.State)
	}
	return b.String(), nil
}

// DescribeSecret renders the one secret at the path: a text made of one
// entity (its fields, not a collection's elements), no fact.
func (s *Store) DescribeSecret(path string) (string, error) {
	secret := s.secrets[path]
	if secret == nil {
		return "", nil
	}
	return fmt.Sprint(len(secret.Data)), nil
}

// ExportQueue writes the queue's name as a title, then every job: its
// text is never empty, so no fact (a test of it is not the list's).
func (s *Store) ExportQueue(queue string) (string, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "# queue %s\n", queue)
	for _, j := range s.jobs[queue] {
		fmt.Fprintf(&b, "- %s: %s\n", j.ID, j.State)
	}
	return b.String(), nil
}

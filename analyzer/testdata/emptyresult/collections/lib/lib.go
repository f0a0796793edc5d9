// Package lib is a backend library of the server, without MCP: a list call that fails
// on an empty list (a collection: a fact), and a get of one secret by path
// that fails when there is none (one entity: no fact). Issue 28.
package lib

import (
	"errors"
	"fmt"
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

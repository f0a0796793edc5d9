module github.com/cenkalti/backoff/v5

go 1.25

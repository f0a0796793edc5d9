module github.com/avast/retry-go/v4

go 1.25

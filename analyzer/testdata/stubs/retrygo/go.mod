module github.com/avast/retry-go

go 1.25

module github.com/google/go-dap

go 1.25

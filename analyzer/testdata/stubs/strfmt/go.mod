module github.com/go-openapi/strfmt

go 1.25

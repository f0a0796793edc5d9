// The renamer's own test module: one case of each kind of name, and of
// each name that must stay.
module example.com/renamed

go 1.25

// `import Combine` on Linux: OpenCombine's publishers, subjects,
// `ObservableObject` and `@Published` under Combine's module name, as the
// ViewTrace DSL uses them. Declared only on Linux (Package.swift).
@_exported import OpenCombine

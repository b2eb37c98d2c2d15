// `import UniformTypeIdentifiers` on Linux: the `UTType` that ViewTrace's
// file importers, exporters and drag-and-drop modifiers take, under the
// framework's module name, so a view file that imports it compiles as it is.
// Declared only on Linux (Package.swift): on macOS the real framework exists.
@_exported import struct ViewTrace.UTType

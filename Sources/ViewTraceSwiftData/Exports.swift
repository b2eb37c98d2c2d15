// SwiftData on Linux, for view files that `import SwiftData` (the CompileForIOS plugin imports
// this module instead). Models are observable classes kept in memory; `#Predicate`,
// `Predicate` and `SortDescriptor` are Foundation's own, re-exported here as SwiftData
// re-exports them.
@_exported import Foundation
@_exported import Observation

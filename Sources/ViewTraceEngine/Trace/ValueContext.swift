import Foundation

/// What the run lends the code that compares, describes, captures and diffs
/// values: its names for values without a stable text (``IdentityAliases``),
/// its cache of type layouts (``TypeLayouts``), whether it records value
/// trees, and the names it gave to objects.
///
/// The graph binds its context for each step it prepares and each frame it
/// runs (``running``); code outside a run sees nil, names nothing and
/// learns layouts in a cache of its own. Nothing here outlives the run.
package struct ValueContext: Sendable {
  let aliases: IdentityAliases
  let layouts: TypeLayouts
  /// Whether changes keep their values' trees (``EngineOptions/valueTrees``).
  let valueTrees: Bool
  /// The name the run gave an `ObservableObject` or `@Observable` instance (`CountViewModel#1`), or nil.
  let objectName: @MainActor @Sendable (AnyObject) -> String?

  /// The context of the run whose step or frame is running, or nil.
  @TaskLocal static var running: ValueContext?

  /// The running context's layouts, or a cache for this one call outside a run.
  static var layouts: TypeLayouts { running?.layouts ?? TypeLayouts() }
}

/// Every built-in sample, in the order `viewtrace list` shows them. Linux has
/// no type discovery, so each sample file's sample is registered here.
public enum SampleCatalog {
  public static let all: [Sample] = [
    StateLetSample.sample,
    StateBindingSample.sample,
    RedrawLabSample.sample,
    RedrawLabUnreadSample.sample,
    CounterSample.sample,
    StateInitAssignSample.sample,
    PublishedLetSample.sample,
    PublishedBindingSample.sample,
    ObservedVsStateObjectSample.sample,
    ObservableBookSample.sample,
    ObservableMigrationSample.sample,
    LibraryFavoritesSample.sample,
    SettingsEnvironmentSample.sample,
    TagListSample.sample,
    HighlightChurnSample.sample,
    OrderHistorySample.sample,
    EnvironmentObjectUnusedSample.sample,
    EnvironmentValueUnusedSample.sample,
    StudentParamsSample.sample,
    StudentSplitSample.sample,
    StudentEquatableSample.sample,
    ClosureCellsSample.sample,
    ClosureCellsEquatableSample.sample,
    ClosureCellsMethodSample.sample,
    EventSourceSample.sample,
    EventSourceIsolatedSample.sample,
    DailyScrumsSample.sample,
  ]

  /// The sample called `name`, if there is one.
  public static func named(_ name: String) -> Sample? { all.first { $0.name == name } }

  /// The names of all samples, in catalog order.
  public static var names: [String] { all.map(\.name) }
}

import Foundation

extension View {
  /// Presents `content` as an inspector while `isPresented` is true: a presentation of its own
  /// (a column beside the view, a sheet in a compact width) with a sheet's rules; it takes
  /// neither the sheet slot nor the alert slot.
  public nonisolated func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> V)
    -> ModifiedContent<Self, _PresentationModifier>
  {
    presentation(.inspector, isPresented, nil, content)
  }

  /// `.inspectorColumnWidth(_:)`: recorded on the view.
  public nonisolated func inspectorColumnWidth(_ width: CGFloat) -> ModifiedContent<Self, _StyleModifier> {
    styled("inspectorColumnWidth", formatNumber(width))
  }

  /// `.inspectorColumnWidth(min:ideal:max:)`: recorded on the view.
  public nonisolated func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> ModifiedContent<
    Self, _StyleModifier
  > {
    let parts = [min.map { "min: \(formatNumber($0))" }, "ideal: \(formatNumber(ideal))", max.map { "max: \(formatNumber($0))" }]
    return styled("inspectorColumnWidth", parts.compactMap { $0 }.joined(separator: ", "))
  }
}

import Foundation

/// The parts of a date a `DatePicker` shows, as in SwiftUI.
public struct DatePickerComponents: OptionSet, Sendable {
  /// The components as bits.
  public let rawValue: UInt
  /// The components whose bits are set in `rawValue`.
  public nonisolated init(rawValue: UInt) { self.rawValue = rawValue }
  /// Hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  /// Day, month and year.
  public static let date = DatePickerComponents(rawValue: 1 << 1)

  var text: String {
    switch self {
    case [.hourAndMinute, .date]: "[.hourAndMinute, .date]"
    case .date: ".date"
    case .hourAndMinute: ".hourAndMinute"
    default: "[]"
    }
  }
}

/// A control that picks a date, as in SwiftUI. A framework leaf drawn from
/// its binding: a new date redraws the picker without its parent's body
/// running (the parent runs only if its body read the date). The scenario
/// picks a date with `Step.setDate(_:to:)`, kept within the picker's range as
/// the wheels of a real picker are.
///
/// ```swift
/// DatePicker("Due", selection: $due, displayedComponents: .date)
/// DatePicker("Start", selection: $start, in: Date()...)
/// DatePicker(selection: $alarm, displayedComponents: .hourAndMinute) { Text("Alarm") }
/// ```
public nonisolated struct DatePicker<Label: View>: View {
  /// The parts of a date a picker shows.
  public typealias Components = DatePickerComponents

  let title: String
  let selection: Binding<Date>
  let lower: Date?
  let upper: Date?
  let components: Components

  init(title: String, selection: Binding<Date>, lower: Date?, upper: Date?, components: Components) {
    self.title = title
    self.selection = selection
    self.lower = lower
    self.upper = upper
    self.components = components
  }

  /// A date picker over `selection`, titled by the texts of `label`.
  public nonisolated init(
    selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      title: contentTitle(label()), selection: selection, lower: nil, upper: nil, components: displayedComponents)
  }

  /// A date picker over `selection` within `range`, titled by the texts of `label`.
  public nonisolated init(
    selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      title: contentTitle(label()), selection: selection, lower: range.lowerBound, upper: range.upperBound,
      components: displayedComponents)
  }

  /// A date picker over `selection` from `range`'s start, titled by the texts of `label`.
  public nonisolated init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      title: contentTitle(label()), selection: selection, lower: range.lowerBound, upper: nil,
      components: displayedComponents)
  }

  /// A date picker over `selection` up to `range`'s end, titled by the texts of `label`.
  public nonisolated init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      title: contentTitle(label()), selection: selection, lower: nil, upper: range.upperBound,
      components: displayedComponents)
  }

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("DatePicker") }
}

extension DatePicker where Label == Text {
  /// A date picker titled `title` over `selection`.
  public nonisolated init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(title: String(title), selection: selection, lower: nil, upper: nil, components: displayedComponents)
  }

  /// A date picker titled `title` over `selection` within `range`.
  public nonisolated init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(
      title: String(title), selection: selection, lower: range.lowerBound, upper: range.upperBound,
      components: displayedComponents)
  }

  /// A date picker titled `title` over `selection` from `range`'s start.
  public nonisolated init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(
      title: String(title), selection: selection, lower: range.lowerBound, upper: nil,
      components: displayedComponents)
  }

  /// A date picker titled `title` over `selection` up to `range`'s end.
  public nonisolated init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(
      title: String(title), selection: selection, lower: nil, upper: range.upperBound,
      components: displayedComponents)
  }
}

/// A date picker a step can set.
@MainActor
protocol DateControl: TitledControl {
  /// Writes `date`, kept within the picker's range, to the binding.
  func _setDate(_ date: Date)
}

@MainActor extension DatePicker: LeafView, DateControl {
  package static var _typeName: String { "DatePicker" }
  package var _label: String {
    var text = "DatePicker(\(ValueDescription.quote(title)), selection: \(selection.location.peekValue())"
    switch (lower, upper) {
    case (let lower?, let upper?): text += ", in: \(lower)...\(upper)"
    case (let lower?, nil): text += ", in: \(lower)..."
    case (nil, let upper?): text += ", in: ...\(upper)"
    case (nil, nil): break
    }
    if components != [.hourAndMinute, .date] { text += ", displayedComponents: \(components.text)" }
    return text + ")"
  }
  package var _boundLocations: [AnyLocationBase] { [selection.location] }
  var _title: String { title }
  /// It draws with the environment's tint.
  package func _drawnEnvironment(_ environment: EnvironmentValues) -> [(name: String, value: String)] {
    [("environment(tint)", environment.tint?.description ?? "nil")]
  }
  func _setDate(_ date: Date) {
    var next = date
    if let lower, next < lower { next = lower }
    if let upper, next > upper { next = upper }
    selection.wrappedValue = next
  }
}



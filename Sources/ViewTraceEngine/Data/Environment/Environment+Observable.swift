import Observation

/// The key of an `@Observable` model in the environment (`.environment(model)`).
public struct _ObservableKey<Model: AnyObject>: Hashable, Sendable {
  /// The key of `Model`.
  public init() {}
}

extension EnvironmentValues {
  /// The model of type `Model` an ancestor gave with `.environment(_:)`, if any.
  public subscript<Model: AnyObject>(observable key: _ObservableKey<Model>) -> Model? {
    get {
      let id = ObjectIdentifier(_ObservableKey<Model>.self)
      if let keyReads, keyReads.first == nil { keyReads.first = (id, typeDisplayName(Model.self)) }
      return entries[id]?.value as? Model
    }
    set {
      let id = ObjectIdentifier(_ObservableKey<Model>.self)
      if let newValue {
        entries[id] = Entry(value: newValue, name: typeDisplayName(Model.self), writer: nil)
      } else {
        entries[id] = nil
      }
    }
  }

  /// The model of type `Model`; `@Environment(Model.self)` checks that it is
  /// there before reading.
  public subscript<Model: AnyObject>(requiredObservable key: _ObservableKey<Model>) -> Model {
    guard let model = self[observable: key] else {
      preconditionFailure(
        "No Observable object of type \(typeDisplayName(Model.self)) found. "
          + "A View.environment(_:) for \(typeDisplayName(Model.self)) may be missing as an ancestor of this view.")
    }
    return model
  }
}

extension Environment {
  /// Reads the `@Observable` model of this type that an ancestor gave with
  /// `.environment(model)`, as in SwiftUI:
  ///
  /// ```swift
  /// @Environment(Library.self) private var library
  /// ```
  ///
  /// The view depends on the model instance by declaration (a different
  /// instance: `_library changed.`) and, through Observation, on each
  /// property its body reads (`@dependencies`). Without a model above it
  /// SwiftUI crashes; ViewTrace records a `missingEnvironmentModel` warning
  /// naming the type and the view, and does not run that body.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    self.init(\EnvironmentValues[requiredObservable: _ObservableKey<Value>()])
    unavailable = { environment in
      environment[observable: _ObservableKey<Value>()] == nil
        ? "no Observable object of type \(typeDisplayName(Value.self)) in the environment (SwiftUI would crash "
          + "here); add .environment(\(typeDisplayName(Value.self))(...)) on an ancestor. The body was not run"
        : nil
    }
  }

  /// Reads the `@Observable` model of this type if an ancestor gave one, `nil` otherwise.
  public init<Model: AnyObject & Observable>(_ objectType: Model.Type) where Value == Model? {
    self.init(\EnvironmentValues[observable: _ObservableKey<Model>()])
  }
}

extension View {
  /// Gives this view and its descendants an `@Observable` model, read with
  /// `@Environment(Model.self)`.
  public nonisolated func environment<Model: AnyObject & Observable>(_ model: Model?)
    -> ModifiedContent<Self, _EnvironmentWriteModifier>
  {
    ModifiedContent(
      content: self,
      modifier: _EnvironmentWriteModifier(
        write: { $0[observable: _ObservableKey<Model>()] = model }, key: ObjectIdentifier(_ObservableKey<Model>.self),
        text: ".environment(\(model.map { _ in typeDisplayName(Model.self) + "(...)" } ?? "nil"))"))
  }
}

extension Environment: StateValueReadable {
  /// Lets the Observation reachability scan find a model read from the environment.
  package var _stateValue: Any { box.value as Any }
}

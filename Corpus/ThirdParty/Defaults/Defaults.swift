// Stand-in for the third-party module Defaults, written for the ViewTrace corpus; NOT its code.
// Only what the corpus files use.
import Foundation
import SwiftUI
import Combine

// sindresorhus/Defaults: typed keys over UserDefaults. Here the values live in memory.
public enum Defaults {
  public class _AnyKey: @unchecked Sendable {
    public let name: String
    init(name: String) { self.name = name }
  }

  public final class Key<Value>: _AnyKey, @unchecked Sendable {
    public let defaultValue: Value
    public init(_ name: String, default defaultValue: Value) {
      self.defaultValue = defaultValue
      super.init(name: name)
    }
  }

  public typealias Keys = _AnyKey

  /// One key's value, observable.
  public final class Box<Value>: ObservableObject {
    @Published public var value: Value
    init(_ value: Value) { self.value = value }
  }

  nonisolated(unsafe) static var boxes: [String: AnyObject] = [:]

  static func box<Value>(_ key: Key<Value>) -> Box<Value> {
    if let box = boxes[key.name] as? Box<Value> { return box }
    let box = Box(key.defaultValue)
    boxes[key.name] = box
    return box
  }

  public static subscript<Value>(key: Key<Value>) -> Value {
    get { box(key).value }
    set { box(key).value = newValue }
  }
}

/// A view property that reads and writes a key, updating the view when it changes.
@propertyWrapper
public struct Default<Value>: DynamicProperty {
  @ObservedObject private var box: Defaults.Box<Value>
  public init(_ key: Defaults.Key<Value>) { _box = ObservedObject(wrappedValue: Defaults.box(key)) }
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
  public var projectedValue: Binding<Value> { $box.value }
}

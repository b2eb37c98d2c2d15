// Stand-in for the third-party module SwiftUIFlux, written for the ViewTrace corpus; NOT its code.
// Only what the corpus files use.
import Foundation
import SwiftUI
import Combine

public protocol FluxState {}
public protocol Action {}
public typealias Reducer<State: FluxState> = (State, Action) -> State

/// A store holding the app's state; dispatching an action runs the reducer.
public final class Store<State: FluxState>: ObservableObject {
  @Published public private(set) var state: State
  private let reducer: Reducer<State>
  public init(reducer: @escaping Reducer<State>, state: State) {
    self.reducer = reducer
    self.state = state
  }
  public func dispatch(action: Action) { state = reducer(state, action) }
}

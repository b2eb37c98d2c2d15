/// Keeps nodes waiting for evaluation, shallowest first (top-down), then in
/// creation order. Costs O(log n) per invalidated node, nothing per clean one.
@MainActor
package struct DirtyQueue {
  private var heap: [ViewNode] = []

  var isEmpty: Bool { heap.isEmpty }

  private static func before(_ a: ViewNode, _ b: ViewNode) -> Bool {
    a.depth != b.depth ? a.depth < b.depth : a.sequence < b.sequence
  }

  mutating func insert(_ node: ViewNode) {
    heap.append(node)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard Self.before(heap[child], heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  mutating func popFirst() -> ViewNode? {
    guard !heap.isEmpty else { return nil }
    heap.swapAt(0, heap.count - 1)
    let first = heap.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var best = parent
      if left < heap.count, Self.before(heap[left], heap[best]) { best = left }
      if right < heap.count, Self.before(heap[right], heap[best]) { best = right }
      if best == parent { break }
      heap.swapAt(parent, best)
      parent = best
    }
    return first
  }

  mutating func removeAll() { heap.removeAll() }
}

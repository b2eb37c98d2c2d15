#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Swift runtime's executor hooks, through which a run captures the async
/// work it starts (``ScenarioRunLoop``).
///
/// Two of the hooks the concurrency runtime exports are used:
/// - `swift_task_enqueueGlobal_hook`: a job for the global concurrent executor
///   enqueued from a run waits in the run loop;
/// - `swift_task_getMainExecutor_hook`: while a run captures, the main actor's
///   executor is ``ScenarioMainExecutor``, so a task hopping back to the main
///   actor waits in the run loop too (the runtime no longer calls its
///   main-executor enqueue hook).
///
/// Outside a run, and from any thread but the main queue, both hand over to
/// what was there before. They are installed once, the first time a graph
/// runs, and stay.
enum ConcurrencyHooks {
  private typealias EnqueueOriginal = @convention(thin) (UnownedJob) -> Void
  private typealias EnqueueHook = @convention(thin) (UnownedJob, EnqueueOriginal) -> Void
  private typealias MainExecutorOriginal = @convention(thin) () -> UnownedSerialExecutor
  private typealias MainExecutorHook = @convention(thin) (MainExecutorOriginal) -> UnownedSerialExecutor

  nonisolated(unsafe) private static var previousEnqueue: EnqueueHook?
  nonisolated(unsafe) private static var previousMainExecutor: MainExecutorHook?

  /// Whether both hooks are in place; installs them the first time.
  static let installed: Bool = {
    guard let runtime = dlopen(nil, RTLD_NOW),
      let enqueue = dlsym(runtime, "swift_task_enqueueGlobal_hook"),
      let mainExecutor = dlsym(runtime, "swift_task_getMainExecutor_hook")
    else { return false }
    let enqueueSlot = enqueue.assumingMemoryBound(to: EnqueueHook?.self)
    let mainSlot = mainExecutor.assumingMemoryBound(to: MainExecutorHook?.self)
    previousEnqueue = enqueueSlot.pointee
    previousMainExecutor = mainSlot.pointee
    ScenarioRunLoop.shared.originalMainExecutor = MainActor.sharedUnownedExecutor
    enqueueSlot.pointee = { job, original in
      let loop = ScenarioRunLoop.shared
      if loop.captures {
        loop.append(job, .globalExecutor)
      } else if let previous = ConcurrencyHooks.previousEnqueue {
        previous(job, original)
      } else {
        original(job)
      }
    }
    mainSlot.pointee = { original in
      let loop = ScenarioRunLoop.shared
      if loop.captures { return loop.mainExecutor.asUnownedSerialExecutor() }
      if let previous = ConcurrencyHooks.previousMainExecutor { return previous(original) }
      return original()
    }
    // The runtime asks the hook for the main actor's executor; check that it does.
    let honoured = ScenarioRunLoop.shared.capturing {
      unsafeBitCast(MainActor.sharedUnownedExecutor, to: (Int, Int).self)
        == unsafeBitCast(ScenarioRunLoop.shared.mainExecutor.asUnownedSerialExecutor(), to: (Int, Int).self)
    }
    if !honoured {
      mainSlot.pointee = previousMainExecutor
      enqueueSlot.pointee = previousEnqueue
    }
    return honoured
  }()
}

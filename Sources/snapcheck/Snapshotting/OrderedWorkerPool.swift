import CellRaster
import Foundation

/// Runs a job per item on a fixed pool of worker threads, each with its own state (a
/// `ScenarioRenderer`: Pango and fontconfig handles are not thread-safe, so one per thread), and
/// hands the results to the calling thread strictly in item order, so that output is identical to
/// a serial run's whatever the timing.
///
/// - Workers: `defaultWorkerCount` (the processor count, at most 8; `SNAPCHECK_JOBS` overrides).
///   With one worker, or one item, everything runs on the calling thread.
/// - Memory: a worker takes item `i` only while `i < delivered + window` (window: 16 items per
///   worker), so at most that many results wait, whatever the number of items. The window is
///   wide because items differ in cost: with twice the workers, one slow scenario held the other
///   worker idle once it had finished the few items after it (perf on verify of the 1,000-snapshot
///   corpus: the workers were busy 80% of the time; with 16 per worker, 95%). A result is one
///   scenario's verdicts and tree texts, a few kilobytes; images are not kept.
/// - Errors: the first failure in item order is rethrown after every earlier result was
///   delivered, as a serial loop would; the workers stop taking items and are joined before
///   `run` returns or throws.
final class OrderedWorkerPool<Item, State, Output>: @unchecked Sendable {
  // @unchecked: every mutable field is read and written only with `condition` locked; `makeState`
  // and `job` are only read, and each State lives on one worker thread.
  /// The items, nil while `load` is still making them.
  private var items: [Item]?
  private let makeState: () throws -> State
  private let job: (Item, State) throws -> Output
  private let workers: Int
  private let window: Int
  /// Items a worker may run ahead of delivery: 16.
  static var windowPerWorker: Int { 16 }
  private let condition = NSCondition()
  private let creation = NSLock()
  private var next = 0
  private var delivered = 0
  private var results: [Int: Result<Output, any Error>] = [:]
  private var stopping = false
  private var running = 0

  /// The worker count used when none is given: `SNAPCHECK_JOBS` when it is a whole number from 1
  /// to 64 written in plain digits, else the active processor count, capped at 8.
  static func defaultWorkerCount(environment: [String: String]) -> Int {
    if let jobs = requestedJobs(environment) { return jobs }
    return min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 8)
  }

  /// `SNAPCHECK_JOBS` when it is 1–64 in ASCII digits without sign or leading zero; nil otherwise.
  private static func requestedJobs(_ environment: [String: String]) -> Int? {
    guard let text = environment["SNAPCHECK_JOBS"], !text.isEmpty, text.count <= 2,
          text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }), !text.hasPrefix("0"),
          let jobs = Int(text), (1...64).contains(jobs) else { return nil }
    return jobs
  }

  /// The warning to print when `SNAPCHECK_JOBS` is set but not used (not a whole number from 1
  /// to 64), naming the count used instead; nil otherwise.
  static func workerCountWarning(environment: [String: String]) -> String? {
    guard let text = environment["SNAPCHECK_JOBS"] else { return nil }
    if requestedJobs(environment) != nil { return nil }
    return "warning: SNAPCHECK_JOBS='\(EchoedValue.clip(text))' is not a whole number from 1 to 64; using "
      + "\(defaultWorkerCount(environment: environment)) worker threads"
  }

  /// Runs `job` over `items` on `workers` threads and calls `deliver` with each output in item
  /// order on the calling thread. Applies `MallocTuning` first.
  /// - Parameters:
  ///   - makeState: makes one worker's state, on that worker's thread (serialised: font set-up
  ///     runs one at a time).
  /// - Throws: the first error of `makeState`, `job` or `deliver`, in item order.
  static func run(_ items: [Item], workers: Int, makeState: @escaping () throws -> State,
                  job: @escaping (Item, State) throws -> Output, deliver: (Output) throws -> Void) throws {
    try run(loading: { items }, workers: min(workers, items.count), makeState: makeState, job: job, deliver: deliver)
  }

  /// As `run(_:workers:makeState:job:deliver:)`, with the items made by `load` on the calling
  /// thread while the worker threads already make their states: verify and record load the
  /// specs (on their own threads) while fonts are set up, instead of one after the other (the
  /// set-up took ~15 ms per worker, serialised, with a core idle).
  /// - Throws: the error of `load` (the workers are stopped and joined first), else as `run`.
  static func run(loading load: () throws -> [Item], workers: Int, makeState: @escaping () throws -> State,
                  job: @escaping (Item, State) throws -> Output, deliver: (Output) throws -> Void) throws {
    MallocTuning.apply()
    if workers <= 1 {
      let items = try load()
      guard !items.isEmpty else { return }
      let state = try makeState()
      for item in items { try deliver(try job(item, state)) }
      return
    }
    let pool = OrderedWorkerPool(workers: workers, makeState: makeState, job: job)
    try pool.start(loading: load, deliver: deliver)
  }

  private init(workers: Int, makeState: @escaping () throws -> State, job: @escaping (Item, State) throws -> Output) {
    self.workers = workers
    self.window = workers * Self.windowPerWorker
    self.makeState = makeState
    self.job = job
  }

  private func start(loading load: () throws -> [Item], deliver: (Output) throws -> Void) throws {
    running = workers
    for _ in 0..<workers {
      let thread = Thread { [self] in work() }
      thread.stackSize = 8 << 20
      thread.start()
    }
    defer { stopAndJoin() }
    let loaded = try load()
    condition.lock()
    items = loaded
    condition.broadcast()
    condition.unlock()
    for index in loaded.indices {
      condition.lock()
      var result = results.removeValue(forKey: index)
      while result == nil {
        condition.wait()
        result = results.removeValue(forKey: index)
      }
      delivered = index + 1
      condition.broadcast()
      condition.unlock()
      switch result {
      case .success(let output): try deliver(output)
      case .failure(let error): throw error
      case nil: break
      }
    }
  }

  /// A worker: makes its state, then takes items in order until none are left or the pool stops.
  private func work() {
    creation.lock()
    let state = Result { try makeState() }
    creation.unlock()
    while let (index, item) = take() {
      let result = Result { try job(item, try state.get()) }
      condition.lock()
      results[index] = result
      condition.broadcast()
      condition.unlock()
    }
    condition.lock()
    running -= 1
    condition.broadcast()
    condition.unlock()
  }

  /// The next item and its index, waiting while the items are being loaded or the window is
  /// full; nil when done or stopping.
  private func take() -> (Int, Item)? {
    condition.lock()
    defer { condition.unlock() }
    while !stopping && (items.map { next < $0.count && next >= delivered + window } ?? true) { condition.wait() }
    guard !stopping, let items, next < items.count else { return nil }
    next += 1
    return (next - 1, items[next - 1])
  }

  private func stopAndJoin() {
    condition.lock()
    stopping = true
    condition.broadcast()
    while running > 0 { condition.wait() }
    condition.unlock()
  }
}

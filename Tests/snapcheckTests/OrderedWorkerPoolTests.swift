import Foundation
import Testing
@testable import SnapCheckCore

@Suite("OrderedWorkerPool")
struct OrderedWorkerPoolTests {
  struct Failure: Error, Equatable { let index: Int }

  /// Busy work that takes longer for early items, so later ones finish first.
  static func slow(_ index: Int, count: Int) -> Int {
    var x = index
    for _ in 0..<((count - index) * 2_000) { x = (x &* 1_103_515_245 &+ 12_345) & 0x7fff_ffff }
    return index + (x == -1 ? 1 : 0)
  }

  @Test("outputs arrive in item order with 1, 2 and 4 workers; each worker makes its own state")
  func order() throws {
    for workers in [1, 2, 4] {
      let states = LockedCounter()
      var delivered: [Int] = []
      try OrderedWorkerPool.run(Array(0..<200), workers: workers, makeState: { states.increment() },
                                job: { item, _ in Self.slow(item, count: 200) }, deliver: { delivered.append($0) })
      #expect(delivered == Array(0..<200))
      #expect(states.value == workers)
    }
  }

  @Test("the first failing item's error is thrown after every earlier output was delivered")
  func firstErrorInOrder() {
    var delivered: [Int] = []
    #expect(throws: Failure(index: 7)) {
      try OrderedWorkerPool.run(Array(0..<100), workers: 2, makeState: { 0 },
                                job: { item, _ in
                                  if item == 7 || item == 50 { throw Failure(index: item) }
                                  return Self.slow(item, count: 100)
                                }, deliver: { delivered.append($0) })
    }
    #expect(delivered == Array(0..<7))
  }

  @Test("loading: workers make their states while the items load; items arrive in order; a load error is thrown after the workers stop")
  func loading() throws {
    for workers in [1, 2, 3] {
      let states = LockedCounter()
      var delivered: [Int] = []
      try OrderedWorkerPool.run(loading: {
                                  usleep(20_000)  // the workers are setting up meanwhile
                                  return Array(0..<50)
                                }, workers: workers, makeState: { states.increment() },
                                job: { item, _ in Self.slow(item, count: 50) }, deliver: { delivered.append($0) })
      #expect(delivered == Array(0..<50))
      #expect(states.value == workers)
    }
    var delivered: [Int] = []
    #expect(throws: Failure(index: -1)) {
      try OrderedWorkerPool<Int, Int, Int>.run(loading: { throw Failure(index: -1) }, workers: 2, makeState: { 0 },
                                               job: { item, _ in item }, deliver: { delivered.append($0) })
    }
    #expect(delivered.isEmpty)
    try OrderedWorkerPool<Int, Int, Int>.run(loading: { [] }, workers: 2, makeState: { 0 },
                                             job: { item, _ in item }, deliver: { delivered.append($0) })
    #expect(delivered.isEmpty)
  }

  @Test("workers run ahead of delivery by at most the window (16 items per worker), and do use it")
  func window() throws {
    let deliveredCount = LockedCounter(), lead = LockedMaximum()
    var delivered: [Int] = []
    try OrderedWorkerPool.run(Array(0..<300), workers: 2, makeState: { 0 },
                              job: { item, _ in
                                lead.record(item - deliveredCount.value)
                                return item
                              },
                              deliver: { item in
                                usleep(item == 0 ? 50_000 : 200)  // a slow consumer: the workers wait on the window
                                delivered.append(item)
                                _ = deliveredCount.increment()
                              })
    #expect(delivered == Array(0..<300))
    // An item counts as delivered when the caller takes it, before `deliver` returns.
    let window = 2 * OrderedWorkerPool<Int, Int, Int>.windowPerWorker
    #expect(lead.value <= window)
    #expect(lead.value >= window - 1)
  }

  @Test("SNAPCHECK_JOBS sets the worker count; otherwise the processor count, at most 8")
  func workerCount() {
    #expect(OrderedWorkerPool<Int, Int, Int>.defaultWorkerCount(environment: ["SNAPCHECK_JOBS": "3"]) == 3)
    let automatic = OrderedWorkerPool<Int, Int, Int>.defaultWorkerCount(environment: ["SNAPCHECK_JOBS": "zero"])
    #expect(automatic == min(ProcessInfo.processInfo.activeProcessorCount, 8))
    typealias Pool = OrderedWorkerPool<Int, Int, Int>
    #expect(Pool.workerCountWarning(environment: [:]) == nil)
    #expect(Pool.workerCountWarning(environment: ["SNAPCHECK_JOBS": "64"]) == nil)
    #expect(Pool.workerCountWarning(environment: ["SNAPCHECK_JOBS": "zero"])
            == "warning: SNAPCHECK_JOBS='zero' is not a whole number from 1 to 64; using \(automatic) worker threads")
    // Out of range or not plain digits: the default count, as for any other bad value.
    for bad in ["65", "100000", "0", "-3", "+3", "03", " 3", "3 ", "٣", ""] {
      #expect(Pool.defaultWorkerCount(environment: ["SNAPCHECK_JOBS": bad]) == automatic, "\(bad)")
      #expect(Pool.workerCountWarning(environment: ["SNAPCHECK_JOBS": bad])?.hasSuffix("using \(automatic) worker threads") == true, "\(bad)")
    }
    #expect(Pool.defaultWorkerCount(environment: ["SNAPCHECK_JOBS": "64"]) == 64)
  }
}

/// A thread-safe counter for the tests.
final class LockedCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.lock(); defer { lock.unlock() }; return count }

  @discardableResult
  func increment() -> Int {
    lock.lock()
    defer { lock.unlock() }
    count += 1
    return count
  }
}

/// The largest value recorded, thread-safe.
final class LockedMaximum: @unchecked Sendable {
  private let lock = NSLock()
  private var maximum = Int.min

  var value: Int { lock.lock(); defer { lock.unlock() }; return maximum }

  func record(_ value: Int) {
    lock.lock()
    maximum = max(maximum, value)
    lock.unlock()
  }
}

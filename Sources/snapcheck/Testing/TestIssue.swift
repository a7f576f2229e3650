import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Reports a failure to the test framework that is running: swift-testing's `Issue.record` with
/// the caller's source location inside a swift-testing test, else `XCTFail` at the caller's
/// file and line. Outside any test it prints the message to standard error.
enum TestIssue {
  static func record(_ message: String, fileID: String, filePath: StaticString, line: UInt, column: UInt) {
    #if canImport(Testing)
    if Test.current != nil {
      Issue.record(Comment(rawValue: message),
                   sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
      return
    }
    #endif
    #if canImport(XCTest)
    XCTFail(message, file: filePath, line: line)
    #else
    FileHandle.standardError.write(Data((message + "\n").utf8))
    #endif
  }
}

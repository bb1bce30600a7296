import Foundation

#if canImport(Testing)
  import Testing
#endif

/// The test an assertion runs in, as `swift test --filter` selects it, and the command that
/// records its failing references again.
struct TestIdentity: Equatable {
  /// `Suite/test()` (Swift Testing) or `Module/testName()` (XCTest).
  var name: String
  /// A regular expression `--filter` matches against this test alone.
  var filter: String

  /// Swift Testing's current test when there is one; else the module from `fileID` and the
  /// function name (XCTest's filter also names the class, which the assertion cannot see).
  static func current(testName: String, fileID: StaticString) -> TestIdentity {
    #if canImport(Testing)
      if let test = Test.current {
        let id = test.id
        let name = id.nameComponents.joined(separator: "/")
        return TestIdentity(name: name, filter: escaped("\(id.moduleName).\(name)"))
      }
    #endif
    let module = "\(fileID)".split(separator: "/").first.map(String.init) ?? ""
    let function = testName.hasSuffix("()") ? String(testName.dropLast(2)) : testName
    return TestIdentity(
      name: "\(module)/\(testName)", filter: escaped("\(module).") + ".*/" + escaped(function) + "$"
    )
  }

  /// `SNAPSHOT_TESTING_RECORD=failed swift test --filter '…'`: records the references this
  /// test fails, and only those.
  var recordCommand: String {
    "SNAPSHOT_TESTING_RECORD=failed swift test --filter "
      + "'\(filter.replacingOccurrences(of: "'", with: "'\\''"))'"
  }

  private static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      if "\\^$.|?*+()[]{}".contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }
}

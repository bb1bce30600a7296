import Foundation
import SnapshotTesting
import Synchronization
import Testing

@testable import SegueTesting

extension TestSupport {
  /// The messages of the snapshot failures `body` records, expected (as known issues),
  /// never recording; its comparisons are entered in `artifacts`, and references are read
  /// from `references` when given (else from `__Snapshots__` beside the test file).
  static func snapshotFailures(
    in artifacts: URL, references: URL? = nil, _ body: () throws -> Void
  ) throws -> [String] {
    let messages = Mutex<[String]>([])
    try SnapshotArtifacts.$referencesOverride.withValue(references) {
      try SnapshotArtifacts.$folderOverride.withValue(artifacts) {
        try withSnapshotTesting(record: .never) {
          try withKnownIssue {
            try body()
          } matching: { issue in
            messages.withLock {
              $0.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
            }
            return true
          }
        }
      }
    }
    return messages.withLock { $0 }
  }
}

import Foundation
import Testing

@testable import Segue

/// `NSLayoutConstraint.description` is NSObject's, nonisolated: a `print` of a constraint
/// can run on any thread.
@MainActor
struct ConstraintDescriptionTests {
  @Test func onTheMainThreadItIsUIKitsLogForm() {
    let view = UIView()
    let width = view.widthAnchor.constraint(equalToConstant: 100)
    width.identifier = "card width"
    #expect(width.description.hasPrefix("<NSLayoutConstraint:0x"))
    #expect(width.description.contains("'card width'"))
    #expect(width.description.contains(".width == 100"))
  }

  @Test func offTheMainThreadItNamesTheConstraintWithoutReadingIt() async {
    let view = UIView()
    let width = view.widthAnchor.constraint(equalToConstant: 100)
    width.identifier = "card width"
    let described = await Task.detached { [width] in
      (Thread.isMainThread, width.description)
    }.value
    #expect(!described.0)
    #expect(described.1.hasPrefix("<NSLayoutConstraint:0x") && described.1.hasSuffix(">"))
    #expect(!described.1.contains("width =="))
  }
}

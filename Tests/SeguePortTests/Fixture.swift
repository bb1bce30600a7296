import Foundation
import SeguePort

/// The before/after pairs in `Fixtures/`: iOS code as written, and as `segue port` leaves it.
enum Fixture {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static let ported = [
    "PanToDismiss", "Controls", "BarItemsAndNotifications", "Unported", "ObjCExposure",
    "CustomRecognizer", "SheetTransitions", "RecognizerSubclass",
  ]

  static func text(_ name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }
}

/// One file's port, named `Sample.swift`.
func portSample(_ text: String) -> PortedFile {
  Port.run([SourceFile(path: "Sample.swift", text: text)])[0]
}

import SeguePort
import Testing

/// `@NSManaged` layer properties (KDCircularProgress's, DeckTransition's pattern).
@Suite struct ManagedPropertyRewriteTests {
  private func port(_ text: String) -> PortedFile {
    Port.run([SourceFile(path: "Layer.swift", text: text)])[0]
  }

  @Test func aLayersManagedPropertyBecomesALayerProperty() {
    let ported = port(
      """
      class ProgressLayer: CALayer {
        /// The arc's end, degrees.
        @NSManaged var angle: Double
        @NSManaged public var trackColor: UIColor?
      }

      """)
    #expect(
      ported.text == """
        class ProgressLayer: CALayer {
          /// The arc's end, degrees.
          @LayerProperty("angle") var angle: Double
          @LayerProperty("trackColor") public var trackColor: UIColor?
        }

        """)
    #expect(ported.changes.map(\.line) == [3, 4])
    #expect(ported.changes[0].message.contains("@LayerProperty(\"angle\")"))
    #expect(port(ported.text).changes.isEmpty)
  }

  @Test func aManagedObjectsPropertyIsLeftAndNamed() {
    let text = "class Note: NSManagedObject {\n  @NSManaged var title: String\n}\n"
    let ported = port(text)
    #expect(ported.text == text)
    #expect(ported.unported.map(\.line) == [2])
    #expect(ported.unported[0].message.contains("Core Data"))
  }
}

import SeguePort
import Testing

/// `@NSManaged` layer properties (KDCircularProgress's, DeckTransition's pattern).
@Suite struct ManagedPropertyRewriteTests {
  @Test func aLayersManagedPropertyBecomesALayerProperty() {
    let ported = portSample(
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
    #expect(portSample(ported.text).changes.isEmpty)
  }

  @Test func aManagedObjectsPropertyIsLeftAndNamed() {
    let text = "class Note: NSManagedObject {\n  @NSManaged var title: String\n}\n"
    let ported = portSample(text)
    #expect(ported.text == text)
    #expect(ported.unported.map(\.line) == [2])
    #expect(ported.unported[0].message.contains("Core Data"))
  }
}

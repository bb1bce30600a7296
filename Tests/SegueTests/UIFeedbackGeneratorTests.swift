import Foundation
import Testing

@testable import Segue

/// Feedback generators as an interactive transition calls them: they compile and do
/// nothing (there is no Taptic Engine on a desktop).
@MainActor
@Suite struct UIFeedbackGeneratorTests {
  @Test func anInteractionTapsOnItsThresholdWithoutEffect() {
    let impact = UIImpactFeedbackGenerator(style: .rigid)
    impact.prepare()
    impact.impactOccurred()
    impact.impactOccurred(intensity: 0.5)
    #expect(impact.style == .rigid)
    #expect(UIImpactFeedbackGenerator().style == .medium)
    UISelectionFeedbackGenerator().selectionChanged()
    UINotificationFeedbackGenerator().notificationOccurred(.success)
  }
}

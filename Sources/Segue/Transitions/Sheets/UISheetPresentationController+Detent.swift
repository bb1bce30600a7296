import Foundation

extension UISheetPresentationController {
  /// A height a sheet rests at: `.medium()`, `.large()`, or `.custom(identifier:resolver:)`.
  ///
  ///     sheet.detents = [.custom(identifier: .init("small")) { context in
  ///       0.25 * context.maximumDetentValue
  ///     }, .large()]
  @preconcurrency @MainActor
  public final class Detent: NSObject {
    /// Names a detent in `selectedDetentIdentifier` and `largestUndimmedDetentIdentifier`.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
      public var rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public init(_ rawValue: String) { self.rawValue = rawValue }
      /// `com.apple.UIKit.medium`, as UIKit spells it.
      public static let medium = Identifier("com.apple.UIKit.medium")
      /// `com.apple.UIKit.large`, as UIKit spells it.
      public static let large = Identifier("com.apple.UIKit.large")
    }

    public let identifier: Identifier
    /// The height (points, without the bottom safe area) for a context; nil makes the
    /// detent inactive, as in UIKit.
    let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

    init(
      identifier: Identifier,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) {
      self.identifier = identifier
      self.resolver = resolver
    }

    /// About half the screen: half of `maximumDetentValue`; inactive in compact height, as
    /// Apple documents.
    public static func medium() -> Detent {
      Detent(identifier: .medium) { context in
        (context as? SheetResolutionContext)?.isCompactHeight == true
          ? nil : context.maximumDetentValue / 2
      }
    }

    /// The full height: `maximumDetentValue`, the sheet's top under the status bar.
    public static func large() -> Detent {
      Detent(identifier: .large) { $0.maximumDetentValue }
    }

    /// A detent whose height `resolver` computes each time the sheet lays out (and after
    /// `invalidateDetents()`). A nil identifier gets a unique one.
    public static func custom(
      identifier: Identifier? = nil,
      resolver:
        @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) -> Detent {
      Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
    }

    /// The height this detent resolves to, clamped to `0…maximumDetentValue`, or nil when
    /// inactive. A NaN, infinite or negative height warns (once per detent) and makes the
    /// detent inactive: UIKit does not say what it does with one.
    func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext)
      -> CGFloat?
    {
      guard let value = resolver(context) else { return nil }
      guard value.isFinite, value >= 0 else {
        if !hasWarned {
          hasWarned = true
          Diagnostics.warn(
            "detent \"\(identifier.rawValue)\": the resolver returned \(value), which is not "
              + "a height; the detent is inactive")
        }
        return nil
      }
      return min(value, context.maximumDetentValue)
    }

    private var hasWarned = false
  }

}

/// What a custom detent's resolver reads.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
  /// The height of the large detent, in points: the container's height less the sheet's
  /// top inset and the bottom safe area.
  var maximumDetentValue: CGFloat { get }
}

/// The context the sheet hands its detents' resolvers.
struct SheetResolutionContext: UISheetPresentationControllerDetentResolutionContext {
  var maximumDetentValue: CGFloat
  /// A landscape phone, where `.medium()` is inactive.
  var isCompactHeight: Bool
}

import Foundation

/// An animation of a layer's whole appearance from before the changes made with it to
/// after them: the old content fades, slides or is slid over, and the new takes its place.
/// Add it, then change the layer (or the views in it) in the same frame.
///
///     let fade = CATransition()
///     fade.duration = 0.3
///     label.layer.add(fade, forKey: kCATransition)
///     label.text = "Sent"                        // the old text cross-fades into this
///
///     let slide = CATransition()
///     slide.type = .push
///     slide.subtype = .fromRight
///     navigationController.view.layer.add(slide, forKey: nil)
///     navigationController.pushViewController(next, animated: false)
///
/// "Before" is the layer as it shows when the transition is added, captured then (the
/// layer's tree drawn as the screen has it, not laid out again); "after" is the layer as it
/// shows in each frame, so animations in the new content keep playing. Changes made before
/// `add` in the same frame are therefore part of "before": make them after it. A transition
/// added while another runs on the layer starts from what that one shows. Moving
/// content is not clipped to the layer unless the layer `masksToBounds`, as in Core
/// Animation.
open class CATransition: CAAnimation {
  /// How the new content replaces the old; `.fade` by default. A type Segue does not draw
  /// (one of iOS's private ones, such as "cube") plays as `.fade`, with a warning naming it.
  open var type: CATransitionType = .fade
  /// The side the moving content comes from, for the types that move; nil (the default)
  /// is `.fromLeft`, as in Core Animation. `.fade` ignores it.
  open var subtype: CATransitionSubtype?
  /// The transition's progress (0…1) at the start of the animation; 0 by default.
  open var startProgress: Float = 0
  /// The transition's progress (0…1) at its end; 1 by default. Must not be below
  /// `startProgress`.
  open var endProgress: Float = 1

  override var diagnosticName: String { "CATransition(type: \(type.rawValue))" }

  override func takeProperties(of other: CAAnimation) {
    super.takeProperties(of: other)
    guard let other = other as? CATransition else { return }
    (type, subtype) = (other.type, other.subtype)
    (startProgress, endProgress) = (other.startProgress, other.endProgress)
  }
}

/// The key Core Animation's documentation uses for a layer's transition, "transition":
/// adding a new one under it replaces the running one.
public let kCATransition = "transition"

/// How a `CATransition` replaces a layer's old content with its new.
public struct CATransitionType: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The old content fades out as the new fades in.
  public static let fade = CATransitionType(rawValue: "fade")
  /// The new content slides in over the old, which stays in place.
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  /// The new content slides in and pushes the old out ahead of it.
  public static let push = CATransitionType(rawValue: "push")
  /// The old content slides away, uncovering the new in place beneath it.
  public static let reveal = CATransitionType(rawValue: "reveal")
}

/// Where a moving `CATransition` comes from: `.fromRight` moves the content leftwards.
public struct CATransitionSubtype: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

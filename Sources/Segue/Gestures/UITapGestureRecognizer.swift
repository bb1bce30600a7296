import Foundation

/// A tap, or several in a row: recognized (`.ended`, actions called once) when the release
/// completes `numberOfTapsRequired` taps. A press that moves more than 10 points or is held
/// more than 0.5 s is not a tap; the next tap must go down within 0.35 s of the last release
/// and 30 points of the first tap, or the count starts over.
///
///     let tap = UITapGestureRecognizer(target: self) { [unowned self] _ in self.dismiss(animated: true) }
///     tap.numberOfTapsRequired = 2
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// Points a press may move and still be a tap.
  static let slop: CGFloat = 10
  /// Seconds a press may last and still be a tap.
  static let maximumPressDuration: TimeInterval = 0.5
  /// Seconds from one release to the next press of a multiple tap.
  static let maximumTapInterval: TimeInterval = 0.35
  /// Points between the first tap and a later one of a multiple tap.
  static let maximumTapDistance: CGFloat = 30

  /// Taps that make the gesture; 1 by default.
  public var numberOfTapsRequired = 1
  /// Touches each tap needs; 1 by default. The mouse is one touch, so more never recognizes.
  public var numberOfTouchesRequired = 1

  private var tapsSoFar = 0
  private var firstTapLocation: CGPoint = .zero
  private var pressLocation: CGPoint = .zero
  private var pressTime: TimeInterval = 0
  private var lastReleaseTime: TimeInterval = 0

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard let touch = touches.first else { return }
    guard numberOfTouchesRequired == 1, numberOfTapsRequired >= 1 else {
      state = .failed
      return
    }
    let location = touch.location(in: nil)
    if tapsSoFar > 0,
      touch.timestamp - lastReleaseTime > Self.maximumTapInterval
        || distance(location, firstTapLocation) > Self.maximumTapDistance
    {
      tapsSoFar = 0
    }
    if tapsSoFar == 0 { firstTapLocation = location }
    pressLocation = location
    pressTime = touch.timestamp
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    if let touch = touches.first, !isStillATap(touch) { state = .failed }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    guard let touch = touches.first else { return }
    guard isStillATap(touch) else {
      state = .failed
      return
    }
    tapsSoFar += 1
    lastReleaseTime = touch.timestamp
    if tapsSoFar >= numberOfTapsRequired {
      tapsSoFar = 0
      state = .ended
    }
  }

  open override func reset() {
    super.reset()
    tapsSoFar = 0
  }

  private func isStillATap(_ touch: UITouch) -> Bool {
    distance(touch.location(in: nil), pressLocation) <= Self.slop
      && touch.timestamp - pressTime <= Self.maximumPressDuration
  }

  private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    hypot(a.x - b.x, a.y - b.y)
  }
}

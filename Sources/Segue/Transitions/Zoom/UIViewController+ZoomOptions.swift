import Foundation

extension UIViewController.Transition {
  /// Options of a zoom transition, all optional.
  @preconcurrency @MainActor
  public final class ZoomOptions: NSObject {
    /// Asked before a drag takes the zoomed controller back (`willBegin` true), and before
    /// a press grabs a zoom in flight (`willBegin` false); false refuses. Nil allows both.
    public var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
    /// The rectangle of the zoomed controller's view, in its own coordinates, that lines up
    /// with the source view (a photo inside a detail page); nil, or a nil result, uses the
    /// whole view, filling the source view's frame.
    public var alignmentRectProvider: ((AlignmentRectContext) -> CGRect?)?
    /// The color over the controller beneath while the zoomed one covers it; nil is black
    /// at 20 % (Segue's choice: Apple documents no default).
    public var dimmingColor: UIColor?
    /// A blur over the controller beneath, fading in as the zoomed one grows; nil (the
    /// default) blurs nothing.
    public var dimmingVisualEffect: UIBlurEffect?

    public override init() { super.init() }

    /// The touch that may start an interactive dismissal.
    @preconcurrency @MainActor
    public final class InteractionContext: NSObject {
      /// Where the touch is, in the zoomed controller's view.
      public let location: CGPoint
      /// Points per second.
      public let velocity: CGVector
      /// True when a new dismissal would begin; false when the touch grabs a zoom in
      /// flight.
      public let willBegin: Bool

      init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
        self.location = location
        self.velocity = velocity
        self.willBegin = willBegin
        super.init()
      }
    }

    /// The two ends of the zoom, for `alignmentRectProvider`.
    @preconcurrency @MainActor
    public final class AlignmentRectContext: NSObject {
      /// The view the zoom starts from and ends at.
      public let sourceView: UIView
      /// The controller whose view zooms.
      public let zoomedViewController: UIViewController

      init(sourceView: UIView, zoomedViewController: UIViewController) {
        self.sourceView = sourceView
        self.zoomedViewController = zoomedViewController
        super.init()
      }
    }
  }
}

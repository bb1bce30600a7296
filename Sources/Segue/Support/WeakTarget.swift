import Foundation

/// The target of a target/action pair (a control's, a recognizer's, a bar button item's, a
/// display link's), held weakly as UIKit holds targets: once the target is gone its action
/// stops. An action given no target has no owner to outlive and always runs.
struct WeakTarget {
  private(set) weak var object: AnyObject?
  /// False when no target was given.
  let isSet: Bool

  init(_ object: AnyObject?) {
    self.object = object
    isSet = object != nil
  }

  /// True once a target that was given has been freed.
  var isGone: Bool { isSet && object == nil }
}

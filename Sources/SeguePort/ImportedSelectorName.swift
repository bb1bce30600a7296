/// The Objective-C names of the UIKit methods transition code checks with
/// `responds(to:)`, which Swift's naming rule does not give: UIKit's headers name them, and
/// Swift imports them renamed (`initialFrame(for:)` is `initialFrameForViewController:`).
enum ImportedSelectorName {
  /// Swift spelling → Objective-C name. Every member of
  /// `UIViewControllerContextTransitioning`, whose `responds(to:)` Segue answers, and a few
  /// more a transition calls.
  private static let names: [String: String] = [
    "getter: containerView": "containerView",
    "getter: isAnimated": "isAnimated",
    "getter: isInteractive": "isInteractive",
    "getter: transitionWasCancelled": "transitionWasCancelled",
    "getter: presentationStyle": "presentationStyle",
    "getter: targetTransform": "targetTransform",
    "viewController(forKey:)": "viewControllerForKey:",
    "view(forKey:)": "viewForKey:",
    "initialFrame(for:)": "initialFrameForViewController:",
    "finalFrame(for:)": "finalFrameForViewController:",
    "updateInteractiveTransition(_:)": "updateInteractiveTransition:",
    "finishInteractiveTransition": "finishInteractiveTransition",
    "cancelInteractiveTransition": "cancelInteractiveTransition",
    "pauseInteractiveTransition": "pauseInteractiveTransition",
    "completeTransition(_:)": "completeTransition:",
    "transitionDuration(using:)": "transitionDuration:",
    "animateTransition(using:)": "animateTransition:",
    "animationEnded(_:)": "animationEnded:",
    "interruptibleAnimator(using:)": "interruptibleAnimatorForTransition:",
    "startInteractiveTransition(_:)": "startInteractiveTransition:",
    "present(_:animated:completion:)": "presentViewController:animated:completion:",
    "dismiss(animated:completion:)": "dismissViewControllerAnimated:completion:",
    "insertSubview(_:at:)": "insertSubview:atIndex:",
  ]

  /// The name of the method `selector` names, or of the one method of its base name when it
  /// spells no labels; nil when the table has neither.
  static func of(_ selector: SelectorReference, labels: [String]? = nil) -> String? {
    let head = selector.isGetter ? "getter: \(selector.baseName)" : selector.baseName
    guard let labels = labels ?? selector.labels else {
      let matches = names.filter { $0.key == head || $0.key.hasPrefix(head + "(") }
      return matches.count == 1 ? matches.first?.value : nil
    }
    return names[labels.isEmpty ? head : "\(head)(\(labels.map { "\($0):" }.joined()))"]
  }
}

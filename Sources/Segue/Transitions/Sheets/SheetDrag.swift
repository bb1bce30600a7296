import Foundation

/// The user's drag of a sheet: from its own pan (the grabber, any place without a scroll
/// view), or handed over by the scroll view inside when that one is at its top edge. Every
/// change of the finger moves either the sheet or the content, never both by the same
/// points, so the two together follow the finger with no jump.
@MainActor
final class SheetDrag {
  unowned let sheet: UISheetPresentationController
  let pan = SheetPanGestureRecognizer()
  /// The same pan on the dimming view, for touches on the sheet where it shows mid-settle.
  let backdropPan = SheetPanGestureRecognizer()
  /// The first vertical scroll view inside the sheet, whose drag hands over at its top.
  weak var scrollView: UIScrollView?
  /// True from the first movement the sheet takes until its release.
  private(set) var isActive = false
  /// Where the finger would put the sheet's top without rubber band, in container points.
  private var rawTop: CGFloat = 0
  /// The finger's vertical translation last seen, in points (down positive).
  private var lastTranslation: CGFloat = 0
  /// The scroll view's offset after the last change, before its own handler moved it.
  private var lastOffset: CGFloat = 0
  /// Whether this drag may dismiss: asked once, when it first reaches below the lowest
  /// detent (or at a release that would dismiss).
  private var dismissAllowed: Bool?

  init(sheet: UISheetPresentationController) {
    self.sheet = sheet
    for recognizer in [pan, backdropPan] {
      recognizer.addTarget(self) { [weak self] pan in self?.handleOwnPan(pan) }
      recognizer.touchDidLand = { [weak self] in self?.holdWhereShown() }
    }
    // Weak: the recognizers live on views that outlive the sheet (the presented view may be
    // shown again). `self?.sheet`, not the parameter, which would be held strongly.
    backdropPan.accepts = { [weak self] point in
      guard let view = self?.sheet.presentedView, let window = view.window else { return false }
      return view.presentation().frame.contains(window.convert(point, to: view.superview))
    }
  }

  /// Attaches the hand-off to `scroll`'s pan; its own handler runs first, this one corrects.
  func follow(_ scroll: UIScrollView) {
    scrollView = scroll
    scroll.panGestureRecognizer.addTarget(self) { [weak self] pan in self?.handleScrollPan(pan) }
  }

  /// Takes the drag off the views once the sheet is dismissed: the presented controller may
  /// be presented again, another way.
  func detach() {
    pan.view?.removeGestureRecognizer(pan)
    backdropPan.view?.removeGestureRecognizer(backdropPan)
    scrollView?.panGestureRecognizer.removeTarget(self)
  }

  private var currentTop: CGFloat { sheet.presentedView?.frame.minY ?? 0 }

  private func handleOwnPan(_ pan: UIPanGestureRecognizer) {
    let translation = pan.translation(in: nil).y
    switch pan.state {
    case .began:
      begin()
      lastTranslation = translation
    case .changed:
      guard isActive else { return }
      move(by: translation - lastTranslation)
      lastTranslation = translation
      reportRelease(velocity: pan.velocity(in: nil).y)
    case .ended, .cancelled:
      release(velocity: pan.state == .ended ? pan.velocity(in: nil).y : 0)
    default:
      break
    }
  }

  private func handleScrollPan(_ pan: UIPanGestureRecognizer) {
    guard let scroll = scrollView else { return }
    let translation = pan.translation(in: nil).y
    let topOffset = scroll.offsetRange.y.lowerBound
    switch pan.state {
    case .began:
      lastTranslation = translation
      lastOffset = scroll.contentOffset.y
    case .changed:
      let delta = translation - lastTranslation
      lastTranslation = translation
      // Down: the content scrolls to its top edge first, the rest moves the sheet. Up: the
      // sheet rises to its ceiling first (the large detent when scrolling expands it,
      // else where it rests), the rest scrolls.
      var sheetPart: CGFloat = 0
      if delta > 0 {
        sheetPart = max(delta - max(lastOffset - topOffset, 0), 0)
      } else if delta < 0 {
        let ceiling =
          sheet.prefersScrollingExpandsWhenScrolledToEdge
          ? sheet.largeTop : min(sheet.detentTop(of: sheet.selectedDetent), currentTop)
        sheetPart = max(delta, -max(currentTop - ceiling, 0))
      }
      if sheetPart != 0, !isActive { begin() }
      if sheetPart != 0, isActive {
        move(by: sheetPart)
        // The content takes only what the sheet left; its drag continues from there.
        let offset = lastOffset - (delta - sheetPart)
        scroll.contentOffset.y = offset
        scroll.dragOrigin.y = offset + translation
        reportRelease(velocity: pan.velocity(in: nil).y)
      }
      lastOffset = scroll.contentOffset.y
    case .ended, .cancelled:
      guard isActive else { return }
      // The sheet takes the release: the content stays at its top edge, still.
      scroll.stopMotion()
      scroll.contentOffset.y = max(scroll.contentOffset.y, topOffset)
      release(velocity: pan.state == .ended ? pan.velocity(in: nil).y : 0)
    default:
      break
    }
  }

  /// A touch landed on the sheet: one still settling stops where it shows, as UIKit's
  /// sheets are interruptible (not during a presentation or dismissal).
  private func holdWhereShown() {
    guard !sheet.presentedViewController.isInPresentationTransitionAbove,
      let view = sheet.presentedView
    else { return }
    let shown = view.presentation().frame
    for layer in [view.layer, sheet.dimmingView.layer, sheet.presentingViewController.view.layer] {
      layer.removeAllAnimations()
    }
    view.frame = shown
    sheet.applyChrome(sheetTop: shown.minY)
  }

  /// Takes the sheet, unless a presentation or dismissal runs.
  private func begin() {
    guard !sheet.presentedViewController.isInPresentationTransitionAbove else { return }
    isActive = true
    dismissAllowed = nil
    rawTop = currentTop
  }

  /// Moves the sheet's top by `delta` finger points: 1:1 between the large detent and the
  /// lowest one (and below it when dismissing is allowed), on UIKit's rubber band past them.
  private func move(by delta: CGFloat) {
    guard let container = sheet.containerView else { return }
    rawTop += delta
    let tops = sheet.resolvedDetents.map { sheet.detentTop(of: $0) }
    let highest = tops.last ?? 0
    let lowest = tops.first ?? 0
    let height = container.bounds.height
    var top = rawTop
    if rawTop < highest {
      top = highest - ScrollPhysics.rubberBand(highest - rawTop, dimension: height)
    } else if rawTop > lowest {
      if dismissAllowed == nil { dismissAllowed = askToDismiss() }
      if dismissAllowed == false {
        top = lowest + ScrollPhysics.rubberBand(rawTop - lowest, dimension: height)
      }
    }
    sheet.presentedView?.frame = sheet.frame(top: top)
    sheet.applyChrome(sheetTop: top)
  }

  /// UIKit's order: `isModalInPresentation` refuses without asking; else
  /// `presentationControllerShouldDismiss`; a refusal is told by `…DidAttemptToDismiss`,
  /// a consent by `…WillDismiss`.
  private func askToDismiss() -> Bool {
    let delegate = sheet.delegate
    let allowed =
      !sheet.presentedViewController.isModalInPresentation
      && (delegate?.presentationControllerShouldDismiss(sheet) ?? true)
    if allowed {
      delegate?.presentationControllerWillDismiss(sheet)
    } else {
      delegate?.presentationControllerDidAttemptToDismiss(sheet)
    }
    return allowed
  }

  /// Tells the window's trace how a release now would be decided, in the terms of a
  /// dismissal: progress is how far the top is from the lowest detent towards the bottom
  /// edge, and the projected policy at 0.5 is `release(velocity:)`'s rule (the projected top
  /// nearer the bottom edge than to any detent), never finishing once dismissing was
  /// refused.
  private func reportRelease(velocity: CGFloat) {
    guard let container = sheet.containerView, let trace = container.window?.transitionTrace,
      let lowest = sheet.resolvedDetents.first.map({ sheet.detentTop(of: $0) })
    else { return }
    let distance = max(container.bounds.height - lowest, 1)
    let release = TransitionDecisionPolicy.Release(
      progress: (currentTop - lowest) / distance, velocity: velocity, distance: distance)
    trace.dragRelease = (release, dismissAllowed == false ? Self.refused : Self.dismissal)
  }

  /// The policies `reportRelease` hands over, made once: a drag's events must not allocate.
  private static let dismissal = TransitionDecisionPolicy.projected(
    deceleration: 0.998, threshold: 0.5)
  private static let refused = TransitionDecisionPolicy { _ in false }

  /// The release: the sheet goes to the detent nearest where its top would coast to
  /// (`ScrollPhysics.projection`, the normal deceleration rate), or off the bottom edge
  /// when that is nearest and dismissing is allowed.
  private func release(velocity: CGFloat) {
    guard isActive, let container = sheet.containerView else { return }
    isActive = false
    container.window?.transitionTrace?.dragRelease = nil
    let top = currentTop
    let projected = top + Deceleration.distance(velocity: velocity, rate: 0.998)
    let resolved = sheet.resolvedDetents
    let nearest = resolved.min {
      abs(sheet.detentTop(of: $0) - projected) < abs(sheet.detentTop(of: $1) - projected)
    }!
    let height = container.bounds.height
    let dismissNearest = abs(height - projected) < abs(sheet.detentTop(of: nearest) - projected)
    if dismissNearest, dismissAllowed ?? askToDismiss() {
      sheet.dismissesInteractively = true
      sheet.releaseVelocity = velocity
      // From the presenter: the sheet goes, and whatever it presents with it, as a swipe
      // dismisses a sheet on iOS. Its own controller's `dismiss` would dismiss only what it
      // presents, leaving the sheet where the finger left it.
      sheet.presentingViewController.dismiss(animated: true)
      if sheet.presentedViewController.isBeingDismissed { return }
      // Refused (another transition is in progress): the sheet goes back to a detent, and
      // a later dismissal is not this swipe's.
      sheet.dismissesInteractively = false
      sheet.releaseVelocity = 0
    }
    let target = sheet.detentTop(of: nearest)
    let changed = nearest.detent.identifier != sheet.selectedDetent.detent.identifier
    if changed {
      sheet.defersLayout = true
      sheet.selectedDetentIdentifier = nearest.detent.identifier
      sheet.defersLayout = false
      (sheet.delegate as? any UISheetPresentationControllerDelegate)?
        .sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
    }
    sheet.settle(springVelocity: HandOff.springVelocity(velocity, over: target - top))
  }
}

import Foundation

/// What surrounds the sheet, as a function of where its top is: the dimming and the
/// presenter scaled back. Drags and animations set both from the same top, so they follow
/// the sheet frame by frame.
extension UISheetPresentationController {
  /// Dims and scales back for a sheet whose top is at `top` (container points).
  func applyChrome(sheetTop top: CGFloat) {
    guard let container = containerView else { return }
    let resolved = resolvedDetents
    let tops = resolved.map { detentTop(of: $0) }
    let bottom = container.bounds.height
    // Dimming grows from the largest undimmed detent (or the bottom edge) to the next
    // detent above it, then holds.
    let undimmed = resolved.lastIndex { $0.detent.identifier == largestUndimmedDetentIdentifier }
    let dimFrom = undimmed.map { tops[$0] } ?? bottom
    let dimTo = undimmed.map { $0 + 1 < tops.count ? tops[$0 + 1] : tops[$0] } ?? tops[0]
    let dimming = Self.progress(of: top, from: dimFrom, to: dimTo)
    dimmingView.alpha = Self.dimmingAlpha * dimming
    dimmingView.isUserInteractionEnabled = dimming > 0
    // The presenter goes back only toward the large detent, from the detent below it.
    let scaled: CGFloat
    if let last = resolved.last, last.value >= maximumDetentValue, !isCompactHeight {
      let from = tops.count > 1 ? tops[tops.count - 2] : bottom
      scaled = Self.progress(of: top, from: from, to: tops[tops.count - 1])
    } else {
      scaled = 0
    }
    scaleBackPresenter(by: scaled)
  }

  /// 0 at `from`, 1 at `to` (tops: smaller is higher), clamped; 1 when they coincide.
  static func progress(of top: CGFloat, from: CGFloat, to: CGFloat) -> CGFloat {
    guard from != to else { return top <= to ? 1 : 0 }
    return min(max((from - top) / (from - to), 0), 1)
  }

  /// Scales the presenter's view back by `amount` (0 untouched, 1 fully back). A full-screen
  /// presenter shrinks to `scaledBackInset` from each side with its top under the status
  /// bar and corners like the sheet's; a presenter that is itself a sheet shrinks the same
  /// and rises by `topGap`, so it peeks above the new sheet.
  private func scaleBackPresenter(by amount: CGFloat) {
    guard let container = containerView else { return }
    let view: UIView = presentingViewController.view
    guard view.window != nil else { return }
    let isSheet = presentingViewController.activePresentationController is Self
    let frame = view.frame
    let isFullScreen = frame.size == container.bounds.size
    guard isSheet || isFullScreen, frame.width > 0 else { return }
    if presenterCorners == nil {
      presenterCorners = (view.layer.cornerRadius, view.layer.cornerCurve, view.layer.masksToBounds)
    }
    let scale = 1 - amount * (2 * Self.scaledBackInset / frame.width)
    let scaledTop = frame.midY - scale * frame.height / 2
    let target = isSheet ? frame.minY - Self.topGap : container.safeAreaInsets.top
    // The transform scales about the center; the translation puts the top where it goes.
    let top = frame.minY + amount * (target - frame.minY)
    view.transform = CGAffineTransform(scaleX: scale, y: scale)
      .concatenating(CGAffineTransform(translationX: 0, y: top - scaledTop))
    if !isSheet {
      view.layer.cornerRadius = amount > 0 ? Self.defaultCornerRadius : presenterCorners!.radius
      view.layer.cornerCurve = .continuous
      view.layer.masksToBounds = amount > 0 || presenterCorners!.masks
    }
  }

  /// Gives the presenter back its transform and corners.
  func restorePresenter() {
    let view: UIView = presentingViewController.view
    view.transform = .identity
    if let corners = presenterCorners {
      view.layer.cornerRadius = corners.radius
      view.layer.cornerCurve = corners.curve
      view.layer.masksToBounds = corners.masks
    }
    presenterCorners = nil
  }
}

import Foundation
import Segue

/// The playground frame: the device area (the scene's window) at the left, the inspector at
/// its right while shown. A window host shows the whole frame; pointer
/// coordinates are the frame's, which are the device's over the device area.
extension PlaygroundApp {
  /// Points: the device area, plus the inspector's width while it shows.
  public var frameSize: CGSize {
    isInspectorShown ? Self.frameSize(forDevice: window.bounds.size) : window.bounds.size
  }

  /// The frame of a device of `size` points with the inspector shown: what a window opens
  /// at for `--size`.
  public static func frameSize(forDevice size: CGSize) -> CGSize {
    CGSize(width: size.width + inspectorWidth, height: size.height)
  }

  /// The device area of a frame of `size` points: what the inspector leaves, at least a
  /// point wide.
  public func deviceSize(inFrame size: CGSize) -> CGSize {
    guard isInspectorShown else { return size }
    return CGSize(width: max(size.width - Self.inspectorWidth, 1), height: size.height)
  }

  /// The frame (the host's window) changed size: the device area takes what the inspector
  /// leaves, even mid-transition.
  public func resizeFrame(to size: CGSize, scale: CGFloat, at time: TimeInterval) {
    resize(to: deviceSize(inFrame: size), scale: scale, at: time)
  }

  /// Brings the inspector up to date and draws the whole frame into `list` (replacing what
  /// was there): the device window (exploded in 3D while X shows it), clipped to the device
  /// area, then the inspector (or the hierarchy, while V shows it) beside it. The clip keeps
  /// what the device draws past its right edge (a view sliding in, a label's box) out of
  /// the inspector's pixels, and so out of the window's damage there: without it, every
  /// frame of a drag redrew a strip of the inspector, and each of its texts, that the
  /// page's title reached into. With the inspector hidden and nothing exploded, the device
  /// window alone, as `list.build(from: window)` draws it.
  public func buildFrame(into list: inout DisplayList) {
    // A step back draws the window again where it was drawn (`SceneHistory.Entry.draw`).
    record(.draw)
    let device = window.bounds
    if hierarchy.isExploded {
      list.removeAll()
      hierarchy.exploded.highlighted = hierarchy.selected.map(ObjectIdentifier.init)
      list.appendExploded(
        window, in: CGRect(origin: .zero, size: device.size), view: hierarchy.exploded)
    } else if isInspectorShown {
      list.removeAll()
      list.appendClipped(window, at: .zero)
    } else {
      return list.build(from: window)
    }
    guard isInspectorShown else { return }
    let origin = CGPoint(x: device.width, y: 0)
    if hierarchy.isShown {
      list.append(shownHierarchyPanel(), at: origin)
    } else {
      let panel = sizedPanel()
      panel.layoutIfNeeded()
      panel.show(inspectorReading)
      list.append(panel, at: origin)
    }
  }

  /// The inspector's panel, as tall as the device area.
  func sizedPanel() -> InspectorPanel {
    let panel = inspector.panel
    let frame = CGRect(x: 0, y: 0, width: Self.inspectorWidth, height: window.bounds.height)
    if panel.frame != frame { panel.frame = frame }
    return panel
  }
}

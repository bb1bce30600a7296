import Foundation

extension DisplayList {
  /// How many opaque rectangles the occlusion test keeps: the largest ones. A few cover
  /// what matters (full-screen controller views); more would cost more than they save.
  static let coverLimit = 8

  /// Drops fills and gradients that cannot change a pixel inside `bounds` (points): those
  /// wholly outside it, and those wholly under an opaque, square, unrotated, unclipped fill
  /// drawn later. Text is kept (glyphs may overflow their rect), and so is everything inside
  /// a group, a projection or a mask: a shadow is cast from all of a group's content, a
  /// projection's content is in its own plane, a mask's shape is not drawn. The renderers
  /// call this before drawing; the list tests read is the full one.
  ///
  /// Reuses its scratch storage, so a steady frame does not allocate.
  public mutating func cull(to bounds: CGRect) {
    covers.removeAll(keepingCapacity: true)
    keep.removeAll(keepingCapacity: true)
    keep.append(contentsOf: repeatElement(true, count: commands.count))
    // Front to back: a command can only be hidden by what is drawn after it. `depth` counts
    // the clips open at this point (walking backwards, a popClip opens one).
    var depth = 0
    // Groups, projections and masks open at this point, walking backwards.
    var kept = 0
    for index in commands.indices.reversed() {
      switch commands[index] {
      case .popClip:
        depth += 1
      case .pushClip:
        depth -= 1
      case .popGroup, .popProjection, .popMask:
        depth += 1
        kept += 1
      case .pushGroup, .pushProjection, .pushMask:
        depth -= 1
        kept -= 1
      case .text, .maskWith:
        break
      case _ where kept > 0:
        break
      case .backdropBlur:
        // It reads what is drawn before it, so nothing before it may be culled by what
        // covers it later.
        covers.removeAll(keepingCapacity: true)
      case .border(let border):
        keep[index] = isVisible(border.rect.applying(border.transform), in: bounds)
      case .gradient(let gradient):
        keep[index] = isVisible(gradient.rect.applying(gradient.transform), in: bounds)
      case .image(let image):
        keep[index] = isVisible(image.rect.applying(image.transform), in: bounds)
      case .path:
        // Its box would cost a walk of the path; a path outside the frame draws nothing
        // anyway.
        break
      case .fill(let fill):
        let box = fill.rect.applying(fill.transform)
        keep[index] = isVisible(box, in: bounds)
        if keep[index], depth == 0, fill.color.bytes.a == 255, fill.cornerRadius <= 0,
          fill.transform.b == 0, fill.transform.c == 0
        {
          addCover(box)
        }
      }
    }
    var write = 0
    for read in commands.indices where keep[read] {
      commands[write] = commands[read]
      write += 1
    }
    commands.removeLast(commands.count - write)
  }

  private func isVisible(_ box: CGRect, in bounds: CGRect) -> Bool {
    guard box.intersects(bounds) else { return false }
    return !covers.contains { $0.contains(box) }
  }

  /// Keeps the `coverLimit` largest covers.
  private mutating func addCover(_ box: CGRect) {
    let area = box.width * box.height
    if covers.count < Self.coverLimit {
      covers.append(box)
    } else if let smallest = covers.indices.min(by: {
      covers[$0].width * covers[$0].height < covers[$1].width * covers[$1].height
    }), covers[smallest].width * covers[smallest].height < area {
      covers[smallest] = box
    }
  }
}

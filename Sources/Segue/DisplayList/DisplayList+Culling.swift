import Foundation

extension DisplayList {
  /// How many opaque rectangles the occlusion test keeps: the largest ones. A few cover
  /// what matters (full-screen controller views); more would cost more than they save.
  static let coverLimit = 8

  /// Drops and trims what cannot change a pixel inside `bounds` (points) drawn at `scale`
  /// pixels per point, leaving every pixel as drawing the full list would, byte for byte:
  /// - fills, borders, gradients and images wholly outside `bounds` or the clips they are
  ///   drawn in, or wholly under the covers drawn later, go;
  /// - a square, unrotated fill partly under covers is trimmed to what they leave where a
  ///   cover spans it (a controller's view under the one sliding over it in a pop), its
  ///   new edges on whole pixels, so the pixels it still draws are drawn as before;
  /// - such a fill with a cover inside it hiding a quarter of it or more is drawn around
  ///   that cover, in up to four fills.
  ///
  /// A cover is what an opaque, square, unrotated fill paints exactly its color: its whole
  /// covered pixels, within those its square clips let through whole. Text is kept (glyphs
  /// may overflow their rect), and so is everything inside a group, a projection or a mask:
  /// a shadow is cast from all of a group's content, a projection's content is in its own
  /// plane, a mask's shape is not drawn. Nothing is hidden by what a backdrop blur reads.
  /// The renderers call this before drawing; the list tests read is the full one.
  ///
  /// Reuses its scratch storage, so a steady frame does not allocate.
  public mutating func cull(to bounds: CGRect, scale: CGFloat) {
    covers.removeAll(keepingCapacity: true)
    holes.removeAll(keepingCapacity: true)
    keep.removeAll(keepingCapacity: true)
    keep.append(contentsOf: repeatElement(true, count: commands.count))
    matchClips()
    let screen = bounds.outerPixels(scale: scale)
    // The clips in force, walking backwards: what they let through at all, and whole.
    clips.removeAll(keepingCapacity: true)
    clips.append((screen, bounds.innerPixels(scale: scale)))
    // Groups, projections and masks open at this point, walking backwards.
    var kept = 0
    for index in commands.indices.reversed() {
      let clip = clips[clips.count - 1]
      switch commands[index] {
      case .popClip:
        let opened = clipOpenings[index]
        guard opened >= 0, case .pushClip(let inner) = commands[opened] else {
          clips.append((clip.outer, .null))
          break
        }
        let pixels = inner.pixels(scale: scale)
        clips.append(
          (clip.outer.intersection(pixels.outer), clip.inner.intersection(pixels.inner)))
      case .pushClip:
        if clips.count > 1 { clips.removeLast() }
      case .popGroup, .popProjection, .popMask:
        kept += 1
      case .pushGroup, .pushProjection, .pushMask:
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
        keep[index] = isVisible(border.rect.applying(border.transform), clip.outer, scale)
      case .gradient(let gradient):
        keep[index] = isVisible(gradient.rect.applying(gradient.transform), clip.outer, scale)
      case .image(let image):
        keep[index] = isVisible(image.rect.applying(image.transform), clip.outer, scale)
      case .path:
        // Its box would cost a walk of the path; a path outside the frame draws nothing
        // anyway.
        break
      case .fill(var fill):
        let box = fill.rect.applying(fill.transform)
        let untrimmed = fill.rect
        guard isVisible(box, clip.outer, scale), trim(&fill, within: clip.inner, scale: scale)
        else {
          keep[index] = false
          break
        }
        // Written back only when trimmed (most fills are not): each write copies a command.
        if fill.rect != untrimmed { commands[index] = .fill(fill) }
        if let hole = hole(in: fill, within: clip.inner, scale: scale) {
          holes.append((index, hole))
        }
        let covered = fill.coveredPixels(scale: scale)
        if !covered.isNull { addCover(box: covered.intersection(clip.inner)) }
      }
    }
    guard !holes.isEmpty else {
      var write = 0
      for read in commands.indices where keep[read] {
        if write != read { commands[write] = commands[read] }
        write += 1
      }
      return commands.removeLast(commands.count - write)
    }
    // Walking backwards noted the holes last first.
    spare.removeAll(keepingCapacity: true)
    for read in commands.indices where keep[read] {
      guard let last = holes.last, last.index == read, case .fill(let fill) = commands[read]
      else {
        spare.append(commands[read])
        continue
      }
      holes.removeLast()
      appendFrame(of: fill, around: last.hole, scale: scale)
    }
    swap(&commands, &spare)
  }

  /// The whole pixels of a cover inside a square, unrotated `fill` (within `clip`, the
  /// pixels its clips let through whole) that hides a quarter of it or more, where it would
  /// not be drawn (a page's black backdrop under the page shrunk over it); nil for none.
  private func hole(in fill: Fill, within clip: CGRect, scale: CGFloat) -> CGRect? {
    let t = fill.transform
    guard !covers.isEmpty, !clip.isNull, fill.cornerRadius <= 0, !fill.erases, t.b == 0,
      t.c == 0, t.a > 0, t.d > 0
    else { return nil }
    let box = fill.rect.applying(t).outerPixels(scale: scale)
    var best: CGRect?
    for cover in covers where box.holds(cover) && clip.holds(cover) {
      if cover.width * cover.height * 4 >= box.width * box.height,
        cover.width * cover.height > (best.map { $0.width * $0.height } ?? 0)
      {
        best = cover
      }
    }
    return best
  }

  /// Appends `fill` less `hole` (whole pixels inside it) as up to four fills: a band above
  /// and below as wide as the fill, and a strip on either side as high as the hole. Their
  /// new sides lie on whole pixels, so each pixel is drawn by one of them as the fill drew it.
  private mutating func appendFrame(of fill: Fill, around hole: CGRect, scale: CGFloat) {
    let t = fill.transform
    let rect = fill.rect.standardized
    func x(_ pixel: CGFloat) -> CGFloat { (pixel / scale - t.tx) / t.a }
    func y(_ pixel: CGFloat) -> CGFloat { (pixel / scale - t.ty) / t.d }
    let (holeLeft, holeTop, holeRight, holeBottom) = (
      x(hole.minX), y(hole.minY), x(hole.maxX), y(hole.maxY)
    )
    func add(_ minX: CGFloat, _ minY: CGFloat, _ maxX: CGFloat, _ maxY: CGFloat) {
      guard maxX > minX, maxY > minY else { return }
      var piece = fill
      piece.rect = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
      spare.append(.fill(piece))
    }
    add(rect.minX, rect.minY, rect.maxX, holeTop)
    add(rect.minX, holeBottom, rect.maxX, rect.maxY)
    add(rect.minX, holeTop, holeLeft, holeBottom)
    add(holeRight, holeTop, rect.maxX, holeBottom)
  }

  /// Notes, at each `popClip`, the index of the `pushClip` it closes (-1 for none).
  private mutating func matchClips() {
    clipOpenings.removeAll(keepingCapacity: true)
    clipOpenings.append(contentsOf: repeatElement(-1, count: commands.count))
    openClips.removeAll(keepingCapacity: true)
    for index in commands.indices {
      switch commands[index] {
      case .pushClip: openClips.append(index)
      case .popClip: clipOpenings[index] = openClips.popLast() ?? -1
      default: break
      }
    }
  }

  /// Whether `box` (points) touches a pixel inside `clip` (pixels) that no cover hides.
  private func isVisible(_ box: CGRect, _ clip: CGRect, _ scale: CGFloat) -> Bool {
    let pixels = box.outerPixels(scale: scale).intersection(clip)
    guard !pixels.isNull, !pixels.isEmpty else { return false }
    return !covers.contains { $0.holds(pixels) }
  }

  /// Trims a square, unrotated `fill` to what the covers leave of it where one spans its
  /// whole height or width, repeatedly; false when nothing is left. Its sides move only to
  /// whole pixels inside `clip` (the pixels its clips let through whole): where a clip's
  /// edge cuts a pixel, cairo composites a box ending on that pixel another way, a level
  /// off.
  private func trim(_ fill: inout Fill, within clip: CGRect, scale: CGFloat) -> Bool {
    let t = fill.transform
    guard !covers.isEmpty, !clip.isNull, fill.cornerRadius <= 0, !fill.erases, t.b == 0,
      t.c == 0, t.a > 0, t.d > 0
    else { return true }
    let box = fill.rect.applying(t).outerPixels(scale: scale)
    var (left, top, right, bottom) = (box.minX, box.minY, box.maxX, box.maxY)
    let (xs, ys) = (clip.minX...clip.maxX, clip.minY...clip.maxY)
    var moved = true
    while moved {
      moved = false
      for cover in covers {
        if cover.minY <= top && cover.maxY >= bottom {
          if cover.minX <= left && cover.maxX > left && xs.contains(cover.maxX) {
            (left, moved) = (cover.maxX, true)
          }
          if cover.maxX >= right && cover.minX < right && xs.contains(cover.minX) {
            (right, moved) = (cover.minX, true)
          }
        }
        if cover.minX <= left && cover.maxX >= right {
          if cover.minY <= top && cover.maxY > top && ys.contains(cover.maxY) {
            (top, moved) = (cover.maxY, true)
          }
          if cover.maxY >= bottom && cover.minY < bottom && ys.contains(cover.minY) {
            (bottom, moved) = (cover.minY, true)
          }
        }
        guard right > left, bottom > top else { return false }
      }
    }
    // Back into the fill's own coordinates, the sides that moved only.
    func x(_ pixel: CGFloat) -> CGFloat { (pixel / scale - t.tx) / t.a }
    func y(_ pixel: CGFloat) -> CGFloat { (pixel / scale - t.ty) / t.d }
    var rect = fill.rect.standardized
    let (minX, minY) = (left > box.minX ? x(left) : rect.minX, top > box.minY ? y(top) : rect.minY)
    let maxX = right < box.maxX ? x(right) : rect.maxX
    let maxY = bottom < box.maxY ? y(bottom) : rect.maxY
    rect = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    fill.rect = rect
    return true
  }

  /// Keeps the `coverLimit` largest covers (pixels).
  private mutating func addCover(box: CGRect) {
    guard !box.isNull, !box.isEmpty else { return }
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

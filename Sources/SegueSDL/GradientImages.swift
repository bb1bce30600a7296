import CCairo

/// pixman gradient images kept between frames: cairo 1.16 makes one for every gradient it
/// draws (an image and its stops on the heap), where an unchanged gradient can take the one
/// made for it before. A few are kept, keyed by what pixman makes them from (kind, ends,
/// stops); the least recently used one gives way to a new one. Only what changes per draw
/// (the transform) is set on the image each time, which pixman does in place.
@MainActor
final class GradientImages {
  /// A gradient's ends as pixman takes them, in 16.16 fixed point (radii 0 for an axial
  /// one).
  struct Ends: Equatable {
    let radial: Bool
    let x1, y1, r1, x2, y2, r2: pixman_fixed_t
  }

  private struct Entry {
    let ends: Ends
    let stops: [pixman_gradient_stop_t]
    let image: OpaquePointer
    var used: Int
  }

  /// As many as a screen of gradients steadily uses (a navigation bar's, a few cards').
  private static let capacity = 8
  private var entries: [Entry] = []
  private var clock = 0

  init() {
    entries.reserveCapacity(Self.capacity)
  }

  isolated deinit {
    for entry in entries { pixman_image_unref(entry.image) }
  }

  /// The image of the gradient with `ends` and `stops` (padded at its ends), the one kept
  /// when there is one; nil when pixman cannot make one.
  func image(_ ends: Ends, stops: UnsafeBufferPointer<pixman_gradient_stop_t>) -> OpaquePointer? {
    clock += 1
    let size = MemoryLayout<pixman_gradient_stop_t>.stride * stops.count
    if let index = entries.firstIndex(where: { entry in
      entry.ends == ends && entry.stops.count == stops.count
        && entry.stops.withUnsafeBytes { memcmp($0.baseAddress!, stops.baseAddress!, size) == 0 }
    }) {
      entries[index].used = clock
      return entries[index].image
    }
    var p1 = pixman_point_fixed_t(x: ends.x1, y: ends.y1)
    var p2 = pixman_point_fixed_t(x: ends.x2, y: ends.y2)
    let made =
      ends.radial
      ? pixman_image_create_radial_gradient(
        &p1, &p2, ends.r1, ends.r2, stops.baseAddress, Int32(stops.count))
      : pixman_image_create_linear_gradient(&p1, &p2, stops.baseAddress, Int32(stops.count))
    guard let made else { return nil }
    pixman_image_set_repeat(made, PIXMAN_REPEAT_PAD)
    let entry = Entry(ends: ends, stops: Array(stops), image: made, used: clock)
    if entries.count < Self.capacity {
      entries.append(entry)
    } else {
      let oldest = entries.indices.min { entries[$0].used < entries[$1].used }!
      pixman_image_unref(entries[oldest].image)
      entries[oldest] = entry
    }
    return made
  }
}

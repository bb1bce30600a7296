import CCairo
import Foundation
import Segue

/// Executes a display list into a cairo image surface: the one rasteriser of every frame.
/// Headless renders read its pixels; the window uploads the very same bytes to a streaming
/// texture, so a window capture and a headless frame are equal byte for byte.
///
/// Pixels are cairo's ARGB32: premultiplied alpha, one native-endian 32-bit word a pixel
/// (0xAARRGGBB). Colors in the display list are straight sRGB; cairo premultiplies them and
/// blends in sRGB space (as Core Animation does by default); `Bitmap(frame:)` turns the
/// result back into straight RGBA for PNGs. Geometry is in points: the context's matrix
/// carries the pixel scale.
///
///     let frame = try FrameRenderer(width: 390, height: 844)
///     frame.draw(list, scale: 1)
///     let bitmap = frame.bitmap()
@MainActor
public final class FrameRenderer {
  /// Pixels.
  public let width: Int
  public let height: Int
  let surface: OpaquePointer
  /// The frame's own context; `context` is this one, or the surface's of a group or a
  /// projection being drawn, or an image's being rasterised.
  let frameContext: OpaquePointer
  var context: OpaquePointer
  let fonts: FontFaces
  let blurs = BackdropBlurPass()
  let shadows = ShadowPass()
  let images = ImageCache()
  /// The fonts and lines of text measured so far.
  let metrics = LineMetrics()
  /// Composite colors, text and surfaces straight into the frame (or the surface drawn into
  /// instead) where that gives cairo's pixels.
  let compositor: FrameCompositor
  let glyphCompositor: GlyphCompositor
  var scale: CGFloat = 1
  /// Maps the list's points to the current surface's pixels: the pixel scale, and inside a
  /// projection also the move of its bounds' origin to the surface's corner.
  var base: CGAffineTransform = .identity
  /// The projections open, innermost last: what to return to, and how to map back.
  var planes: [OpenPlane] = []
  /// The surfaces of open planes, by depth, and the one a plane is warped into: kept
  /// between frames.
  var planeSurfaces: [OffscreenSurface] = []
  let warped = OffscreenSurface()
  /// Where a plane whose surface cannot be made is drawn: one pixel, never shown.
  let discarded = OffscreenSurface()
  /// Where groups drawn over the frame are drawn (`pushGroup`), one a depth of nesting (a
  /// group drawn into the frame at 0, one inside it at 1), and where one casting a shadow is
  /// composited over the frame (`popOwnShadowGroup`): kept between frames.
  var groupSurfaces: [OffscreenSurface] = []
  let shadowedSurface = OffscreenSurface()
  /// What the pushes of the frame being drawn opened, innermost last (kept, so that a frame
  /// does not allocate it).
  private(set) var open: [Opened] = []
  /// The damage rectangle the pass being drawn is clipped to (pixels); nil for a full draw.
  private(set) var pass: CGRect?
  /// The extents of the frame list's items found so far this frame, by index (kept, so that
  /// a frame does not allocate them).
  private var extents: [(end: Int, box: CGRect?)?] = []
  /// The frame's opaque fills that paint over the clear (pixels), and the grid their edges
  /// cut a region into (`FrameRenderer+Clear`): kept, so that a frame does not allocate them.
  var covers: [CGRect] = []
  var coverXs: [CGFloat] = []
  var coverYs: [CGFloat] = []
  /// The pixels the clips open let through whole, innermost last (`findCovers`).
  var clipCovers: [CGRect] = []
  /// Pixels the frame's backdrop blur need not paint: painted over by an opaque fill after
  /// it (`findCovers`).
  var blurCover = CGRect.null
  /// The frame's one backdrop blur drawn straight into it, and the index of its command (or
  /// of the group holding only it) in the frame's list (`findCovers`).
  var soleBlur: (index: Int, blur: BackdropBlur)?
  /// The blocks of that blur's downsampling known to hold one color in the pass being drawn
  /// (`findPlainBlocks`).
  let plainBlocks = PlainBlocks()
  /// False finds no plain block (the same pixels; for comparing).
  var findsPlainBlocks = true
  /// False paints every blur whole (the same pixels; for comparing).
  var cutsBlurs = true
  /// Groups drawn through `cairo_push_group` rather than skipped or drawn into
  /// `groupSurfaces`, for tests.
  var groupsPushedToCairo = 0
  /// False leaves all drawing to cairo, none to `compositor` (the same pixels; for
  /// comparing).
  var compositesItself = true

  /// Largest side, in pixels, that a frame may have.
  public static let maximumPixels = 16384

  /// A frame of `width`×`height` pixels in memory of its own.
  public convenience init(width: Int, height: Int) throws {
    try self.init(width: width, height: height) {
      cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    }
  }

  /// A frame drawn straight into `pixels` (a window's framebuffer): `width`×`height` pixels
  /// in cairo's ARGB32 layout, `stride` bytes a row (a multiple of 4, at least `width` × 4).
  /// The memory is not owned and must outlive the renderer.
  public convenience init(
    width: Int, height: Int, pixels: UnsafeMutableRawPointer, stride: Int
  ) throws {
    guard stride % 4 == 0, stride >= width * 4 else {
      throw RenderError("a stride of \(stride) bytes does not hold \(width) ARGB32 pixels")
    }
    try self.init(width: width, height: height) {
      cairo_image_surface_create_for_data(
        pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width),
        Int32(height), Int32(stride))!
    }
  }

  private init(width: Int, height: Int, makeSurface: () -> OpaquePointer) throws {
    guard (1...Self.maximumPixels).contains(width), (1...Self.maximumPixels).contains(height)
    else {
      throw RenderError("frame of \(width)×\(height) pixels is outside 1…\(Self.maximumPixels)")
    }
    let surface = makeSurface()
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      let reason = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
      cairo_surface_destroy(surface)
      throw RenderError("cannot make a \(width)×\(height) frame: \(reason)")
    }
    self.width = width
    self.height = height
    self.surface = surface
    self.frameContext = cairo_create(surface)
    self.context = frameContext
    self.compositor = FrameCompositor(surface: surface)
    self.glyphCompositor = GlyphCompositor(compositor: compositor)
    do {
      self.fonts = try FontFaces()
    } catch {
      cairo_destroy(frameContext)
      cairo_surface_destroy(surface)
      throw error
    }
    // From now on `UIImage.pngData()` and `jpegData(compressionQuality:)` have pixels to encode.
    ImageEncoding.install(RasterImageEncoder())
  }

  isolated deinit {
    cairo_destroy(frameContext)
    cairo_surface_destroy(surface)
  }

  /// The frame's pixels (cairo ARGB32), `stride` bytes a row; valid until the next draw.
  public var pixels: UnsafeRawPointer { UnsafeRawPointer(cairo_image_surface_get_data(surface)!) }
  public var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

  /// Clears to opaque black (a window is opaque; skipped where opaque fills paint over it,
  /// `clear(_:)`) and draws `list` at `scale` pixels per point. Given `damage` (rectangles of
  /// whole pixels, which may overlap), only those pixels are cleared and drawn, the rest
  /// left as they were, one rectangle at a time:
  /// inside each the frame is what a full draw gives, byte for byte (cairo composites the
  /// same through one rectangular clip on whole pixels, which several do not promise), as
  /// long as nothing drawn there reads pixels outside it (`FrameDamage` grows the damage over
  /// whatever does).
  public func draw(_ list: DisplayList, scale: CGFloat, within damage: [CGRect]? = nil) {
    self.scale = scale
    images.beginFrame()
    plainBlocks.beginFrame()
    base = CGAffineTransform(scaleX: scale, y: scale)
    findCovers(in: list.commands)
    extents.removeAll(keepingCapacity: true)
    extents.append(contentsOf: repeatElement(nil, count: list.commands.count))
    guard let damage else { return draw(list, clippedTo: nil) }
    for rect in damage { draw(list, clippedTo: rect) }
  }

  /// One pass over the list, clipped to `rect` (pixels) when there is one.
  private func draw(_ list: DisplayList, clippedTo rect: CGRect?) {
    base = CGAffineTransform(scaleX: scale, y: scale)
    context = frameContext
    cairo_reset_clip(context)
    cairo_identity_matrix(context)
    pass = rect
    if let rect {
      cairo_rectangle(
        context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
      cairo_clip(context)
    }
    clear(rect ?? CGRect(x: 0, y: 0, width: width, height: height))
    open.removeAll(keepingCapacity: true)
    planes.removeAll(keepingCapacity: true)
    findPlainBlocks(in: list.commands)
    execute(list.commands, isFrameList: true)
    cairo_surface_flush(surface)
  }

  /// Where the item at `index` (a command, or a push and all it holds) ends, and what it
  /// may draw over in the list's points (nil: not known).
  private func extent(
    of commands: [DisplayCommand], at index: Int
  ) -> (end: Int, box: CGRect?) {
    let end = FrameDamage.itemEnd(commands, from: index)
    return (end, bounds(of: commands, index..<end, scale: scale))
  }

  /// What the item `commands[range]` may draw over in the list's points, drawn at `scale`
  /// (`FrameDamage.bounds`; nil: not known), a line of text where its ink falls
  /// (`inkBounds`): a reading's rect may be as wide as the panel it is in.
  func bounds(
    of commands: [DisplayCommand], _ range: Range<Int>, scale: CGFloat
  ) -> CGRect? {
    if range.count == 1, case .text(let run) = commands[range.lowerBound],
      let ink = inkBounds(of: run, scale: scale)
    {
      return ink
    }
    return FrameDamage.bounds(commands, range)
  }

  /// `extent(of:at:)`, found once a frame for the frame's own list (`cached`): each damage
  /// rectangle's pass tests the same items, a group's surface takes the bounds its test
  /// found, and a group's bounds walk all it holds. (Only the frame's list is tested against
  /// a pass: a drawing rasterised mid-frame draws into a context of its own.)
  func extent(
    of commands: [DisplayCommand], at index: Int, cached: Bool
  ) -> (end: Int, box: CGRect?) {
    guard cached, index < extents.count else { return extent(of: commands, at: index) }
    if let found = extents[index] { return found }
    let found = extent(of: commands, at: index)
    extents[index] = found
    return found
  }

  /// Whether an item is tested against the pass's rectangle: in a pass, drawn into the
  /// frame, and an item rather than the end of one. An item wholly outside would change no
  /// pixel, and is skipped whole (a text's layout, a group's surface and its shadow cost
  /// even when clipped away).
  private func testsAgainstPass(_ command: DisplayCommand) -> Bool {
    guard pass != nil, drawsInFramePixels, !command.isPop else {
      return false
    }
    if case .maskWith = command { return false }
    return true
  }

  /// Executes `commands` into the current context. Pushes and pops pair up; a list that
  /// leaves some open is closed at its end, and a pop with nothing open is ignored. A run
  /// inside another (a drawn image rasterised mid-frame) opens and closes only above the
  /// pushes already open.
  func execute(_ commands: [DisplayCommand], isFrameList: Bool = false) {
    let floor = open.count
    var index = 0
    while index < commands.count {
      let command = commands[index]
      if testsAgainstPass(command), let pass {
        let found = extent(of: commands, at: index, cached: isFrameList)
        if let box = found.box, !box.isNull, !box.outerPixels(scale: scale).overlaps(pass) {
          index = found.end
          continue
        }
      }
      index += 1
      switch command {
      case .fill(let fill): draw(fill)
      case .border(let border): draw(border)
      case .gradient(let gradient): draw(gradient)
      case .path(let path): draw(path)
      case .image(let image): draw(image)
      case .text(let run): draw(run)
      case .backdropBlur(let blur): draw(blur)
      case .pushClip(let clip):
        cairo_save(context)
        open.append(.clip(wholePixels: wholePixels(of: clip)))
        self.clip(clip)
      case .pushGroup(let group):
        // A group that draws nothing (a faded view with no content of its own) changes no
        // pixel: cairo would make, clear and composite a surface for it all the same.
        let found = extent(of: commands, at: index - 1, cached: isFrameList)
        if let box = found.box, box.isNull {
          index = found.end
          continue
        }
        if let blur = Self.onlyBlur(in: group, followedBy: commands[index...]) {
          draw(blur, groupOpacity: group.opacity)
          index += 2
          continue
        }
        // The frame list's extent is the one its pass's test just found.
        open.append(pushGroup(group, bounds: found.box))
      case .pushProjection(let projection):
        open.append(.projection)
        pushProjection(projection)
      case .pushMask:
        open.append(.mask)
        pushMask(bounds: extent(of: commands, at: index - 1, cached: isFrameList).box)
      case .maskWith:
        guard open.count > floor, case .mask = open.last else { continue }
        open[open.count - 1] = .maskShape
        pushCairoGroup()
      case .popClip, .popGroup, .popProjection, .popMask:
        guard open.count > floor, let last = open.last, last.isClosed(by: command) else {
          continue
        }
        close(open.removeLast())
      }
    }
    while open.count > floor { close(open.removeLast()) }
  }

  /// What a push opened.
  enum Opened {
    /// A clip, with its rectangle in the frame's pixels when it is one of whole pixels.
    case clip(wholePixels: CGRect?)
    case group(Group), projection, mask, maskShape
    /// A group drawn into `groupSurfaces[depth]` over `region` (the frame's pixels).
    case ownGroup(Group, region: CGRect, depth: Int)

    func isClosed(by command: DisplayCommand) -> Bool {
      switch (self, command) {
      case (.clip, .popClip), (.group, .popGroup), (.ownGroup, .popGroup),
        (.projection, .popProjection), (.mask, .popMask), (.maskShape, .popMask):
        true
      default: false
      }
    }
  }

  private func close(_ opened: Opened) {
    switch opened {
    case .clip: cairo_restore(context)
    case .group(let group): popGroup(group)
    case .ownGroup(let group, let region, let depth):
      popOwnGroup(group, region: region, depth: depth)
    case .projection: popProjection()
    case .mask:
      // A mask with no shape masks nothing away: its content is drawn as it is.
      cairo_pop_group_to_source(context)
      cairo_paint(context)
      cairo_restore(context)
    case .maskShape: popMask()
    }
  }

  /// Sets the context's matrix to `transform` (points) followed by `base` (to pixels), and
  /// returns it.
  @discardableResult
  func use(_ transform: CGAffineTransform) -> CGAffineTransform {
    let t = transform.concatenating(base)
    Self.setMatrix(t, of: context)
    return t
  }

  /// Sets `context`'s matrix to `t`.
  static func setMatrix(_ t: CGAffineTransform, of context: OpaquePointer) {
    var matrix = cairo_matrix_t(
      xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx),
      y0: Double(t.ty))
    cairo_set_matrix(context, &matrix)
  }

  func setSource(_ color: RGBA) {
    cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
  }
}

/// A failure of the rasteriser (a frame too large, a font that will not open), with what
/// Segue was doing and why.
public struct RenderError: Error, CustomStringConvertible {
  public let description: String

  init(_ description: String) {
    self.description = description
  }
}

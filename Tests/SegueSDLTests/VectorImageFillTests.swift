import Foundation
import Segue
import Testing

@testable import SegueSDL

/// Symbol images (`UIImage(systemName:)`, paths filled with their tint), as navigation bars
/// and buttons show them: every symbol, at random sizes and places on and between pixels
/// (some reaching past the frame or their clip), tinted opaque and translucent, in the
/// frame, a clip of whole pixels, a faded view (a group) and a view turned in 3D (a plane);
/// drawn whole, then in a damage rectangle. Cairo's pixels byte for byte, and filled by
/// `FrameCompositor` (as cairo fills a path, `CPathRaster`) except the symbols cairo draws
/// itself: rectangles (`plus`), or paths with arcs' quadratic pieces.
@MainActor
@Suite struct VectorImageFillTests {
  @Test(arguments: [1.0, 2.0, 3.0])
  func symbolImagesAreCairos(scale: CGFloat) throws {
    var noise = Noise(state: UInt64(scale * 17))
    let scene = CompositingScene(
      period: 6.1, color: UIColor(red: 0.7, green: 0.3, blue: 0.2, alpha: 0.8))
    let names = [
      "chevron.left", "chevron.right", "xmark", "plus", "checkmark", "heart.fill", "star.fill",
      "photo",
    ]
    for container in scene.containers {
      let bounds = container.bounds
      for index in 0..<24 {
        let side = 4 + noise.unit() * 30
        let symbol = UIImageView(image: UIImage(systemName: names[index % names.count]))
        symbol.frame = CGRect(
          origin: CompositingScene.origin(in: bounds, &noise),
          size: CGSize(width: side, height: side * (0.6 + noise.unit())))
        symbol.contentMode = .scaleToFill
        let alpha: CGFloat = [1, 1, 1 / 255, noise.unit()][noise.below(4)]
        symbol.tintColor = UIColor(
          red: noise.unit(), green: noise.unit(), blue: noise.unit(), alpha: alpha)
        container.addSubview(symbol)
      }
    }
    try scene.expectCairosPixels(
      scale: scale, damage: CGRect(x: 30, y: 20, width: 90, height: 80),
      counts: [.init(name: "symbols", counted: \.filledPaths, least: 30)])
  }
}

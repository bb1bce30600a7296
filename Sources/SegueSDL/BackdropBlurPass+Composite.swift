import CSDL2
import Foundation

/// The fast path of a backdrop on whole pixels. SDL's software renderer draws a texture under
/// alpha modulation through its generic per-pixel code, a few hundred instructions a pixel:
/// for a full-screen blur that was most of the frame. Here the blend is done in Swift with
/// the same integer arithmetic, for the same texel at each pixel, and the result copied.
///
/// The texel SDL samples at a pixel is not always the one beneath it (its fixed-point
/// interpolation is off by one in places), so it is learnt from SDL itself, once per
/// geometry: the tiles are drawn unblended with a texture whose texels hold their own
/// column, then their own row, into an offscreen target, and read back.
extension BackdropBlurPass {
  /// Blends `result` over the pixels read back beneath `box` with `alpha` and copies the
  /// blend into `box`; false when the renderer could not (the caller draws the tiles).
  /// `beneath` locates the box in the read-back region: its offset and that region's width.
  func drawComposited(alpha: UInt8, box: SDL_Rect, beneath: (x: Int, y: Int, width: Int))
    -> Bool
  {
    let width = Int(box.w)
    let height = Int(box.h)
    guard learnTexelMap(box: box), let texture = composedTexture.sized(width: width, height: height)
    else { return false }
    Self.resize(&composed, to: width * height, filling: 0)
    // SDL's generic blend of a texel under alpha modulation a: the source scaled by a / 255
    // (the texel is opaque), then the destination by (255 − a) / 255 added, each rounded down.
    let source = UInt32(alpha)
    let destination = 255 - source
    pixels.withUnsafeBufferPointer { pixels in
      result.withUnsafeBufferPointer { result in
        texelMap.withUnsafeBufferPointer { map in
          composed.withUnsafeMutableBufferPointer { out in
            guard let pixels = pixels.baseAddress, let result = result.baseAddress,
              let map = map.baseAddress, let out = out.baseAddress
            else { return }
            for y in 0..<height {
              let beneathRow = pixels + (y + beneath.y) * beneath.width + beneath.x
              for x in 0..<width {
                let under = beneathRow[x]
                let texel = map[y * width + x]
                guard texel >= 0 else {
                  out[y * width + x] = under
                  continue
                }
                let over = result[Int(texel)]
                func blended(_ shift: UInt32) -> UInt32 {
                  (Self.divideBy255(((over >> shift) & 0xFF) * source)
                    + Self.divideBy255(((under >> shift) & 0xFF) * destination)) << shift
                }
                out[y * width + x] = 0xFF00_0000 | blended(16) | blended(8) | blended(0)
              }
            }
          }
        }
      }
    }
    SDL_UpdateTexture(texture, nil, composed, Int32(width * 4))
    var target = box
    return SDL_RenderCopy(renderer, texture, nil, &target) == 0
  }

  /// x / 255, rounded down, for every x in 0…255²: a multiply and a shift.
  nonisolated static func divideBy255(_ x: UInt32) -> UInt32 {
    (x &* 32897) >> 23
  }

  /// Fills `texelMap` for the tiles in `vertices` over `box`, unless it holds them already.
  private func learnTexelMap(box: SDL_Rect) -> Bool {
    let width = Int(box.w)
    let height = Int(box.h)
    // The tiles relative to the box (a whole-pixel shift changes nothing in SDL's integer
    // rasterisation) and the box's size identify the geometry; the indices follow from the
    // number of vertices.
    let origin = SDL_FPoint(x: Float(box.x), y: Float(box.y))
    func same(_ a: SDL_Vertex, _ b: SDL_Vertex) -> Bool {
      a.position.x - origin.x == b.position.x && a.position.y - origin.y == b.position.y
        && a.tex_coord.x == b.tex_coord.x && a.tex_coord.y == b.tex_coord.y
    }
    if mappedSize == (width, height), mappedVertices.count == vertices.count,
      vertices.indices.allSatisfy({ same(vertices[$0], mappedVertices[$0]) })
    {
      return true
    }
    mappedVertices = vertices.map { vertex in
      SDL_Vertex(
        position: SDL_FPoint(x: vertex.position.x - origin.x, y: vertex.position.y - origin.y),
        color: SDL_Color(r: 255, g: 255, b: 255, a: 255), tex_coord: vertex.tex_coord)
    }
    guard let columns = sampledTexels(width: width, height: height, rows: false),
      let rows = sampledTexels(width: width, height: height, rows: true)
    else {
      mappedVertices = []
      return false
    }
    Self.resize(&texelMap, to: width * height, filling: 0)
    columns.withUnsafeBufferPointer { columns in
      rows.withUnsafeBufferPointer { rows in
        texelMap.withUnsafeMutableBufferPointer { map in
          guard let columns = columns.baseAddress, let rows = rows.baseAddress,
            let map = map.baseAddress
          else { return }
          for index in 0..<width * height {
            // Texels hold values below 2¹⁴; the target's background is 0xFFFFFF.
            let column = columns[index] & 0xFF_FFFF
            let row = rows[index] & 0xFF_FFFF
            map[index] = column > 0xFFFF || row > 0xFFFF ? -1 : Int32(row * UInt32(width) + column)
          }
        }
      }
    }
    mappedSize = (width, height)
    return true
  }

  /// `mappedVertices` drawn unblended into an offscreen target `width`×`height`, with a
  /// texture whose texels hold their own column (or with `rows`, their own row): per pixel,
  /// what it sampled (0xFFFFFF where nothing was drawn).
  private func sampledTexels(width: Int, height: Int, rows: Bool) -> [UInt32]? {
    let format = SDL_PIXELFORMAT_RGB888.rawValue
    guard
      let source = SDL_CreateTexture(
        renderer, format, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(width), Int32(height)),
      let target = SDL_CreateTexture(
        renderer, format, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Int32(width), Int32(height))
    else { return nil }
    defer {
      SDL_DestroyTexture(source)
      SDL_DestroyTexture(target)
    }
    var texels = [UInt32](repeating: 0, count: width * height)
    texels.withUnsafeMutableBufferPointer { texels in
      guard let texels = texels.baseAddress else { return }
      for row in 0..<height {
        let line = texels + row * width
        for column in 0..<width { line[column] = UInt32(rows ? row : column) }
      }
    }
    SDL_UpdateTexture(source, nil, texels, Int32(width * 4))
    SDL_SetTextureBlendMode(source, SDL_BLENDMODE_NONE)
    guard SDL_SetRenderTarget(renderer, target) == 0 else { return nil }
    defer { SDL_SetRenderTarget(renderer, nil) }
    SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
    SDL_RenderClear(renderer)
    SDL_RenderGeometry(
      renderer, source, mappedVertices, Int32(mappedVertices.count), indices,
      Int32(indices.count))
    var sampled = [UInt32](repeating: 0, count: width * height)
    guard SDL_RenderReadPixels(renderer, nil, format, &sampled, Int32(width * 4)) == 0 else {
      return nil
    }
    return sampled
  }
}

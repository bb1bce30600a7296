import CSDL2
import Foundation

/// An SDL_RWops that hands whatever SDL writes to a Swift closure: SDL_image encodes into it,
/// so a PNG goes straight into a checked `FileOutput` (or memory) with no file of its own.
/// Write-only and sequential: reads and seeks fail, `tell` gives the bytes written.
enum SinkRWops {
  private final class State {
    let sink: (UnsafeRawBufferPointer) -> Bool
    var written: Int64 = 0
    init(_ sink: @escaping (UnsafeRawBufferPointer) -> Bool) { self.sink = sink }
  }

  static func withRWops<Result>(
    _ sink: (UnsafeRawBufferPointer) -> Bool,
    _ body: (UnsafeMutablePointer<SDL_RWops>) throws -> Result
  ) throws -> Result {
    try withoutActuallyEscaping(sink) { sink in
      guard let rw = SDL_AllocRW() else { throw SDLError("cannot make an SDL_RWops") }
      defer { SDL_FreeRW(rw) }
      let state = State(sink)
      rw.pointee.type = UInt32(SDL_RWOPS_UNKNOWN)
      rw.pointee.hidden.unknown.data1 = Unmanaged.passUnretained(state).toOpaque()
      rw.pointee.size = { _ in -1 }
      rw.pointee.seek = { rw, offset, whence in
        let state = SinkRWops.state(of: rw)
        // Only "where am I" (SDL_RWtell) is answerable on a stream.
        return offset == 0 && whence == RW_SEEK_CUR ? state.written : -1
      }
      rw.pointee.read = { _, _, _, _ in 0 }
      rw.pointee.write = { rw, pointer, size, count in
        let state = SinkRWops.state(of: rw)
        guard let pointer, size > 0,
          state.sink(UnsafeRawBufferPointer(start: pointer, count: size * count))
        else { return 0 }
        state.written += Int64(size * count)
        return count
      }
      rw.pointee.close = { _ in 0 }
      return try withExtendedLifetime(state) { try body(rw) }
    }
  }

  private static func state(of rw: UnsafeMutablePointer<SDL_RWops>?) -> State {
    Unmanaged<State>.fromOpaque(rw!.pointee.hidden.unknown.data1).takeUnretainedValue()
  }
}

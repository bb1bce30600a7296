import CSDL2

/// A failure inside SDL, SDL_image or SDL_ttf, with what Segue was doing and SDL's reason.
public struct SDLError: Error, CustomStringConvertible {
  public let description: String

  /// Reads SDL's last error message, which all three libraries share.
  init(_ what: String) {
    self.description = "\(what): \(String(cString: SDL_GetError()))"
  }

  init(message: String) {
    self.description = message
  }
}

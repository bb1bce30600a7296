/// Text from a file, made safe to print: a scene name or key in a recording may hold
/// terminal escape sequences (ESC [ 2 J clears the screen, OSC 52 writes the clipboard), which
/// a message must show, not send to the terminal.
package enum TerminalText {
  /// `text` with every control character (C0, DEL, C1) written as `\u{1B}`; the rest as is.
  package static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

/// The Objective-C name Swift gives a method, as `#selector` would have produced it:
/// `view(forKey:)` → `viewForKey:`, `handle(_:)` → `handle:`, `pan(_:event:)` →
/// `pan:event:`, `dismiss` → `dismiss`, `init(frame:)` → `initWithFrame:`.
enum ObjCSelectorName {
  /// Swift's rule for a method declared without `@objc(name)`: the base name, then the first
  /// label capitalised, with `With` between them unless the label begins with a preposition
  /// or the base name ends with one; each further label is a piece of its own (empty for
  /// `_`), and every parameter ends in a colon. A throwing method takes its error pointer
  /// last: `load(from:)` → `loadFrom:error:`, `load()` → `loadAndReturnError:`.
  static func of(baseName: String, labels: [String], throwing: Bool = false) -> String {
    if throwing {
      return labels.isEmpty
        ? "\(baseName)AndReturnError:" : of(baseName: baseName, labels: labels) + "error:"
    }
    guard let first = labels.first else { return baseName }
    var head = baseName
    if first != "_" {
      if !isPreposition(firstWord(of: first)), !isPreposition(lastWord(of: baseName)) {
        head += "With"
      }
      head += first.prefix(1).uppercased() + first.dropFirst()
    }
    return ([head] + labels.dropFirst().map { $0 == "_" ? "" : $0 }).map { "\($0):" }.joined()
  }

  /// Swift's list (PartsOfSpeech.def): the words after which no `With` is put.
  private static let prepositions: Set<String> = [
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
    "for", "from", "given", "in", "including", "inside", "into", "matching", "of", "on",
    "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
  ]

  private static func isPreposition(_ word: Substring) -> Bool {
    prepositions.contains(word.lowercased())
  }

  /// `for` in `forKey`.
  private static func firstWord(of name: String) -> Substring {
    name.prefix { !$0.isUppercase }
  }

  /// `To` in `moveTo`, `view` in `view`.
  private static func lastWord(of name: String) -> Substring {
    guard let start = name.lastIndex(where: \.isUppercase) else { return Substring(name) }
    return name[start...]
  }
}

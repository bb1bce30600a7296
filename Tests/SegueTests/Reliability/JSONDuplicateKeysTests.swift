import Foundation
import Segue
import Testing

/// A key repeated in one object is found whatever its spelling; the same key in different
/// objects, or key-like text inside strings, is not a repeat.
@Suite struct JSONDuplicateKeysTests {
  private func problem(_ text: String) -> String? {
    JSONDuplicateKeys.problem(in: Data(text.utf8), source: "f.json")
  }

  @Test func aRepeatedKeyIsNamedWithItsLine() {
    #expect(
      problem("{\"a\":1,\n\"b\":{\"c\":2,\n\"c\":3}}")
        == "f.json: line 3: key 'c' appears twice in one object (JSON would keep only one of them)")
    #expect(problem(#"{"a":1,"\u0061":2}"#)?.contains("key 'a'") == true)
    #expect(problem(#"{"\u001b[2J":1,"\u001b[2J":2}"#)?.contains(#"key '\u{1B}[2J'"#) == true)
  }

  @Test func sameKeysInOtherObjectsOrInsideStringsAreFine() {
    #expect(problem(#"{"a":1,"b":{"a":2},"c":[{"a":3},{"a":4}]}"#) == nil)
    #expect(problem(#"{"a":"\"a\":","b":"a:"}"#) == nil)
    #expect(problem(#"[{"a":1},{"a":1}]"#) == nil)
  }
}

import SwiftSyntax

/// Initializers iOS code overrides that Segue makes required, `override` → `required`:
/// - in a layer class, `init()` and `init(layer:)`: a view builds its layer from
///   `layerClass` (`init()`) and the presentation layer is a copy of the model
///   (`init(layer:)`), each of the subclass's own type;
/// - in an animation class, `init()`: an animation added is a copy of the subclass's type;
/// - in a cell class, `UITableViewCell`'s `init(style:reuseIdentifier:)` and
///   `UICollectionViewCell`'s `init(frame:)`: a table or collection view makes cells of the
///   class registered for an identifier.
///
/// UIKit makes them through the Objective-C runtime; Swift makes them through the metatype,
/// which wants `required` where iOS code writes `override`.
enum RequiredInitRewrite {
  /// A kind of class whose initializers Segue makes required.
  struct Kind: Sendable {
    /// The end of its superclass's name: a class named so is taken to be one.
    let suffix: String
    /// Its UIKit classes: a direct subclass of one spells `override` `required`.
    let isUIKitClass: @Sendable (String) -> Bool
    /// The argument labels of each required initializer.
    let labels: [[String]]
    /// The class the note names.
    let owner: String
    /// Why the note gives.
    let reason: String
  }

  static let kinds = [
    Kind(
      suffix: "Layer", isUIKitClass: { $0.hasPrefix("CA") && $0.hasSuffix("Layer") },
      labels: [[], ["layer"]],
      owner: "CALayer", reason: "as it makes layers of the subclass's own type"),
    Kind(
      suffix: "Animation", isUIKitClass: { $0.hasPrefix("CA") && $0.hasSuffix("Animation") },
      labels: [[]], owner: "CAAnimation", reason: "as it copies an animation as its own type"),
    Kind(
      suffix: "Cell", isUIKitClass: { $0 == "UITableViewCell" },
      labels: [["style", "reuseIdentifier"]], owner: "UITableViewCell",
      reason: "as a table view makes cells of the class registered"),
    Kind(
      suffix: "Cell", isUIKitClass: { $0 == "UICollectionViewCell" }, labels: [["frame"]],
      owner: "UICollectionViewCell",
      reason: "as a collection view makes cells of the class registered"),
  ]

  /// The kind and superclass of `decl`'s class when `decl` is one of the kind's required
  /// initializers, marked `override` and not `required`; nil otherwise.
  static func needsRequired(_ decl: InitializerDeclSyntax) -> (kind: Kind, superclass: String)? {
    guard decl.optionalMark == nil, has(.override, decl), !has(.required, decl),
      let superclass = ManagedPropertyRewrite.superclass(around: decl)
    else { return nil }
    let labels = decl.signature.parameterClause.parameters.map(\.firstName.text)
    // A UIKit superclass names its kind; an app's own class is taken by its name's end.
    let isUIKitClass = kinds.contains { $0.isUIKitClass(superclass) }
    guard
      let kind = kinds.first(where: { kind in
        kind.labels.contains(labels)
          && (isUIKitClass ? kind.isUIKitClass(superclass) : superclass.hasSuffix(kind.suffix))
      })
    else { return nil }
    return (kind, superclass)
  }

  /// `decl` required: its `override` spelled `required` in a direct subclass of one of the
  /// kind's UIKit classes (`CALayer`, `CAShapeLayer`, `UITableViewCell`, …); `required` put
  /// before `override` in a subclass of the app's own `…Layer` or `…Cell`, which may not be
  /// one at all (then `override` is needed; for one, Swift warns that it is implied). Trivia
  /// kept.
  static func makingRequired(_ decl: InitializerDeclSyntax, directly: Bool) -> InitializerDeclSyntax
  {
    var modifiers = Array(decl.modifiers)
    guard let index = modifiers.firstIndex(where: { $0.name.tokenKind == .keyword(.override) })
    else { return decl }
    let override = modifiers[index]
    if directly {
      modifiers[index] = override.with(\.name, override.name.with(\.tokenKind, .keyword(.required)))
    } else {
      let required = DeclModifierSyntax(
        leadingTrivia: override.leadingTrivia, name: .keyword(.required, trailingTrivia: .space))
      modifiers[index] = override.with(\.leadingTrivia, [])
      modifiers.insert(required, at: index)
    }
    return decl.with(\.modifiers, DeclModifierListSyntax(modifiers))
  }

  /// `init(label:…)` as a note spells it.
  static func spelled(_ decl: InitializerDeclSyntax) -> String {
    "init(" + decl.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
      + ")"
  }

  private static func has(_ keyword: Keyword, _ decl: InitializerDeclSyntax) -> Bool {
    decl.modifiers.contains { $0.name.tokenKind == .keyword(keyword) }
  }
}

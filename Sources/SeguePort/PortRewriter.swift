import SwiftSyntax

/// One file's port in one pass over the tree as read, so every note names a line of the
/// file as the user has it.
final class PortRewriter: SyntaxRewriter {
  private let methods: MethodIndex
  private let uses: SelectorUses
  private let converter: SourceLocationConverter
  private(set) var changes: [PortNote] = []
  private(set) var unported: [PortNote] = []
  /// Whether an `@IBOutlet` or `@IBAction` went: the storyboard's views must then be made in
  /// code.
  private(set) var droppedInterfaceBuilder = false
  /// The statements to put after the calls of these ids, each a statement of its own: the
  /// `addTarget` after a recognizer subclass's `super.init(target: nil, action: nil)`.
  private var nextStatements: [SyntaxIdentifier: ExprSyntax] = [:]

  init(methods: MethodIndex, uses: SelectorUses, converter: SourceLocationConverter) {
    self.methods = methods
    self.uses = uses
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  private func line(of node: some SyntaxProtocol) -> Int {
    node.startLocation(converter: converter).line
  }

  override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
    var items: [CodeBlockItemSyntax] = []
    var lines: [Int] = []
    for (read, visited) in zip(node, super.visit(node)) {
      let next = read.item.as(FunctionCallExprSyntax.self).flatMap { call in
        nextStatements.removeValue(forKey: call.id)
      }
      let added = next.map { NextStatement.items(visited, then: $0) } ?? [visited]
      items += added
      lines += Array(repeating: line(of: read), count: added.count)
    }
    let (rewritten, notes) = ImportRewrite.rewrite(CodeBlockItemListSyntax(items), lines: lines)
    changes += notes
    return rewritten
  }

  override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
    guard let site = TargetActionSite(node, methods: methods) else { return super.visit(node) }
    switch site.replacement {
    case .success(let replacement):
      let cast = site.cast.map { ", casting the target to \($0)" } ?? ""
      var message = "\(site.signature) with \(site.selector.spelled) → a closure\(cast)"
      if let next = replacement.next {
        nextStatements[node.id] = next
        message =
          "super.\(site.signature) with \(site.selector.spelled) → super.init(target: nil,"
          + " action: nil), then addTarget(_:action:) with a closure\(cast): a subclass must call"
          + " the designated initializer, and the closure one is a convenience initializer"
      }
      changes.append(PortNote(line: line(of: node), message: message))
      return replacement.call
    case .failure(let unported):
      self.unported.append(
        PortNote(
          line: line(of: node),
          message: "\(site.selector.spelled) in \(site.signature): \(unported.reason)"))
      return super.visit(node)
    }
  }

  /// A `#selector` used as a value (`responds(to:)`, a stored selector) becomes
  /// `NSSelectorFromString` of its Objective-C name; one another call would send stays.
  override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
    guard let value = SelectorValue(node, methods: methods) else { return super.visit(node) }
    switch value.name {
    case .success(let name):
      changes.append(
        PortNote(
          line: line(of: node),
          message: "\(value.selector.spelled) → NSSelectorFromString(\"\(name)\"):"
            + " Segue's Selector is the Objective-C name alone"))
      return SelectorValue.replacement(of: node, name: name)
    case .failure(let unported):
      let sender = value.sender.map { " in \($0)" } ?? ""
      self.unported.append(
        PortNote(
          line: line(of: node),
          message: "\(value.selector.spelled)\(sender): \(unported.reason)"))
      return super.visit(node)
    }
  }

  /// `#if os(iOS)` and `#if canImport(UIKit)` take Linux with Segue in.
  override func visit(_ node: IfConfigClauseSyntax) -> IfConfigClauseSyntax {
    let visited = super.visit(node)
    guard let condition = node.condition,
      let widened = PlatformConditionRewrite.rewrite(condition)
    else { return visited }
    let keyword = node.poundKeyword.text
    if let linux = PlatformConditionRewrite.linuxClause(after: node) {
      unported.append(
        PortNote(
          line: line(of: node),
          message: "\(keyword) \(condition.trimmedDescription) left as it is: the"
            + " \(linux.poundKeyword.text) \(linux.condition?.trimmedDescription ?? "") on line"
            + " \(line(of: linux)) is Linux's branch, which taking Linux in here would make dead"
            + " code; check which of the two Linux should build"))
      return visited
    }
    changes.append(
      PortNote(
        line: line(of: node),
        message: "\(keyword) \(condition.trimmedDescription) → \(keyword)"
          + " \(widened.trimmedDescription): Segue builds the iOS code on Linux"))
    return visited.with(\.condition, widened)
  }

  override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
    let names = AttributeRemoval.bareNames(of: node)
    var removed: Set<String> = []
    if names.contains("IBAction") { removed.insert("IBAction") }
    // A selector that stays (a display link's) still needs its method exposed.
    if names.contains("objc"), !isDynamic(node), !uses.kept.contains(node.name.text) {
      removed.insert("objc")
    }
    let visited = remove(removed, from: node, visited: super.visit(node), named: node.name.text)
    return publicInExtension(node, visited: visited, named: "func \(node.name.text)")
  }

  override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax {
    publicInExtension(node, visited: super.visit(node), named: "subscript")
  }

  override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
    let names = AttributeRemoval.bareNames(of: node)
    var removed = Set(names).intersection(["IBOutlet"])
    let name = node.bindings.first?.pattern.trimmedDescription ?? "a property"
    if names.contains("NSManaged") {
      guard ManagedPropertyRewrite.isInLayerClass(node) else {
        unported.append(
          PortNote(
            line: line(of: node),
            message: "@NSManaged var \(name): Core Data's managed objects are not in Segue"))
        return super.visit(node)
      }
      changes.append(
        PortNote(
          line: line(of: node),
          message:
            "@NSManaged var \(name) → @LayerProperty(\"\(name)\"): the layer keeps it by key, "
            + "so animations of \"\(name)\" play on it"))
      return DeclSyntax(ManagedPropertyRewrite.rewriting(node, name: name))
    }
    if names.contains("objc") {
      if !isDynamic(node) {
        removed.insert("objc")
      } else {
        unported.append(
          PortNote(
            line: line(of: node),
            message:
              "@objc dynamic var \(name): key-value observing needs the Objective-C runtime; "
              + "call what observes it from didSet"))
      }
    }
    let visited = remove(removed, from: node, visited: super.visit(node), named: name)
    return publicInExtension(node, visited: visited, named: "var \(name)")
  }

  /// `open` on a member of an extension becomes `public`: see `ExtensionOpenRewrite`.
  private func publicInExtension<Decl: DeclSyntaxProtocol & WithModifiersSyntax>(
    _ node: Decl, visited: DeclSyntax, named name: String
  ) -> DeclSyntax {
    guard let modifier = ExtensionOpenRewrite.openModifier(of: node),
      ExtensionOpenRewrite.isExtensionMember(node), let decl = visited.as(Decl.self)
    else { return visited }
    changes.append(
      PortNote(
        line: line(of: modifier),
        message: "open \(name) → public: it is in an extension, and without the Objective-C"
          + " runtime a member of an extension cannot be overridden on Linux"))
    return DeclSyntax(ExtensionOpenRewrite.makingPublic(decl))
  }

  override func visit(_ node: EnumDeclSyntax) -> DeclSyntax {
    removeObjC(from: node, visited: super.visit(node), named: node.name.text)
  }

  override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
    removeObjC(from: node, visited: super.visit(node), named: node.name.text)
  }

  override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
    let visited = removeObjC(from: node, visited: super.visit(node), named: "init")
    guard let (kind, superclass) = RequiredInitRewrite.needsRequired(node),
      let decl = visited.as(InitializerDeclSyntax.self)
    else { return visited }
    let spelled = RequiredInitRewrite.spelled(node)
    changes.append(
      PortNote(
        line: line(of: node),
        message: "override \(spelled) → required \(spelled): Segue's \(kind.owner) requires it, "
          + kind.reason))
    return DeclSyntax(
      RequiredInitRewrite.makingRequired(decl, directly: kind.isUIKitClass(superclass)))
  }

  /// `@objc` (and `@objcMembers`) on a type, property or initializer: Linux has no
  /// Objective-C runtime, so it does not compile, and no selector can name such a
  /// declaration once the selectors are closures.
  private func removeObjC<Decl: DeclSyntaxProtocol & WithAttributesSyntax>(
    from node: Decl, visited: DeclSyntax, named name: String
  ) -> DeclSyntax {
    let removed = Set(AttributeRemoval.bareNames(of: node)).intersection(["objc", "objcMembers"])
    return remove(removed, from: node, visited: visited, named: name)
  }

  private func isDynamic(_ decl: some WithModifiersSyntax) -> Bool {
    decl.modifiers.contains { $0.name.text == "dynamic" }
  }

  private func remove<Decl: DeclSyntaxProtocol & WithAttributesSyntax>(
    _ removed: Set<String>, from node: Decl, visited: DeclSyntax, named name: String
  ) -> DeclSyntax {
    guard !removed.isEmpty, let decl = visited.as(Decl.self) else { return visited }
    for attribute in node.attributes {
      guard let attribute = attribute.as(AttributeSyntax.self),
        removed.contains(attribute.attributeName.trimmedDescription)
      else { continue }
      let spelled = attribute.trimmedDescription
      let why =
        switch (spelled, uses.rewrittenSelectors(name)) {
        case ("@objc", .some(let forms)): "it served only #selectors, now \(forms)"
        case ("@objc", _), ("@objcMembers", _):
          "there is no Objective-C runtime, and no #selector names it"
        default: "there is no storyboard: make this in code"
        }
      changes.append(
        PortNote(line: line(of: attribute), message: "removed \(spelled) from \(name): \(why)"))
    }
    droppedInterfaceBuilder =
      droppedInterfaceBuilder || !removed.isSubset(of: ["objc", "objcMembers"])
    return DeclSyntax(AttributeRemoval.removing(removed, from: decl))
  }
}

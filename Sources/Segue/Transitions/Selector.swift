import Foundation

/// A method name, for ports of `responds(to:)` checks. There is no Objective-C runtime
/// here: a `Selector` is only its name, and only transition contexts answer `responds(to:)`.
///
///     if transitionContext.responds(to: NSSelectorFromString("viewForKey:")) { … }
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
  public let name: String
  public init(_ name: String) { self.name = name }
  public init(stringLiteral name: String) { self.name = name }
}

/// Makes a `Selector` from its Objective-C name, such as `"viewForKey:"`.
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

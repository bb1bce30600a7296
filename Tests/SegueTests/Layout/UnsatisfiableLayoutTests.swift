import Foundation
import Testing

@testable import Segue

/// Conflicts and gaps: UIKit's log, one broken constraint and a defined result.
@MainActor
@Suite("Unsatisfiable and ambiguous layouts")
struct UnsatisfiableLayoutTests {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))

  @Test func aConflictIsLoggedAndTheLaterConstraintBroken() {
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    let narrow = box.widthAnchor.constraint(equalToConstant: 100)
    let wide = box.widthAnchor.constraint(equalToConstant: 200)
    wide.identifier = "wide"
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10), narrow, wide,
    ])
    let (_, warnings) = capturingWarnings { root.layoutIfNeeded() }
    #expect(warnings.count == 1)
    let log = warnings.first ?? ""
    #expect(log.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
    #expect(log.contains(narrow.description) && log.contains(wide.description))
    #expect(log.contains("Will attempt to recover by breaking constraint\n\(wide)"))
    #expect(log.contains("'wide'") && log.contains(".width == 200"))
    #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    #expect(wide.isActive)
  }

  @Test func forgettingToTurnOffTranslationNamesTheAutoresizingConstraint() {
    let box = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
    root.addSubview(box)
    let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
    let (_, warnings) = capturingWarnings {
      leading.isActive = true
      root.layoutIfNeeded()
    }
    #expect(warnings.first?.contains("NSAutoresizingMaskLayoutConstraint") == true)
    #expect(box.frame == CGRect(x: 5, y: 5, width: 50, height: 50))
  }

  @Test func viewsInDifferentHierarchiesAreNamedAndNotInstalled() {
    let a = UIView()
    let b = UIView()
    let constraint = a.topAnchor.constraint(equalTo: b.bottomAnchor)
    let (_, warnings) = capturingWarnings { constraint.isActive = true }
    #expect(!constraint.isActive)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("no common ancestor") == true)
    #expect(warnings.first?.contains(layoutLogName(a)) == true)
    #expect(warnings.first?.contains(layoutLogName(b)) == true)
  }

  @Test func anAmbiguousViewGetsTheSmallestSizeAtTheOrigin() {
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
      box.heightAnchor.constraint(equalToConstant: 40),
      box.widthAnchor.constraint(greaterThanOrEqualToConstant: 25),
    ])
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 30, width: 25, height: 40))
    #expect(box.hasAmbiguousLayout)
    box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true
    box.widthAnchor.constraint(equalToConstant: 60).isActive = true
    #expect(!box.hasAmbiguousLayout)
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 10, y: 30, width: 60, height: 40))
  }

  @Test func removingAViewDeactivatesItsConstraintsToTheOutside() {
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    let top = box.topAnchor.constraint(equalTo: root.topAnchor)
    let width = box.widthAnchor.constraint(equalToConstant: 10)
    NSLayoutConstraint.activate([top, width])
    box.removeFromSuperview()
    #expect(!top.isActive && width.isActive)
  }
}

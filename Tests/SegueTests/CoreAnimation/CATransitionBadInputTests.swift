import Foundation
import Testing

@testable import Segue

@MainActor
struct CATransitionBadInputTests {
  let controller = UIViewController()
  let box = UIView(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
  let window: UIWindow

  init() {
    box.backgroundColor = .red
    controller.view.addSubview(box)
    window = makeWindow(root: controller)
    _ = DisplayList.built(from: window)
  }

  @Test func aNaNDurationPlaysAQuarterSecondWithOneWarningNamingIt() {
    let push = CATransition()
    (push.type, push.subtype, push.duration) = (.push, .fromRight, .nan)
    let (_, warnings) = capturingWarnings {
      box.layer.add(push, forKey: kCATransition)
      box.backgroundColor = .blue
      window.animationEngine.advanceAnimationTime(to: 0.125)
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("CATransition(type: push)") == true)
    let new = fills(of: .blue, in: DisplayList.built(from: window)).map(\.origin.x)
    #expect(new == [20 + 100])
  }

  @Test func aPrivateTypePlaysAsAFadeWithOneWarningNamingIt() {
    let cube = CATransition()
    (cube.type, cube.subtype, cube.duration) = (CATransitionType(rawValue: "cube"), .fromRight, 1)
    let (_, warnings) = capturingWarnings {
      box.layer.add(cube, forKey: kCATransition)
      box.backgroundColor = .blue
      window.animationEngine.advanceAnimationTime(to: 0.5)
      _ = DisplayList.built(from: window)
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("\"cube\"") == true)
    let list = DisplayList.built(from: window)
    let (old, new) = (fills(of: .red, in: list), fills(of: .blue, in: list))
    #expect(old.map(\.origin) == [CGPoint(x: 20, y: 40)])
    #expect(new.map(\.origin) == [CGPoint(x: 20, y: 40)])
    #expect(new.first.flatMap { enclosingGroup(of: $0.index, in: list) }?.adds == true)
  }

  @Test func anEndProgressBelowTheStartHoldsAtTheStartWithAWarning() {
    let push = CATransition()
    (push.type, push.subtype, push.duration) = (.push, .fromRight, 1)
    (push.startProgress, push.endProgress) = (0.5, 0.2)
    let (_, warnings) = capturingWarnings {
      box.layer.add(push, forKey: nil)
      box.backgroundColor = .blue
      window.animationEngine.advanceAnimationTime(to: 0.75)
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("endProgress") == true)
    #expect(fills(of: .blue, in: DisplayList.built(from: window)).map(\.origin.x) == [120])
  }
}

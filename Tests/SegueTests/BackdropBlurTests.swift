import Foundation
import Testing

@testable import Segue

/// UIVisualEffectView with a blur draws a backdrop-blur command (not a tinted fill), in
/// order between what is beneath it and its content.
@MainActor
@Suite struct BackdropBlurTests {
  @Test func theTextForm() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.backgroundColor = .white
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
    blur.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    blur.alpha = 0.5
    let label = UILabel(frame: blur.bounds)
    label.text = "Hi"
    blur.contentView.addSubview(label)
    root.addSubview(blur)
    var list = DisplayList()
    list.build(from: root)
    #expect(
      list.description == """
        fill [0,0 200×100] #FFFFFFFF
        group opacity 0.5
          blur [0,0 100×50] radius 20 #00000080 +(10,20)
          text [0,0 100×50] "Hi" 17pt left #000000FF +(10,20)
        end group
        """)
  }

  @Test func otherStylesAndFullOpacity() {
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
    blur.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
    blur.transform = CGAffineTransform(scaleX: 2, y: 2)
    var list = DisplayList()
    list.build(from: blur)
    #expect(list.description == "blur [0,0 30×30] radius 20 #FFFFFF99")
    blur.effect = nil
    list.build(from: blur)
    #expect(list.description == "")
  }

  @Test func nothingBeforeABlurIsCulledByWhatCoversItLater() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.backgroundColor = .red
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
    blur.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    let cover = UIView(frame: root.bounds)
    cover.backgroundColor = .blue
    root.addSubview(blur)
    root.addSubview(cover)
    var list = DisplayList()
    list.build(from: root)
    list.cull(to: root.bounds, scale: 1)
    #expect(list.commands.count == 3)
  }

  /// A window (clear, so that its list is the effect's alone) holding a 100×50 effect view
  /// with `effect`.
  private func effectScene(_ effect: UIVisualEffect?) -> (UIWindow, UIVisualEffectView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    window.backgroundColor = .clear
    let blur = UIVisualEffectView(effect: effect)
    blur.frame = window.bounds
    window.addSubview(blur)
    return (window, blur)
  }

  private func list(of window: UIWindow) -> String {
    var list = DisplayList()
    list.build(from: window)
    return list.description
  }

  /// The App Store card's idiom (EasyTransitions' `AppStoreAnimator`, MIT, © 2018
  /// marcosgriselli): the effect set inside the animation block fades the blur in with it.
  @Test func aBlurSetInAnAnimationBlockFadesIn() {
    let (window, blur) = effectScene(nil)
    #expect(list(of: window) == "")
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      blur.effect = UIBlurEffect(style: .light)
    }
    window.animationEngine.tick(to: 0.25)
    // One command: the view's opacity is folded into it.
    #expect(list(of: window) == "blur [0,0 100×50] radius 20 #FFFFFF26 opacity 0.25")
    window.animationEngine.tick(to: 1)
    #expect(list(of: window) == "blur [0,0 100×50] radius 20 #FFFFFF99")
  }

  @Test func anEffectSetToNilInAnAnimationBlockFadesTheBlurOut() {
    let (window, blur) = effectScene(UIBlurEffect(style: .dark))
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { blur.effect = nil }
    #expect(blur.effect == nil)
    window.animationEngine.tick(to: 0.75)
    #expect(list(of: window) == "blur [0,0 100×50] radius 20 #00000020 opacity 0.25")
    window.animationEngine.tick(to: 1)
    #expect(list(of: window) == "")
  }

  /// A property animator's animations are scrubbed: the blur shows as far as the animator
  /// is complete, and runs from there.
  @Test func aPropertyAnimatorScrubsTheBlur() {
    let (window, blur) = effectScene(nil)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      blur.effect = UIBlurEffect(style: .regular)
    }
    animator.fractionComplete = 0.3
    #expect(list(of: window) == "blur [0,0 100×50] radius 20 #FFFFFF26 opacity 0.3")
    animator.startAnimation()
    window.animationEngine.tick(to: 0.7)
    #expect(list(of: window) == "blur [0,0 100×50] radius 20 #FFFFFF80")
  }

  /// An effect view made inside an animation block (say in a coordinator's
  /// `animate(alongsideTransition:)`) shows its blur at once; only a change of `effect` in
  /// the block animates.
  @Test func anEffectViewMadeInAnAnimationBlockShowsItsBlurAtOnce() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    window.backgroundColor = .clear
    let warnings = WarningLog()
    var made: [UIVisualEffectView] = []
    Diagnostics.$sink.withValue(warnings.sink) {
      UIView.animate(withDuration: 1) {
        made = [UIVisualEffectView(effect: UIBlurEffect(style: .dark)), UIVisualEffectView()]
      }
    }
    for view in made {
      view.frame = window.bounds
      window.addSubview(view)
    }
    window.animationEngine.tick(to: 0.5)
    #expect(list(of: window) == "blur [0,0 100×50] radius 20 #00000080")
    // Nothing was animated: not even outside a window, where an animation warns.
    #expect(warnings.messages.isEmpty, "\(warnings.messages)")
  }

  /// Outside an animation, a new style shows at once, and so does a blur set again over a
  /// fading one (the fade still running adds to the full opacity, which draws as full).
  @Test func outsideAnAnimationTheEffectChangesAtOnce() {
    let (window, blur) = effectScene(UIBlurEffect(style: .dark))
    blur.effect = UIBlurEffect(style: .extraLight)
    #expect(list(of: window) == "blur [0,0 100×50] radius 20 #FFFFFFCC")
    UIView.animate(withDuration: 1) { blur.effect = nil }
    window.animationEngine.tick(to: 0.5)
    blur.effect = UIBlurEffect(style: .dark)
    #expect(list(of: window) == "blur [0,0 100×50] radius 20 #00000080")
  }
}

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
}

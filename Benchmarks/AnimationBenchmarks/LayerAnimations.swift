import Benchmark
import BenchmarkSupport
import Foundation
import Segue

/// 1,000 standalone layers under one view, each running three Core Animation animations for
/// ever (a basic move, a keyframe turn about y, a spring fade), plus 1,000 views whose
/// layers run a basic animation of a whole 3D transform (through projections); the measured
/// region is one frame each iteration: the engine's tick and the display list built from the
/// layers' presentation values.
@MainActor
func tickAndBuildLayers(_ benchmark: Benchmark) {
  let engine = AnimationEngine()
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
  var layers: [CALayer] = []
  engine.perform {
    for index in 0..<1000 {
      let layer = CALayer()
      layer.frame = CGRect(
        x: Double(index % 40) * 10, y: Double(index / 40) * 10, width: 8, height: 8)
      layer.backgroundColor = UIColor.blue.cgColor
      root.layer.addSublayer(layer)
      layers.append(layer)
      let move = CABasicAnimation(keyPath: "position.x")
      (move.byValue, move.duration, move.autoreverses) = (30, 1 + Double(index % 7) / 10, true)
      move.repeatCount = .infinity
      move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
      layer.add(move, forKey: "move")
      let turn = CAKeyframeAnimation(keyPath: "transform.rotation.y")
      (turn.values, turn.keyTimes, turn.duration) = ([0, 1, 0.5], [0, 0.3, 1], 1.3)
      turn.repeatCount = .infinity
      layer.add(turn, forKey: "turn")
      let fade = CASpringAnimation(keyPath: "opacity")
      (fade.fromValue, fade.toValue, fade.damping, fade.duration) = (1, 0.5, 4, 2)
      fade.repeatCount = .infinity
      layer.add(fade, forKey: "fade")
      let view = UIView(frame: CGRect(x: Double(index % 40) * 10, y: 400, width: 8, height: 8))
      view.backgroundColor = .red
      root.addSubview(view)
      // A whole transform with perspective: interpolated through its decomposition.
      var turned = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
      turned.m34 = -1 / 500
      let spin = CABasicAnimation(keyPath: "transform")
      (spin.toValue, spin.duration, spin.repeatCount) = (turned, 0.9, .infinity)
      view.layer.add(spin, forKey: "spin")
    }
  }
  var list = DisplayList()
  benchmark.measureFrames(on: engine) { list.build(from: root) }
  blackHole(layers)
  blackHole(list)
}

/// 200 views under one root, each under a push `CATransition` that repeats for ever from its
/// old look (blue, a white stripe) to its new one (orange): each frame draws every view's
/// frozen "before" and its live layer, both moved. The measured region is one frame each
/// iteration: the engine's tick and the display list built.
@MainActor
func tickAndBuildTransitions(_ benchmark: Benchmark) {
  let engine = AnimationEngine()
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
  let views = (0..<200).map { index in
    let view = UIView(
      frame: CGRect(x: Double(index % 10) * 40, y: Double(index / 10) * 40, width: 36, height: 36))
    view.backgroundColor = .blue
    view.clipsToBounds = true
    let stripe = UIView(frame: CGRect(x: 4, y: 14, width: 28, height: 8))
    stripe.backgroundColor = .white
    view.addSubview(stripe)
    root.addSubview(view)
    return view
  }
  var list = DisplayList()
  list.build(from: root)  // drawn once: the transitions have a "before"
  engine.perform {
    for (index, view) in views.enumerated() {
      let push = CATransition()
      (push.type, push.subtype) = (.push, index.isMultiple(of: 2) ? .fromRight : .fromTop)
      (push.duration, push.repeatCount) = (0.8, .infinity)
      view.layer.add(push, forKey: kCATransition)
      view.backgroundColor = .orange
    }
  }
  benchmark.measureFrames(on: engine) { list.build(from: root) }
  blackHole(views)
  blackHole(list)
}

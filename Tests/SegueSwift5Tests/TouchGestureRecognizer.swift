// Ported from TouchPopMenu by Mathias Lipowski (mixable),
// https://github.com/mixable/TouchPopMenu, Sources/TouchGestureRecognizer.swift,
// MIT License (per the project's podspec). Copyright © 2019 Mathias Lipowski.
//
// The port: `import UIKit.UIGestureRecognizerSubclass` became `import Segue`; the class is
// unchanged. It recognizes the moment a finger lands, and fails on anything else.
import Segue

class TouchGestureRecognizer: UIGestureRecognizer {
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if self.state == .possible {
      self.state = .recognized
    }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    self.state = .failed
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    self.state = .failed
  }
}

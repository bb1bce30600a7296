import Segue
import SeguePlayground
import __NAME__

// The playground window with your scene: the inspector (I), tuning, time keys, screenshots
// (P), `--record FILE`, `--size WxH`; `--help` lists the flags, H the keys.
Playground.run(scenes: [Scene("card") { HomeViewController() }])

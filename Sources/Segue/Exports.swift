// `import UIKit` brings Foundation (CGFloat, CGRect, TimeInterval…) with it; so does
// `import Segue`, so that iOS code compiles with nothing but the import line changed.
@_exported import Foundation

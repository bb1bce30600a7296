import Foundation

// The C-style helpers of Core Graphics, so Objective-C-era samples port unchanged.

public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize {
  CGSize(width: width, height: height)
}

public func CGRectGetWidth(_ rect: CGRect) -> CGFloat { rect.width }
public func CGRectGetHeight(_ rect: CGRect) -> CGFloat { rect.height }
public func CGRectGetMidX(_ rect: CGRect) -> CGFloat { rect.midX }
public func CGRectGetMidY(_ rect: CGRect) -> CGFloat { rect.midY }

public let CGAffineTransformIdentity = CGAffineTransform.identity

public func CGAffineTransformMakeTranslation(_ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
  CGAffineTransform(translationX: tx, y: ty)
}

public func CGAffineTransformMakeScale(_ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform {
  CGAffineTransform(scaleX: sx, y: sy)
}

public func CGAffineTransformMakeRotation(_ angle: CGFloat) -> CGAffineTransform {
  CGAffineTransform(rotationAngle: angle)
}

public func CGAffineTransformScale(_ t: CGAffineTransform, _ sx: CGFloat, _ sy: CGFloat)
  -> CGAffineTransform
{
  t.scaledBy(x: sx, y: sy)
}

public func CGAffineTransformTranslate(_ t: CGAffineTransform, _ tx: CGFloat, _ ty: CGFloat)
  -> CGAffineTransform
{
  t.translatedBy(x: tx, y: ty)
}

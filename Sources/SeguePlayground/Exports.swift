// `Scene`, `Tuning` and the app itself live in SeguePlaygroundCore (no window system, so
// unit tests drive the app without SDL); `import SeguePlayground` brings them along.
@_exported import SeguePlaygroundCore

import Foundation

/// Where a table view's rows come from.
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// 1 by default.
  func numberOfSections(in tableView: UITableView) -> Int
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// A configured cell, usually from `dequeueReusableCell(withIdentifier:for:)`.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// What a table view tells its delegate beyond scrolling, and the row heights it may ask.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// Points; `rowHeight` by default. A delegate that implements it is asked for every row
  /// at each reload (as UIKit does without estimates); without it rows cost nothing until
  /// shown.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// The row a tap on `indexPath` selects: that row by default; another, or nil to select
  /// none.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// The selected row lost its selection to a tap on another.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// The cell left the screen, or the table was reloaded; it is about to be reused.
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.uniformRowHeight
  }
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}
}

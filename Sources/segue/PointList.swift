import ArgumentParser
import Foundation
import SegueDemos
import SeguePlayground

/// `--progress 0,0.5,1` or `--times 0.1,0.2`: a comma-separated list of numbers, checked as
/// `TransitionPoint` checks them; a bad value is a usage error naming the option and value.
enum PointList {
  static func points(
    progress: String?, times: String?, duration: TimeInterval
  ) throws -> [TransitionPoint] {
    switch (progress, times) {
    case (let text?, nil):
      return try parse(text, option: "--progress") {
        try TransitionPoint.progress($0, duration: duration)
      }
    case (nil, let text?):
      return try parse(text, option: "--times") {
        try TransitionPoint.times($0, duration: duration)
      }
    case (nil, nil): throw ValidationError("name the moments: --progress LIST or --times LIST")
    case (_?, _?): throw ValidationError("name either --progress or --times, not both")
    }
  }

  private static func parse(
    _ text: String, option: String, _ make: ([Double]) throws -> [TransitionPoint]
  ) throws -> [TransitionPoint] {
    let items =
      text.trimmingCharacters(in: .whitespaces).isEmpty
      ? [] : text.split(separator: ",", omittingEmptySubsequences: false)
    var values: [Double] = []
    for item in items {
      guard let value = Double(item.trimmingCharacters(in: .whitespaces)) else {
        throw ValidationError("\(option) '\(text)': '\(item)' is not a number")
      }
      values.append(value)
    }
    do {
      return try make(values)
    } catch let error as TransitionError {
      throw ValidationError("\(option) '\(text)': \(error)")
    }
  }
}

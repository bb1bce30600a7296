import Foundation

extension SnapshotManifest {
  /// One comparison of a test run: which reference, what it was compared with, how it went,
  /// and how to record it again. Image paths are absolute, or relative to the artifacts
  /// folder.
  public struct Entry: Codable, Equatable, Sendable {
    public enum Outcome: String, Codable, Sendable {
      case passed
      case failed
      /// No comparison: the reference was missing or record mode wrote it.
      case recorded
    }

    /// The test, as `swift test --filter` names it (`Suite/test()`).
    public var test: String
    /// The snapshot's name within the test (`slide.p050`).
    public var name: String
    /// The source location of the assertion.
    public var file: String
    public var line: Int
    public var outcome: Outcome
    /// The failure message, or empty.
    public var message: String
    /// The reference file in the source tree, when the assertion knows it.
    public var reference: String?
    /// The reference's PNG text by keyword: the renderer and library versions that drew it
    /// and its variant (`RendererVersion`), when it carries any.
    public var referenceMetadata: [String: String]?
    /// The images of a failure, in the artifacts folder: the reference as compared, the
    /// actual image and the diff (differing pixels magenta).
    public var referenceCopy: String?
    public var actual: String?
    public var diff: String?
    /// The series the comparison belongs to (one `assertTransition` or `assertReplay` call):
    /// the report shows its points in a row.
    public var series: String?
    /// A transition's progress, 0…1.
    public var progress: Double?
    /// A replay frame's time, in seconds from the recording's start.
    public var time: Double?
    /// The shell command that records this reference again.
    public var recordCommand: String
    /// An animated reference's frames, compared one by one (nil for a still image).
    public var animation: Animation?

    public init(
      test: String, name: String, file: String, line: Int, outcome: Outcome, message: String,
      reference: String? = nil, referenceCopy: String? = nil, actual: String? = nil,
      diff: String? = nil, series: String? = nil, progress: Double? = nil, time: Double? = nil,
      recordCommand: String, animation: Animation? = nil
    ) {
      self.test = test
      self.name = name
      self.file = file
      self.line = line
      self.outcome = outcome
      self.message = message
      self.reference = reference
      self.referenceCopy = referenceCopy
      self.actual = actual
      self.diff = diff
      self.series = series
      self.progress = progress
      self.time = time
      self.recordCommand = recordCommand
      self.animation = animation
    }
  }

  /// An animated reference compared frame by frame: the APNGs and, per frame, its time and
  /// whether it differs.
  public struct Animation: Codable, Equatable, Sendable {
    /// Frame times in seconds from the start, and progress 0…1 where it is a transition.
    public var times: [Double]
    public var progress: [Double]?
    /// Indices of the frames that differ.
    public var differing: [Int]
    /// The animation as recorded now, in the artifacts folder (the reference is `reference`).
    public var actual: String?
    /// The filmstrip of the differing stretch, in the artifacts folder.
    public var filmstrip: String?
    /// Every frame of the reference and of the animation now, ten to a row, in the
    /// artifacts folder: the report's scrubber shows them frame by frame, in step.
    public var referenceFrames: String?
    public var actualFrames: String?

    public init(times: [Double], progress: [Double]? = nil, differing: [Int] = []) {
      self.times = times
      self.progress = progress
      self.differing = differing
    }

    /// Frames per row of the frame sheets.
    public static let sheetColumns = 10
  }
}

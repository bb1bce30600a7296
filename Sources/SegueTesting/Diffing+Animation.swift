import Foundation
import SegueSDL
import SnapshotTesting

extension Diffing where Value == RecordedAnimation {
  /// Compares an animation with its APNG reference frame by frame, each frame as the
  /// `.image` diffing compares a still. A reference of another frame count or size fails
  /// saying so; otherwise the failure names the first differing frame, its time and progress,
  /// and how many differ, and writes that frame's reference, actual and diff images, a
  /// filmstrip of the differing stretch, both animations' frame sheets and the actual APNG
  /// to the artifacts folder. The reference carries the renderer's versions and `variant`
  /// as a still's does (`ReferenceMetadata`), and a failure against one from another
  /// renderer or variant says so first.
  static func animation(
    _ mode: PixelDifference, maximumDifferingFraction: Double, variant: String?,
    observe: @escaping (ComparisonEntry.Outcome) -> Void
  ) -> Diffing {
    let stored = ReferenceMetadata.LastRead()
    return .diff(
      toData: { animation in
        (try? APNGFile.encode(
          animation.frames, delays: animation.delays,
          metadata: ReferenceMetadata.written(variant: variant))) ?? Data()
      },
      fromData: { data in
        stored.read(data)
        do {
          return RecordedAnimation(frames: try APNGFile.decode(data), times: [])
        } catch {
          return RecordedAnimation(frames: [], times: [], problem: "\(error)")
        }
      },
      diffV2: { reference, actual in
        let provenance = stored.mismatches(variant: variant).map { "\($0)\n" } ?? ""
        if let problem = Self.mismatch(reference, actual) {
          observe(.failed(message: provenance + problem, images: [:]))
          return (provenance + problem, [])
        }
        let comparisons = zip(reference.frames, actual.frames).map {
          BitmapComparison(reference: $0, actual: $1, mode: mode)
        }
        let differing = comparisons.indices.filter {
          !comparisons[$0].passes(maximumFraction: maximumDifferingFraction)
        }
        guard let first = differing.first else {
          observe(.passed)
          return nil
        }
        let frame = (reference.frames[first], actual.frames[first])
        let summary = comparisons[first].summary(
          referenceSize: (frame.0.width, frame.0.height),
          actualSize: (frame.1.width, frame.1.height))
        let written = ArtifactWriter.write(frame.0, frame.1, comparisons[first])
        let extra = AnimationArtifacts.write(
          reference: reference, actual: actual, differing: differing,
          comparisons: comparisons)
        let message =
          provenance
          + "Animation differs: \(differing.count) of \(actual.frames.count) frames differ; "
          + "the first is \(actual.describe(frame: first)): \(summary).\n"
          + written.lines + "\n" + extra.lines
        observe(
          .failed(
            message: message, images: written.images.merging(extra.images) { $1 },
            differing: differing))
        return (message, [])
      })
  }

  /// Why the reference cannot be compared frame by frame: unreadable, another frame count,
  /// another size.
  private static func mismatch(_ reference: RecordedAnimation, _ actual: RecordedAnimation)
    -> String?
  {
    if let problem = reference.problem {
      return "The reference animation cannot be read: \(problem)"
    }
    guard reference.frames.count == actual.frames.count else {
      return "The reference animation has \(reference.frames.count) frames, the animation "
        + "now \(actual.frames.count): it runs for another time or was recorded with other "
        + "frames; record it again if that is intended"
    }
    if let r = reference.frames.first, let a = actual.frames.first,
      r.width != a.width || r.height != a.height
    {
      return "The reference animation's frames are \(r.width)×\(r.height) px, the "
        + "animation's now \(a.width)×\(a.height) px"
    }
    return nil
  }
}

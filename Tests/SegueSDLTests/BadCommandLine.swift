import Foundation
import Testing

/// One bad command line: the arguments, the exit status it must end with, and what its
/// message must name. In arguments and names, `$DIR` is the case's own scratch folder (see
/// `BadInputCorpusTests.makeScratch`), `$CORPUS` the `Tests/BadInput` folder and
/// `$RECORDING` a good recording.
struct BadCommandLine: Sendable, CustomTestStringConvertible {
  let arguments: [String]
  let status: Int32
  let names: [String]

  init(_ arguments: [String], status: Int32 = 2, names: [String]) {
    self.arguments = arguments
    self.status = status
    self.names = names
  }

  var testDescription: String { arguments.joined(separator: " ") }
  var needsReadOnlyFolder: Bool { arguments.contains { $0.contains("$DIR/readonly") } }
}

extension BadCommandLine {
  /// The recordings of `Tests/BadInput/Recordings`, each with what its message must say.
  static let recordings: [(file: String, names: String)] = [
    ("empty.json", "not valid JSON"),
    ("not-json.json", "not valid JSON at line 1"),
    ("binary.json", "not valid JSON at line 1"),
    // Cut off before its events begin: nothing to replay (truncated.json, cut off after
    // one, replays it: see `aCutOffRecordingReplaysItsCompleteEvents`).
    ("truncated-header.json", "ends at line 1: is it truncated?"),
    ("deep.json", "Too many nested arrays"),
    ("nan.json", "not valid JSON at line 2"),
    ("top-level-list.json", "expected an object"),
    ("missing-scene.json", ".scene: missing"),
    ("version-2.json", "version 2 is not supported"),
    ("version-huge.json", "is not supported (expected 1)"),
    ("width-string.json", ".width: expected a number, found a string"),
    ("width-zero.json", ".width: must be 1…4096 points"),
    ("height-huge.json", ".height: must be 1…4096 points"),
    ("scale-4.json", "scale must be 1…3"),
    ("scale-boolean.json", ".scale: expected a number, found true"),
    ("events-object.json", ".events: expected a list"),
    ("event-number.json", "events[0]: expected an object"),
    ("unknown-type.json", "events[0].type: unknown event type 'wheel'"),
    ("missing-time.json", "events[0].time: missing"),
    ("negative-time.json", "events[0].time: must be 0…86400 seconds"),
    ("huge-time.json", "events[0].time: must be 0…86400 seconds, not 1e+300"),
    ("backwards.json", "events[1].time 0.0 goes backwards"),
    ("unknown-phase.json", "events[0].phase: 'drag' is not one of"),
    ("x-string.json", "events[0].x: expected a number, found a string"),
    ("x-null.json", "events[0].x: expected a number, found null"),
    ("button-huge.json", "events[0].button: must be 0…255"),
    ("button-fraction.json", "events[0].button: expected a whole number"),
    ("key-number.json", "events[0].key: expected a string"),
    ("modifier-unknown.json", "'meta' is not one of shift, control, alt"),
    ("modifiers-string.json", "events[0].modifiers: expected a list of strings"),
    ("resize-zero.json", "events[0].width: must be 1…4096 points"),
    ("unknown-scene.json", "scene 'nowhere' is unknown"),
    // Terminal escape sequences in names are shown escaped, never sent to the terminal.
    ("escape-scene.json", #"scene '\u{1B}]0;pwned\u{7}\u{1B}[2Jbasics' is unknown"#),
    ("escape-type.json", #"unknown event type '\u{1B}[31mred'"#),
    // JSON keeps one of two values under one key: the other would be lost silently.
    ("duplicate-key.json", "line 2: key 'time' appears twice in one object"),
    ("duplicate-scene.json", "line 1: key 'scene' appears twice in one object"),
    // A valid recording of one event a day in: 5 million frames, about a week of work.
    (
      "day-long.json",
      "runs 5184600 frames, past the limit of 60000 frames; to allow it, set SEGUE_MAX_FRAMES"
    ),
  ]

  static let all: [BadCommandLine] =
    recordings.map { file, names in
      BadCommandLine(
        [
          "replay", "$CORPUS/Recordings/\(file)", "--out", "$DIR/frames", "--gif", "$DIR/movie.gif",
        ],
        names: ["$CORPUS/Recordings/\(file)", names])
    } + [
      // Outputs that are not a new or regular file, and an input as output (issue 20, points
      // 1 and 6; the devices, FIFOs, links and full disks are in OutputSafetyCommandTests).
      BadCommandLine(["render", "--out", "$DIR"], names: ["--out", "is a directory"]),
      BadCommandLine(
        ["replay", "$RECORDING", "--gif", "$RECORDING"], names: ["--gif", "is the input"]),
      BadCommandLine(
        ["replay", "$RECORDING", "--filmstrip", "$RECORDING"],
        names: ["--filmstrip", "is the input"]),
      // render: --size, --scale, --scene, --out
      BadCommandLine(["render", "--size=0x0", "--out", "$DIR/f.png"], names: ["--size", "'0x0'"]),
      BadCommandLine(["render", "--size=abc", "--out", "$DIR/f.png"], names: ["--size", "'abc'"]),
      BadCommandLine(["render", "--size=4097x10", "--out", "$DIR/f.png"], names: ["'4097x10'"]),
      BadCommandLine(["render", "--size=1.5x2", "--out", "$DIR/f.png"], names: ["'1.5x2'"]),
      BadCommandLine(["render", "--size=", "--out", "$DIR/f.png"], names: ["--size"]),
      BadCommandLine(["render", "--scale", "0", "--out", "$DIR/f.png"], names: ["--scale", "0"]),
      BadCommandLine(["render", "--scale", "4", "--out", "$DIR/f.png"], names: ["--scale", "4"]),
      BadCommandLine(["render", "--scale=-1", "--out", "$DIR/f.png"], names: ["--scale", "-1"]),
      BadCommandLine(
        ["render", "--scale", "two", "--out", "$DIR/f.png"], names: ["'two'", "--scale"]),
      BadCommandLine(
        ["render", "--scene", "nope", "--out", "$DIR/f.png"], names: ["unknown scene 'nope'"]),
      BadCommandLine(
        ["render", "--scene", "", "--out", "$DIR/f.png"], names: ["unknown scene ''"]),
      BadCommandLine(["render"], names: ["--out"]),
      BadCommandLine(["render", "--out", ""], names: ["--out ''", "not a file name"]),
      BadCommandLine(["render", "--out", "$DIR/new/"], names: ["$DIR/new/", "not a file name"]),
      BadCommandLine(
        ["render", "--out", "$DIR/missing/f.png"],
        names: ["--out", "$DIR/missing", "does not exist"]),
      BadCommandLine(
        ["render", "--out", "$DIR/readonly/f.png"],
        names: ["--out", "$DIR/readonly", "not writable"]),
      BadCommandLine(
        ["render", "--out", "$DIR/folder"], names: ["--out", "$DIR/folder", "is a directory"]),
      BadCommandLine(
        ["render", "--out", "$DIR/taken.png/f.png"],
        names: ["$DIR/taken.png", "is a file, not a folder"]),
      // A name too long for the temporary file beside it: a failure while writing, exit 1.
      BadCommandLine(
        ["render", "--out", "$DIR/" + String(repeating: "a", count: 250) + ".png"], status: 1,
        names: ["cannot render 'basics'", "$DIR/aaaa"]),
      BadCommandLine(["render", "--out", "$DIR/f.png", "--bogus"], names: ["'--bogus'"]),
      // Work and memory past the limits, refused before anything is rendered.
      BadCommandLine(
        ["render", "--size", "4096x4096", "--scale", "3", "--out", "$DIR/f.png"],
        names: ["the frame is 12288×12288 pixels, past the limit of 40000000", "SEGUE_MAX_PIXELS"]),
      BadCommandLine(
        [
          "snapshot", "--scene", "navigation", "--transition", "push", "--size", "4096x4096",
          "--scale", "3", "--progress", "0", "--out", "$DIR/o",
        ], names: ["each frame is 12288×12288 pixels", "SEGUE_MAX_PIXELS"]),
      BadCommandLine(
        [
          "filmstrip", "--scene", "navigation", "--transition", "push", "--count", "100",
          "--scale", "2", "--out", "$DIR/f.png",
        ], names: ["the filmstrip sheet is 81232×1852 pixels", "SEGUE_MAX_PIXELS"]),
      BadCommandLine(
        ["replay", "$RECORDING", "--filmstrip", "$DIR/f.png", "--count", "100", "--scale", "3"],
        names: ["the filmstrip sheet is 121848×2778 pixels", "SEGUE_MAX_PIXELS"]),
      BadCommandLine(
        ["compare", "$CORPUS/Images/huge-header.png", "$DIR/a.png"],
        names: [
          "$CORPUS/Images/huge-header.png is 16000×16000 pixels, past the limit",
          "SEGUE_MAX_PIXELS",
        ]),
      // A valid tuning whose spring takes 12 s: the way back to the first tab is still
      // running when the snapshot should start, a failure naming scene, transition, tuning.
      BadCommandLine(
        [
          "snapshot", "--config", "$CORPUS/Configs/tab-swipe-slow-spring.json", "--transition",
          "previous", "--progress", "0,0.5,1", "--out", "$DIR/o",
        ], status: 1,
        names: [
          "scene 'tab-swipe', transition 'previous', tuning", "\"damping\":2",
          "is still running after 10 s",
        ]),
      BadCommandLine(
        [
          "filmstrip", "--config", "$CORPUS/Configs/tab-swipe-slow-spring.json", "--transition",
          "previous", "--out", "$DIR/f.png",
        ], status: 1,
        names: ["scene 'tab-swipe', transition 'previous'", "is still running after 10 s"]),
      BadCommandLine(
        ["render", "--config", "$CORPUS/Configs/duplicate-key.json", "--out", "$DIR/f.png"],
        names: ["duplicate-key.json: line 1: key 'curve' appears twice in one object"]),
      // A FIFO as an input: named for what it is (reading it would wait for a writer).
      BadCommandLine(
        ["replay", "$DIR/fifo", "--out", "$DIR/o"],
        names: ["the recording '$DIR/fifo' is a FIFO (named pipe), not a regular file"]),
      BadCommandLine(
        ["compare", "$DIR/fifo", "$DIR/a.png"],
        names: ["the reference '$DIR/fifo' is a FIFO (named pipe)"]),
      BadCommandLine(
        ["render", "--config", "$DIR/fifo", "--out", "$DIR/f.png"],
        names: ["the config '$DIR/fifo' is a FIFO (named pipe)"]),
      // replay: the recording, --out, --gif, --frames, --scale
      BadCommandLine(
        ["replay", "$DIR/none.json", "--out", "$DIR/o"],
        names: ["$DIR/none.json", "does not exist"]),
      BadCommandLine(
        ["replay", "$DIR/folder", "--out", "$DIR/o"],
        names: ["$DIR/folder", "is a folder, not a file"]),
      BadCommandLine(["replay", "$RECORDING"], names: ["--out DIR, --gif FILE"]),
      BadCommandLine(
        ["replay", "$RECORDING", "--out", "$DIR/taken.png"],
        names: ["--out '$DIR/taken.png' is a file"]),
      BadCommandLine(
        ["replay", "$RECORDING", "--out", "$DIR/full"], names: ["$DIR/full", "is not empty"]),
      BadCommandLine(
        ["replay", "$RECORDING", "--out", "$DIR/missing/o"],
        names: ["$DIR/missing", "does not exist"]),
      BadCommandLine(
        ["replay", "$RECORDING", "--out", "$DIR/readonly/o"],
        names: ["$DIR/readonly", "not writable"]),
      BadCommandLine(
        ["replay", "$RECORDING", "--out", "$DIR/taken.png/o"], names: ["is a file, not a folder"]),
      BadCommandLine(
        ["replay", "$RECORDING", "--gif", "$DIR/folder"],
        names: ["--gif", "$DIR/folder", "is a directory"]),
      BadCommandLine(
        ["replay", "$RECORDING", "--gif", "$DIR/missing/m.gif"], names: ["--gif", "does not exist"]),
      BadCommandLine(
        ["replay", "$RECORDING", "--gif", "$DIR/readonly/m.gif"], names: ["--gif", "not writable"]),
      BadCommandLine(
        ["replay", "$RECORDING", "--gif", "$DIR/m/"], names: ["--gif", "not a file name"]),
      BadCommandLine(
        ["replay", "$RECORDING", "--out", "$DIR/o", "--frames", "soon"], names: ["--frames 'soon'"]),
      BadCommandLine(
        ["replay", "$RECORDING", "--out", "$DIR/o", "--frames", ""], names: ["--frames ''"]),
      BadCommandLine(
        ["replay", "$RECORDING", "--out", "$DIR/o", "--frames", ","], names: ["--frames ','"]),
      BadCommandLine(
        ["replay", "$RECORDING", "--out", "$DIR/o", "--frames", "nan"], names: ["--frames 'nan'"]),
      BadCommandLine(
        ["replay", "$RECORDING", "--out", "$DIR/o", "--frames", "inf"], names: ["--frames 'inf'"]),
      BadCommandLine(
        ["replay", "$RECORDING", "--out", "$DIR/o", "--frames=-1"], names: ["--frames '-1'"]),
      BadCommandLine(
        ["replay", "$RECORDING", "--out", "$DIR/o", "--frames", "0.5,abc"], names: ["'0.5,abc'"]),
      // Past the end: the replay would run for ever (or for hours) to reach it.
      BadCommandLine(
        ["replay", "$RECORDING", "--out", "$DIR/o", "--frames", "1e300"],
        names: ["'1e300'", "past the end"]),
      BadCommandLine(
        ["replay", "$RECORDING", "--out", "$DIR/o", "--frames", "99999999999999999999"],
        names: ["past the end"]),
      BadCommandLine(
        ["replay", "$RECORDING", "--out", "$DIR/o", "--scale", "0"],
        names: ["--scale must be 1, 2 or 3"]),
      BadCommandLine(
        ["replay", "$RECORDING", "--out", "$DIR/o", "--scale", "4"],
        names: ["--scale must be 1, 2 or 3"]),
      // compare: the images, --tolerance, --max-fraction, --diff
      BadCommandLine(
        ["compare", "$DIR/none.png", "$DIR/a.png"], names: ["$DIR/none.png", "does not exist"]),
      BadCommandLine(
        ["compare", "$DIR/a.png", "$DIR/folder"], names: ["$DIR/folder", "is a folder"]),
      BadCommandLine(["compare", "$DIR/garbage.png", "$DIR/a.png"], names: ["$DIR/garbage.png"]),
      BadCommandLine(["compare", "$DIR/a.png", "$DIR/empty.png"], names: ["$DIR/empty.png"]),
      BadCommandLine(
        ["compare", "$DIR/truncated.png", "$DIR/a.png"], names: ["$DIR/truncated.png"]),
      BadCommandLine(
        ["compare", "$DIR/a.png", "$DIR/b.png", "--tolerance", "256"],
        names: ["--tolerance", "256"]),
      BadCommandLine(
        ["compare", "$DIR/a.png", "$DIR/b.png", "--tolerance=-1"], names: ["--tolerance", "-1"]),
      BadCommandLine(
        ["compare", "$DIR/a.png", "$DIR/b.png", "--tolerance", "x"], names: ["'x'", "--tolerance"]),
      BadCommandLine(
        ["compare", "$DIR/a.png", "$DIR/b.png", "--max-fraction", "1.5"],
        names: ["--max-fraction", "1.5"]),
      BadCommandLine(
        ["compare", "$DIR/a.png", "$DIR/b.png", "--max-fraction=-0.1"], names: ["--max-fraction"]),
      BadCommandLine(
        ["compare", "$DIR/a.png", "$DIR/b.png", "--max-fraction", "nan"],
        names: ["--max-fraction", "nan"]),
      BadCommandLine(
        ["compare", "$DIR/a.png", "$DIR/b.png", "--max-fraction", "inf"],
        names: ["--max-fraction", "inf"]),
      BadCommandLine(
        ["compare", "$DIR/a.png", "$DIR/b.png", "--diff", "$DIR/folder"],
        names: ["--diff", "is a directory"]),
      BadCommandLine(
        ["compare", "$DIR/a.png", "$DIR/b.png", "--diff", "$DIR/missing/d.png"],
        names: ["--diff", "$DIR/missing"]),
      BadCommandLine(
        ["compare", "$DIR/a.png", "$DIR/b.png", "--diff", "$DIR/readonly/d.png"],
        names: ["--diff", "not writable"]),
      // playground: refused before any window opens
      BadCommandLine(["playground", "--size", "0x0"], names: ["--size", "'0x0'"]),
      BadCommandLine(["playground", "--scene", "nope"], names: ["unknown scene 'nope'"]),
      BadCommandLine(
        ["playground", "--record", "$DIR/folder"], names: ["--record", "is a directory"]),
      BadCommandLine(
        ["playground", "--record", "$DIR/missing/r.json"], names: ["--record", "$DIR/missing"]),
      BadCommandLine(
        ["playground", "--record", "$DIR/readonly/r.json"], names: ["--record", "not writable"]),
      BadCommandLine(
        ["playground", "--record", "$DIR/taken.png/r.json"], names: ["is a file, not a folder"]),
      BadCommandLine(["nonsense"], names: ["nonsense"]),
    ]
}

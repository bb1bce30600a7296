import Foundation

extension SnapshotReport {
  /// The page: the entries as JSON in a script element, rendered by the inline script. The
  /// view is chosen by the URL's fragment (`#entry=0&view=slider&pos=50`), which the script
  /// keeps up to date, so a link (or a test) opens a given view.
  static func page(entries: [PageEntry], summary: Summary, font: String?) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = String(decoding: (try? encoder.encode(entries)) ?? Data("[]".utf8), as: UTF8.self)
    let problems = summary.problems.map(escaped).map { "<li>\($0)</li>" }.joined()
    let fontFace =
      font.map { "@font-face { font-family: ReportSans; src: url(\"\($0)\"); }" } ?? ""
    return
      pageTemplate
      .replacingOccurrences(of: "/*FONT*/", with: fontFace)
      .replacingOccurrences(
        of: "/*COLUMNS*/", with: "\(SnapshotManifest.Animation.sheetColumns)"
      )
      .replacingOccurrences(of: "<!--PROBLEMS-->", with: problems)
      // A "</script>" inside a string would end the element: escape every "</".
      .replacingOccurrences(of: "/*DATA*/", with: data.replacingOccurrences(of: "</", with: "<\\/"))
  }

  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }

  private static let pageTemplate = #"""
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>Segue snapshot report</title>
    <style>
    /*FONT*/
    * { box-sizing: border-box; animation: none !important; transition: none !important; }
    body { margin: 0; font: 13px/1.45 ReportSans, "DejaVu Sans", sans-serif; color: #1d1d22;
      background: #f3f3f6; }
    header { padding: 10px 16px; background: #fff; border-bottom: 1px solid #d4d4dc; }
    h1 { font-size: 16px; margin: 0 0 4px; }
    .counts b { margin-right: 12px; }
    .failed-text { color: #c41a1a; } .passed-text { color: #17803a; } .recorded-text { color: #8a5a00; }
    pre { margin: 6px 0 0; padding: 6px 8px; background: #f6f6f9; border: 1px solid #dcdce4;
      font: 12px/1.4 ReportSans, "DejaVu Sans", sans-serif; white-space: pre-wrap; word-break: break-all; }
    .problems { color: #c41a1a; margin: 4px 0 0; padding-left: 18px; }
    main { display: flex; align-items: flex-start; }
    nav { width: 270px; flex: none; border-right: 1px solid #d4d4dc; background: #fff; }
    nav a { display: block; padding: 5px 8px 5px 10px; border-left: 4px solid #17803a;
      color: inherit; text-decoration: none; border-bottom: 1px solid #eee; }
    nav a.failed { border-left-color: #c41a1a; } nav a.recorded { border-left-color: #d49a00; }
    nav a.selected { background: #dfe7ff; }
    nav span, nav small { display: block; overflow: hidden; text-overflow: ellipsis;
      white-space: nowrap; }
    nav small { color: #666; }
    #detail { flex: 1; padding: 12px 16px; min-width: 0; }
    h2 { font-size: 15px; margin: 0 0 2px; }
    .meta { color: #555; margin-bottom: 6px; }
    .message { margin-bottom: 4px; font-weight: bold; }
    details { margin-bottom: 6px; color: #444; }
    .tabs { margin: 8px 0; }
    .tabs button { font: inherit; padding: 3px 10px; margin-right: 4px; border: 1px solid #b8b8c4;
      background: #fff; border-radius: 4px; }
    .tabs button.active { background: #2f5bd8; color: #fff; border-color: #2f5bd8; }
    .images { display: flex; gap: 12px; align-items: flex-start; }
    figure { margin: 0; } figcaption { color: #555; font-size: 12px; margin-bottom: 3px; }
    figure img, .stack { display: block; border: 1px solid #c8c8d0; background: #fff; }
    .stack { position: relative; overflow: hidden; }
    .stack img { position: absolute; left: 0; top: 0; width: 100%; height: 100%; border: 0; }
    .handle { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: #2f5bd8; }
    .problem { color: #c41a1a; padding: 10px; border: 1px dashed #c41a1a; background: #fff5f5;
      max-width: 360px; word-break: break-all; }
    input[type=range] { display: block; margin: 8px 0; }
    .strip { display: flex; gap: 6px; margin-top: 12px; flex-wrap: wrap; }
    .point { border: 3px solid #9bd3ad; padding: 2px; background: #fff; text-align: center;
      font-size: 11px; color: inherit; text-decoration: none; }
    .point.failed { border-color: #c41a1a; background: #ffe9e9; font-weight: bold; }
    .point.current { outline: 2px solid #2f5bd8; outline-offset: 1px; }
    .point img { display: block; height: 64px; margin-bottom: 2px; }
    .frames { margin-top: 6px; color: #444; }
    .frames .bad { color: #c41a1a; font-weight: bold; }
    .sprite { border: 1px solid #c8c8d0; background-repeat: no-repeat; background-color: #fff; }
    .ticks { position: relative; height: 8px; background: #e4e4ea; margin-top: 2px; }
    .ticks span { position: absolute; top: 0; bottom: 0; background: #c41a1a; min-width: 2px; }
    .keys { color: #666; font-size: 12px; margin-top: 14px; }
    </style>
    </head>
    <body>
    <header>
    <h1>Segue snapshot report</h1>
    <div class="counts" id="counts"></div>
    <div id="commands"></div>
    <ul class="problems"><!--PROBLEMS--></ul>
    </header>
    <main><nav id="list"></nav><section id="detail"></section></main>
    <script type="application/json" id="data">/*DATA*/</script>
    <script>
    "use strict";
    const entries = JSON.parse(document.getElementById("data").textContent);
    const views = ["side", "slider", "onion", "diff"];
    const viewNames = { side: "Side by side", slider: "Slider", onion: "Onion skin", diff: "Diff" };
    const state = { entry: 0, view: "side", pos: 50, frame: 0 };
    const MAX_W = 360, MAX_H = 420;

    function el(tag, attrs, children) {
      const node = document.createElement(tag);
      // Decoded before the page is painted: a screenshot never shows half an image.
      if (tag === "img") node.decoding = "sync";
      for (const [k, v] of Object.entries(attrs || {})) {
        if (k === "style") Object.assign(node.style, v);
        else if (k === "text") node.textContent = v;
        else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
        else node.setAttribute(k, v);
      }
      for (const child of children || []) if (child) node.appendChild(child);
      return node;
    }
    function readHash() {
      const params = new URLSearchParams(location.hash.slice(1));
      const entry = parseInt(params.get("entry"), 10);
      if (entry >= 0 && entry < entries.length) state.entry = entry;
      if (views.includes(params.get("view"))) state.view = params.get("view");
      const pos = parseFloat(params.get("pos"));
      if (pos >= 0 && pos <= 100) state.pos = pos;
      const frame = parseInt(params.get("frame"), 10);
      if (frame >= 0) state.frame = frame;
    }
    function writeHash() {
      const hash = "#entry=" + state.entry + "&view=" + state.view + "&pos=" + state.pos
        + "&frame=" + state.frame;
      history.replaceState(null, "", hash);
    }
    function scale(image) {
      return Math.min(1, MAX_W / image.width, MAX_H / image.height);
    }
    function size(image) {
      const s = scale(image);
      return { width: Math.round(image.width * s) + "px", height: Math.round(image.height * s) + "px" };
    }
    function picture(image, caption) {
      if (!image) return el("figure", {}, [el("figcaption", { text: caption }),
        el("div", { class: "problem", text: "no " + caption + " image" })]);
      if (image.problem) return el("figure", {}, [el("figcaption", { text: caption }),
        el("div", { class: "problem", text: caption + " " + image.problem })]);
      return el("figure", {}, [el("figcaption", { text: caption }),
        el("img", { src: image.src, alt: caption, style: size(image) })]);
    }
    function usable(image) { return image && !image.problem; }
    function label(e) {
      if (e.progress != null) return "p " + e.progress.toFixed(2);
      if (e.time != null) return "t " + e.time.toFixed(3) + " s";
      return e.name;
    }

    // The line that says how the images differ (the rest names files, in the details).
    function summaryLine(message) {
      const lines = message.split("\n");
      return lines.find(l => /^(Images differ|Animation differs)/.test(l)) || lines[0];
    }
    function renderCounts() {
      const count = o => entries.filter(x => x.entry.outcome === o).length;
      const counts = document.getElementById("counts");
      counts.replaceChildren(
        el("b", { class: "failed-text", text: count("failed") + " failed" }),
        el("b", { class: "passed-text", text: count("passed") + " passed" }),
        el("b", { class: "recorded-text", text: count("recorded") + " recorded" }));
      const commands = [...new Set(entries.filter(x => x.entry.outcome === "failed")
        .map(x => x.entry.recordCommand))];
      const box = document.getElementById("commands");
      if (commands.length) box.replaceChildren(
        el("div", { text: "Record the failing references again:" }),
        el("pre", { id: "record-all", text: commands.join("\n") }));
    }
    function renderList() {
      const list = document.getElementById("list");
      list.replaceChildren(...entries.map((x, i) => el("a", {
        href: "#entry=" + i, class: x.entry.outcome + (i === state.entry ? " selected" : ""),
        onclick: ev => { ev.preventDefault(); select(i); }
      }, [el("span", { text: x.entry.name }), el("small", { text: x.entry.test })])));
    }
    function stack(x, topStyle, handle) {
      const ref = x.referenceImage, act = x.actualImage;
      if (!usable(ref) || !usable(act)) return el("div", {}, [
        picture(ref, "reference"), picture(act, "actual")]);
      return el("div", { class: "stack", style: size(ref) }, [
        el("img", { src: ref.src, alt: "reference" }),
        el("img", { src: act.src, alt: "actual", style: topStyle }),
        handle ? el("div", { class: "handle", style: { left: state.pos + "%" } }) : null]);
    }
    function range(caption) {
      return el("label", {}, [el("span", { text: caption + " " + state.pos + " %" }),
        el("input", { type: "range", min: 0, max: 100, value: state.pos,
          oninput: ev => { state.pos = Number(ev.target.value); render(); } })]);
    }
    function renderView(x) {
      if (x.entry.outcome !== "failed") return x.referenceImage
        ? el("div", { class: "images" }, [picture(x.referenceImage, "reference")])
        // assertSnapshot does not tell a strategy its reference's file, only a failure's images.
        : el("p", { text: "Passed; assertSnapshot does not name the reference's file." });
      switch (state.view) {
        case "slider": return el("div", {}, [
          el("figcaption", { text: "reference ◀ | ▶ actual" }),
          stack(x, { clipPath: "inset(0 0 0 " + state.pos + "%)" }, true), range("Slider")]);
        case "onion": return el("div", {}, [
          el("figcaption", { text: "actual over reference" }),
          stack(x, { opacity: state.pos / 100 }, false), range("Actual opacity")]);
        case "diff": return el("div", { class: "images" }, [picture(x.diffImage, "diff")]);
        default: return el("div", { class: "images" }, [picture(x.referenceImage, "reference"),
          picture(x.actualImage, "actual"), picture(x.diffImage, "diff")]);
      }
    }
    function renderStrip(x) {
      if (!x.entry.series) return null;
      const series = entries.map((y, i) => [y, i]).filter(([y]) => y.entry.series === x.entry.series)
        .sort(([a], [b]) => (a.entry.progress ?? a.entry.time ?? 0) - (b.entry.progress ?? b.entry.time ?? 0));
      if (series.length < 2) return null;
      return el("div", {}, [el("div", { class: "frames", text: "All points of this " +
        (x.entry.progress != null ? "transition" : "replay") + ":" }),
        el("div", { class: "strip" }, series.map(([y, i]) => {
          const image = y.entry.outcome === "failed" ? y.actualImage : y.referenceImage;
          return el("a", { href: "#entry=" + i,
            class: "point " + y.entry.outcome + (i === state.entry ? " current" : ""),
            onclick: ev => { ev.preventDefault(); select(i); } }, [
            usable(image) ? el("img", { src: image.src, alt: label(y.entry) }) : null,
            el("span", { text: (y.entry.outcome === "failed" ? "✗ " : "✓ ") + label(y.entry) })]);
        }))]);
    }
    function renderAnimation(x) {
      const a = x.entry.animation, images = x.animationImages || {};
      const frames = a.times.length;
      state.frame = Math.min(state.frame, frames - 1);
      const i = state.frame;
      const differs = new Set(a.differing);
      const sheets = usable(images.referenceFrames) && usable(images.actualFrames);
      const info = !sheets ? el("div", { class: "frames", text: frames + " frames, t " +
        a.times[0].toFixed(3) + "–" + a.times[frames - 1].toFixed(3) + " s" }) :
        el("div", { class: "frames" }, [el("span", {
        class: differs.has(i) ? "bad" : "",
        text: "frame " + i + " (0–" + (frames - 1) + ") · t " + a.times[i].toFixed(3) + " s" +
          (a.progress ? " · p " + a.progress[i].toFixed(3) : "") +
          (differs.has(i) ? " · differs" : "") })]);
      const sheet = (image, caption) => {
        if (!usable(image)) return picture(image, caption);
        const columns = Math.min(frames, /*COLUMNS*/), rows = Math.ceil(frames / columns);
        const w = image.width / columns, h = image.height / rows;
        const s = Math.min(1, MAX_W / w, MAX_H / h);
        return el("figure", {}, [el("figcaption", { text: caption }), el("div", { class: "sprite",
          style: { width: Math.round(w * s) + "px", height: Math.round(h * s) + "px",
            backgroundImage: "url(\"" + image.src + "\")",
            backgroundSize: Math.round(image.width * s) + "px " + Math.round(image.height * s) + "px",
            backgroundPosition: -Math.round((i % columns) * w * s) + "px " +
              -Math.round(Math.floor(i / columns) * h * s) + "px" } })]);
      };
      // A passing animation has no frame sheets: its reference plays.
      const pictures = sheets
        ? [sheet(images.referenceFrames, "reference"), sheet(images.actualFrames, "actual")]
        : x.entry.outcome === "failed"
          ? [picture(images.reference, "reference (animated)"), picture(images.actual, "actual (animated)")]
          : [picture(images.reference, "reference (animated)")];
      const ticks = el("div", { class: "ticks", style: { width: MAX_W + "px" } },
        a.differing.map(d => el("span", { style: { left: (d / frames * 100) + "%",
          width: (100 / frames) + "%" } })));
      return el("div", {}, [el("div", { class: "images" }, pictures),
        sheets ? el("input", { type: "range", min: 0, max: frames - 1, value: i,
          style: { width: MAX_W + "px" },
          oninput: ev => { state.frame = Number(ev.target.value); render(); } }) : null,
        sheets ? ticks : null, info,
        usable(images.filmstrip) ? picture(images.filmstrip, "differing frames") : null]);
    }
    function renderDetail() {
      const detail = document.getElementById("detail");
      const x = entries[state.entry];
      if (!x) { detail.replaceChildren(el("p", { text: "No comparisons were recorded." })); return; }
      const e = x.entry;
      const tabs = e.outcome === "failed" && !e.animation ? el("div", { class: "tabs" },
        views.map((v, n) => el("button", { class: v === state.view ? "active" : "",
          text: (n + 1) + " " + viewNames[v], onclick: () => { state.view = v; render(); } }))) : null;
      detail.replaceChildren(...[
        el("h2", { class: e.outcome + "-text", text: e.name + " — " + e.outcome }),
        el("div", { class: "meta", title: [e.reference || "", e.file + ":" + e.line,
            ...Object.entries(e.referenceMetadata || {}).map(([k, v]) => k + ": " + v)].join("\n"),
          text: e.test + " · " + x.referenceName }),
        e.message ? el("div", { class: "message", text: summaryLine(e.message) }) : null,
        e.message ? el("details", {}, [el("summary", { text: "Whole message" }),
          el("pre", { text: e.message })]) : null,
        e.outcome === "failed" ? el("pre", { class: "record", text: e.recordCommand }) : null,
        tabs, e.animation ? renderAnimation(x) : renderView(x), renderStrip(x),
        el("div", { class: "keys", text: "j / k or arrows: next / previous entry · 1–4: views · " +
          "[ ]: slider −/+ 10 % · , .: previous / next frame" })].filter(Boolean));
    }
    function render() { renderList(); renderDetail(); writeHash(); }
    function select(i) {
      state.entry = Math.max(0, Math.min(entries.length - 1, i));
      state.frame = 0;
      render();
    }
    document.addEventListener("keydown", ev => {
      if (ev.target.tagName === "INPUT" && ev.target.type !== "range") return;
      const key = ev.key;
      if (key === "j" || key === "ArrowDown" || key === "ArrowRight") select(state.entry + 1);
      else if (key === "k" || key === "ArrowUp" || key === "ArrowLeft") select(state.entry - 1);
      else if ("1234".includes(key) && key.length === 1) { state.view = views[Number(key) - 1]; render(); }
      else if (key === "[") { state.pos = Math.max(0, state.pos - 10); render(); }
      else if (key === "]") { state.pos = Math.min(100, state.pos + 10); render(); }
      else if (key === ",") { state.frame = Math.max(0, state.frame - 1); render(); }
      else if (key === ".") { state.frame += 1; render(); }
      else return;
      ev.preventDefault();
    });
    window.addEventListener("hashchange", () => { readHash(); renderList(); renderDetail(); });
    readHash();
    renderCounts();
    render();
    </script>
    </body>
    </html>
    """#
}

import SeguePlaygroundCore

/// Every scene, in the order the playground numbers them (keys 1…9 and 0 reach the first
/// ten; `--scene` opens any).
public enum Scenes {
  public static let all: [Scene] = [
    Scene("basics", summary: "a root controller with colored cards; click one to raise it") {
      BasicsViewController()
    },
    .navigation,
    .seed000Present,
    .seed001Pop,
    .seed002Diagonal,
    .seed003Spring,
    .seed004Card,
    .tabSwipe,
    .bubble,
    .sheetList,
    .flipReveal,
    .imageZoom,
    .shadowCard,
    .sheetDetents,
    .cardExpansion,
    .photoGrid,
  ]

  public static let defaultScene = all[0]

  public static func named(_ name: String) -> Scene? {
    all.named(name)
  }
}

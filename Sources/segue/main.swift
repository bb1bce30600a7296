import SegueDemos
import SeguePlayground

SceneCatalog.$scenes.withValue(Scenes.all) { SegueCommand.runAndExit() }

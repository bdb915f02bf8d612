// The front module: an app writes `import Burin` and sees the whole engine, as swift-nio's `NIO`
// and ratatui's crate root re-export their parts. Each part stays its own module so a change in
// one rebuilds only what depends on it.
@_exported public import BurinCore
@_exported public import BurinListViewer
@_exported public import BurinPictures
@_exported public import BurinRaster
@_exported public import BurinRecords
@_exported public import BurinRemoteImages
@_exported public import BurinSnapshot
@_exported public import BurinTerminal
@_exported public import BurinText

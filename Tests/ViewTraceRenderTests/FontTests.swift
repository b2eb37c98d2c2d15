import Foundation
import Testing
import ViewTraceRender

/// Labels come from any language: the fonts `.ci/run` and the README install
/// (fonts-noto-color-emoji, fonts-noto-cjk) must reach Graphviz's renderer.
@Suite struct FontTests {
  /// A plain node labelled with an emoji, drawn to PNG by Graphviz (cairo and
  /// pango, in-process): a colour emoji font draws it in colour, where a
  /// monochrome fallback (DejaVu Sans has a black-and-white 😀) or a missing
  /// glyph box draws only grey.
  @Test func anEmojiInALabelDrawsInColourInPNG() async throws {
    let output = try await Graphviz.shared.render(
      dot: "digraph { bgcolor=white; a [shape=plaintext fontcolor=black label=\"😀\"] }", format: .png)
    let colourful = try pngColourfulPixels(output.data)
    #expect(colourful > 50, "the emoji drew \(colourful) colourful pixels: no colour emoji font reached Graphviz")
  }

  /// Pango, which draws Graphviz's PNG and measures its SVG labels, finds
  /// fonts through fontconfig: every character of a Korean and emoji label
  /// has a font there.
  @Test func koreanAndEmojiLabelsHaveFontsForPango() throws {
    for (scalars, script) in [("c548 b155", "Korean"), ("1f600", "emoji")] {
      let families = try fontconfig(["fc-list", ":charset=\(scalars)", "family"])
      #expect(!families.isEmpty, "no font covers the \(script) characters \(scalars)")
    }
    let korean = try fontconfig(["fc-match", "-f", "%{family}", "sans-serif:charset=c548 b155"])
    #expect(korean.contains("CJK"), "Korean falls back to \(korean)")
  }

  private func fontconfig(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Pixels whose channels differ by more than 80 (greys and black differ by
  /// none), counted by `Fonts/png_colour.py` (Python, zlib only).
  private func pngColourfulPixels(_ png: Data) throws -> Int {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("vt-font-\(UUID().uuidString).png")
    try png.write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "Fonts/png_colour.py")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, file.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return try #require(Int(output.trimmingCharacters(in: .whitespacesAndNewlines)), "png_colour.py said \(output)")
  }
}

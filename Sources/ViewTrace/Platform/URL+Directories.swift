import Foundation

// Foundation on Linux has `URL.homeDirectory`, `URL.temporaryDirectory` and
// `URL.currentDirectory()` but not the other directory URLs of iOS 16 (`URL.documentsDirectory`,
// `URL.cachesDirectory`, …), which view files write (`.fileDialogDefaultDirectory(.downloadsDirectory)`,
// `URL.documentsDirectory.appending(path: "notes.json")`). They are answered with
// `FileManager`'s URL for the same directory on this system (under the home directory). On
// Apple platforms Foundation's own are used.

#if !canImport(Darwin)
  extension URL {
    private static func directory(_ directory: FileManager.SearchPathDirectory, _ fallback: String) -> URL {
      FileManager.default.urls(for: directory, in: .userDomainMask).first
        ?? URL.homeDirectory.appendingPathComponent(fallback, isDirectory: true)
    }

    /// The user's documents directory.
    public static var documentsDirectory: URL { directory(.documentDirectory, "Documents") }
    /// The user's downloads directory.
    public static var downloadsDirectory: URL { directory(.downloadsDirectory, "Downloads") }
    /// The user's caches directory.
    public static var cachesDirectory: URL { directory(.cachesDirectory, "Library/Caches") }
    /// The application support directory.
    public static var applicationSupportDirectory: URL {
      directory(.applicationSupportDirectory, "Library/Application Support")
    }
    /// The user's library directory.
    public static var libraryDirectory: URL { directory(.libraryDirectory, "Library") }
    /// The user's pictures directory.
    public static var picturesDirectory: URL { directory(.picturesDirectory, "Pictures") }
    /// The user's movies directory.
    public static var moviesDirectory: URL { directory(.moviesDirectory, "Movies") }
    /// The user's music directory.
    public static var musicDirectory: URL { directory(.musicDirectory, "Music") }
    /// The user's desktop directory.
    public static var desktopDirectory: URL { directory(.desktopDirectory, "Desktop") }
  }
#endif

import DaybookCore
import DaybookEstimators

/// This machine's config.yaml (`LocalSettings`), read at most once per run and shared by everything that asks: the
/// language chosen before a command runs, and the estimator the command then uses. Never the synced journal's.
final class LocalConfiguration {
    /// What the file said, its problems, and its path (nil without a settings folder).
    struct Loaded {
        var settings = LocalSettings()
        var diagnostics: [Diagnostic] = []
        var path: String?
    }

    private var loaded: Loaded?

    /// The settings in `directory` (`~/.config/daybook`), read the first time they are asked for.
    func load(directory: String?, fileSystem: any FileSystem) -> Loaded {
        if let loaded { return loaded }
        var found = Loaded()
        if let directory {
            let path = directory + "/" + LocalSettings.fileName
            found.path = path
            if let bytes = try? fileSystem.read(path) {
                (found.settings, found.diagnostics) = LocalSettings.load(bytes, file: path)
            }
        }
        loaded = found
        return found
    }
}

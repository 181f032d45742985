extension FileSystemError {
    /// The reason alone, e.g. "Permission denied", in both languages.
    public var reasonText: Localized {
        if case .symbolicLink(let link) = reason, link == path {
            return Localized(
                en: "it is a symbolic link, and daybook never writes through one: it could point anywhere",
                ja: "シンボリックリンクです。リンク先はどこでもあり得るので、daybook はリンクを通して"
                    + "書き込みません")
        }
        return reason.localized
    }
}

extension FileSystemError.Reason: Localizable {
    /// The reason alone, e.g. "Permission denied". The system's own words are English; the usual ones have their
    /// Japanese here.
    public var localized: Localized {
        switch self {
        case .notFound:
            return Localized(en: "No such file or directory", ja: "ファイルもフォルダーもありません")
        case .alreadyExists:
            return Localized(en: "File exists", ja: "すでにあります")
        case .system(let code, let text):
            return Localized(en: text, ja: Self.japanese(code: code) ?? "システムエラー(\(text))")
        case .notRegularFile:
            return Localized(en: "not a regular file", ja: "通常のファイルではありません")
        case .tooLarge(let limit):
            return Localized(
                en: "larger than \(limit / (1024 * 1024)) MiB",
                ja: "\(limit / (1024 * 1024)) MiB より大きいファイルです")
        case .keptChanging:
            return Localized(
                en: "the file kept being replaced while writing to it",
                ja: "書き込んでいる間にファイルが何度も置き換えられました")
        case .symbolicLink(let link):
            return Localized(
                en: "\(link) is a symbolic link, and daybook never writes through one: it could point "
                    + "anywhere",
                ja: "\(link) はシンボリックリンクです。リンク先はどこでもあり得るので、daybook は"
                    + "リンクを通して書き込みません")
        case .hardLinked(let count):
            return Localized(
                en: "it has \(count) hard links, so writing to it would change the same file under its "
                    + "other names, which may be outside the journal",
                ja: "ハードリンクが \(count) 個あります。書き込むとジャーナルの外にあるかもしれない"
                    + "別名のファイルまで変わってしまいます")
        case .leavesRoot:
            return Localized(
                en: "'..' would lead out of the folder daybook writes in",
                ja: "「..」があると daybook が書き込むフォルダーの外に出てしまいます")
        case .notAFolder(let folder):
            return Localized(
                en: "\(folder) is a file where a folder should be",
                ja: "\(folder) はフォルダーがあるべき場所にあるファイルです")
        }
    }

    /// The usual `errno` values (the same numbers on Linux and Darwin) in Japanese.
    private static func japanese(code: Int32) -> String? {
        switch code {
        case 1: return "この操作は許可されていません"
        case 2: return "ファイルもフォルダーもありません"
        case 5: return "入出力エラーです"
        case 13: return "アクセス権がありません"
        case 17: return "すでにあります"
        case 20: return "フォルダーではありません"
        case 21: return "フォルダーです"
        case 24: return "開いているファイルが多すぎます"
        case 28: return "ディスクの空き容量がありません"
        case 30: return "読み取り専用のファイルシステムです"
        default: return nil
        }
    }
}

import Foundation
import Testing

/// The grammar's errors — insulin that is no dose, kcal values that are no number, times that are none, what `add`
/// refuses, the count of problems not shown — in Japanese, as `check` and `add` print them.
struct GrammarErrorsInJapaneseTests {
    private static let japanese = ["LANG": "ja_JP.UTF-8"]

    @Test func insulinThatIsNoDose() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "",
            "2026-11-29.md": "# 2026-11-29\n- 08:00 ノボリン 4単位\n- 12:30 ramen, insulin 4u\n- 13:00 4単位\n",
        ])
        let run = try journal.run(["check"], environment: Self.japanese)
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                2026-11-29.md:2:9: エラー: 「ノボリン」はどの投与の名前でもありません。インスリンは食事として数えないため、この行は数えません
                - 08:00 ノボリン 4単位
                        ^
                自分のインスリンなら、daybook.yaml で名前を付けてください。持効型なら「doses: {long: {per_day: 1, aliases+: [ノボリン]}, rapid: {}}」、速効型なら「doses: {long: {per_day: 1}, rapid: {aliases+: [ノボリン]}}」
                2026-11-29.md:3:16: エラー: 食事の行の中の投与は数えません
                - 12:30 ramen, insulin 4u
                               ^
                投与は 1 行に 1 つずつ書いてください(例: 「- 12:30 insulin 4u」)
                2026-11-29.md:4:9: エラー: インスリンの単位数に投与の名前がないため、この行は数えません
                - 13:00 4単位
                        ^
                自分のインスリンなら、daybook.yaml で名前を付けてください。持効型なら「doses: {long: {per_day: 1, aliases+: [名前]}, rapid: {}}」、速効型なら「doses: {long: {per_day: 1}, rapid: {aliases+: [名前]}}」
                ファイル 1 件、1 日分: エラー 3 件

                """)
        #expect(Self.englishLeft(run.stdout, journal: ["- 12:30 ramen, insulin 4u", "insulin 4u"]).isEmpty)
    }

    @Test func insulinWithoutAmountAPumpsRateAndAMetersBound() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "",
            "2026-11-29.md": "# 2026-11-29\n- 07:00 BG LO\n- 08:00 missed lantus\n- 22:00 basal rate 0.8u/h\n",
        ])
        let run = try journal.run(["check"], environment: Self.japanese)
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                2026-11-29.md:2:12: エラー: 「LO」はメーターの測定範囲の外を示すだけで数値がないため、この血糖値は数えません
                - 07:00 BG LO
                           ^
                「LO」が表す数値を書いてください(例: メーターの LO が 40 mg/dL 未満を表すなら「BG 40」)
                2026-11-29.md:3:9: エラー: 「missed」は打たなかった投与を表すため、この行は投与としても食事としても数えません
                - 08:00 missed lantus
                        ^
                打たなかった投与は書かないか、行に取り消し線を引いてください(例: 「- ~~missed lantus~~」)
                2026-11-29.md:4:20: エラー: 「0.8u/h」は投与量ではないため、この行は数えません
                - 22:00 basal rate 0.8u/h
                                   ^
                ポンプの注入速度や割合は投与量ではありません。入れた単位数を書いてください(例: 「basal 2u」)
                ファイル 1 件、1 日分: エラー 3 件

                """)
    }

    @Test func insulinThatIsNoneOfTheConfiguredDoses() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "doses:\n  basal: {aliases: [lantus], per_day: 1}\n  bolus: {aliases: [humalog]}\n"
                + "  extra: {}\n",
            "2026-11-29.md": "# 2026-11-29\n- 22:00 トレシーバ 10単位\n",
        ])
        let run = try journal.run(["check", "--lang", "ja"])
        #expect(
            run.stdout == """
                2026-11-29.md:2:9: エラー: 「トレシーバ」はどの投与の名前でもありません。インスリンは食事として数えないため、この行は数えません
                - 22:00 トレシーバ 10単位
                        ^
                自分のインスリンなら、daybook.yaml の doses でその投与に加えてください(例: 「basal: {aliases+: [トレシーバ]}」)
                ファイル 1 件、1 日分: エラー 1 件

                """)
    }

    @Test func kcalValuesAndTimesThatAreNone() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "",
            "2026-11-29.md": "# 2026-11-29\n- 15:00 cake 1e400kcal\n- 16:00 latte 600-700kcal\n- 17:00 feast 500000kJ\n"
                + "- 17:30 パン 2個 (各60000kcal)\n- 午後12時 ラーメン\n- 夜25時 アイス\n",
        ])
        let run = try journal.run(["check"], environment: Self.japanese)
        #expect(
            run.stdout == """
                2026-11-29.md:2:9: エラー: 「1e400kcal」は kcal の値ではありません
                - 15:00 cake 1e400kcal
                        ^
                kcal は算用数字で書いてください(例: 「650kcal」)
                2026-11-29.md:3:9: エラー: 「600-700kcal」は範囲です。kcal の値は 1 つだけ書きます
                - 16:00 latte 600-700kcal
                        ^
                kcal の値を 1 つ書いてください(例: 「650kcal」)
                2026-11-29.md:4:9: エラー: 500000kJ は 100000 kcal を超えているため数えません
                - 17:00 feast 500000kJ
                        ^
                数を確かめてください
                2026-11-29.md:5:9: エラー: 「パン 2個 (各60000kcal)」は 100000 kcal を超えているため数えません
                - 17:30 パン 2個 (各60000kcal)
                        ^
                数を確かめてください
                2026-11-29.md:6:3: エラー: 「午後12時」は時刻ではありません。午前・午後の後の時は 0〜11 です
                - 午後12時 ラーメン
                  ^
                24 時間制で「HH:MM」と書いてください(例: 「19:30」)
                2026-11-29.md:7:3: エラー: 「夜25時」は時刻ではありません
                - 夜25時 アイス
                  ^
                24 時間制で「HH:MM」と書いてください(例: 「19:30」)
                ファイル 1 件、1 日分: エラー 6 件

                """)
        #expect(Self.englishLeft(run.stdout, journal: ["- 16:00 latte 600-700kcal"]).isEmpty)
    }

    @Test func problemsNotShownAreCounted() throws {
        let line = "- 12:00 " + String(repeating: "謎の料理,", count: 12)
        let journal = try TemporaryJournal(["daybook.yaml": "", "2026-11-29.md": "# 2026-11-29\n\(line)\n"])
        let run = try journal.run(["check", "--lang", "ja"])
        #expect(
            run.stdout.hasPrefix(
                """
                2026-11-29.md:2: 警告: この行の問題はほかに 2 件ありますが、表示しません
                上の問題を直すか、行を短い記録に分けてください

                """))
        #expect(run.stdout.hasSuffix("ファイル 1 件、1 日分: 警告 11 件\n"))
    }

    @Test func whatAddRefuses() throws {
        let journal = try TemporaryJournal(["daybook.yaml": ""])
        let time = try journal.run(["add", "--lang", "ja", "--now", "2026-11-29T11:57", "25:00", "toast"])
        #expect(time.status == 64)
        #expect(
            time.stderr == """
                (入力):1:3: エラー: 「25:00」は時刻ではありません。時は 0〜23、分は 0〜59 です
                - 25:00 toast
                  ^
                24 時間制で「HH:MM」と書いてください(例: 「19:30」)
                何も書いていません

                """)
        let long = try journal.run(
            ["add", "--now", "2026-11-29T11:57", String(repeating: "ramen ", count: 1000)],
            environment: Self.japanese)
        #expect(
            long.stderr == """
                (入力):1:1: エラー: 記録が 4096 バイトより長いため数えません
                いくつかの記録に分けてください
                何も書いていません

                """)
        #expect(try standardInput(Data("toast\ncoffee\n".utf8), journal).hasPrefix("エラー: 記録は 1 行です\n"))
        #expect(
            try standardInput(Data([0xFF, 0xFE, 0x0A]), journal)
                .hasPrefix("エラー: 標準入力が UTF-8 のテキストではありません\n"))
        #expect(
            try standardInput(Data(repeating: UInt8(ascii: "a"), count: 70_000), journal)
                .hasPrefix("エラー: 標準入力が 64 KiB を超えています。記録は 1 行です\n"))
        #expect(!FileManager.default.fileExists(atPath: journal.url.appendingPathComponent("2026-11-29.md").path))
    }

    /// Runs of English words left in `output`, besides the journal lines it quotes.
    private static func englishLeft(_ output: String, journal: [String]) -> [String] {
        JapaneseOutputTests.englishRuns(output, besides: journal)
    }

    /// What `add -` says on standard error for `input`, under a Japanese locale.
    private func standardInput(_ input: Data, _ journal: TemporaryJournal) throws -> String {
        let file = journal.url.appendingPathComponent("input.txt")
        try input.write(to: file)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["add", "-", "--now", "2026-11-29T09:00"]
        process.currentDirectoryURL = journal.url
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "ja_JP.UTF-8"]
        process.standardInput = try FileHandle(forReadingFrom: file)
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: stderr, as: UTF8.self)
    }
}

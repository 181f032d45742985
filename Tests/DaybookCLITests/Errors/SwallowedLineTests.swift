import Foundation
import Testing

/// A day file that ends where a line added at its end would not be read as an entry — inside a fenced code block,
/// inside git conflict markers — used to swallow what `add` and `dose` wrote: exit 0, nothing counted, the second
/// dose not refused. Now the line is checked under the lock with the reader's own parser, and refused.
@Suite(.serialized)
struct SwallowedLineTests {
    private let day = "2026-11-29.md"
    private let open = "# 2026-11-29\n\n- 08:00 toast 200kcal\n\n```\nsome code\n"

    @Test func aDoseIntoAnOpenCodeBlockIsRefusedAndNothingIsWritten() throws {
        let journal = try TemporaryJournal(["daybook.yaml": "", day: open])
        let first = try journal.run(["dose", "--now", "2026-11-29T22:00", "long", "12"])
        #expect(first.status == 3)
        #expect(first.stdout == "")
        #expect(
            first.stderr == """
                Error: 2026-11-29.md ends inside a code block opened on line 5 (```), so a line added at its end would not be \
                read as an entry. Nothing was written; close the block with a line ``` after its last line (or take out the \
                line that opens it), then try again

                """)
        #expect(try journal.read(day) == open)
        #expect(try journal.run(["dose", "--now", "2026-11-29T22:05", "long", "12"]).status == 3)
        #expect(try journal.read(day) == open)

        // Closed, the dose is written and counted, and a second one is refused as taken.
        try journal.write(day, open + "```\n")
        #expect(try journal.run(["dose", "--now", "2026-11-29T22:10", "long", "12"]).status == 0)
        let again = try journal.run(["dose", "--now", "2026-11-29T22:15", "long", "12"])
        #expect(again.status == 3)
        #expect(again.stderr.hasPrefix("Error: long is already taken on 2026-11-29 (22:10 12u)"))
    }

    @Test func inJapanese() throws {
        let journal = try TemporaryJournal(["daybook.yaml": "", day: open])
        let run = try journal.run(["add", "--lang", "ja", "--now", "2026-11-29T12:30", "ramen"])
        #expect(run.status == 3)
        #expect(
            run.stderr == """
                エラー: 2026-11-29.md は 5 行目で始まるコードブロック(```)の中で終わっているため、末尾に加えた行は記録として読まれ\
                ません。何も書いていません。最後の行の後に ``` だけの行を置いてブロックを閉じるか、ブロックを始める行を消してから、\
                もう一度試してください

                """)
    }

    /// The line `add` writes is a write of its own (its write id), so the other side of an unfinished git conflict
    /// holding the same text does not swallow it: it is written, and both lines count.
    @Test func anAddWhoseTextTheConflictsOtherSideHasCountsBesideIt() throws {
        let conflicted = "# 2026-11-29\n<<<<<<< HEAD\n- 12:30 ramen 500kcal\n=======\n"
        let journal = try TemporaryJournal(["daybook.yaml": "", day: conflicted])
        let run = try journal.run(["add", "--now", "2026-11-29T12:30", "ramen 500kcal"])
        #expect(run.status == 0)
        #expect(withoutWriteIDs(try journal.read(day)) == conflicted + "- 12:30 ramen 500kcal\n")
        let status = try journal.run(["status", "--json", "--now", "2026-11-29T13:00"])
        #expect(status.stdout.contains(#""eaten":1000"#))
    }

    /// A lost line whose day file came back ending inside a code block is not appended into it (where it would be
    /// lost again, and appended again by every `resolve`): `resolve` says why and leaves it.
    @Test func resolveDoesNotPutALostLineIntoACodeBlock() throws {
        let journal = try TemporaryJournal(["daybook.yaml": "", day: "# 2026-11-29\n"])
        let machine = try OutsideFolder()
        let environment = ["HOME": machine.url.path]
        let add = try journal.run(["add", "--now", "2026-11-29T12:30", "ramen 650kcal"], environment: environment)
        #expect(add.status == 0)
        try journal.write(day, open)
        let resolve = try journal.run(["resolve", "--now", "2026-11-29T13:00"], environment: environment)
        #expect(resolve.status == 0)
        #expect(
            withoutWriteIDs(resolve.stdout) == """
                did not append the line this machine wrote at 2026-11-29 12:30 to 2026-11-29.md (- 12:30 ramen 650kcal): \
                2026-11-29.md ends inside a code block opened on line 5 (```), so a line added at its end would not be read \
                as an entry. Nothing was written; close the block with a line ``` after its last line (or take out the line \
                that opens it), then try again

                """)
        #expect(try journal.read(day) == open)
        try journal.write(day, open + "```\n")
        let after = try journal.run(["resolve", "--now", "2026-11-29T13:00"], environment: environment)
        #expect(
            withoutWriteIDs(after.stdout) == """
                appended the line this machine wrote at 2026-11-29 12:30 to 2026-11-29.md:8: - 12:30 ramen 650kcal

                """)
    }
}

"""Every file of a journal with one of nearly every problem `check` reports: what the server publishes for each
file is what `check` prints for it — the same problems, messages and positions (in UTF-16)."""

import asyncio
import re
import subprocess

import pytest

from conftest import DAYBOOK, ENV, NOW, diagnostics_for, open_document

FILES = {
    "daybook.yaml": 'target: 1800\ndoses:\n  long:  {aliases: [tresiba], window: "21:30-23:30", per_day: 1}\n'
                    "  rapid: {aliases: [humalog]}\n",
    "foods.yaml": "alfort: {aliases: [アルフォート], kcal: 55}\nsteak: {kcal_per_100g: 250}\n",
    "2026/11/2026-11-27.md": "# 2026-11-27\n- 12:00 curry rice 850kcal\n- 22:00 long\n- 22:05 long 12mg\n"
                             "- 13:00 ramen, rapid 4u\n- 30:00 tea\n- 12:00 steak\n- 12:00 rice 200kg\n",
    "2026/11/2026-11-28.md": "---\ndate: 2026-11-20\n---\n# 2026-11-28\n## 2026-11-26\n- 08:00 toast\n"
                             "- 12:00 curry rice\n",
    "food.md": "# Food\n- 09:00 no day\n## 2026-11-28\n- 19:00 dinner: mystery stew\n## 2026-11-29\n"
               "- 12:00 curry rice, 2 alforts x3\n<<<<<<< HEAD\n- 20:00 tea\n=======\n- 20:00 coffee\n>>>>>>> other\n",
    "2026/11/2026-11-29.md": "# 2026-11-29\n- 07:00 breakfast: 謎の煮込み 🍲, toast\n- 08:00 " + "x" * 5000
                             + "\n- 09:00 ~~cake~~\n",
    "2026/11/2026-11-29.sync-conflict-20261129-101010-ABCDEF1.md": "# 2026-11-29\n- 07:00 breakfast: 謎の煮込み 🍲, "
                                                                   "toast\n- 10:00 snack: 謎のお菓子\n",
}
HEADER = re.compile(r"^(.+?\.md)(?::(\d+))?(?::(\d+))?: (error|warning): (.*)$")


def utf16(text):
    return len(text.encode("utf-16-le")) // 2


def check(root):
    """check's problems by file (relative to the root): (line, UTF-16 column, severity, message), sorted."""
    run = subprocess.run([DAYBOOK, "check", "--journal", str(root), "--now", NOW], env=ENV, capture_output=True,
                         text=True)
    found = {}
    for line in run.stdout.split("\n"):
        match = HEADER.match(line)
        if not match:
            continue
        path, number, column = match.group(1), int(match.group(2) or 0), int(match.group(3) or 0)
        relative = path[len(str(root)) + 1:]
        text = FILES[relative].split("\n")[max(0, number - 1)]
        found.setdefault(relative, []).append((max(0, number - 1), utf16(text[:max(0, column - 1)]),
                                               match.group(4), match.group(5)))
    return {path: sorted(problems) for path, problems in found.items()}


@pytest.mark.asyncio
async def test_every_file_gets_what_check_says(client, tmp_path):
    root = tmp_path / "journal"
    for relative, text in FILES.items():
        (root / relative).parent.mkdir(parents=True, exist_ok=True)
        (root / relative).write_text(text, encoding="utf-8")
    # check pins what the built-in table answered (as the server does when it opens a file): its second run, like
    # the server, counts those foods as pinned.
    check(root)
    expected = check(root)
    assert sum(len(problems) for problems in expected.values()) == 18
    markdown = [relative for relative in FILES if relative.endswith(".md")]
    for relative in markdown:
        open_document(client, root / relative)
    for relative in markdown:
        await diagnostics_for(client, root / relative, count=len(expected.get(relative, [])))
    # What every other day taught lands from the background read; the diagnostics are published again then.
    await asyncio.sleep(1.0)
    for relative in markdown:
        published = client.diagnostics[(root / relative).as_uri()]
        ours = sorted((d.range.start.line, d.range.start.character, "error" if d.severity == 1 else "warning",
                       d.message.split("\n")[0]) for d in published)
        assert ours == expected.get(relative, []), relative

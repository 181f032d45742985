"""Every capability of `daybook lsp` through a real client, on the journal in journal/."""

import re
import subprocess

import pytest
from lsprotocol import types

from conftest import DAYBOOK, ENV, NOW, TODAY, diagnostics_for, open_document, uri


def utf16(text):
    return len(text.encode("utf-16-le")) // 2


def check_output(journal):
    """`daybook check` on the journal: (line, column in UTF-16, severity, message) for today's file."""
    run = subprocess.run([DAYBOOK, "check", "--journal", str(journal), "--now", NOW], env=ENV, capture_output=True,
                         text=True)
    lines = (journal / TODAY).read_text(encoding="utf-8").split("\n")
    found = []
    output = run.stdout.split("\n")
    for index, line in enumerate(output):
        match = re.match(r"^(.*?):(\d+):(\d+): (error|warning): (.*)$", line)
        if not match or not match.group(1).endswith(TODAY):
            continue
        number, column = int(match.group(2)), int(match.group(3))
        text = lines[number - 1]
        # check's column counts characters; Python's str counts code points, the same for this journal.
        hint = output[index + 3]
        found.append((number - 1, utf16(text[:column - 1]), match.group(4), match.group(5) + "\n" + hint))
    return sorted(found)


@pytest.mark.asyncio
async def test_diagnostics_are_checks_for_the_file(client, journal):
    open_document(client, journal / TODAY)
    published = await diagnostics_for(client, journal / TODAY, count=4)
    ours = sorted((d.range.start.line, d.range.start.character,
                   "error" if d.severity == types.DiagnosticSeverity.Error else "warning", d.message)
                  for d in published)
    assert ours == check_output(journal)
    # The emoji before 謎の煮込み is two UTF-16 code units.
    assert ours[0][:2] == (2, 29)


@pytest.mark.asyncio
async def test_typing_changes_the_diagnostics_and_the_buffer_wins(client, journal):
    path = journal / TODAY
    open_document(client, path)
    await diagnostics_for(client, path, count=4)
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri(path), version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=8, character=2), end=types.Position(line=8, character=7)),
            text="23:30")]))
    published = await diagnostics_for(client, path, count=3)
    assert not any("is not a time" in d.message for d in published)
    assert "- 25:00 tea" in path.read_text(encoding="utf-8")


@pytest.mark.asyncio
async def test_inlay_hints(client, journal):
    path = journal / TODAY
    open_document(client, path)
    await diagnostics_for(client, path, count=4)
    hints = await client.text_document_inlay_hint_async(types.InlayHintParams(
        text_document=types.TextDocumentIdentifier(uri=uri(path)),
        range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=9, character=0))))
    labels = {hint.position.line: hint.label for hint in hints if "kcal" in hint.label or "long" in hint.label}
    assert labels[4] == "165 kcal · your foods"
    assert labels[5] == "long ? 1/1"
    assert any(hint.label.endswith("kcal over") and hint.position.line == 7 for hint in hints)


@pytest.mark.asyncio
async def test_code_lenses_for_a_client_without_inlay_hints(plain_client, journal):
    path = journal / TODAY
    open_document(plain_client, path)
    await diagnostics_for(plain_client, path, count=4)
    lenses = await plain_client.text_document_code_lens_async(types.CodeLensParams(
        text_document=types.TextDocumentIdentifier(uri=uri(path))))
    titles = {lens.range.start.line: lens.command.title for lens in lenses}
    assert titles[4] == "165 kcal · your foods"
    assert titles[5] == "long ? 1/1"


@pytest.mark.asyncio
async def test_hover_explains_an_item_and_a_dose(client, journal):
    path = journal / TODAY
    open_document(client, path)
    await diagnostics_for(client, path, count=4)
    item = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri(path)), position=types.Position(line=4, character=10)))
    assert item.contents.value == "**アルフォート3枚** — 165 kcal\n\n3 × 55 kcal from foods.yaml line 1 (`alfort`)."
    dose = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri(path)), position=types.Position(line=5, character=10)))
    assert "? unknown: a file of the day, or a line about this insulin, could not be read, 1 of 1" in dose.contents.value
    assert "Last doses: 2026-11-29 22:00 12u" in dose.contents.value


@pytest.mark.asyncio
async def test_completion_offers_time_doses_slots_and_foods(client, journal):
    path = journal / TODAY
    open_document(client, path)
    await diagnostics_for(client, path, count=4)

    async def complete(line, version):
        client.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri(path), version=version),
            content_changes=[types.TextDocumentContentChangePartial(
                range=types.Range(start=types.Position(line=9, character=0), end=types.Position(line=9, character=99)),
                text=line)]))
        result = await client.text_document_completion_async(types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=uri(path)),
            position=types.Position(line=9, character=utf16(line))))
        return [(item.label, item.detail) for item in result.items]

    assert (await complete("- ", 2))[0] == ("22:30", "now")
    assert ("tresiba", "dose long, 1 a day") in await complete("- 22:40 tre", 3)
    assert ("lunch:", "slot") in await complete("- 12:00 lun", 4)
    assert (await complete("- 15:00 snack: アル", 5))[0] == ("アルフォート", "55 kcal · foods.yaml (alfort)")


@pytest.mark.asyncio
async def test_code_actions(client, journal):
    path = journal / TODAY
    open_document(client, path)
    await diagnostics_for(client, path, count=4)

    async def titles(line):
        actions = await client.text_document_code_action_async(types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri(path)),
            range=types.Range(start=types.Position(line=line, character=0), end=types.Position(line=line, character=0)),
            context=types.CodeActionContext(diagnostics=[])))
        return [action.title for action in actions]

    assert await titles(2) == ["Teach daybook: add '謎の煮込み' to foods.yaml"]
    # levemir is long-acting: it is offered to the long dose only, never to rapid.
    assert await titles(6) == ["Add 'levemir' to the aliases of long"]
    assert await titles(7) == ["Restore this line (remove the strike-through, or tick its box)"]


@pytest.mark.asyncio
async def test_document_symbols(client, journal):
    path = journal / TODAY
    open_document(client, path)
    await diagnostics_for(client, path, count=4)
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(
        text_document=types.TextDocumentIdentifier(uri=uri(path))))
    assert [symbol.name for symbol in symbols] == ["2026-11-29"]
    assert [child.name for child in symbols[0].children][:3] == [
        "07:30 breakfast: 😀 toast, 謎の煮込み", "12:30 lunch: curry rice, mystery stew", "15:00 アルフォート3枚"]


@pytest.mark.asyncio
async def test_a_food_taught_in_foods_yaml_clears_the_warning(client, journal):
    """Neovim 0.10 watches no files for the server: the server notices foods.yaml changing by itself."""
    path = journal / TODAY
    open_document(client, path)
    await diagnostics_for(client, path, count=4)
    with open(journal / "foods.yaml", "a", encoding="utf-8") as foods:
        foods.write("mystery stew: 500\n")
    published = await diagnostics_for(client, path, count=3, timeout=10)
    assert not any("mystery stew" in d.message for d in published)

"""End-to-end tests of `daybook lsp` with a real LSP client (pytest-lsp, on pygls).

The server is the built binary (DAYBOOK_BIN, else .build/debug/daybook), started with a frozen clock and its own
HOME, so that this machine's cache, settings and consent are never touched. Each test gets a fresh copy of the
journal in journal/; the server finds it from the document's path, as an editor would have it find it.
"""

import asyncio
import os
import shutil
import tempfile

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DAYBOOK = os.environ.get("DAYBOOK_BIN", os.path.join(ROOT, ".build", "debug", "daybook"))
NOW = "2026-11-29T22:30"
HOME = tempfile.mkdtemp(prefix="daybook-lsp-home-")
SERVER = [DAYBOOK, "lsp", "--now", NOW]
ENV = {"HOME": HOME, "PATH": "/usr/bin:/bin", "TZ": "UTC"}
TODAY = "2026/11/2026-11-29.md"


@pytest.fixture
def journal(tmp_path):
    """A copy of journal/ in a temporary folder."""
    root = tmp_path / "journal"
    shutil.copytree(os.path.join(HERE, "journal"), root)
    return root


def uri(path):
    return path.as_uri()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER, server_env=ENV))
async def client(lsp_client: LanguageClient):
    """A client with Neovim 0.10's capabilities: inlay hints, no file watching of its own."""
    lsp_client.inlay_hint_refreshes = 0

    @lsp_client.feature(types.WORKSPACE_INLAY_HINT_REFRESH)
    def inlay_hint_refresh(params):
        lsp_client.inlay_hint_refreshes += 1

    await lsp_client.initialize_session(types.InitializeParams(capabilities=client_capabilities("neovim@v0.10.0")))
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER, server_env=ENV))
async def plain_client(lsp_client: LanguageClient):
    """A client that offers nothing optional: no inlay hints (so code lenses), no file creation in edits."""
    await lsp_client.initialize_session(types.InitializeParams(capabilities=types.ClientCapabilities()))
    yield
    await lsp_client.shutdown_session()


def open_document(client, path, version=1):
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(
        uri=uri(path), language_id="markdown", version=version, text=path.read_text(encoding="utf-8"))))


async def diagnostics_for(client, path, count=None, timeout=10.0):
    """The diagnostics last published for `path`, once there are `count` of them."""
    key = uri(path)
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        found = client.diagnostics.get(key)
        if found is not None and (count is None or len(found) == count):
            return found
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"no diagnostics as expected for {key}: {found}")
        await asyncio.sleep(0.01)

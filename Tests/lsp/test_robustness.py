"""Bad input on the wire, written by hand: the server answers with JSON-RPC errors and keeps serving."""

import json
import os
import select
import subprocess
import time

from conftest import DAYBOOK, ENV


def frame(body):
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    return b"Content-Length: %d\r\n\r\n" % len(data) + data


class Wire:
    def __init__(self):
        self.server = subprocess.Popen([DAYBOOK, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=ENV)
        self.pending = b""

    def send(self, data):
        self.server.stdin.write(data)
        self.server.stdin.flush()

    def receive(self, timeout=10.0):
        deadline = time.monotonic() + timeout
        while True:
            if b"\r\n\r\n" in self.pending:
                header, rest = self.pending.split(b"\r\n\r\n", 1)
                length = int(header.split(b":")[1])
                if len(rest) >= length:
                    self.pending = rest[length:]
                    return json.loads(rest[:length])
            ready, _, _ = select.select([self.server.stdout], [], [], max(0, deadline - time.monotonic()))
            assert ready, "the server said nothing"
            chunk = os.read(self.server.stdout.fileno(), 65536)
            assert chunk, "the server ended"
            self.pending += chunk


def test_bad_messages_get_errors_and_the_server_goes_on():
    wire = Wire()
    wire.send(frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}))
    assert "capabilities" in wire.receive()["result"]
    wire.send(frame(b"{not json"))
    assert wire.receive()["error"]["code"] == -32700
    wire.send(frame({"jsonrpc": "2.0", "id": 2, "method": "daybook/nothing"}))
    assert wire.receive() == {"jsonrpc": "2.0", "id": 2,
                              "error": {"code": -32601, "message": "daybook does not handle 'daybook/nothing'"}}
    wire.send(frame({"jsonrpc": "2.0", "id": 3, "method": "textDocument/hover",
                     "params": {"textDocument": {"uri": "file:///nowhere.md"}, "position": {"line": 0, "character": 0}}}))
    assert wire.receive()["error"]["code"] == -32602
    wire.send(b"Content-Length: 999999999999\r\n\r\n")
    assert wire.receive()["error"]["code"] in (-32700, -32600)
    wire.server.stdin.close()
    assert wire.server.wait(10) == 1


def test_shutdown_and_exit():
    wire = Wire()
    wire.send(frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}))
    wire.receive()
    wire.send(frame({"jsonrpc": "2.0", "id": 2, "method": "shutdown"}))
    assert wire.receive() == {"jsonrpc": "2.0", "id": 2, "result": None}
    wire.send(frame({"jsonrpc": "2.0", "method": "exit"}))
    assert wire.server.wait(10) == 0


def test_a_huge_document_is_reported_not_read(tmp_path):
    (tmp_path / "daybook.yaml").write_text("target: 2000\n")
    wire = Wire()
    wire.send(frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}))
    wire.receive()
    text = "- 12:00 tea\n" * (64 * 1024 * 1024 // 12 + 1)
    wire.send(frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": (tmp_path / "2026-11-29.md").as_uri(), "languageId": "markdown", "version": 1, "text": text}}}))
    published = wire.receive(timeout=180)
    assert published["method"] == "textDocument/publishDiagnostics"
    assert published["params"]["diagnostics"][0]["message"].startswith("cannot read: larger than 64 MiB")
    wire.send(frame({"jsonrpc": "2.0", "id": 2, "method": "shutdown"}))
    assert wire.receive()["id"] == 2

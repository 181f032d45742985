-- Neovim, headless, as a new user would have it: the built-in client started on a journal file; reads back
-- diagnostics, hover, completion and code lenses (Neovim 0.7 has no inlay hints, so daybook sends lenses).
-- Run by scripts/test-lsp: nvim --headless -u NONE -i NONE -n -c "luafile Tests/lsp/neovim.lua"
-- with DAYBOOK_BIN (the binary) and DAYBOOK_TEST_JOURNAL (a copy of Tests/lsp/journal) set.

local bin = os.getenv('DAYBOOK_BIN')
local journal = os.getenv('DAYBOOK_TEST_JOURNAL')
local passed, failed = 0, 0

local function check(name, ok, detail)
  if ok then
    passed = passed + 1
    io.stdout:write('ok   ' .. name .. '\n')
  else
    failed = failed + 1
    io.stdout:write('FAIL ' .. name .. ': ' .. vim.inspect(detail) .. '\n')
  end
end

local function finish()
  io.stdout:write(string.format('neovim: %d passed, %d failed\n', passed, failed))
  vim.cmd(failed == 0 and 'qall!' or 'cquit!')
end

vim.cmd('edit ' .. vim.fn.fnameescape(journal .. '/2026/11/2026-11-29.md'))
local buf = vim.api.nvim_get_current_buf()
local client_id = vim.lsp.start_client({
  name = 'daybook',
  cmd = { bin, 'lsp', '--now', '2026-11-29T22:30' },
  root_dir = journal,
})
vim.lsp.buf_attach_client(buf, client_id)

local function request(method, params)
  params.textDocument = { uri = vim.uri_from_bufnr(buf) }
  local responses = vim.lsp.buf_request_sync(buf, method, params, 10000) or {}
  local response = responses[client_id] or {}
  return response.result, response.err
end

-- Diagnostics: check's four problems; Neovim counts columns in bytes, so the UTF-16 column daybook sent for the
-- item after the emoji (29) must arrive as byte 31.
vim.wait(15000, function() return #vim.diagnostic.get(buf) == 4 end, 20)
local diagnostics = vim.diagnostic.get(buf)
table.sort(diagnostics, function(a, b) return a.lnum < b.lnum end)
check('four diagnostics', #diagnostics == 4, diagnostics)
check('unknown food after an emoji, at its byte column',
  diagnostics[1] and diagnostics[1].lnum == 2 and diagnostics[1].col == 31
    and diagnostics[1].message:find("unknown food '謎の煮込み'", 1, true) ~= nil, diagnostics[1])
check('the bad time is an error',
  diagnostics[4] and diagnostics[4].lnum == 8 and diagnostics[4].severity == vim.diagnostic.severity.ERROR,
  diagnostics[4])

local hover = request('textDocument/hover', { position = { line = 4, character = 10 } })
check('hover on a food from foods.yaml',
  hover and hover.contents.value == '**アルフォート3枚** — 165 kcal\n\n3 × 55 kcal from foods.yaml line 1 (`alfort`).',
  hover)

local lenses = request('textDocument/codeLens', {})
local titles = {}
for _, lens in ipairs(lenses or {}) do titles[lens.range.start.line] = lens.command.title end
check('code lenses with the dose status', titles[5] == 'long ? 1/1', titles)

-- Typing a new line: Neovim sends the change, then asks for completion at its end.
vim.api.nvim_buf_set_lines(buf, 9, 9, false, { '- 22:40 tre' })
local completion = request('textDocument/completion', { position = { line = 9, character = 11 } })
local labels = {}
for _, item in ipairs((completion or {}).items or {}) do table.insert(labels, item.label) end
check('completion of a dose alias after the time', labels[1] == 'tresiba', labels)

vim.lsp.stop_client(client_id)
vim.wait(5000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 20)
finish()

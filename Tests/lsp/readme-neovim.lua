-- The README's Neovim set-up, as a new user has it: scripts/test-lsp starts Neovim with the snippet copied out of
-- README.md as its init.lua and `daybook` on PATH, and this opens a journal file and waits, bounded, for the
-- server the snippet starts to attach and send check's problems. Two files of one journal share one server.
local journal = os.getenv('DAYBOOK_TEST_JOURNAL')

local function finish(ok, why)
  io.stdout:write(ok and 'readme-neovim: 1 passed, 0 failed\n' or ('readme-neovim: FAIL ' .. why .. '\n'))
  vim.cmd(ok and 'qall!' or 'cquit!')
end

local function daybook_clients(buf)
  local found = {}
  for _, client in pairs(vim.lsp.buf_get_clients(buf)) do
    if client.name == 'daybook' then table.insert(found, client.id) end
  end
  return found
end

vim.cmd('edit ' .. vim.fn.fnameescape(journal .. '/2026/11/2026-11-29.md'))
local buf = vim.api.nvim_get_current_buf()
if not vim.wait(15000, function() return #vim.diagnostic.get(buf) > 0 end, 20) then
  finish(false, 'no diagnostics from the server the README starts (clients: '
    .. vim.inspect(daybook_clients(buf)) .. ')')
  return
end
local first = daybook_clients(buf)
vim.cmd('edit ' .. vim.fn.fnameescape(journal .. '/daybook-notes.md'))
local other = vim.api.nvim_get_current_buf()
vim.wait(5000, function() return #daybook_clients(other) > 0 end, 20)
local second = daybook_clients(other)
if #first ~= 1 or #second ~= 1 or first[1] ~= second[1] then
  finish(false, 'one server per journal: ' .. vim.inspect({ first, second }))
  return
end
finish(true)

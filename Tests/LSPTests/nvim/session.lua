-- Neovim's own LSP client (0.7: start_client and buf_attach_client) against `viewc lsp`: open a
-- file with a typo, receive its diagnostic, apply its fix-it from the code action, type a
-- property and complete it, hover. Each result is a line of $OUT; NeovimClientTests reads them.
local out = {}
local function log(s) table.insert(out, s) end

local ok, err = pcall(function()
  local bin, file = os.getenv('VIEWC_BIN'), os.getenv('VIEW_FILE')
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local buf = vim.api.nvim_get_current_buf()
  local id = vim.lsp.start_client({ name = 'viewc', cmd = { bin, 'lsp' }, root_dir = vim.fn.fnamemodify(file, ':h') })
  vim.lsp.buf_attach_client(buf, id)
  local uri = vim.uri_from_bufnr(buf)

  vim.wait(30000, function() return #vim.diagnostic.get(buf) > 0 end, 20)
  local d = vim.diagnostic.get(buf)[1]
  log(string.format('diagnostic %d %d %d %s', d.lnum, d.col, d.end_col, d.message))

  local range = { start = { line = d.lnum, character = 0 }, ['end'] = { line = d.lnum, character = 200 } }
  local res = vim.lsp.buf_request_sync(buf, 'textDocument/codeAction', { textDocument = { uri = uri }, range = range, context = { diagnostics = {} } }, 10000)
  local action = res[id].result[1]
  log('action ' .. action.title)
  vim.lsp.util.apply_workspace_edit(action.edit, 'utf-16')
  log('fixed ' .. vim.api.nvim_buf_get_lines(buf, d.lnum, d.lnum + 1, false)[1])
  vim.wait(30000, function() return #vim.diagnostic.get(buf) == 0 end, 20)
  log('diagnostics ' .. #vim.diagnostic.get(buf))

  -- Typing a property's start on a new line in the view block (sent as an incremental change).
  vim.api.nvim_buf_set_lines(buf, 3, 3, false, { '        alp' })
  local c = vim.lsp.buf_request_sync(buf, 'textDocument/completion', { textDocument = { uri = uri }, position = { line = 3, character = 11 } }, 10000)
  for _, item in ipairs(c[id].result.items or c[id].result) do
    if item.label == 'alpha' then log('completion alpha ' .. item.detail) end
  end

  local line = vim.api.nvim_buf_get_lines(buf, 1, 2, false)[1]
  local col = string.find(line, 'textColor', 1, true) - 1
  local h = vim.lsp.buf_request_sync(buf, 'textDocument/hover', { textDocument = { uri = uri }, position = { line = 1, character = vim.str_utfindex(line, col) + 2 } }, 10000)
  local text = h[id].result.contents.value
  log('hover ' .. text:gsub('\n', ' | '))
  vim.lsp.stop_client(id)
end)
if not ok then log('error ' .. tostring(err)) end
vim.fn.writefile(out, os.getenv('OUT'))
vim.cmd('qa!')

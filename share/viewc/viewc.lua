--[[
viewc.lua — a pandoc filter: every ```view code block becomes its drawing.

  pandoc notes.md --lua-filter /usr/local/share/viewc/viewc.lua -o notes.html
  pandoc notes.md --lua-filter /usr/local/share/viewc/viewc.lua -o notes.pdf

A block's attributes say what the drawing is:

  ```{.view caption="The face at rest" alt="A yellow face with open eyes"}
  canvas(width: 80, height: 80) { … }
  ```

- HTML (html, html5, epub, revealjs and the other HTML slide formats): the SVG inline, in a
  <figure> with a <figcaption> when the block has a caption. The alt text (else the caption,
  else "Drawing N") is the SVG's <title>, which names it for screen readers (role="img").
- LaTeX, beamer, ConTeXt and PDF output: a PDF of the drawing, written to the figures folder
  and included as a figure with the caption (an image without one).
- Any other format (docx, odt, …): a PNG at twice the drawing's size, included the same way.

Imports and images in a block are read relative to the Markdown file's folder, as
`viewc embed` reads them. A block that does not compile is an error at the Markdown file's
line and column (`notes.md:14:9: error: …`, with the drawing's line and a caret); every
block is tried, every error printed, and pandoc stops with exit status 1 writing nothing.
pandoc's Markdown reader gives code blocks no position, so the filter finds each block's
fence in the input files itself: the files are read and their fenced blocks listed in order,
and each `view` block pandoc hands over is matched, in document order, to the next listed
fence whose text is the block's.

Settings, from the environment (and, for the folder alone, the document's metadata: a
document is input, so it never names a program to run, nor a folder outside its own):
- VIEWC: the viewc to run. Default: the viewc installed beside this filter
  (PREFIX/bin/viewc for PREFIX/share/viewc/viewc.lua), else viewc on PATH.
- VIEWC_FIGURES (metadata viewc-figures: a relative path without '..' that does not start
  with '-'): the folder for PDF and PNG figures (default viewc-figures); each is named by a
  hash of its block and settings.
]]

-- An environment variable set to nothing counts as not set.
local function setting(name)
  local v = os.getenv(name)
  if v == "" then return nil end
  return v
end

local viewc_bin = setting("VIEWC")
local figures_dir = setting("VIEWC_FIGURES")

-- The viewc installed with this filter: PREFIX/bin/viewc beside PREFIX/share/viewc/viewc.lua.
local function installed_viewc()
  local script = PANDOC_SCRIPT_FILE or ""
  local prefix = script:match("^(.*)/share/viewc/[^/]*$")
  if prefix then
    local candidate = prefix .. "/bin/viewc"
    local f = io.open(candidate, "r")
    if f then f:close(); return candidate end
  end
  return "viewc"
end

local function read_lines(path)
  local f = io.open(path, "r")
  if not f then return nil end
  local text = f:read("a")
  f:close()
  local lines = {}
  for line in (text .. "\n"):gmatch("(.-)\r?\n") do lines[#lines + 1] = line end
  if lines[#lines] == "" then lines[#lines] = nil end
  return lines
end

-- pandoc's Markdown reader turns tabs into spaces (a stop every 4 columns), so a block's
-- text is compared with its file's lines so expanded.
local function expand_tabs(line)
  if not line:find("\t", 1, true) then return line end
  local out, col = {}, 0
  for ch in line:gmatch(".") do
    if ch == "\t" then
      local n = 4 - col % 4
      out[#out + 1] = string.rep(" ", n)
      col = col + n
    else
      out[#out + 1] = ch
      col = col + 1
    end
  end
  return table.concat(out)
end

-- A fence's info string names a view block: `view …` or `{.view …}`.
local function is_view_info(info)
  return info:match("^view%f[^%w_-]") ~= nil or (info:match("^{") ~= nil and info:match("%.view%f[^%w_-]") ~= nil)
end

-- Every fenced block of one file, in order: the fence's line, the width of what stands before
-- it on the line (indentation, block quote markers), whether it is a view block, and its text
-- with that prefix taken off each line. Inside a fence only its closing fence counts, so a
-- ```view shown inside a ````markdown block is text, as pandoc reads it.
local function fenced_blocks(path)
  local lines = read_lines(path)
  if not lines then return {} end
  local blocks, open = {}, nil
  for n, raw in ipairs(lines) do
    local line = expand_tabs(raw)
    local prefix, fence, info = line:match("^([%s>]*)(```+)%s*([^`]*)$")
    if not fence then prefix, fence, info = line:match("^([%s>]*)(~~~+)%s*(.*)$") end
    if open then
      if fence and fence:sub(1, 1) == open.char and #fence >= open.length and info:match("^%s*$") then
        open.text = table.concat(open.lines, "\n")
        blocks[#blocks + 1] = open
        open = nil
      else
        -- The prefix the fence had is what a content line loses (at most that many columns).
        local cut = 0
        while cut < open.indent and line:sub(cut + 1, cut + 1):match("[ >]") do cut = cut + 1 end
        open.lines[#open.lines + 1] = line:sub(cut + 1)
      end
    elseif fence then
      open = { file = path, line = n, indent = #prefix, char = fence:sub(1, 1), length = #fence,
               view = is_view_info(info), lines = {} }
    end
  end
  return blocks
end

local listed = nil      -- the view fences of the input files, in order
local next_listed = 1   -- the first not yet matched

local function input_files()
  local files = {}
  for _, f in ipairs((PANDOC_STATE and PANDOC_STATE.input_files) or {}) do
    if f ~= "-" then files[#files + 1] = f end
  end
  return files
end

-- Where a block's first line is in the input: its file, the line of its fence and the
-- columns before its text; nil when no listed fence holds exactly this text.
local function locate(text)
  if not listed then
    listed = {}
    for _, f in ipairs(input_files()) do
      for _, b in ipairs(fenced_blocks(f)) do
        if b.view then listed[#listed + 1] = b end
      end
    end
  end
  for i = next_listed, #listed do
    if listed[i].text == text then
      next_listed = i + 1
      return listed[i]
    end
  end
  return nil
end

local function dirname(path)
  return path:match("^(.*)/[^/]*$") or "."
end

local function read_all(path)
  local f = io.open(path, "r")
  if not f then return "" end
  local s = f:read("a")
  f:close()
  return s
end

local function html_escape(s)
  return (s:gsub("&", "&amp;"):gsub("<", "&lt;"):gsub(">", "&gt;"):gsub('"', "&quot;"))
end

local failures = 0
local count = 0
local ids_used = {}

-- viewc's messages about the block (named <stdin>, as it read it) moved to the Markdown
-- file: each `<stdin>:L:C:` becomes `FILE:(fence line + L):(C + the fence's indent):`.
-- Messages about other files (an import) stay as they are.
local function relocate(messages, where, n)
  local name, line0, col0
  if where then
    name, line0, col0 = where.file, where.line, where.indent
  else
    name, line0, col0 = "view block " .. n .. " of the input", 0, 0
  end
  return (messages:gsub("<stdin>:(%d+):(%d+):", function(l, c)
    return string.format("%s:%d:%d:", name, line0 + tonumber(l), col0 + tonumber(c))
  end))
end

-- Runs viewc on the block's text, in `dir` (imports and images are relative to it), with its
-- messages written to a file of their own. Returns standard output, or nil on failure, and
-- the messages.
local function run_viewc(text, dir, args)
  local err_file = os.tmpname()
  local argv = { "-c", 'cd "$1" || exit 70; err="$2"; shift 2; exec "$@" 2>"$err"', "viewc.lua", dir, err_file, viewc_bin, "-" }
  for _, a in ipairs(args) do argv[#argv + 1] = a end
  local ok, out = pcall(pandoc.pipe, "sh", argv, text)
  local messages = read_all(err_file)
  os.remove(err_file)
  if ok then return out, messages end
  return nil, messages
end

local function absolute(path)
  if path:sub(1, 1) == "/" then return path end
  return pandoc.system.get_working_directory() .. "/" .. path
end

local function is_html(format)
  return format:match("^html") or format:match("^epub") or format == "revealjs" or format == "s5"
    or format == "slidy" or format == "slideous" or format == "dzslides" or format == "chunkedhtml"
end

local function is_pdf(format)
  return format == "latex" or format == "beamer" or format == "context"
end

-- The caption's Markdown as inlines (emphasis, code and the like in a caption work).
local function caption_inlines(caption)
  local blocks = pandoc.read(caption, "markdown").blocks
  if #blocks == 0 then return {} end
  return blocks[1].content or { pandoc.Str(caption) }
end

local function CodeBlock(block)
  if not block.classes:includes("view") then return nil end
  count = count + 1
  local n = count
  local where = locate(block.text)
  local files = input_files()
  local dir = where and dirname(where.file) or (files[1] and dirname(files[1])) or "."
  local caption = block.attributes["caption"]
  local alt = block.attributes["alt"] or caption or ("Drawing " .. n)

  if is_html(FORMAT) then
    -- The ids of an SVG carry a hash of its drawing; the same drawing twice on one page
    -- gets a number added, so no two SVGs share an id.
    local args = { "--format", "svg", "-o", "-", "--title", alt }
    local key = pandoc.utils.sha1(block.text .. "\0" .. alt)
    ids_used[key] = (ids_used[key] or 0) + 1
    if ids_used[key] > 1 then
      args[#args + 1] = "--id-prefix"
      args[#args + 1] = "v" .. key:sub(1, 8) .. "-" .. ids_used[key] .. "-"
    end
    local svg, messages = run_viewc(block.text, dir, args)
    if messages ~= "" then io.stderr:write(relocate(messages, where, n)) end
    if not svg then failures = failures + 1; return nil end
    svg = svg:gsub("^<%?xml[^\n]*\n", "")
    local id = block.identifier ~= "" and (' id="' .. html_escape(block.identifier) .. '"') or ""
    if caption then
      local html = pandoc.write(pandoc.Pandoc({ pandoc.Plain(caption_inlines(caption)) }), "html")
      return pandoc.RawBlock("html", '<figure class="view"' .. id .. ">\n" .. svg .. "<figcaption>" .. html .. "</figcaption>\n</figure>")
    end
    return pandoc.RawBlock("html", '<div class="view"' .. id .. ">\n" .. svg .. "</div>")
  end

  local ext = is_pdf(FORMAT) and "pdf" or "png"
  local folder = figures_dir or "viewc-figures"
  pandoc.pipe("mkdir", { "-p", "--", folder }, "")
  local name = folder .. "/" .. pandoc.utils.sha1(block.text .. "\0" .. alt .. "\0" .. dir) .. "." .. ext
  local args = { "-o", absolute(name), "--title", alt }
  if ext == "png" then args[#args + 1] = "--scale"; args[#args + 1] = "2" end
  local written, messages = run_viewc(block.text, dir, args)
  if messages ~= "" then io.stderr:write(relocate(messages, where, n)) end
  if not written then failures = failures + 1; return nil end
  local attr = pandoc.Attr(block.identifier, {}, {})
  for _, k in ipairs({ "width", "height" }) do
    if block.attributes[k] then attr.attributes[k] = block.attributes[k] end
  end
  if caption then
    local inlines = caption_inlines(caption)
    if pandoc.Figure then   -- pandoc 3: the figure has the id, the image its size
      local sized = pandoc.Attr("", {}, attr.attributes)
      return pandoc.Figure(pandoc.Plain({ pandoc.Image({ pandoc.Str(alt) }, name, "", sized) }), { pandoc.Plain(inlines) },
                           pandoc.Attr(block.identifier))
    end
    -- pandoc 2: a paragraph holding one image whose title starts with "fig:" is a figure.
    return pandoc.Para({ pandoc.Image(inlines, name, "fig:", attr) })
  end
  return pandoc.Para({ pandoc.Image({ pandoc.Str(alt) }, name, "", attr) })
end

-- After every block was tried: a failure stops pandoc before it writes anything.
local function Pandoc(doc)
  if failures > 0 then
    io.stderr:write(string.format("viewc.lua: %d view block%s did not compile\n", failures, failures == 1 and "" or "s"))
    os.exit(1)
  end
  return doc
end

-- A folder a document may name: relative, no '..' part, not an option.
local function safe_folder(path)
  if path == "" or path:sub(1, 1) == "/" or path:sub(1, 1) == "-" then return false end
  for part in path:gmatch("[^/]+") do
    if part == ".." then return false end
  end
  return true
end

local function Meta(meta)
  if not figures_dir and meta["viewc-figures"] then
    local named = pandoc.utils.stringify(meta["viewc-figures"])
    if not safe_folder(named) then
      io.stderr:write("viewc.lua: error: viewc-figures '" .. named .. "' must be a folder under the current one (relative, no '..', not starting with '-')\n")
      os.exit(1)
    end
    figures_dir = named
  end
  if meta["viewc-bin"] then
    io.stderr:write("viewc.lua: warning: viewc-bin in a document's metadata is ignored: a document does not choose the program to run (set VIEWC)\n")
  end
  viewc_bin = viewc_bin or installed_viewc()
  return nil
end

return { { Meta = Meta }, { CodeBlock = CodeBlock }, { Pandoc = Pandoc } }

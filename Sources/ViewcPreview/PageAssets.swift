// The preview page: our own HTML, CSS and JavaScript, no framework, nothing from a CDN. It
// holds no drawing logic: the server sends the SVG, the tree with each view's outline in canvas
// coordinates, the inspector's controls and hit-test results; the page places them, pans and
// zooms its own view of the canvas, and sends back control changes and pointer events.
// Kept in the binary (not resource files) so an installed `viewc` is one file.

enum PageAssets {
    /// The page, titled with the previewed file's name.
    static func page(title: String) -> String {
        let escaped = title.replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;")
            .replacingAll(">", with: "&gt;").replacingAll("\"", with: "&quot;")
        return html.replacingAll("{{title}}", with: escaped + " — viewc preview")
    }

    static let html = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{title}}</title>
<link rel="stylesheet" href="/preview.css">
</head>
<body>
<header>
  <strong id="title">viewc preview</strong>
  <span id="status" class="connecting" title="connection">connecting…</span>
  <label>Zoom <select id="zoom">
    <option value="fit">Fit</option><option value="0.5">50%</option><option value="1">100%</option>
    <option value="2">200%</option><option value="4">400%</option>
  </select></label>
  <label id="pagebox" hidden>Page <select id="page"></select></label>
  <span class="spacer"></span>
  <label>PNG scale <select id="pngscale"><option>1</option><option>2</option><option>3</option></select></label>
  <a id="dl-png" download>PNG</a> <a id="dl-pdf" download>PDF</a> <a id="dl-svg" download>SVG</a>
</header>
<main>
  <aside id="treepanel"><h2>Views</h2><ol id="tree"></ol></aside>
  <section id="canvas" tabindex="0" aria-label="drawing">
    <div id="stage"><div id="drawing"></div><svg id="overlay" xmlns="http://www.w3.org/2000/svg"></svg></div>
    <div id="errors" hidden></div>
    <div id="hint">drag pans · wheel or pinch zooms · double-click resets · click hit-tests · the drawing's own gesture recognizers take their touches first</div>
  </section>
  <aside id="inspector">
    <h2>Inspector</h2>
    <div id="instance" hidden><h3 id="instance-title"></h3><div id="instance-params"></div></div>
    <div id="params"></div>
    <div class="flags">
      <button id="copy" type="button">Copy -D flags</button>
      <button id="resetall" type="button">Defaults</button>
      <input id="flags" readonly placeholder="(no -D flags)" aria-label="-D flags">
    </div>
    <h2>Hit test</h2>
    <ol id="chain"></ol>
  </aside>
</main>
<script src="/preview.js"></script>
</body>
</html>
"""#

    static let style = #"""
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; font: 13px/1.4 system-ui, sans-serif; color: #222; background: #f4f4f6; }
header { display: flex; gap: 12px; align-items: center; padding: 6px 12px; background: #fff; border-bottom: 1px solid #ddd; height: 40px; }
header .spacer { flex: 1; }
header a { color: #0a58ca; text-decoration: none; border: 1px solid #ccd; border-radius: 4px; padding: 1px 8px; }
#status { font-size: 12px; padding: 1px 8px; border-radius: 9px; background: #eee; }
#status.live { background: #d8f5dd; color: #1a6b2a; }
#status.error { background: #fde2e1; color: #a1221b; }
#status.connecting { background: #fff3cd; color: #7a5a00; }
main { display: grid; grid-template-columns: 260px 1fr 300px; height: calc(100% - 40px); }
aside { overflow: auto; padding: 8px 10px; background: #fff; }
#treepanel { border-right: 1px solid #ddd; }
#inspector { border-left: 1px solid #ddd; }
#instance { border-bottom: 1px solid #ddd; margin-bottom: 8px; }
#instance h3 { font-size: 12px; font-weight: 600; margin: 4px 0; }
h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .05em; color: #666; margin: 8px 0 6px; }
#tree, #chain { list-style: none; margin: 0; padding: 0; font: 12px/1.5 ui-monospace, monospace; }
#tree li { white-space: nowrap; cursor: pointer; padding: 0 4px; border-radius: 3px; overflow: hidden; text-overflow: ellipsis; }
#tree li:hover { background: #eef2ff; }
#tree li.selected { background: #2f6fed; color: #fff; }
#tree li .at { color: #999; }
#tree li.selected .at { color: #dde; }
#chain li { margin-bottom: 4px; word-break: break-all; }
#chain li:first-child { font-weight: bold; }
#canvas { position: relative; overflow: hidden; touch-action: none; cursor: grab; outline: none;
  background: repeating-conic-gradient(#e9e9ee 0% 25%, #f7f7f9 0% 50%) 50% / 20px 20px; }
#canvas.panning { cursor: grabbing; }
#stage { position: absolute; left: 0; top: 0; transform-origin: 0 0; }
#drawing, #drawing svg { display: block; }
#drawing.stale { opacity: .55; }
#overlay { position: absolute; left: 0; top: 0; pointer-events: none; overflow: visible; }
#overlay .outline { fill: rgba(47,111,237,.12); stroke: #2f6fed; stroke-width: 2; vector-effect: non-scaling-stroke; }
#overlay .frame { fill: none; stroke: #f08c00; stroke-width: 1; stroke-dasharray: 4 3; vector-effect: non-scaling-stroke; }
#errors { position: absolute; left: 12px; right: 12px; bottom: 12px; max-height: 60%; overflow: auto; background: rgba(255,255,255,.96);
  border: 1px solid #e5a5a0; border-left: 4px solid #d93025; border-radius: 4px; padding: 8px 12px; box-shadow: 0 2px 10px rgba(0,0,0,.15); }
#errors.warnings { border-color: #f0d58c; border-left-color: #e0a800; }
#errors.warnings { left: auto; padding: 4px 10px; }
#errors.collapsed pre { display: none; }
#errors .toggle { border: none; background: none; color: #7a5a00; cursor: pointer; padding: 0; font: inherit; }
#errors pre { margin: 0 0 8px; font: 12px/1.45 ui-monospace, monospace; white-space: pre; }
#errors a { color: inherit; }
#hint { position: absolute; right: 10px; top: 8px; font-size: 11px; color: #888; pointer-events: none; }
.param { display: grid; grid-template-columns: 1fr auto; gap: 2px 6px; margin-bottom: 8px; align-items: center; }
.param label { font: 12px ui-monospace, monospace; overflow: hidden; text-overflow: ellipsis; }
.param label .type { color: #999; }
.param.set label { font-weight: bold; }
.param .ctl { grid-column: 1 / 3; display: flex; gap: 6px; align-items: center; }
.param input[type=range] { flex: 1; min-width: 0; }
.param input[type=number] { width: 80px; }
.param input[type=text], .param select { flex: 1; min-width: 0; }
.param button.reset { border: none; background: none; color: #888; cursor: pointer; padding: 0 2px; }
.flags { display: flex; flex-wrap: wrap; gap: 6px; margin: 10px 0; }
.flags input { flex-basis: 100%; font: 12px ui-monospace, monospace; }
"""#

    static let script = #"""
"use strict";
// viewc preview page. The server compiles; this file shows what it sends and sends back what
// the user does. Coordinates: "canvas" points are the drawing's own (the SVG's viewBox); the
// stage is that drawing scaled by `view.zoom` and moved by `view.x, view.y` CSS pixels.
(function () {
  const $ = (id) => document.getElementById(id);
  const state = { version: -1, width: 0, height: 0, tree: [], params: [], defines: [], flags: "",
                  selected: null, hit: null, connected: false, page: 1, pageCount: 1, actions: 0, renders: 0 };
  const view = { zoom: 1, x: 0, y: 0, fit: true };
  window.viewcPreview = { state, view };   // read by the browser tests
  let socket = null;

  // ---- connection ---------------------------------------------------------------------
  function connect() {
    socket = new WebSocket("ws://" + location.host + "/ws");
    socket.onopen = () => { state.connected = true; status("live", "live"); };
    socket.onclose = () => {
      state.connected = false; status("connecting", "reconnecting…");
      setTimeout(connect, 500);
    };
    socket.onmessage = (e) => {
      const m = JSON.parse(e.data);
      if (m.type === "render") onRender(m.version, m.render);
      else if (m.type === "hit") onHit(m.hit);
      else if (m.type === "claim") onClaim(m.kinds);
      else if (m.type === "wheel") onWheelReply(m.seq, m.claimed);
      else if (m.type === "error") console.warn("viewc preview:", m.message);
    };
  }
  function send(m) { if (socket && socket.readyState === 1) socket.send(JSON.stringify(m)); }
  function status(cls, text) { const s = $("status"); s.className = cls; s.textContent = text; }

  // ---- a compile arrived ----------------------------------------------------------------
  function onRender(version, r) {
    state.version = version;
    document.body.dataset.version = String(version);
    state.defines = r.defines; state.flags = r.flags;
    state.renders += 1;
    if (r.ok) { state.page = r.page; state.pageCount = r.pageCount; state.actions += r.actions; }
    showPages();
    $("flags").value = r.flags;
    updateDownloads();
    showDiagnostics(r.ok, r.diagnostics);
    if (r.ok) {
      const first = state.width === 0;
      $("drawing").innerHTML = r.svg;
      $("drawing").classList.remove("stale");
      state.width = r.width; state.height = r.height;
      const o = $("overlay");
      o.setAttribute("viewBox", "0 0 " + r.width + " " + r.height);
      o.setAttribute("width", r.width); o.setAttribute("height", r.height);
      state.tree = r.tree;
      renderTree();
      renderParams(r.params);
      if (state.selected && !state.tree.some((n) => n.id === state.selected)) state.selected = null;
      select(state.selected, false);
      if (first || view.fit) fit();
      status("live", "live");
    } else {
      $("drawing").classList.add("stale");
      status("error", "error");
    }
    document.body.dataset.ok = String(r.ok);
  }

  function showDiagnostics(ok, diags) {
    const box = $("errors");
    box.textContent = "";
    if (diags.length === 0) { box.hidden = true; return; }
    box.hidden = false;
    box.className = ok ? "warnings collapsed" : "";
    if (ok) {
      // Warnings (what SVG or PDF cannot carry, say) fold into one line over a good drawing.
      const head = document.createElement("button");
      head.type = "button"; head.className = "toggle";
      head.textContent = diags.length + (diags.length === 1 ? " warning" : " warnings");
      head.onclick = () => box.classList.toggle("collapsed");
      box.appendChild(head);
    }
    for (const d of diags) {
      const pre = document.createElement("pre");
      pre.className = d.severity;
      pre.textContent = d.rendered;
      box.appendChild(pre);
    }
  }

  // ---- the tree and selection ------------------------------------------------------------
  function renderTree() {
    const ol = $("tree");
    ol.textContent = "";
    for (const n of state.tree) {
      const li = document.createElement("li");
      li.dataset.id = n.id;
      li.style.paddingLeft = (4 + 14 * n.depth) + "px";
      li.title = n.description + " @" + n.at;
      li.textContent = n.kind + (n.identifier ? " \u201c" + n.identifier + "\u201d " : " ");
      const at = document.createElement("span");
      at.className = "at"; at.textContent = "@" + n.at;
      li.appendChild(at);
      li.onclick = () => { select(n.id, false); showChain([n.id], [n.description + " @" + n.at]); };
      ol.appendChild(li);
    }
  }

  function select(id, scroll) {
    state.selected = id;
    for (const li of $("tree").children) {
      const on = li.dataset.id === id;
      li.classList.toggle("selected", on);
      if (on && scroll) li.scrollIntoView({ block: "nearest" });
    }
    const o = $("overlay");
    o.textContent = "";
    const n = state.tree.find((t) => t.id === id);
    renderInstance(n);
    if (!n) return;
    o.appendChild(polygon(n.frameInCanvas, "frame"));
    o.appendChild(polygon(n.outline, "outline"));
  }

  function polygon(pts, cls) {
    const p = document.createElementNS("http://www.w3.org/2000/svg", "polygon");
    const xy = [];
    for (let i = 0; i < pts.length; i += 2) xy.push(pts[i] + "," + pts[i + 1]);
    p.setAttribute("points", xy.join(" "));
    p.setAttribute("class", cls);
    p.id = cls === "outline" ? "outline" : "frame";
    return p;
  }

  function onHit(h) {
    state.hit = h;
    if (h.chain.length === 0) { select(null, false); showChain([], ["no view at " + h.x + "," + h.y]); return; }
    select(h.chain[0], true);
    showChain(h.chain, h.lines);
  }

  function showChain(ids, lines) {
    const ol = $("chain");
    ol.textContent = "";
    lines.forEach((text, i) => {
      const li = document.createElement("li");
      li.textContent = text;
      if (ids[i]) { li.dataset.id = ids[i]; li.style.cursor = "pointer"; li.onclick = () => select(ids[i], true); }
      ol.appendChild(li);
    });
  }

  // ---- the inspector -------------------------------------------------------------------
  let paramKey = "";
  function renderParams(params) {
    state.params = params;
    const key = params.map((p) => p.name + ":" + p.control).join("|");
    const box = $("params");
    if (key !== paramKey) {
      paramKey = key;
      box.textContent = "";
      if (params.length === 0) box.textContent = "No values to set: add @inspectable or a top-level let.";
      for (const p of params) box.appendChild(control(p));
    }
    for (const p of params) updateControl(p);
  }

  // The selected view, when it is a placed instance with parameters: its own values, which
  // the controls set for the instance written there alone (-D Name@line:col.param).
  let instanceKey = "";
  function renderInstance(n) {
    const box = $("instance"), list = $("instance-params");
    if (!n || !n.params || n.params.length === 0) { box.hidden = true; instanceKey = ""; list.textContent = ""; return; }
    box.hidden = false;
    box.dataset.instance = n.instance;
    $("instance-title").textContent = n.kind + " written at " + n.instance.slice(n.instance.indexOf("@") + 1) + " \u00b7 view " + n.id;
    const key = n.id + "|" + n.params.map((p) => p.name + ":" + p.control).join("|");
    if (key !== instanceKey) {
      instanceKey = key;
      list.textContent = "";
      for (const p of n.params) list.appendChild(control(p));
    }
    for (const p of n.params) updateControl(p, list);
  }

  // Sends at most one change per control every 60 ms, and always the last one.
  const pending = {};
  function setValue(name, value) {
    const slot = pending[name] || (pending[name] = { timer: null, last: 0, value: null });
    slot.value = value;
    const now = performance.now();
    const go = () => { slot.timer = null; slot.last = performance.now(); send({ type: "set", name, value: slot.value }); };
    if (slot.timer) return;
    if (now - slot.last >= 60) go(); else slot.timer = setTimeout(go, 60 - (now - slot.last));
  }

  function control(p) {
    const row = document.createElement("div");
    row.className = "param";
    row.dataset.name = p.name;
    const label = document.createElement("label");
    label.innerHTML = "";
    label.append(p.name + " ");
    const type = document.createElement("span"); type.className = "type"; type.textContent = p.type;
    label.appendChild(type);
    label.title = p.name + ": " + p.type + " = " + p.defaultText + (p.isInspectable ? "  (@inspectable)" : "  (let)");
    const reset = document.createElement("button");
    reset.className = "reset"; reset.type = "button"; reset.title = "back to " + p.defaultText; reset.textContent = "↺";
    reset.onclick = () => send({ type: "reset", name: p.name });
    const ctl = document.createElement("div");
    ctl.className = "ctl";
    const input = (t) => { const i = document.createElement("input"); i.type = t; i.name = p.name; return i; };
    if (p.control === "number") {
      const range = input("range"), num = input("number");
      range.min = p.min; range.max = p.max; range.step = p.step; num.step = "any";
      range.oninput = () => { num.value = range.value; setValue(p.name, Number(range.value)); };
      num.oninput = () => {
        const v = Number(num.value);
        if (num.value === "" || !isFinite(v)) return;
        widen(range, v);
        range.value = v;
        setValue(p.name, v);
      };
      ctl.append(range, num);
    } else if (p.control === "bool") {
      const box = input("checkbox");
      box.onchange = () => send({ type: "set", name: p.name, value: box.checked });
      ctl.append(box);
    } else if (p.control === "color") {
      const pick = input("color"), text = input("text");
      pick.oninput = () => { const v = pick.value + alphaOf(text.value); text.value = v; setValue(p.name, v); };
      text.onchange = () => send({ type: "set", name: p.name, value: text.value.trim() });
      ctl.append(pick, text);
    } else if (p.control === "menu") {
      const sel = document.createElement("select");
      sel.name = p.name;
      for (const c of p.choices) { const o = document.createElement("option"); o.value = c; o.textContent = "." + c; sel.appendChild(o); }
      sel.onchange = () => send({ type: "set", name: p.name, value: sel.value });
      ctl.append(sel);
    } else {
      const text = input("text");
      if (p.control === "string") text.oninput = () => setValue(p.name, text.value);
      else text.onchange = () => send({ type: "set", name: p.name, value: text.value });
      text.placeholder = p.control === "string" ? "text" : ".view expression";
      ctl.append(text);
    }
    row.append(label, reset, ctl);
    return row;
  }

  function widen(range, v) {
    if (v < Number(range.min)) range.min = v;
    if (v > Number(range.max)) range.max = v;
  }
  function alphaOf(hex) { return /^#[0-9a-f]{8}$/i.test(hex) ? hex.slice(7) : ""; }

  // Shows the value in force without disturbing a control the user is typing in.
  function updateControl(p, box) {
    const row = [...(box || $("params")).children].find((r) => r.dataset.name === p.name);
    if (!row) return;
    row.classList.toggle("set", p.isSet);
    for (const el of row.querySelectorAll("input, select")) {
      if (el === document.activeElement && el.type !== "range" && el.type !== "checkbox") continue;
      if (el.type === "checkbox") el.checked = p.value === true;
      else if (el.type === "range") { if (typeof p.value === "number") { widen(el, p.value); el.value = p.value; } }
      else if (el.type === "number") { if (typeof p.value === "number") el.value = p.value; }
      else if (el.type === "color") el.value = String(p.value).slice(0, 7);
      else el.value = p.value;
    }
  }

  // ---- pages -------------------------------------------------------------------------------
  function showPages() {
    const sel = $("page");
    $("pagebox").hidden = state.pageCount <= 1;
    if (sel.options.length !== state.pageCount) {
      sel.textContent = "";
      for (let i = 1; i <= state.pageCount; i++) {
        const o = document.createElement("option"); o.value = String(i); o.textContent = i + " of " + state.pageCount; sel.appendChild(o);
      }
    }
    sel.value = String(state.page);
  }
  $("page").onchange = () => send({ type: "page", page: Number($("page").value) });

  // ---- downloads and -D flags ----------------------------------------------------------------
  function updateDownloads() {
    const q = state.defines.map((d) => "D=" + encodeURIComponent(d)).join("&");
    const scale = $("pngscale").value, page = "page=" + state.page;
    $("dl-png").href = "/export.png?scale=" + scale + "&" + page + (q ? "&" + q : "");
    $("dl-pdf").href = "/export.pdf" + (q ? "?" + q : "");
    $("dl-svg").href = "/export.svg?" + page + (q ? "&" + q : "");
  }
  $("pngscale").onchange = updateDownloads;
  $("resetall").onclick = () => send({ type: "reset" });
  $("copy").onclick = async () => {
    const text = state.flags;
    try { await navigator.clipboard.writeText(text); }
    catch (e) { const f = $("flags"); f.focus(); f.select(); document.execCommand("copy"); }
    $("copy").textContent = "Copied"; setTimeout(() => { $("copy").textContent = "Copy -D flags"; }, 1200);
  };

  // ---- the canvas: pan, zoom, taps ----------------------------------------------------------
  const canvas = $("canvas");
  function applyView() {
    $("stage").style.transform = "translate(" + view.x + "px," + view.y + "px) scale(" + view.zoom + ")";
    canvas.dataset.zoom = String(view.zoom);
  }
  function fit() {
    if (!state.width || !state.height) return;
    const r = canvas.getBoundingClientRect();
    const z = Math.min((r.width - 40) / state.width, (r.height - 40) / state.height);
    view.zoom = z > 0 ? z : 1;
    view.x = (r.width - state.width * view.zoom) / 2;
    view.y = (r.height - state.height * view.zoom) / 2;
    view.fit = true;
    $("zoom").value = "fit";
    applyView();
  }
  function zoomAbout(factor, cx, cy) {
    const z = Math.min(64, Math.max(0.05, view.zoom * factor));
    const f = z / view.zoom;
    view.x = cx - (cx - view.x) * f;
    view.y = cy - (cy - view.y) * f;
    view.zoom = z; view.fit = false;
    $("zoom").value = "";
    applyView();
  }
  $("zoom").onchange = () => {
    const v = $("zoom").value;
    if (v === "fit") { fit(); return; }
    const r = canvas.getBoundingClientRect();
    zoomAbout(Number(v) / view.zoom, r.width / 2, r.height / 2);
    $("zoom").value = v;
  };
  window.addEventListener("resize", () => { if (view.fit) fit(); });

  // A point in the canvas element (CSS px) -> canvas points of the drawing.
  function local(e) { const r = canvas.getBoundingClientRect(); return { x: e.clientX - r.left, y: e.clientY - r.top }; }
  function toDrawing(p) { return { x: (p.x - view.x) / view.zoom, y: (p.y - view.y) / view.zoom }; }

  const pointers = new Map();   // pointerId -> last local point
  let pinch = null, lastTap = null;
  // The drawing's recognizers: at a touch's start the server says what they take ("drag",
  // "pinch"); until it has, the page's own pan and zoom wait (and catch up if nothing took them).
  function hasGestures(kinds) { return state.tree.some((n) => (n.gestures || []).some((g) => kinds.includes(g))); }
  let claim = [], held = { dx: 0, dy: 0, zoom: 1, cx: 0, cy: 0 };
  function onClaim(kinds) {
    claim = kinds;
    if (!kinds.includes("drag") && (held.dx || held.dy)) { view.x += held.dx; view.y += held.dy; view.fit = false; applyView(); }
    if (!kinds.includes("pinch") && held.zoom !== 1) zoomAbout(held.zoom, held.cx, held.cy);
    held = { dx: 0, dy: 0, zoom: 1, cx: 0, cy: 0 };
  }
  let wheelSeq = 0;
  const wheels = new Map();
  function onWheelReply(seq, claimed) {
    const w = wheels.get(seq);
    wheels.delete(seq);
    if (w && !claimed) zoomAbout(w.factor, w.x, w.y);
  }
  function pointerMessage(phase, e) {
    const p = local(e), d = toDrawing(p);
    send({ type: "pointer", phase, id: e.pointerId, x: d.x, y: d.y, sx: e.clientX, sy: e.clientY, t: e.timeStamp });
  }
  canvas.addEventListener("pointerdown", (e) => {
    if (e.button !== 0) return;
    canvas.setPointerCapture(e.pointerId);
    pointers.set(e.pointerId, local(e));
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      pinch = { dist: Math.hypot(a.x - b.x, a.y - b.y) };
    }
    if (pointers.size === 1) { claim = hasGestures(["pan", "swipe", "pinch", "rotation"]) ? null : []; held = { dx: 0, dy: 0, zoom: 1, cx: 0, cy: 0 }; }
    canvas.classList.add("panning");
    pointerMessage("down", e);
  });
  canvas.addEventListener("pointermove", (e) => {
    if (!pointers.has(e.pointerId)) return;
    const prev = pointers.get(e.pointerId), p = local(e);
    pointers.set(e.pointerId, p);
    if (pointers.size === 1) {
      if (claim === null) { held.dx += p.x - prev.x; held.dy += p.y - prev.y; }
      else if (!claim.includes("drag")) { view.x += p.x - prev.x; view.y += p.y - prev.y; view.fit = false; applyView(); }
    } else if (pointers.size === 2 && pinch) {
      const [a, b] = [...pointers.values()];
      const dist = Math.hypot(a.x - b.x, a.y - b.y);
      if (pinch.dist > 0 && dist > 0) {
        const f = dist / pinch.dist, cx = (a.x + b.x) / 2, cy = (a.y + b.y) / 2;
        if (claim === null) { held.zoom *= f; held.cx = cx; held.cy = cy; }
        else if (!claim.includes("pinch")) zoomAbout(f, cx, cy);
      }
      pinch.dist = dist;
    }
    pointerMessage("move", e);
  });
  function end(e, phase) {
    if (!pointers.has(e.pointerId)) return;
    pointers.delete(e.pointerId);
    if (pointers.size < 2) pinch = null;
    if (pointers.size === 0) canvas.classList.remove("panning");
    pointerMessage(phase, e);
    // Double tap (touch and pen: the mouse has dblclick) resets the view.
    if (phase === "up" && e.pointerType !== "mouse") {
      const now = e.timeStamp;
      if (lastTap && now - lastTap.t < 350 && Math.hypot(e.clientX - lastTap.x, e.clientY - lastTap.y) < 24) { fit(); lastTap = null; }
      else lastTap = { t: now, x: e.clientX, y: e.clientY };
    }
  }
  canvas.addEventListener("pointerup", (e) => end(e, "up"));
  canvas.addEventListener("pointercancel", (e) => end(e, "cancel"));
  canvas.addEventListener("dblclick", () => fit());
  canvas.addEventListener("wheel", (e) => {
    e.preventDefault();
    const p = local(e);
    const dy = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
    // Ctrl+wheel is how browsers report a trackpad pinch.
    const factor = Math.exp(-dy * (e.ctrlKey ? 0.01 : 0.0015));
    if (!hasGestures(["pinch"])) { zoomAbout(factor, p.x, p.y); return; }
    // A pinch recognizer under the pointer takes it; the server says whether one did.
    const d = toDrawing(p), seq = ++wheelSeq;
    wheels.set(seq, { factor, x: p.x, y: p.y });
    send({ type: "wheel", x: d.x, y: d.y, factor, seq });
  }, { passive: false });
  canvas.addEventListener("keydown", (e) => {
    if (e.key === "0") fit();
    else if (e.key === "+" || e.key === "=") { const r = canvas.getBoundingClientRect(); zoomAbout(1.25, r.width / 2, r.height / 2); }
    else if (e.key === "-") { const r = canvas.getBoundingClientRect(); zoomAbout(0.8, r.width / 2, r.height / 2); }
  });

  $("title").textContent = document.title;
  connect();
})();
"""#
}

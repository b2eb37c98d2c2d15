// ViewTrace report: switches frames by toggling classes on one laid-out SVG
// per structure. Every string from the trace goes through textContent, never
// through markup.
(function () {
  "use strict";
  const data = JSON.parse(document.getElementById("viewtrace-data").textContent);
  const trace = data.trace;
  const frames = trace.frames;
  const nodeInfo = new Map(trace.nodes.map((n) => [n.id, n]));
  const svgToNode = new Map(Object.entries(data.svgIds).map(([id, svg]) => [svg, id]));
  const trees = Array.from(document.querySelectorAll(".tree"));
  const body = document.body;
  const $ = (id) => document.getElementById(id);

  // Per-frame records by node.
  const recordsByFrame = frames.map((f) => new Map(f.records.map((r, i) => [r.node, { record: r, why: data.why[f.index][i] }])));
  const avoidableByFrame = frames.map((f) => new Set((data.avoidable || [])[f.index] || []));
  let current = -1;
  let layoutShown = -1;
  let selected = null;
  let timer = null;
  const elementCache = new Map();

  function element(layout, id) {
    const key = layout + "\u0000" + id;
    if (!elementCache.has(key)) {
      const svgId = data.svgIds[id];
      elementCache.set(key, svgId ? trees[layout].querySelector("#" + CSS.escape(svgId)) : null);
    }
    return elementCache.get(key);
  }

  function historyAt(entries, frame) {
    if (!entries) return null;
    let low = 0, high = entries.length - 1, found = null;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (entries[mid][0] <= frame) { found = entries[mid][1]; low = mid + 1; } else { high = mid - 1; }
    }
    return found;
  }

  function truncate(text) { return text.length <= 80 ? text : text.slice(0, 79) + "\u2026"; }

  function lineText(id, kind, frame) {
    const info = nodeInfo.get(id);
    switch (kind) {
      case "type": return info.type;
      case "label": {
        const label = historyAt(data.labels[id], frame) ?? info.label;
        return label === info.type ? "" : truncate(label);
      }
      case "modifiers": return truncate(historyAt(data.modifiers[id], frame) ?? info.modifiers.join(" "));
      case "reason": { const r = recordsByFrame[frame].get(id); return r ? truncate(r.why) : ""; }
    }
    return "";
  }

  function paintNode(layout, id, frame) {
    const g = element(layout, id);
    if (!g) return;
    const entry = recordsByFrame[frame].get(id);
    const outcome = entry ? entry.record.outcome : "untouched";
    const info = nodeInfo.get(id);
    const extra = [];
    if (g.classList.contains("match")) extra.push("match");
    if (selected === id) extra.push("chosen");
    extra.push("heat-" + (data.heat[id] || 0));
    if (folded.has(id)) extra.push("folded");
    if (avoidableByFrame[frame].has(id)) extra.push("avoidable");
    g.setAttribute("class", `node view kind-${info.kind} outcome-${outcome} ` + extra.join(" "));
    const lines = data.layouts[layout].lines[id] || [];
    const texts = g.querySelectorAll("text");
    lines.forEach((kind, i) => { if (texts[i]) texts[i].textContent = lineText(id, kind, frame); });
  }

  // Hide untouched subtrees: keep touched views and their ancestors.
  let folded = new Set();
  function computeFolded(frame) {
    folded = new Set();
    if (!$("hide-untouched").checked) return;
    const keep = new Set();
    for (const id of recordsByFrame[frame].keys()) {
      let node = id;
      while (node && !keep.has(node)) { keep.add(node); node = nodeInfo.get(node)?.parent; }
    }
    for (const id of data.layouts[data.frameLayout[frame]].shown) {
      if (!keep.has(id) && nodeInfo.get(id).parent) folded.add(id);
    }
  }

  function applyFoldToEdges(layout) {
    for (const edge of trees[layout].querySelectorAll("g.edge")) {
      const child = svgToNode.get(edge.id.replace(/^e_/, "n_"));
      edge.classList.toggle("folded", child !== undefined && folded.has(child));
    }
  }

  function setFrame(index, force) {
    index = Math.max(0, Math.min(frames.length - 1, index));
    if (index === current && !force) return;
    const layout = data.frameLayout[index];
    const previous = current;
    current = index;
    const foldingChanged = $("hide-untouched").checked || force;
    if (foldingChanged) computeFolded(index);
    let ids;
    if (layout !== layoutShown || force || foldingChanged) {
      trees.forEach((t, i) => { t.hidden = i !== layout || body.classList.contains("mode-deps"); });
      layoutShown = layout;
      ids = data.layouts[layout].shown;
    } else {
      ids = new Set([...recordsByFrame[previous].keys(), ...recordsByFrame[index].keys()]);
    }
    for (const id of ids) paintNode(layout, id, index);
    if (foldingChanged) applyFoldToEdges(layout);
    if (index !== previous && !body.classList.contains("mode-deps")) {
      bringIntoView(shownSVG(), [...recordsByFrame[index].keys()]);
    }
    renderPanel(index);
    document.querySelectorAll(".bar.selected").forEach((b) => b.classList.remove("selected"));
    const bar = $("timeline").children[index];
    if (bar) { bar.classList.add("selected"); bar.setAttribute("aria-current", "true"); }
    $("frame-label").textContent = `Frame ${index} of ${frames.length - 1}: ${frames[index].event}`;
    document.documentElement.dataset.frame = String(index);
  }

  function li(list, text, cls) {
    const item = document.createElement("li");
    item.textContent = text;
    if (cls) item.className = cls;
    list.appendChild(item);
    return item;
  }

  // The words of the legend, for outcomes in badges and tables.
  const outcomeWords = { evaluated: "evaluated", initOnly: "init only", redrawn: "redrawn", appeared: "appeared",
    disappeared: "disappeared", untouched: "untouched" };
  function outcomeText(outcome) { return outcomeWords[outcome] || outcome; }

  // An identity that wraps only after a `/` (and mid-name only when one name
  // is wider than its column).
  function identityInto(cell, id) {
    cell.replaceChildren();
    id.split("/").forEach((part, i, parts) => {
      cell.append(part + (i < parts.length - 1 ? "/" : ""));
      if (i < parts.length - 1) cell.append(document.createElement("wbr"));
    });
  }

  // Equal `_printChanges` lines once each, in order of first appearance,
  // with `×N` when they were printed N > 1 times.
  function printChangesInto(pre, lines) {
    const counts = new Map();
    for (const line of lines) counts.set(line, (counts.get(line) || 0) + 1);
    pre.replaceChildren();
    let first = true;
    for (const [line, count] of counts) {
      if (!first) pre.append("\n");
      first = false;
      pre.append(line);
      if (count > 1) {
        const times = document.createElement("span");
        times.className = "repeat";
        times.textContent = ` \u00d7${count}`;
        pre.append(times);
      }
    }
  }

  function reasonText(reason) {
    const head = reason.kind === "property" ? reason.property : reason.kind + (reason.property ? " " + reason.property : "");
    const changes = (reason.changes || []).map((c) =>
      c.before != null && c.after != null ? `${c.name}: ${c.before} \u2192 ${c.after}` : c.after != null ? `${c.name} = ${c.after}` : c.name);
    const source = reason.source ? ` [${reason.source}]` : "";
    return head + source + (changes.length ? " (" + changes.join(", ") + ")" : "");
  }

  function renderPanel(index) {
    const frame = frames[index];
    $("panel-frame").textContent = String(index);
    $("panel-event").textContent = frame.event;
    printChangesInto($("panel-printchanges"), frame.printChanges);
    const sources = $("panel-sources");
    sources.replaceChildren();
    for (const change of frame.sourceChanges) li(sources, `${change.source}: ${change.before} \u2192 ${change.after}`);
    if (!frame.sourceChanges.length) li(sources, "none", "none");
    const tbody = $("panel-records").tBodies[0];
    tbody.replaceChildren();
    for (const record of frame.records) {
      const row = tbody.insertRow();
      row.dataset.node = record.node;
      const name = row.insertCell();
      name.className = "node";
      identityInto(name, record.node);
      const outcome = row.insertCell();
      const badge = document.createElement("span");
      badge.className = "badge swatch outcome-" + record.outcome;
      badge.textContent = outcomeText(record.outcome) + (record.initCount && record.outcome !== "initOnly" ? " + init" : "");
      outcome.appendChild(badge);
      const why = row.insertCell();
      why.textContent = record.reasons.length ? record.reasons.map(reasonText).join("; ") : "";
    }
    const actions = $("panel-actions");
    actions.replaceChildren();
    for (const action of frame.actions) li(actions, `${action.kind}: ${action.node}`);
    for (const warning of frame.warnings) li(actions, `\u26a0 ${warning.message}`, "warning");
    if (!frame.actions.length && !frame.warnings.length) li(actions, "none", "none");
    if (selected) renderNode(selected);
  }

  function renderNode(id) {
    const info = nodeInfo.get(id);
    $("node-panel").hidden = false;
    $("node-name").textContent = info.type;
    identityInto($("node-identity"), id);
    const tbody = $("node-history").tBodies[0];
    tbody.replaceChildren();
    frames.forEach((frame, index) => {
      const entry = recordsByFrame[index].get(id);
      if (!entry) return;
      const row = tbody.insertRow();
      row.dataset.frame = String(index);
      if (index === current) row.className = "current";
      row.insertCell().textContent = `${index} ${frame.event}`;
      row.insertCell().textContent = outcomeText(entry.record.outcome);
      row.insertCell().textContent = entry.record.printChanges || entry.why;
      row.addEventListener("click", () => setFrame(index));
    });
    const deps = $("node-dependencies");
    deps.replaceChildren();
    for (const edge of trace.edges.filter((e) => e.node === id)) {
      const span = edge.until != null ? `frames ${edge.since}\u2013${edge.until - 1}` : `since frame ${edge.since}`;
      li(deps, `${edge.source} (${edge.kind}, ${span})`);
    }
    if (!deps.children.length) li(deps, "none", "none");
  }

  // Views over the run: one row per view, built when the table is first
  // opened; a heading sorts by its column (again: the other way).
  const viewColumns = ["evaluations", "initOnly", "redraws", "appearances"];
  function viewCounts() {
    const counts = new Map(trace.nodes.map((n) => [n.id, { view: n.id, evaluations: 0, initOnly: 0, redraws: 0, appearances: 0 }]));
    for (const frame of frames) {
      for (const r of frame.records) {
        const c = counts.get(r.node);
        if (!c) continue;
        c.evaluations += r.bodyCount || 0;
        if (r.outcome === "initOnly") c.initOnly++;
        if (r.outcome === "redrawn") c.redraws++;
        if (r.outcome === "appeared") c.appearances++;
      }
    }
    return [...counts.values()];
  }
  let viewRows = null;
  let viewSort = { key: "evaluations", descending: true };
  function renderViewTable() {
    if (!viewRows) viewRows = viewCounts();
    const { key, descending } = viewSort;
    const sign = descending ? -1 : 1;
    viewRows.sort((a, b) => {
      const order = key === "view" ? (a.view < b.view ? -1 : a.view > b.view ? 1 : 0) : a[key] - b[key];
      return order !== 0 ? sign * order : a.view < b.view ? -1 : a.view > b.view ? 1 : 0;
    });
    const tbody = $("views-table").tBodies[0];
    const rows = viewRows.map((c) => {
      const row = document.createElement("tr");
      row.dataset.node = c.view;
      const name = row.insertCell();
      name.className = "node";
      identityInto(name, c.view);
      for (const column of viewColumns) {
        const cell = row.insertCell();
        cell.className = "num";
        cell.textContent = String(c[column]);
      }
      return row;
    });
    tbody.replaceChildren(...rows);
    for (const th of $("views-table").tHead.rows[0].cells) {
      const sorted = th.firstElementChild.dataset.sort === key;
      th.setAttribute("aria-sort", sorted ? (descending ? "descending" : "ascending") : "none");
    }
  }

  function select(id) {
    const previous = selected;
    selected = id;
    const layout = data.frameLayout[current];
    if (previous) paintNode(layout, previous, current);
    paintNode(layout, id, current);
    renderNode(id);
  }

  // Timeline: one bar per frame, height = bodies evaluated, stacked by outcome.
  function buildTimeline() {
    const timeline = $("timeline");
    const max = Math.max(1, ...frames.map((f) => f.printChanges.length));
    frames.forEach((frame, index) => {
      const bar = document.createElement("div");
      bar.className = "bar";
      bar.dataset.frame = String(index);
      const counts = {};
      for (const r of frame.records) counts[r.outcome] = (counts[r.outcome] || 0) + 1;
      bar.title = `${index}: ${frame.event} \u2014 ${frame.printChanges.length} bodies evaluated`;
      bar.style.height = Math.max(8, Math.round((frame.printChanges.length / max) * 56)) + "px";
      const total = frame.records.length || 1;
      for (const outcome of ["evaluated", "initOnly", "redrawn", "appeared", "disappeared"]) {
        if (!counts[outcome]) continue;
        const seg = document.createElement("span");
        seg.className = "seg-" + outcome;
        seg.style.height = (100 * counts[outcome]) / total + "%";
        bar.appendChild(seg);
      }
      timeline.appendChild(bar);
    });
    let dragging = false;
    const pick = (event) => {
      const bar = event.target.closest(".bar");
      if (bar) setFrame(Number(bar.dataset.frame));
    };
    timeline.addEventListener("mousedown", (e) => { dragging = true; pick(e); });
    timeline.addEventListener("mousemove", (e) => { if (dragging) pick(e); });
    window.addEventListener("mouseup", () => { dragging = false; });
  }

  function play() {
    if (timer) {
      clearInterval(timer);
      timer = null;
    } else {
      if (current >= frames.length - 1) setFrame(0);
      timer = setInterval(() => { if (current >= frames.length - 1) play(); else setFrame(current + 1); }, 600);
    }
    $("play").textContent = timer ? "Pause" : "Play";
    $("play").setAttribute("aria-pressed", timer ? "true" : "false");
  }

  function search(text) {
    const query = text.trim().toLowerCase();
    let count = 0;
    const layout = data.frameLayout[current];
    for (const id of data.layouts[layout].shown) {
      const g = element(layout, id);
      if (!g) continue;
      // A view's own name: its type or its own segment of the identity path.
      const own = id.slice(id.lastIndexOf("/") + 1).toLowerCase();
      const hit = query !== "" && (nodeInfo.get(id).type.toLowerCase().includes(query) || own.includes(query));
      g.classList.toggle("match", hit);
      if (hit) count++;
    }
    $("search-count").textContent = query ? `${count} match${count === 1 ? "" : "es"}` : "";
  }

  // Pan and zoom: the shown SVG's viewBox is the camera. Each SVG keeps the
  // viewBox Graphviz gave it (the whole drawing) for fit-to-view.
  const cameras = new WeakMap();
  function shownSVG() { return document.querySelector("#canvas > div:not([hidden]) > svg"); }
  function camera(svg) {
    if (!cameras.has(svg)) {
      const b = svg.viewBox.baseVal;
      cameras.set(svg, { x: b.x, y: b.y, width: b.width, height: b.height });
      svg.setAttribute("preserveAspectRatio", "xMidYMid meet");
    }
    return cameras.get(svg);
  }
  function setBox(svg, box) {
    svg.setAttribute("viewBox", [box.x, box.y, box.width, box.height].map((v) => +v.toFixed(2)).join(" "));
  }
  function box(svg) { const b = svg.viewBox.baseVal; return { x: b.x, y: b.y, width: b.width, height: b.height }; }
  function fit(svg) { if (svg) setBox(svg, camera(svg)); }
  // A client point in the SVG's user space (the viewBox's coordinates).
  function toSVG(svg, clientX, clientY) {
    const point = new DOMPoint(clientX, clientY).matrixTransform(svg.getScreenCTM().inverse());
    return { x: point.x, y: point.y };
  }
  // What the pane shows, in user space (wider than the viewBox on one axis).
  function visible(svg) {
    const r = svg.getBoundingClientRect();
    const a = toSVG(svg, r.left, r.top), b = toSVG(svg, r.right, r.bottom);
    return { x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y };
  }
  function zoom(svg, factor, center) {
    if (!svg) return;
    const full = camera(svg), b = box(svg);
    const width = Math.min(full.width * 4, Math.max(20, b.width / factor));
    const scale = width / b.width;
    const c = center || { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    setBox(svg, { x: c.x - (c.x - b.x) * scale, y: c.y - (c.y - b.y) * scale, width, height: b.height * scale });
  }
  // Brings the frame's touched views into the pane: pans to them, and zooms
  // out only when they do not fit at the current zoom.
  function bringIntoView(svg, ids) {
    if (!svg || !ids.length) return;
    let left = Infinity, top = Infinity, right = -Infinity, bottom = -Infinity;
    for (const id of ids) {
      const g = element(data.frameLayout[current], id);
      if (!g || g.classList.contains("folded")) continue;
      const r = g.getBoundingClientRect();
      const a = toSVG(svg, r.left, r.top), b = toSVG(svg, r.right, r.bottom);
      left = Math.min(left, a.x); top = Math.min(top, a.y); right = Math.max(right, b.x); bottom = Math.max(bottom, b.y);
    }
    if (left === Infinity) return;
    const seen = visible(svg);
    if (left >= seen.x && top >= seen.y && right <= seen.x + seen.width && bottom <= seen.y + seen.height) return;
    const b = box(svg);
    const pad = 20;
    const width = Math.max(b.width, right - left + 2 * pad), height = Math.max(b.height, bottom - top + 2 * pad);
    const scale = Math.max(width / b.width, height / b.height);
    const w = b.width * scale, h = b.height * scale;
    setBox(svg, { x: (left + right) / 2 - w / 2, y: (top + bottom) / 2 - h / 2, width: w, height: h });
  }
  function setUpPanAndZoom() {
    const canvas = $("canvas");
    canvas.addEventListener("wheel", (event) => {
      const svg = shownSVG();
      if (!svg) return;
      event.preventDefault();
      zoom(svg, Math.exp(-event.deltaY * 0.002), toSVG(svg, event.clientX, event.clientY));
    }, { passive: false });
    let drag = null;
    canvas.addEventListener("mousedown", (event) => {
      const svg = shownSVG();
      if (event.button !== 0 || !svg) return;
      drag = { svg, x: event.clientX, y: event.clientY, box: box(svg), perPixel: 1 / svg.getScreenCTM().a, moved: false };
    });
    window.addEventListener("mousemove", (event) => {
      if (!drag) return;
      const dx = event.clientX - drag.x, dy = event.clientY - drag.y;
      if (!drag.moved && Math.hypot(dx, dy) < 4) return;
      drag.moved = true;
      canvas.classList.add("panning");
      setBox(drag.svg, { ...drag.box, x: drag.box.x - dx * drag.perPixel, y: drag.box.y - dy * drag.perPixel });
    });
    window.addEventListener("mouseup", () => {
      if (drag && drag.moved) {
        // The click that ends a drag selects nothing.
        canvas.addEventListener("click", (e) => e.stopPropagation(), { capture: true, once: true });
      }
      drag = null;
      canvas.classList.remove("panning");
    });
  }

  function setMode(mode) {
    body.classList.toggle("mode-heat", mode === "heat");
    body.classList.toggle("mode-deps", mode === "deps");
    body.classList.toggle("mode-avoidable", mode === "avoidable");
    $("deps").hidden = mode !== "deps";
    setFrame(current, true);
  }

  buildTimeline();
  setUpPanAndZoom();
  for (const tree of trees) {
    tree.addEventListener("click", (event) => {
      const g = event.target.closest("g.node");
      if (g && svgToNode.has(g.id)) select(svgToNode.get(g.id));
    });
  }
  $("panel-records").addEventListener("click", (event) => {
    const row = event.target.closest("tr[data-node]");
    if (row) select(row.dataset.node);
  });
  $("views").addEventListener("toggle", () => { if ($("views").open && !viewRows) renderViewTable(); });
  $("views-table").tHead.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-sort]");
    if (!button) return;
    const key = button.dataset.sort;
    viewSort = { key, descending: viewSort.key === key ? !viewSort.descending : key !== "view" };
    renderViewTable();
  });
  $("views-table").tBodies[0].addEventListener("click", (event) => {
    const row = event.target.closest("tr[data-node]");
    if (row) select(row.dataset.node);
  });
  $("play").addEventListener("click", play);
  $("prev").addEventListener("click", () => setFrame(current - 1));
  $("next").addEventListener("click", () => setFrame(current + 1));
  $("mode").addEventListener("change", (e) => setMode(e.target.value));
  $("hide-untouched").addEventListener("change", () => { body.classList.toggle("hide-untouched", $("hide-untouched").checked); setFrame(current, true); });
  $("search").addEventListener("input", (e) => search(e.target.value));
  document.addEventListener("keydown", (event) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
    const keys = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: frames.length - 1 };
    if (event.key in keys) { event.preventDefault(); setFrame(keys[event.key]); }
    if (event.key === " ") { event.preventDefault(); play(); }
    const zooms = { "+": 1.25, "=": 1.25, "-": 0.8, "_": 0.8 };
    if (event.key in zooms) { event.preventDefault(); zoom(shownSVG(), zooms[event.key]); }
    if (event.key === "0") { event.preventDefault(); fit(shownSVG()); }
  });
  // For tests and tools: frame switching without the UI.
  window.viewtrace = { setFrame, select, frameCount: frames.length, get frame() { return current; } };
  setFrame(0, true);
  fit(shownSVG());
})();

// ViewTrace report: one laid-out SVG for the whole run (every view that
// lived keeps its place; views not alive in a frame are faded), frames
// switched by toggling classes and texts. Runs of same-type siblings fold
// into one node that a click expands; folding and "hide untouched" place the
// shown views again with a tidy tree (parents centred over their children).
// Every string from the trace goes through textContent, never through markup.
//
// The page's data is JSON, or for large traces the same JSON deflated and
// base64-encoded (data-encoding="deflate-raw+base64"), inflated below with
// the browser's DecompressionStream before the page starts.
function viewtraceReport(data) {
  "use strict";
  const trace = data.trace;
  const frames = trace.frames;
  const nodeInfo = new Map(trace.nodes.map((n) => [n.id, n]));
  const svgToNode = new Map(Object.entries(data.svgIds).map(([id, svg]) => [svg, id]));
  const tree = document.querySelector(".tree");
  const treeSVG = tree.querySelector("svg");
  const graph0 = treeSVG.querySelector("g.graph");
  const body = document.body;
  const $ = (id) => document.getElementById(id);
  const laidOut = data.layout.shown;
  const inLayout = new Set(laidOut);

  // Per-frame records by node.
  // Each frame's `_printChanges` lines are in data.printChanges, one a body
  // run in the order of frame.evaluations (each the index of the run's
  // record), worded once by the trace's formatter; a record's line is its
  // first run's.
  const runLines = (f) => data.printChanges[f.index] || [];
  const recordsByFrame = frames.map((f) => {
    const lines = runLines(f), first = new Map();
    (f.evaluations || []).forEach((record, run) => { if (!first.has(record)) first.set(record, lines[run]); });
    return new Map(f.records.map((r, i) => [r.node, { record: r, index: i, why: data.why[f.index][i], line: first.get(i) || "" }]));
  });
  const avoidableByFrame = frames.map((f) => new Set((data.avoidable || [])[f.index] || []));
  let current = -1;
  let selected = null;
  let timer = null;

  // When each view lived: [frame, alive after it] at every appearance and
  // disappearance. A view is drawn in a frame when it was alive before or
  // after it (so a disappearing view is drawn); otherwise it is faded.
  const life = new Map();
  for (const frame of frames) {
    for (const r of frame.records) {
      if (r.outcome !== "appeared" && r.outcome !== "disappeared") continue;
      if (!life.has(r.node)) life.set(r.node, []);
      life.get(r.node).push([frame.index, r.outcome === "appeared"]);
    }
  }
  function aliveAfter(id, frame) {
    const entries = life.get(id);
    if (!entries || frame < 0) return false;
    let low = 0, high = entries.length - 1, found = false;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (entries[mid][0] <= frame) { found = entries[mid][1]; low = mid + 1; } else { high = mid - 1; }
    }
    return found;
  }
  function drawnAt(id, frame) { return aliveAfter(id, frame - 1) || aliveAfter(id, frame); }

  // Folded runs of same-type siblings: one node each, expanded by a click.
  const folds = (data.folds || []).map((f) => ({ ...f, expanded: false }));
  const foldOf = new Map();
  for (const f of folds) for (const id of f.members.concat(f.inside)) foldOf.set(id, f);
  const foldBySVG = new Map(folds.map((f) => [f.svg, f]));
  function collapsed(id) { const f = foldOf.get(id); return f && !f.expanded ? f : null; }

  // A union larger than the page's budget: the subtrees no frame after the
  // first touches are one counted node under their nearest drawn view. Their
  // views have no element; the table of views still lists them.
  const counted = ((data.budget && data.budget.nodes) || []).map((c) => ({ ...c, counted: true }));
  const countedUnder = new Map(counted.map((c) => [c.parent, c]));
  // A view that is not drawn -> the counted node that stands for it.
  const countedCache = new Map();
  function countedFor(id) {
    if (inLayout.has(id)) return null;
    if (countedCache.has(id)) return countedCache.get(id);
    let up = nodeInfo.get(id)?.parent, steps = 0;
    while (up && !inLayout.has(up) && steps++ < laidOut.length + 1) up = nodeInfo.get(up)?.parent;
    const c = (up && countedUnder.get(up)) || null;
    countedCache.set(id, c);
    return c;
  }

  // The tree's nodes and edges by id, found in one pass (a query per view
  // walks the drawing: minutes for 20,000 views).
  const byId = new Map();
  for (const g of tree.querySelectorAll("g.node[id], g.edge[id]")) byId.set(g.id, g);
  function element(id) { const svgId = data.svgIds[id]; return (svgId && byId.get(svgId)) || null; }
  function edgeOf(svgId) { return byId.get(svgId.replace(/^n_/, "e_")) || null; }
  const foldElements = new Map(folds.map((f) => [f, byId.get(f.svg) || null]));
  const countedElements = new Map(counted.map((c) => [c, byId.get(c.svg) || null]));

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

  // What the tree shows: every view, or, with folding, hiding or both, the
  // "units" kept (a view, or a folded run standing for its siblings).
  let visible = null;  // null: every view at Graphviz's place; else the Set of units shown
  function unitOf(id) { const f = collapsed(id); return f ? f : id; }
  // A counted node shows unless the run its parent is in is folded.
  function countedUnit(c) { const f = collapsed(c.parent); return f ? f : c; }
  // The unit that draws a view: itself, its folded run, or its counted node.
  function drawnUnitOf(id) {
    if (inLayout.has(id)) return unitOf(id);
    const c = countedFor(id);
    return c ? countedUnit(c) : null;
  }
  function parentUnit(unit) {
    if (typeof unit !== "string") return unitOf(unit.parent);
    const parent = nodeInfo.get(unit)?.parent;
    return parent && inLayout.has(parent) ? unitOf(parent) : null;
  }
  function shows(unit) {
    if (typeof unit !== "string" && unit.expanded) return false;
    return visible === null || visible.has(unit);
  }

  function paintNode(id, frame) {
    const g = element(id);
    if (!g) return;
    const entry = recordsByFrame[frame].get(id);
    const outcome = entry ? entry.record.outcome : "untouched";
    const info = nodeInfo.get(id);
    const extra = [];
    if (g.classList.contains("match")) extra.push("match");
    if (selected === id) extra.push("chosen");
    extra.push("heat-" + (data.heat[id] || 0));
    if (!shows(id)) extra.push("off");
    const gone = !drawnAt(id, frame);
    if (gone) extra.push("gone");
    if (avoidableByFrame[frame].has(id)) extra.push("avoidable");
    g.setAttribute("class", `node view kind-${info.kind} outcome-${outcome} ` + extra.join(" "));
    const edge = edgeOf(data.svgIds[id]);
    if (edge) edge.setAttribute("class", "edge" + (shows(id) ? "" : " off") + (gone ? " gone" : ""));
    const lines = data.layout.lines[id] || [];
    const texts = g.querySelectorAll("text");
    lines.forEach((kind, i) => { if (texts[i]) texts[i].textContent = lineText(id, kind, frame); });
  }

  // The legend's words and order, for outcomes in badges, tables and counts.
  const legendOrder = ["evaluated", "initOnly", "redrawn", "appeared", "disappeared", "untouched"];
  const outcomeWords = { evaluated: "evaluated", initOnly: "init only", redrawn: "redrawn", appeared: "appeared",
    disappeared: "disappeared", untouched: "untouched" };
  function outcomeText(outcome) { return outcomeWords[outcome] || outcome; }
  // `3 evaluated, 1 redrawn` (untouched never named), or `all untouched`.
  function countsText(outcomes) {
    const tally = {};
    for (const o of outcomes) tally[o] = (tally[o] || 0) + 1;
    const touched = legendOrder.filter((o) => o !== "untouched" && tally[o]);
    return touched.length ? touched.map((o) => `${tally[o]} ${outcomeWords[o]}`).join(", ") : "all untouched";
  }
  function foldState(f, frame) {
    const outcome = (id) => recordsByFrame[frame].get(id)?.record.outcome || "untouched";
    const members = f.members.filter((id) => drawnAt(id, frame)).map(outcome);
    const inside = f.inside.filter((id) => drawnAt(id, frame)).map(outcome);
    const all = members.concat(inside);
    return { members, inside, strongest: legendOrder.find((o) => all.includes(o)) || "untouched" };
  }
  // A counted node's views are touched in frame 0 at most.
  function paintCounted(c, frame) {
    const g = countedElements.get(c);
    if (!g) return;
    const off = !shows(c);
    const chosen = selected !== null && countedFor(selected) === c;
    g.setAttribute("class", `node view budget-fold kind-custom outcome-${frame === 0 ? c.first : "untouched"}` +
      (off ? " off" : "") + (chosen ? " chosen" : ""));
    const edge = edgeOf(c.svg);
    if (edge) edge.setAttribute("class", "edge" + (off ? " off" : ""));
  }
  function paintFold(f, frame) {
    const g = foldElements.get(f);
    if (!g) return;
    const state = foldState(f, frame);
    const kind = nodeInfo.get(f.members[0])?.kind || "custom";
    const off = !shows(f);
    g.setAttribute("class", `node view folded-run kind-${kind} outcome-${state.strongest}` + (off ? " off" : "") +
      (g.classList.contains("match") ? " match" : ""));
    const edge = edgeOf(f.svg);
    if (edge) edge.setAttribute("class", "edge" + (off ? " off" : ""));
    const texts = g.querySelectorAll("text");
    // Drawn in the strongest outcome of members and inside: a run whose siblings were untouched
    // but whose inside views were not says so (`3 evaluated inside`), never `all untouched`.
    const own = state.members.some((o) => o !== "untouched") || !state.inside.some((o) => o !== "untouched");
    const first = own ? countsText(state.members) : `${countsText(state.inside)} inside`;
    if (texts[0]) texts[0].textContent = `${f.type} x${state.members.length} (${first})`;
    if (texts[1]) {
      const n = state.inside.length;
      const touched = state.inside.some((o) => o !== "untouched") ? ` (${countsText(state.inside)})` : "";
      texts[1].textContent = n ? `${n} view${n === 1 ? "" : "s"} inside${touched}` : "";
    }
  }

  // The units to show: every unit, or with "hide untouched" the touched
  // ones and their ancestors (and the roots).
  function computeVisible(frame) {
    const hide = $("hide-untouched").checked;
    if (!hide && !folds.some((f) => !f.expanded)) return null;
    const units = new Set();
    for (const id of laidOut) units.add(unitOf(id));
    for (const c of counted) units.add(countedUnit(c));
    if (!hide) return units;
    const keep = new Set();
    const keepWithAncestors = (start) => {
      let unit = start;
      while (unit && !keep.has(unit)) { keep.add(unit); unit = parentUnit(unit); }
    };
    for (const id of recordsByFrame[frame].keys()) if (inLayout.has(id)) keepWithAncestors(unitOf(id));
    if (frame === 0) for (const c of counted) if (c.first !== "untouched") keepWithAncestors(countedUnit(c));
    for (const unit of units) if (parentUnit(unit) === null) keep.add(unit);
    return keep;
  }
  function sameSet(a, b) {
    if (a === null || b === null) return a === b;
    if (a.size !== b.size) return false;
    for (const x of a) if (!b.has(x)) return false;
    return true;
  }

  // The views whose look may differ between two frames: those with records
  // in either, and those that appeared or disappeared in between.
  function changedBetween(from, to) {
    const ids = new Set();
    if (from < 0) return ids;
    const low = Math.min(from, to), high = Math.max(from, to);
    for (const id of recordsByFrame[from].keys()) ids.add(id);
    for (const id of recordsByFrame[to].keys()) ids.add(id);
    for (let f = low + 1; f <= high; f++) {
      for (const r of frames[f].records) if (r.outcome === "appeared" || r.outcome === "disappeared") ids.add(r.node);
    }
    return ids;
  }

  function paintAll(frame) {
    for (const id of laidOut) paintNode(id, frame);
    for (const f of folds) paintFold(f, frame);
    for (const c of counted) paintCounted(c, frame);
  }

  function setFrame(index, force) {
    index = Math.max(0, Math.min(frames.length - 1, index));
    if (index === current && !force) return;
    const previous = current;
    current = index;
    // The dependency graph and the cause graph replace the tree.
    const deps = body.classList.contains("mode-deps") || body.classList.contains("mode-cause");
    tree.hidden = deps;
    const nextVisible = force || $("hide-untouched").checked ? computeVisible(index) : visible;
    const changed = !sameSet(nextVisible, visible);
    if (changed) visible = nextVisible;
    if (force === "open" && visible === null) {
      // The page's SVG is frame 0 already; only the edges to views not yet
      // alive need their faded look.
      for (const id of laidOut) if (!drawnAt(id, index)) paintNode(id, index);
    } else if (force || changed) {
      paintAll(index);
    } else {
      const touchedFolds = new Set();
      for (const id of changedBetween(previous, index)) {
        if (!inLayout.has(id)) continue;
        paintNode(id, index);
        const f = foldOf.get(id);
        if (f) touchedFolds.add(f);
      }
      for (const f of touchedFolds) paintFold(f, index);
      if (previous === 0 || index === 0) for (const c of counted) paintCounted(c, index);
    }
    if (!deps && placedFor !== visible) place();
    // Each frame shown frames the views it touched at a readable zoom (on open the whole tree is fitted).
    if (index !== previous && previous >= 0 && !deps) frameOn(index);
    drawMinimap();
    if (body.classList.contains("mode-cause")) drawCause(index);
    renderPanel(index);
    document.querySelectorAll(".bar.selected").forEach((b) => b.classList.remove("selected"));
    const bar = $("timeline").children[index];
    if (bar) { bar.classList.add("selected"); bar.setAttribute("aria-current", "true"); }
    const numbers = $("timeline-numbers");
    const was = numbers.querySelector(".current");
    if (was) { was.classList.remove("current"); if (!was.dataset.step) was.textContent = ""; }
    const number = numbers.children[index];
    if (number) { number.classList.add("current"); number.textContent = String(index); }
    $("frame-label").textContent = `Frame ${index} of ${frames.length - 1}: ${frames[index].event}`;
    document.documentElement.dataset.frame = String(index);
    if (index !== previous && previous >= 0) saveState(true);
  }

  function li(list, text, cls) {
    const item = document.createElement("li");
    item.textContent = text;
    if (cls) item.className = cls;
    list.appendChild(item);
    return item;
  }

  // "My views only": custom views (yours), not the framework's primitives and containers.
  function myViewsOnly() { return $("my-views").checked; }
  function isMine(id) { const info = nodeInfo.get(id); return !info || info.kind === "custom"; }

  // A long text (a reason with whole values) shows its first 160 characters, where the changed
  // path comes first, and the rest on demand.
  const boundedLength = 160;
  function boundedInto(cell, text) {
    cell.replaceChildren();
    if (text.length <= boundedLength) { cell.textContent = text; return; }
    const details = document.createElement("details");
    details.className = "bounded";
    const summary = document.createElement("summary");
    summary.textContent = text.slice(0, boundedLength) + "\u2026";
    const rest = document.createElement("span");
    rest.textContent = text;
    details.append(summary, rest);
    details.addEventListener("toggle", () => { summary.hidden = details.open; });
    cell.append(details);
  }

  // An identity that wraps only after a `/` (and mid-name only when one name
  // is wider than its column).
  function identityInto(cell, id) {
    cell.replaceChildren();
    id.split("/").forEach((part, i, parts) => {
      cell.append(part + (i < parts.length - 1 ? "/" : ""));
      if (i < parts.length - 1) cell.append(document.createElement("wbr"));
    });
  }
  // An identity shortened in the middle where space is short (`ScrumsView/…/NavigationStack#1/
  // DetailEditView`): its root and its last two segments, the whole on hover and a click on `…`.
  function shortIdentityInto(cell, id) {
    const parts = id.split("/");
    if (parts.length <= 4) { identityInto(cell, id); return; }
    cell.replaceChildren();
    cell.title = id;
    const more = document.createElement("button");
    more.type = "button";
    more.className = "elided";
    more.textContent = "\u2026";
    more.setAttribute("aria-label", `show all ${parts.length} parts of the identity`);
    more.addEventListener("click", (event) => { event.stopPropagation(); identityInto(cell, id); });
    cell.append(parts[0] + "/", document.createElement("wbr"), more, "/", document.createElement("wbr"));
    parts.slice(-2).forEach((part, i) => {
      cell.append(part + (i === 0 ? "/" : ""));
      if (i === 0) cell.append(document.createElement("wbr"));
    });
  }
  // A reason as the touched-views table says it: where the values differ first, then what
  // carried the change (`scrum.title: "Design" -> "Design Review" · _scrum`).
  function changeFirst(words) {
    const changed = inside(words);
    // A value seen for the first time (`_draft (draft = nil)`) has no change to lead with.
    if (!changed || !words.endsWith(")") || !changed.includes(" -> ")) return words;
    return `${changed} \u00b7 ${words.slice(0, words.indexOf(" ("))}`;
  }
  // The changes a reason's words name: `@self (scrum.title: "a" -> "b")` -> `scrum.title: "a" -> "b"`.
  function inside(words) {
    const open = words.indexOf(" (");
    return open < 0 ? "" : words.slice(open + 2, words.endsWith(")") ? -1 : undefined);
  }

  // Equal `_printChanges` lines once each, in order of first appearance,
  // with `×N` when they were printed N > 1 times.
  // Each line is a link to the card of the view whose run first printed it.
  function printChangesInto(pre, frame) {
    const lines = runLines(frame), counts = new Map(), viewOf = new Map();
    for (const line of lines) counts.set(line, (counts.get(line) || 0) + 1);
    (frame.evaluations || []).forEach((record, run) => {
      const r = frame.records[record];
      if (r && !viewOf.has(lines[run])) viewOf.set(lines[run], r.node);
    });
    pre.replaceChildren();
    let first = true;
    for (const [line, count] of counts) {
      if (!first) pre.append("\n");
      first = false;
      if (viewOf.has(line)) {
        const link = document.createElement("span");
        link.className = "pc-line";
        link.dataset.node = viewOf.get(line);
        link.tabIndex = 0;
        link.setAttribute("role", "button");
        link.textContent = line;
        pre.append(link);
      } else {
        pre.append(line);
      }
      if (count > 1) {
        const times = document.createElement("span");
        times.className = "repeat";
        times.textContent = ` \u00d7${count}`;
        pre.append(times);
      }
    }
  }

  // Why a view updated and what a source's change was, in the words every
  // other output uses (worded in Swift by ChangeWording, carried in the data):
  // where the values differ first, then `name: before -> after`.
  const sourceWords = (f) => (data.sourceWords || [])[f.index] || [];
  const reasonWords = (f, i) => ((data.reasonWords || [])[f.index] || {})[String(i)] || [];
  const sourceWordsByID = (f) => new Map(f.sourceChanges.map((s, i) => [s.source, sourceWords(f)[i] || ""]));

  // A value tree (the trace's `beforeValue`/`afterValue`) as indented lines,
  // one node a line, as `TraceValue.lines` writes it in Swift.
  function valueLines(v, name, indent, out) {
    let head = indent + (name != null ? name + ": " : "");
    if (v.kind === "leaf" || v.kind === "closure") head += v.text || "";
    else if (v.kind === "enum") head += "." + (v.text || "?") + (v.type ? ` (${v.type})` : "");
    else if (v.kind === "class") head += (v.type || "object") + (v.text ? " " + v.text : "");
    else head += v.type || v.kind;
    if (v.count != null) head += ` (${v.count} element${v.count === 1 ? "" : "s"})`;
    if (v.cut) head += ` [cut: ${v.cut}]`;
    out.push(head);
    for (const field of v.fields || []) valueLines(field.value, field.name, indent + "  ", out);
    (v.elements || []).forEach((element, i) => {
      const key = element.key ? (element.key.kind === "leaf" ? element.key.text || "" : element.key.type || element.key.kind) : null;
      const label = key != null ? `[${key}]` : element.id != null ? `[id: ${element.id}]` : `[${i}]`;
      valueLines(element.value, label, indent + "  ", out);
    });
    if (v.count != null && v.elements && v.elements.length < v.count) out.push(`${indent}  \u2026 ${v.count - v.elements.length} more`);
    return out;
  }

  // The whole values of a change, folded under its line: "full values".
  function fullValuesInto(item, change) {
    if (!change.beforeValue && !change.afterValue) return;
    const details = document.createElement("details");
    details.className = "full-value";
    const summary = document.createElement("summary");
    summary.textContent = "full values";
    const pre = document.createElement("pre");
    const lines = [];
    if (change.beforeValue) valueLines(change.beforeValue, "before", "", lines);
    else if (change.before != null) lines.push("before: " + change.before);
    if (change.afterValue) valueLines(change.afterValue, "after", "", lines);
    else if (change.after != null) lines.push("after: " + change.after);
    pre.textContent = lines.join("\n");
    details.append(summary, pre);
    item.append(details);
  }

  const touchedRowLimit = 1000;
  function renderPanel(index) {
    const frame = frames[index];
    $("panel-frame").textContent = String(index);
    $("panel-event").textContent = frame.event;
    printChangesInto($("panel-printchanges"), frame);
    const sources = $("panel-sources");
    sources.replaceChildren();
    const words = sourceWords(frame);
    frame.sourceChanges.forEach((change, i) => {
      // The change first, then the source by its short name (the whole id on hover).
      const item = li(sources, `${words[i] || ""} \u00b7 ${sourceName(change.source)}`);
      item.title = change.source;
      locationInto(item, change.source);
      fullValuesInto(item, change);
    });
    if (!frame.sourceChanges.length) li(sources, "none", "none");
    const tbody = $("panel-records").tBodies[0];
    tbody.replaceChildren();
    // A frame that touches thousands of views (a big tree's first frame)
    // lists the first ones; the table of views over the run has them all.
    const mine = myViewsOnly();
    const listed = mine ? frame.records.filter((r) => isMine(r.node)) : frame.records;
    const hidden = frame.records.length - listed.length;
    $("panel-hidden").hidden = hidden === 0;
    $("panel-hidden").textContent = hidden ? `${hidden} framework view${hidden === 1 ? "" : "s"} hidden ("My views only")` : "";
    for (const record of listed.slice(0, touchedRowLimit)) {
      const row = tbody.insertRow();
      row.dataset.node = record.node;
      row.tabIndex = 0;
      const name = row.insertCell();
      name.className = "node";
      shortIdentityInto(name, record.node);
      const outcome = row.insertCell();
      const badge = document.createElement("span");
      badge.className = "badge swatch outcome-" + record.outcome;
      badge.textContent = outcomeText(record.outcome) + (record.initCount && record.outcome !== "initOnly" ? " + init" : "");
      outcome.appendChild(badge);
      const why = row.insertCell();
      boundedInto(why, reasonWords(frame, recordsByFrame[frame.index].get(record.node).index).map(changeFirst).join("; "));
    }
    if (listed.length > touchedRowLimit) {
      const cell = tbody.insertRow().insertCell();
      cell.colSpan = 3;
      cell.className = "more";
      cell.textContent = `\u2026 and ${listed.length - touchedRowLimit} more views (all in "Views over the run")`;
    }
    const actions = $("panel-actions");
    actions.replaceChildren();
    for (const action of frame.actions) li(actions, `${action.kind}: ${action.node}`);
    for (const warning of frame.warnings) li(actions, `\u26a0 ${warning.message}`, "warning");
    if (!frame.actions.length && !frame.warnings.length) li(actions, "none", "none");
    if (selected) renderNode(selected);
  }

  // The card's first sentence: why the view has its outcome in the frame, in
  // one sentence, before the details. A body run names the source that
  // changed (and since when the view depends on it) or the parent that passed
  // a new value (and the diff); an init-only view names the parent that
  // re-created it and the inputs that compared equal; an appearance or
  // disappearance names the write, push, pop or presentation of its frame;
  // a redraw names what changed. An avoidable run says so, with its fix.
  const sourcesByID = new Map(trace.sources.map((s) => [s.id, s]));
  const declarations = new Map((trace.declarations || []).map((d) => [d.type, d]));
  function ownerOf(id) {
    let parent = nodeInfo.get(id) ? nodeInfo.get(id).parent : null;
    while (parent != null) {
      const info = nodeInfo.get(parent);
      if (!info) return null;
      if (info.kind === "custom") return parent;
      parent = info.parent;
    }
    return null;
  }
  const typeOf = (id) => (nodeInfo.get(id) ? nodeInfo.get(id).type : id);
  // A name in a sentence, drawn as code: marked by a control character no name holds.
  const code = (text) => "\u0001" + text + "\u0001";
  function sentenceInto(paragraph, text) {
    paragraph.replaceChildren(...text.split("\u0001").map((part, i) => {
      if (i % 2 === 0) return document.createTextNode(part);
      const name = document.createElement("code");
      name.textContent = part;
      return name;
    }));
  }
  // The source an id names, or the object it is a property of (`Book#1.title`).
  function sourceOf(id) {
    let rest = id;
    while (rest) {
      const s = sourcesByID.get(rest);
      if (s) return s;
      const dot = rest.lastIndexOf(".");
      if (dot < 0) return null;
      rest = rest.slice(0, dot);
    }
    return null;
  }
  // ` · LibraryStore.swift:12` after a source, where the build recorded its
  // declaration (the path from the package on hover).
  function locationInto(item, id) {
    const s = sourceOf(id);
    const at = s && s.declaredAt;
    if (!at) return;
    const place = document.createElement("code");
    place.className = "location";
    place.textContent = `${at.file.split("/").pop()}:${at.line}`;
    place.title = `declared at ${at.file}:${at.line}`;
    item.append(" \u00b7 ", place);
  }
  // "Declared at Sources/App/BookRow.swift:12" where the build recorded the
  // view; else "Declared in Samples/StateBinding.swift: _count at line 7, …":
  // where the view's own state is, and so the view's file.
  function declaredInto(paragraph, id) {
    const info = nodeInfo.get(id);
    const declaration = info && declarations.get(info.type);
    if (declaration && declaration.declaredAt) {
      paragraph.hidden = false;
      paragraph.textContent = `Declared at ${declaration.declaredAt.file}:${declaration.declaredAt.line}`;
      return;
    }
    const located = trace.sources.filter((s) => s.owner === id && s.declaredAt);
    paragraph.hidden = !located.length;
    if (!located.length) return paragraph.replaceChildren();
    const files = [...new Set(located.map((s) => s.declaredAt.file))];
    const parts = files.map((file) => `${file}: ` + located.filter((s) => s.declaredAt.file === file)
      .map((s) => `${s.name} at line ${s.declaredAt.line}`).join(", "));
    paragraph.textContent = "Declared in " + parts.join("; ");
  }
  function sourceName(id) {
    const s = sourcesByID.get(id);
    if (!s) return id;
    const owner = s.owner != null && nodeInfo.get(s.owner);
    return owner && s.kind === "state" ? `${owner.type}.${s.name}` : s.name;
  }
  // What a body ran for, short: `ScrumStore.scrums`, `_draft`, new inputs.
  function ranFor(record) {
    const parts = [];
    for (const reason of record.reasons || []) {
      const part = reason.kind === "@self" ? "new inputs" : reason.kind === "@identity" ? "its first appearance"
        : reason.source ? code(sourceName(reason.source)) : code(reason.property || "?");
      if (!parts.includes(part)) parts.push(part);
    }
    return parts.join(", ");
  }
  function parentClause(id, index) {
    const owner = ownerOf(id);
    if (owner == null) return null;
    const e = recordsByFrame[index].get(owner);
    const ran = e && e.record.bodyCount > 0 ? ranFor(e.record) : "";
    return `${code(typeOf(owner))}'s body` + (ran ? ` (run for ${ran})` : "");
  }
  function since(source, id) {
    const edge = edgesOf(id).find((e) => e.source === source);
    return edge ? `, which it has depended on since frame ${edge.since}` : "";
  }
  // The write of the frame that best explains a view appearing or going: the
  // change whose owner is its nearest ancestor (a state, a navigation path).
  function lifecycleCause(id, frame) {
    let best = null;
    for (const change of frame.sourceChanges) {
      const s = sourcesByID.get(change.source);
      const owner = s && s.owner != null ? s.owner : null;
      if (owner == null || !(id === owner || id.startsWith(owner + "/"))) continue;
      if (!best || owner.length > best.owner.length) best = { change, owner };
    }
    return best;
  }
  function comparedText(info) {
    const d = declarations.get(info.type);
    if (!d) return "its inputs compared equal";
    const rule = { equatable: "by ==", reference: "the same object", closure: "the same closure", other: "field by field" };
    const inputs = d.properties.filter((p) => p.comparison !== "dynamicProperty");
    if (!inputs.length) {
      const dynamic = d.properties.map((p) => `${code(p.name)} (${p.type.split("<")[0]})`);
      return dynamic.length ? `its only inputs, ${dynamic.join(", ")}, reported no change` : "it has no stored inputs to compare";
    }
    return "its inputs compared equal (" + inputs.map((p) => `${code(p.name)} ${rule[p.comparison] || ""}`.trim()).join(", ") + ")";
  }
  function explain(id, index) {
    const frame = frames[index];
    const entry = recordsByFrame[index].get(id);
    const info = nodeInfo.get(id);
    if (!entry) return drawnAt(id, index) ? "Untouched: nothing it depends on changed, and no parent re-created it." : "Not alive in this frame.";
    const record = entry.record;
    const words = reasonWords(frame, entry.index);
    const event = `in frame ${index} (${frame.event})`;
    let sentence;
    switch (record.outcome) {
      case "appeared":
      case "disappeared": {
        const verb = record.outcome === "appeared" ? "Appeared" : "Disappeared";
        if (index === 0) { sentence = "Appeared in the initial render" + (record.bodyCount ? ", its body run for the first time." : "."); break; }
        const cause = lifecycleCause(id, frame);
        if (cause) {
          const value = sourceWordsByID(frame).get(cause.change.source) || "";
          sentence = `${verb} ${event}: ${code(sourceName(cause.change.source))} changed (${value}).`;
        } else {
          const parent = parentClause(id, index);
          sentence = `${verb} ${event}` + (parent ? `: ${parent} ${record.outcome === "appeared" ? "built it" : "no longer builds it"}.` : ".");
        }
        break;
      }
      case "initOnly": {
        const parent = parentClause(id, index);
        sentence = `Re-created by ${parent || "its parent"}; ${info ? comparedText(info) : "its inputs compared equal"}, so its body did not run.`;
        break;
      }
      case "redrawn": {
        const owner = ownerOf(id);
        const changed = words.map(inside).filter((t) => t).join("; ");
        sentence = `Redrawn, no body of its own: ${owner != null ? code(typeOf(owner)) + "'s body drew it with " : ""}${changed || "a new value"}.`;
        break;
      }
      case "evaluated": {
        const clauses = [];
        // A modifier written outside the view that changed (`.disabled`) is drawn, not an input.
        const drawnNames = new Set((record.drawn || []).map((c) => c.name));
        const passed = [];
        (record.reasons || []).forEach((reason, i) => {
          if (reason.kind !== "@self") return;
          const inputs = (reason.changes || []).filter((c) => !drawnNames.has(c.name));
          if (!inputs.length) return;
          const changed = inside(words[i] || "");
          passed.push({ names: inputs.map((c) => c.name), changed: inputs.length === (reason.changes || []).length ? changed : "" });
        });
        if (passed.length || (record.reasons || []).some((r) => r.kind === "@self" && !(r.changes || []).length)) {
          const all = [...new Set(passed.flatMap((p) => p.names))].map(code);
          const names = all.length > 1 ? all.slice(0, -1).join(", ") + " and " + all[all.length - 1] : all.join("");
          const diffs = passed.map((p) => p.changed).filter((t) => t).join("; ");
          clauses.push(`${parentClause(id, index) || "its parent"} passed a new ${names || "value"}` + (diffs ? `: ${diffs}` : ""));
        }
        (record.reasons || []).forEach((reason, i) => {
          const changed = inside(words[i] || "");
          if (reason.kind === "@self") {
            return;
          } else if (reason.kind === "@identity") {
            clauses.push("it has a new identity");
          } else {
            const name = reason.source ? sourceName(reason.source) : reason.property || "?";
            clauses.push(`${code(name)} changed` + (changed ? ` (${changed})` : "") + (reason.source ? since(reason.source, id) : ""));
          }
        });
        sentence = clauses.length ? `Its body ran because ${clauses.join("; and ")}.` : "Its body ran.";
        if (drawnNames.size) {
          const redrawn = (record.drawn || []).map((c) => `${c.before || ""} -> ${c.after || ""}`).join("; ");
          sentence += ` A modifier written outside it changed too: ${redrawn}.`;
        }
        break;
      }
      default:
        sentence = outcomeText(record.outcome) + ".";
    }
    return sentence;
  }
  // "Avoidable: …" with the pattern and a link to its fix, when the advisor counted this run.
  function avoidableInto(paragraph, id, index) {
    if (!avoidableByFrame[index].has(id)) return;
    const number = ((data.diagnosed || [])[index] || {})[id];
    paragraph.append(" Avoidable: its output did not change" + (number ? "" : "."));
    if (!number) return;
    const details = $("diagnosis-" + number);
    const pattern = details ? details.dataset.pattern : "";
    paragraph.append(` (${pattern}); `);
    const link = document.createElement("button");
    link.type = "button";
    link.className = "fix-link";
    link.textContent = `see fix ${number}`;
    link.addEventListener("click", () => {
      if (!details) return;
      details.open = true;
      details.scrollIntoView({ block: "start" });
    });
    paragraph.append(link, ".");
  }

  // The view card: the selected view at the top of the side panel, for the
  // frame shown: its outcome and `_printChanges` line, what changed, the
  // source writes that reached it, its outcomes over the run (a click goes
  // to that frame), what it depends on, and its history.
  // The parts that depend on the view only (its strip, history and
  // dependencies) are built once per selection; a frame switch updates the
  // frame's parts and moves the "current" marks.
  let cardFor = null;
  function renderNode(id) {
    const info = nodeInfo.get(id);
    const frame = frames[current];
    if (cardFor !== id) buildCard(id, info);
    const entry = recordsByFrame[current].get(id);
    const record = entry ? entry.record : null;
    $("card-outcome").textContent = `Frame ${current}, ${frame.event}: ` +
      (record ? outcomeText(record.outcome) : drawnAt(id, current) ? "untouched" : "not alive");
    const explained = $("card-explain");
    sentenceInto(explained, explain(id, current));
    avoidableInto(explained, id, current);
    const time = $("card-time");
    time.hidden = !timed;
    if (timed) time.textContent = timeWords(id, record, frame);
    $("card-printchanges").hidden = !(entry && entry.line);
    $("card-printchanges").textContent = entry && entry.line ? entry.line : "";
    const changes = $("card-changes");
    changes.replaceChildren();
    for (const text of record ? reasonWords(frame, entry.index) : []) li(changes, text);
    if (!changes.children.length) li(changes, record ? entry.why || "nothing of its own" : "nothing this frame", "none");
    const cause = $("card-cause");
    cause.replaceChildren();
    const written = sourceWordsByID(frame);
    for (const reason of record ? record.reasons || [] : []) {
      const value = reason.source ? written.get(reason.source) : null;
      if (value == null) continue;
      const item = li(cause, `${value} \u2190 ${sourceName(reason.source)} \u2190 ${frame.event}`);
      item.title = reason.source;
      locationInto(item, reason.source);
    }
    if (!cause.children.length) li(cause, record ? (entry.why || outcomeText(record.outcome)) : "none", "none");
    const strip = $("card-strip");
    strip.querySelector("button.current")?.classList.remove("current");
    strip.children[current]?.classList.add("current");
    const history = $("node-history").tBodies[0];
    history.querySelector("tr.current")?.classList.remove("current");
    history.querySelector(`tr[data-frame="${current}"]`)?.classList.add("current");
  }

  function buildCard(id, info) {
    cardFor = id;
    $("node-panel").hidden = false;
    $("node-name").textContent = info ? info.type : id;
    identityInto($("node-identity"), id);
    declaredInto($("node-declared"), id);
    const c = countedFor(id);
    $("node-folded").hidden = !c;
    $("node-folded").textContent = c ? `Not drawn: one of the ${c.count.toLocaleString("en-US")} views under ` +
      `${c.parent} folded into a counted node (no frame after the first touches them).` : "";
    const strip = $("card-strip");
    strip.replaceChildren(...frames.map((f, index) => {
      const cell = document.createElement("button");
      cell.type = "button";
      const r = recordsByFrame[index].get(id);
      const outcome = r ? r.record.outcome : drawnAt(id, index) ? "untouched" : "absent";
      cell.className = `outcome-${outcome}`;
      cell.title = `frame ${index}: ${outcome === "absent" ? "not alive" : outcomeText(outcome)} (${f.event})`;
      cell.setAttribute("aria-label", cell.title);
      cell.setAttribute("role", "listitem");
      cell.dataset.frame = String(index);
      return cell;
    }));
    const tbody = $("node-history").tBodies[0];
    tbody.replaceChildren();
    frames.forEach((f, index) => {
      const e = recordsByFrame[index].get(id);
      if (!e) return;
      const row = tbody.insertRow();
      row.dataset.frame = String(index);
      row.insertCell().textContent = `${index} ${f.event}`;
      row.insertCell().textContent = outcomeText(e.record.outcome);
      row.insertCell().textContent = e.line || e.why;
    });
    const deps = $("node-dependencies");
    deps.replaceChildren();
    for (const edge of edgesOf(id)) {
      const span = edge.until != null ? `frames ${edge.since}\u2013${edge.until - 1}` : `since frame ${edge.since}`;
      const item = li(deps, `${sourceName(edge.source)} (${edge.kind}, ${span})`);
      item.title = edge.source;
      locationInto(item, edge.source);
    }
    if (!deps.children.length) li(deps, "none", "none");
  }

  // Each view's dependency edges, indexed once.
  let edgesByNode = null;
  function edgesOf(id) {
    if (!edgesByNode) {
      edgesByNode = new Map();
      for (const e of trace.edges) {
        if (!edgesByNode.has(e.node)) edgesByNode.set(e.node, []);
        edgesByNode.get(e.node).push(e);
      }
    }
    return edgesByNode.get(id) || [];
  }

  function closeCard() {
    if (selected === null) return;
    const previous = selected;
    selected = null;
    cardFor = null;
    $("node-panel").hidden = true;
    if (inLayout.has(previous)) paintNode(previous, current);
    saveState(true);
  }

  // Deep links: the page's state lives in the URL fragment
  // (`#frame=5&view=<identity>&mode=avoidable`), so a link opens that frame
  // and that view's card; back and forward step through the states.
  let restoring = false;
  function stateFragment() {
    const parts = [`frame=${current}`];
    if (selected !== null) parts.push(`view=${encodeURIComponent(selected)}`);
    const mode = $("mode").value;
    if (mode && mode !== "outcome") parts.push(`mode=${encodeURIComponent(mode)}`);
    if ($("hide-untouched").checked) parts.push("hide=1");
    if (!myViewsOnly()) parts.push("all=1");
    return "#" + parts.join("&");
  }
  function saveState(push) {
    if (restoring || current < 0) return;
    const fragment = stateFragment();
    if (location.hash === fragment) return;
    try {
      if (push && !timer) history.pushState(null, "", fragment); else history.replaceState(null, "", fragment);
    } catch (e) { /* a page opened from a file may refuse: the state still applies */ }
  }
  function restoreState() {
    // A value whose percent-escapes do not decode (`%E0%A4%A`) is kept as written in `malformed`:
    // one of the link's problems, as a missing frame or view is, never a value of its parameter.
    const params = new Map(), malformed = new Map();
    for (const part of location.hash.replace(/^#/, "").split("&").filter(Boolean)) {
      const at = part.indexOf("=");
      const key = at < 0 ? part : part.slice(0, at), value = at < 0 ? "" : part.slice(at + 1);
      try {
        params.set(key, decodeURIComponent(value));
        malformed.delete(key);
      } catch (e) {
        params.delete(key);
        malformed.set(key, value);
      }
    }
    // What the link names that the page does not have, each said as what it is.
    const problems = [];
    const range = `(frames 0\u2013${frames.length - 1})`;
    let frameBad = false;
    for (const [key, value] of malformed) {
      if (key === "frame") { problems.push(`frame ${value} is not in this run ${range}`); frameBad = true; }
      else if (key === "view") problems.push(`view ${value} is not in this run`);
      else if (key === "mode") problems.push(`mode "${value}" is not a mode`);
      else if (key === "hide" || key === "all") problems.push(`${key}=${value} has a broken %-escape`);
    }
    restoring = true;
    try {
      const mode = params.get("mode");
      if (mode != null) {
        const known = [...$("mode").options].some((o) => o.value === mode);
        if (known) { $("mode").value = mode; setMode(mode); } else problems.push(`mode "${mode}" is not a mode`);
      }
      if (params.has("all")) $("my-views").checked = params.get("all") !== "1";
      if (params.has("hide")) {
        $("hide-untouched").checked = params.get("hide") === "1";
        body.classList.toggle("hide-untouched", $("hide-untouched").checked);
      }
      if (params.has("frame")) {
        const frame = Number(params.get("frame"));
        if (Number.isInteger(frame) && frame >= 0 && frame < frames.length) setFrame(frame, true);
        else { problems.push(`frame ${params.get("frame")} is not in this run ${range}`); frameBad = true; }
      }
      // A link without a good frame opens where the page opens without a link.
      if (frameBad) firstLook();
      const view = params.get("view");
      if (view != null) {
        if (nodeInfo.has(view)) select(view); else problems.push(`view ${view} is not in this run`);
      } else if (params.has("frame") && selected !== null) {
        closeCard();
      }
    } finally {
      restoring = false;
    }
    // A link opens readable: on its view, or on the views its frame touched.
    if (selected !== null && params.get("view") === selected) frameViews([selected], true);
    else if (current > 0 && !frameBad) frameOn(current, true);
    drawMinimap();
    $("link-notice").hidden = problems.length === 0;
    $("link-notice").textContent = problems.length ? `From this link, ${problems.join("; ")}: showing the rest.` : "";
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
  // A page of the table holds `viewPageSize` rows: a 100,000-view run's table opens and sorts
  // in the time of one sort, not of 100,000 rows built (43 s once).
  const viewPageSize = 500;
  let viewRows = null;
  let viewSort = { key: "evaluations", descending: true };
  let sortedFor = null;
  let viewPage = 0;
  function renderViewTable() {
    if (!viewRows) viewRows = viewCounts();
    const { key, descending } = viewSort;
    const sign = descending ? -1 : 1;
    if (sortedFor !== `${key} ${descending}`) {
      sortedFor = `${key} ${descending}`;
      viewRows.sort((a, b) => {
        const order = key === "view" ? (a.view < b.view ? -1 : a.view > b.view ? 1 : 0) : a[key] - b[key];
        return order !== 0 ? sign * order : a.view < b.view ? -1 : a.view > b.view ? 1 : 0;
      });
    }
    const tbody = $("views-table").tBodies[0];
    const shownRows = myViewsOnly() ? viewRows.filter((c) => isMine(c.view)) : viewRows;
    $("views-hidden").textContent = shownRows.length < viewRows.length
      ? `${viewRows.length - shownRows.length} framework views hidden ("My views only")` : "";
    const pages = Math.max(1, Math.ceil(shownRows.length / viewPageSize));
    viewPage = Math.min(viewPage, pages - 1);
    const first = viewPage * viewPageSize;
    const pageRows = shownRows.slice(first, first + viewPageSize);
    const pager = $("views-pager");
    pager.hidden = pages === 1;
    $("views-range").textContent = `rows ${(first + 1).toLocaleString("en-US")}\u2013` +
      `${(first + pageRows.length).toLocaleString("en-US")} of ${shownRows.length.toLocaleString("en-US")}`;
    $("views-previous").disabled = viewPage === 0;
    $("views-next").disabled = viewPage >= pages - 1;
    const rows = pageRows.map((c) => {
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
    const stand = countedFor(id);
    const run = collapsed(stand ? stand.parent : id);
    if (run) {
      // A view chosen in a table inside a folded run: open the run.
      run.expanded = true;
      $("fold-runs").checked = folds.some((f) => !f.expanded);
      setFrame(current, true);
    }
    if (previous) paintNode(previous, current);
    paintNode(id, current);
    if (stand || (previous && countedFor(previous))) for (const c of counted) paintCounted(c, current);
    if (stand) bringIntoView([id]);
    renderNode(id);
    saveState(true);
  }

  // Timeline: one bar per frame, height = bodies evaluated, stacked by
  // outcome; hovering a bar shows the frame's counts.
  function frameCounts(frame) {
    const counts = {};
    for (const r of frame.records) counts[r.outcome] = (counts[r.outcome] || 0) + 1;
    return counts;
  }
  // With --timings each evaluation carries its body time (microseconds):
  // a bar's height is then the frame's time in bodies, not its body count.
  const timed = frames.some((f) => f.records.some((r) => r.bodyMicroseconds !== undefined));
  const bodyTime = (frame) => frame.records.reduce((sum, r) => sum + (r.bodyMicroseconds || 0), 0);
  function timeText(us) {
    if (us < 1000) return `${us < 10 ? us.toFixed(1) : Math.round(us)} \u00b5s`;
    if (us < 1e6) return `${(us / 1000).toFixed(us < 1e4 ? 2 : 1)} ms`;
    return `${(us / 1e6).toFixed(2)} s`;
  }
  // With --timings, the card's time: the body's time in this frame, its median over the frames
  // it ran in, and the frame's total in bodies.
  function timeWords(id, record, frame) {
    const times = [];
    for (const f of frames) {
      const e = recordsByFrame[f.index].get(id);
      if (e && e.record.bodyMicroseconds !== undefined && (e.record.bodyCount || 0) > 0) times.push(e.record.bodyMicroseconds);
    }
    times.sort((a, b) => a - b);
    const median = times.length ? times[Math.floor(times.length / 2)] : null;
    const here = record && record.bodyMicroseconds !== undefined ? `Body time ${timeText(record.bodyMicroseconds)} in this frame` : "No body run timed in this frame";
    const over = median == null ? "" : `; median ${timeText(median)} over the ${times.length} frame${times.length === 1 ? "" : "s"} it ran in`;
    return `${here}${over}; all bodies of the frame: ${timeText(bodyTime(frame))}.`;
  }
  function tipText(index) {
    const frame = frames[index];
    const counts = frameCounts(frame);
    const parts = legendOrder.filter((o) => counts[o]).map((o) => `${counts[o]} ${outcomeWords[o]}`);
    const bodies = runLines(frame).length;
    return [`Frame ${index}: ${frame.event}`, `${bodies} ${bodies === 1 ? "body" : "bodies"} evaluated`
      + (timed ? ` in ${timeText(bodyTime(frame))}` : ""),
      parts.length ? parts.join(" \u00b7 ") : "no view touched"];
  }
  function barValue(frame) { return timed ? bodyTime(frame) : runLines(frame).length; }
  function buildTimeline() {
    const timeline = $("timeline");
    if (timed) timeline.setAttribute("aria-label", "Timeline: one bar per frame, height = time spent in bodies");
    const max = Math.max(timed ? 1e-9 : 1, ...frames.map(barValue));
    frames.forEach((frame, index) => {
      const bar = document.createElement("div");
      bar.className = "bar";
      bar.dataset.frame = String(index);
      const counts = frameCounts(frame);
      bar.setAttribute("aria-label", tipText(index).join(", "));
      bar.style.height = Math.max(8, Math.round((barValue(frame) / max) * 56)) + "px";
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
    // Frame numbers under the bars: every `step`th, spaced to be read, and the frame shown.
    const numbers = $("timeline-numbers");
    const barWidth = Math.max(5, Math.min(29, (timeline.clientWidth - 40) / frames.length));
    const step = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000].find((n) => n * barWidth >= 24) || 10000;
    numbers.replaceChildren(...frames.map((frame, index) => {
      const cell = document.createElement("span");
      cell.textContent = index % step === 0 ? String(index) : "";
      cell.dataset.step = index % step === 0 ? "1" : "";
      return cell;
    }));
    timeline.addEventListener("scroll", () => { numbers.scrollLeft = timeline.scrollLeft; });
    let dragging = false;
    const pick = (event) => {
      const bar = event.target.closest(".bar");
      if (bar) setFrame(Number(bar.dataset.frame));
    };
    const tip = $("timeline-tip");
    timeline.addEventListener("mousedown", (e) => { dragging = true; pick(e); });
    timeline.addEventListener("mousemove", (e) => {
      if (dragging) pick(e);
      const bar = e.target.closest(".bar");
      if (!bar) { tip.hidden = true; return; }
      const lines = tipText(Number(bar.dataset.frame));
      tip.replaceChildren();
      lines.forEach((line, i) => { const div = document.createElement("div"); div.textContent = line; if (!i) div.className = "tip-head"; tip.appendChild(div); });
      tip.dataset.frame = bar.dataset.frame;
      tip.hidden = false;
      const r = bar.getBoundingClientRect();
      const left = Math.min(window.innerWidth - tip.offsetWidth - 8, Math.max(8, r.left + r.width / 2 - tip.offsetWidth / 2));
      tip.style.left = left + window.scrollX + "px";
      tip.style.top = r.top + window.scrollY - tip.offsetHeight - 6 + "px";
    });
    timeline.addEventListener("mouseleave", () => { tip.hidden = true; });
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
    let skipped = 0;
    for (const id of laidOut) {
      const g = element(id);
      if (!g) continue;
      // A view's own name: its type or its own segment of the identity path.
      const own = id.slice(id.lastIndexOf("/") + 1).toLowerCase();
      const named = query !== "" && (nodeInfo.get(id).type.toLowerCase().includes(query) || own.includes(query));
      const hit = named && (!myViewsOnly() || isMine(id));
      g.classList.toggle("match", hit);
      if (hit && shows(id)) count++;
      if (named && !hit) skipped++;
    }
    for (const f of folds) {
      const g = foldElements.get(f);
      const hit = query !== "" && f.type.toLowerCase().includes(query);
      if (g) g.classList.toggle("match", hit);
      if (hit && shows(f)) count++;
    }
    $("search-count").textContent = query ? `${count} match${count === 1 ? "" : "es"}` +
      (skipped ? ` (${skipped} framework view${skipped === 1 ? "" : "s"} not counted: "My views only")` : "") : "";
  }

  // Where each unit is drawn, in the graph's own coordinates (the space of
  // Graphviz's top group): measured once from Graphviz's layout, then moved
  // by the tidy layout when some views are folded or hidden.
  const home = new Map();  // element -> {cx, cy, w, h} at Graphviz's place
  const placed = new Map();  // unit -> {cx, cy, w, h} as drawn now
  const unitElement = (unit) =>
    typeof unit === "string" ? element(unit) : unit.counted ? countedElements.get(unit) : foldElements.get(unit);
  function homeOf(g) {
    if (!home.has(g)) {
      const transform = g.getAttribute("transform");
      if (transform) g.removeAttribute("transform");
      // The shape's box: the browser's fonts may draw texts wider or
      // taller than Graphviz measured them.
      const b = (g.querySelector("polygon, path, ellipse") || g).getBBox();
      if (transform) g.setAttribute("transform", transform);
      home.set(g, { cx: b.x + b.width / 2, cy: b.y + b.height / 2, w: b.width, h: b.height });
    }
    return home.get(g);
  }
  const originalPaths = new Map();
  function setEdge(edge, from, to) {
    const path = edge && edge.querySelector("path");
    if (!path) return;
    if (!originalPaths.has(path)) originalPaths.set(path, path.getAttribute("d"));
    path.setAttribute("d", `M${from.cx.toFixed(1)},${(from.cy + from.h / 2).toFixed(1)}L${to.cx.toFixed(1)},${(to.cy - to.h / 2).toFixed(1)}`);
  }

  // Places the shown units: at Graphviz's places when every view is shown;
  // otherwise as a tidy tree of the shown units only (leaves side by side,
  // parents centred over their children, one row per depth), edges straight.
  let placedFor;  // the `visible` the units were last placed for
  function place() {
    placedFor = visible;
    placed.clear();
    const units = [];
    if (visible === null) {
      tree.classList.remove("relaid");
      for (const [path, d] of originalPaths) path.setAttribute("d", d);
      originalPaths.clear();
      for (const id of laidOut) {
        const g = element(id);
        if (!g) continue;
        g.removeAttribute("transform");
        units.push(id);
      }
      for (const f of folds) { const g = foldElements.get(f); if (g) g.removeAttribute("transform"); }
      for (const c of counted) { const g = countedElements.get(c); if (g) g.removeAttribute("transform"); }
      // Graphviz's places are measured only when the minimap needs them.
      resetCamera(null);
      return;
    }
    tree.classList.add("relaid");
    const order = [];
    for (const id of laidOut) { const u = unitOf(id); if (visible.has(u)) order.push(u); }
    // Counted nodes come last under their parent: its rightmost child.
    for (const c of counted) { const u = countedUnit(c); if (visible.has(u)) order.push(u); }
    const seen = new Set();
    const kids = new Map();
    const roots = [];
    for (const unit of order) {
      if (seen.has(unit)) continue;
      seen.add(unit);
      const parent = parentUnit(unit);
      if (parent !== null && visible.has(parent)) {
        if (!kids.has(parent)) kids.set(parent, []);
        kids.get(parent).push(unit);
      } else {
        roots.push(unit);
      }
    }
    const size = (unit) => homeOf(unitElement(unit));
    const x = new Map(), depth = new Map(), rowEnd = [], rowHeight = [];
    const gap = 14;
    let nextLeaf = 0;
    const stack = roots.slice().reverse().map((u) => [u, 0, false]);
    while (stack.length) {
      const [unit, level, done] = stack.pop();
      const below = kids.get(unit) || [];
      if (!done && below.length) {
        stack.push([unit, level, true]);
        for (let i = below.length - 1; i >= 0; i--) stack.push([below[i], level + 1, false]);
        continue;
      }
      const { w, h } = size(unit);
      const wanted = below.length ? (x.get(below[0]) + x.get(below[below.length - 1])) / 2 : nextLeaf + w / 2;
      const at = Math.max(wanted, (rowEnd[level] ?? -Infinity) + gap + w / 2);
      x.set(unit, at);
      depth.set(unit, level);
      rowEnd[level] = at + w / 2;
      rowHeight[level] = Math.max(rowHeight[level] || 0, h);
      if (!below.length) nextLeaf = at + w / 2 + gap;
    }
    const top = [];
    let y = 0;
    for (let level = 0; level < rowHeight.length; level++) { top[level] = y; y += rowHeight[level] + 34; }
    for (const [unit, at] of x) {
      const g = unitElement(unit);
      const h = size(unit);
      const level = depth.get(unit);
      const cy = top[level] + rowHeight[level] / 2;
      g.setAttribute("transform", `translate(${(at - h.cx).toFixed(1)} ${(cy - h.cy).toFixed(1)})`);
      placed.set(unit, { cx: at, cy, w: h.w, h: h.h });
    }
    for (const [unit, where] of placed) {
      const parent = parentUnit(unit);
      const from = parent !== null ? placed.get(parent) : null;
      if (from) setEdge(edgeOf(typeof unit === "string" ? data.svgIds[unit] : unit.svg), from, where);
    }
    resetCamera(bounds());
  }

  // A point of the drawing's own coordinates (Graphviz's, inside graph0) in the SVG's user space (the viewBox's).
  function toUser(px, py) {
    const m = graph0.transform.baseVal.consolidate()?.matrix;
    return m ? { x: m.a * px + m.c * py + m.e, y: m.b * px + m.d * py + m.f } : { x: px, y: py };
  }
  // The box around places ({cx, cy, w, h} in the drawing's own coordinates) in the SVG's user space.
  function userBox(places) {
    let left = Infinity, top = Infinity, right = -Infinity, bottom = -Infinity;
    for (const p of places) {
      left = Math.min(left, p.cx - p.w / 2); right = Math.max(right, p.cx + p.w / 2);
      top = Math.min(top, p.cy - p.h / 2); bottom = Math.max(bottom, p.cy + p.h / 2);
    }
    if (left === Infinity) return null;
    const a = toUser(left, top), b = toUser(right, bottom);
    return { left: Math.min(a.x, b.x), top: Math.min(a.y, b.y), right: Math.max(a.x, b.x), bottom: Math.max(a.y, b.y) };
  }
  function bounds() {
    const b = userBox(placed.values()), pad = 12;
    return b && { x: b.left - pad, y: b.top - pad, width: b.right - b.left + 2 * pad, height: b.bottom - b.top + 2 * pad };
  }

  // Pan and zoom. Each SVG has a camera: the box of its user space the pane
  // shows (`box`), and the box of its whole drawing for fit-to-view
  // (`camera`). A step (wheel, drag, keys, minimap, a frame's views brought
  // into view) moves the drawing at once with a CSS transform on the SVG's
  // wrapper, which Chromium composites without drawing the nodes again; the
  // SVG's viewBox, which makes it lay out and paint every node (about a
  // second for 20,000 views), is set once the steps stop, so the drawing is
  // crisp again. A new placement sets it at once.
  const cameras = new WeakMap();
  const shownBoxes = new Map();  // svg -> the box the pane shows (the viewBox once settled)
  const settleTimers = new Map();  // svg -> the pending crisp re-render
  const settleDelay = 150;  // ms after the last step
  function shownSVG() { return document.querySelector("#canvas > div:not([hidden]) > svg"); }
  function camera(svg) {
    if (!cameras.has(svg)) {
      const b = svg.viewBox.baseVal;
      cameras.set(svg, { x: b.x, y: b.y, width: b.width, height: b.height });
      svg.setAttribute("preserveAspectRatio", "xMidYMid meet");
    }
    return cameras.get(svg);
  }
  const graphvizBox = (() => { const b = treeSVG.viewBox.baseVal; return { x: b.x, y: b.y, width: b.width, height: b.height }; })();
  // After a new placement the whole drawing is the tidy tree's bounds (or
  // Graphviz's box again), and the pane fits it.
  function resetCamera(box) {
    camera(treeSVG);
    cameras.set(treeSVG, box || graphvizBox);
    fit(treeSVG, true);
  }
  function viewBoxOf(svg) { const b = svg.viewBox.baseVal; return { x: b.x, y: b.y, width: b.width, height: b.height }; }
  // How `box` lies in the wrapper (its size before any transform) with
  // xMidYMid meet: user point u is at offset + scale * (u - box's corner).
  function mapping(svg, box) {
    const wrapper = svg.parentElement, width = wrapper.clientWidth, height = wrapper.clientHeight;
    const scale = Math.min(width / box.width, height / box.height) || 1;
    return { scale, x: (width - scale * box.width) / 2, y: (height - scale * box.height) / 2, width, height };
  }
  // Shows `box` (rounded as a viewBox is): at once when `now` (the SVG
  // lays out and paints again), else by a transform until the steps stop.
  function setBox(svg, box, now) {
    const b = { x: +box.x.toFixed(2), y: +box.y.toFixed(2), width: +box.width.toFixed(2), height: +box.height.toFixed(2) };
    shownBoxes.set(svg, b);
    clearTimeout(settleTimers.get(svg));
    if (now) {
      settle(svg);
    } else {
      // The drawing as rendered (its viewBox) moved to where `b` puts it.
      const from = mapping(svg, viewBoxOf(svg)), to = mapping(svg, b), rendered = viewBoxOf(svg);
      const a = to.scale / from.scale;
      const tx = to.x - a * from.x + to.scale * (rendered.x - b.x), ty = to.y - a * from.y + to.scale * (rendered.y - b.y);
      svg.parentElement.style.transform = `translate(${tx.toFixed(2)}px, ${ty.toFixed(2)}px) scale(${a.toPrecision(6)})`;
      svg.dataset.camera = "moving";
      settleTimers.set(svg, setTimeout(() => settle(svg), settleDelay));
    }
    if (svg === treeSVG) drawViewport();
  }
  // The crisp re-render: the real viewBox, no transform.
  function settle(svg) {
    settleTimers.delete(svg);
    const b = shownBoxes.get(svg);
    if (b) svg.setAttribute("viewBox", [b.x, b.y, b.width, b.height].join(" "));
    svg.parentElement.style.transform = "";
    delete svg.dataset.camera;
  }
  function box(svg) { return shownBoxes.get(svg) || viewBoxOf(svg); }
  function fit(svg, now) { if (svg) setBox(svg, camera(svg), now); }
  // The wrapper's place on screen without its transform (pane coordinates).
  function origin(svg) {
    const wrapper = svg.parentElement, r = wrapper.getBoundingClientRect();
    const m = new DOMMatrixReadOnly(getComputedStyle(wrapper).transform === "none" ? undefined : getComputedStyle(wrapper).transform);
    return { left: r.left - m.e, top: r.top - m.f };
  }
  // A client point in the SVG's user space (the coordinates of the box
  // shown, whether or not it is the viewBox yet).
  function toSVG(svg, clientX, clientY) {
    const b = box(svg), m = mapping(svg, b), o = origin(svg);
    return { x: b.x + (clientX - o.left - m.x) / m.scale, y: b.y + (clientY - o.top - m.y) / m.scale };
  }
  // What the pane shows, in user space (wider than the box on one axis).
  function visibleBox(svg) {
    const b = box(svg), m = mapping(svg, b);
    return { x: b.x - m.x / m.scale, y: b.y - m.y / m.scale, width: m.width / m.scale, height: m.height / m.scale };
  }
  function zoom(svg, factor, center) {
    if (!svg) return;
    const full = camera(svg), b = box(svg);
    const width = Math.min(full.width * 4, Math.max(20, b.width / factor));
    const scale = width / b.width;
    const c = center || { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    setBox(svg, { x: c.x - (c.x - b.x) * scale, y: c.y - (c.y - b.y) * scale, width, height: b.height * scale });
  }
  // Brings the frame's touched views into the pane (a folded view: its
  // folded node): pans to them, and zooms out only when they do not fit at
  // the current zoom.
  // The box of the units that draw `ids`, in the SVG's user space (null when none is drawn): from
  // where each unit is placed (its tidy-tree place, or Graphviz's), never from the page's layout, so
  // a frame that touched every view costs no layout of every node.
  function drawnBox(ids) {
    const units = new Set();
    for (const id of ids) { const unit = drawnUnitOf(id); if (unit) units.add(unit); }
    const places = [];
    for (const unit of units) {
      const g = unitElement(unit);
      if (!g || !shows(unit)) continue;
      const p = visible === null ? homeOf(g) : placed.get(unit);
      if (p && p.w) places.push(p);
    }
    return userBox(places);
  }
  function bringIntoView(ids) {
    const svg = treeSVG;
    if (tree.hidden || !ids.length) return;
    const drawn = drawnBox(ids);
    if (!drawn) return;
    const { left, top, right, bottom } = drawn;
    const seen = visibleBox(svg);
    if (left >= seen.x && top >= seen.y && right <= seen.x + seen.width && bottom <= seen.y + seen.height) return;
    const b = box(svg);
    const pad = 20;
    const width = Math.max(b.width, right - left + 2 * pad), height = Math.max(b.height, bottom - top + 2 * pad);
    const scale = Math.max(width / b.width, height / b.height);
    const w = b.width * scale, h = b.height * scale;
    setBox(svg, { x: (left + right) / 2 - w / 2, y: (top + bottom) / 2 - h / 2, width: w, height: h });
  }
  // The camera that shows `ids` with labels at 11 px or more (12 px, up to
  // 1.6 times that when there is room), centred on them, and whether they
  // fit the pane at that zoom; when they do not, `first` keeps the readable
  // zoom on their top left, otherwise the zoom shows them all. Null when none
  // of them is drawn.
  function cameraOn(ids, first) {
    if (tree.hidden || !ids.length) return null;
    const svg = treeSVG;
    const drawn = drawnBox(ids);
    if (!drawn) return null;
    const { left, top, right, bottom } = drawn;
    const text = svg.querySelector("g.node text");
    const fontSize = parseFloat(text ? text.getAttribute("font-size") : "") || 10;
    const wrapper = svg.parentElement, width = wrapper.clientWidth, height = wrapper.clientHeight;
    if (!width || !height) return null;
    const pad = 20;
    const readable = 12 / fontSize;  // pixels per drawing unit
    const fits = Math.min(width / (right - left + 2 * pad), height / (bottom - top + 2 * pad));
    const scale = fits >= readable ? Math.min(fits, 1.6 * readable) : first ? readable : fits;
    const w = width / scale, h = height / scale;
    const cx = fits >= readable || !first ? (left + right) / 2 : left - pad + w / 2;
    const cy = fits >= readable || !first ? (top + bottom) / 2 : top - pad + h / 2;
    return { box: { x: cx - w / 2, y: cy - h / 2, width: w, height: h }, fits: fits >= readable };
  }
  function frameViews(ids, now, first) {
    const camera = cameraOn(ids, first);
    if (camera) setBox(treeSVG, camera.box, now);
    return camera != null;
  }
  // A frame's camera: every view it touched when they fit at a readable
  // zoom; else the views whose body ran (the code that ran is the question)
  // when those fit; else readable on the top left of them.
  function frameOn(index, now) {
    const touched = [...recordsByFrame[index].keys()];
    const ran = frames[index].records.filter((r) => r.bodyCount > 0).map((r) => r.node);
    const all = cameraOn(touched);
    if (all && all.fits) return setBox(treeSVG, all.box, now);
    const code = ran.length ? cameraOn(ran) : null;
    if (code && code.fits) return setBox(treeSVG, code.box, now);
    frameViews(ran.length ? ran : touched, now, true);
  }
  // The first look: the first frame that changed something, framed on the
  // views it touched (``frameViews``).
  function firstLook() {
    let start = 0;
    for (let i = 1; i < frames.length; i++) if (frames[i].records.length) { start = i; break; }
    if (start !== current) setFrame(start);
    frameOn(start, true);
    drawMinimap();
  }

  function setUpPanAndZoom() {
    const canvas = $("canvas");
    canvas.addEventListener("wheel", (event) => {
      const svg = shownSVG();
      if (!svg || event.target.closest("#minimap")) return;
      event.preventDefault();
      zoom(svg, Math.exp(-event.deltaY * 0.002), toSVG(svg, event.clientX, event.clientY));
    }, { passive: false });
    let drag = null;
    canvas.addEventListener("mousedown", (event) => {
      const svg = shownSVG();
      if (event.button !== 0 || !svg || event.target.closest("#minimap")) return;
      drag = { svg, x: event.clientX, y: event.clientY, box: box(svg), perPixel: 1 / mapping(svg, box(svg)).scale, moved: false };
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

  // Minimap, for trees of more than `minimapViews` drawn units: every unit
  // as a box (the frame's touched ones in their outcome's colour) and the
  // pane's view as a rectangle; click or drag on it to move the view there.
  const minimapViews = 150;
  const minimap = $("minimap");
  const minimapCanvas = minimap.querySelector("canvas");
  const minimapView = $("minimap-view");
  let minimapBase = null;  // {canvas, scale, box}: the units drawn once per placement
  let minimapReady = false, minimapScheduled = false;
  const outcomeFill = { evaluated: "#e0a800", initOnly: "#7f7fd8", redrawn: "#54a454", appeared: "#2b8fb3",
    disappeared: "#c45050" };
  function minimapWanted() {
    return !tree.hidden && (visible === null ? laidOut.length + counted.length : visible.size) > minimapViews;
  }
  function drawMinimap() {
    if (!minimapWanted()) { minimap.hidden = true; minimapBase = null; return; }
    if (!placed.size) {
      // Measuring every view takes a while on big trees: not before the
      // page has painted.
      if (!minimapReady) {
        if (!minimapScheduled) { minimapScheduled = true; setTimeout(() => { minimapReady = true; drawMinimap(); }, 0); }
        return;
      }
      for (const id of laidOut) { const g = element(id); if (g) placed.set(id, homeOf(g)); }
      for (const c of counted) { const g = countedElements.get(c); if (g) placed.set(c, homeOf(g)); }
    }
    const whole = camera(treeSVG);
    if (!minimapBase || minimapBase.box !== whole) {

      const scale = Math.min(240 / whole.width, 160 / whole.height);
      const base = document.createElement("canvas");
      base.width = Math.max(1, Math.round(whole.width * scale));
      base.height = Math.max(1, Math.round(whole.height * scale));
      const context = base.getContext("2d");
      context.fillStyle = "#9a9a9a";
      for (const [unit, p] of placed) {
        if (!shows(unit)) continue;
        const a = toUser(p.cx - p.w / 2, p.cy - p.h / 2);
        context.fillRect((a.x - whole.x) * scale, (a.y - whole.y) * scale, Math.max(1, p.w * scale), Math.max(1, p.h * scale));
      }
      minimapBase = { canvas: base, scale, box: whole };
      minimapCanvas.width = base.width;
      minimapCanvas.height = base.height;
    }
    minimap.hidden = false;
    const context = minimapCanvas.getContext("2d");
    context.clearRect(0, 0, minimapCanvas.width, minimapCanvas.height);
    context.drawImage(minimapBase.canvas, 0, 0);
    const { scale, box: whole2 } = minimapBase;
    for (const [id, entry] of recordsByFrame[current] || []) {
      if (!inLayout.has(id)) continue;  // a counted node's views: frame 0 only, drawn grey
      const p = placed.get(unitOf(id));
      if (!p) continue;
      const a = toUser(p.cx - p.w / 2, p.cy - p.h / 2);
      context.fillStyle = outcomeFill[entry.record.outcome] || "#9a9a9a";
      context.fillRect((a.x - whole2.x) * scale - 1, (a.y - whole2.y) * scale - 1, Math.max(3, p.w * scale + 2), Math.max(3, p.h * scale + 2));
    }
    drawViewport();
  }
  function drawViewport() {
    if (!minimapBase || minimap.hidden) return;
    const seen = visibleBox(treeSVG);
    const { scale, box: whole } = minimapBase;
    const left = Math.max(0, (seen.x - whole.x) * scale), top = Math.max(0, (seen.y - whole.y) * scale);
    const right = Math.min(minimapCanvas.width, (seen.x + seen.width - whole.x) * scale);
    const bottom = Math.min(minimapCanvas.height, (seen.y + seen.height - whole.y) * scale);
    Object.assign(minimapView.style, { left: left + "px", top: top + "px", width: Math.max(2, right - left) + "px",
      height: Math.max(2, bottom - top) + "px" });
  }
  function setUpMinimap() {
    let dragging = false;
    const moveTo = (event) => {
      if (!minimapBase) return;
      const r = minimapCanvas.getBoundingClientRect();
      const { scale, box: whole } = minimapBase;
      const x = whole.x + (event.clientX - r.left) / scale, y = whole.y + (event.clientY - r.top) / scale;
      const b = box(treeSVG);
      setBox(treeSVG, { x: x - b.width / 2, y: y - b.height / 2, width: b.width, height: b.height });
    };
    minimap.addEventListener("mousedown", (e) => { if (e.button === 0) { dragging = true; moveTo(e); e.preventDefault(); } });
    window.addEventListener("mousemove", (e) => { if (dragging) moveTo(e); });
    window.addEventListener("mouseup", () => { dragging = false; });
    minimap.addEventListener("click", (e) => e.stopPropagation());
  }

  function setMode(mode) {
    body.classList.toggle("mode-heat", mode === "heat");
    body.classList.toggle("mode-deps", mode === "deps");
    body.classList.toggle("mode-avoidable", mode === "avoidable");
    body.classList.toggle("mode-cause", mode === "cause");
    $("deps").hidden = mode !== "deps";
    $("cause").hidden = mode !== "cause";
    setFrame(current, true);
    if (mode === "cause") drawCause(current);
    saveState(true);
  }

  // Cause mode: the frame's cause -> effect graph, built from the trace and
  // laid out here, once per frame, when it is first shown. Columns by depth:
  // the event, the sources it wrote, then each view after what made it run
  // (a source it read, or the body above it that passed it a new value, built
  // it or re-created it), then the primitives redrawn. Every edge has an
  // arrowhead and says what it is: writes, reads, observes, passes `scrum`,
  // builds, presents, re-creates. A click on a view opens its card.
  const causeLayouts = new Map();
  const edgeWords = { read: "reads", binding: "reads through a binding", observation: "observes",
    objectWillChange: "observes", environment: "reads", storage: "reads", event: "fires" };
  function cutMiddle(text, most) {
    if (text.length <= most) return text;
    const head = Math.ceil((most - 1) * 0.45);
    return text.slice(0, head) + "\u2026" + text.slice(text.length - (most - 1 - head));
  }
  function isCustom(id) { const info = nodeInfo.get(id); return !!info && info.kind === "custom"; }
  // How a view above `id` made it: `presents` through a sheet or a cover, `pushes` through a
  // navigation path, otherwise `builds`.
  function madeBy(above, id) {
    const between = id.slice(above.length);
    if (/\.(sheet|fullScreenCover|popover)|@(sheet|fullScreenCover|popover)/.test(between)) return "presents";
    if (between.includes("NavigationPath@") || between.includes("/Destination")) return "pushes";
    return "builds";
  }
  function causeGraph(index) {
    const frame = frames[index];
    const nodes = new Map(), edges = [];
    const add = (key, kind, lines, view, title) => {
      if (!nodes.has(key)) nodes.set(key, { key, kind, lines, view, title: title || lines.join("\n"), depth: 0, order: nodes.size });
      return nodes.get(key);
    };
    const event = add("event", "event", [`event: ${frame.event}`], null);
    const words = sourceWords(frame);
    frame.sourceChanges.forEach((change, i) => {
      const n = add("source:" + change.source, "source", [sourceName(change.source), words[i] || ""], null,
        [change.source, words[i] || ""].join("\n"));
      edges.push([event, n, "writes"]);
    });
    const ran = new Set(frame.records.filter((r) => (r.bodyCount || 0) > 0).map((r) => r.node));
    const aboveThatRan = (id) => {
      for (let up = nodeInfo.get(id)?.parent; up; up = nodeInfo.get(up)?.parent) if (ran.has(up)) return up;
      return null;
    };
    // Views whose body ran, primitives redrawn, and your views only re-created or appearing.
    const shown = frame.records.filter((r) => (r.bodyCount || 0) > 0 || r.outcome === "redrawn"
      || (isCustom(r.node) && (r.outcome === "initOnly" || r.outcome === "appeared")));
    for (const r of shown) {
      const info = nodeInfo.get(r.node);
      const kind = (r.bodyCount || 0) > 0 && r.outcome !== "appeared" ? "evaluated" : r.outcome;
      const second = recordsByFrame[index].get(r.node)?.line
        || (r.outcome === "initOnly" ? "init only: inputs equal" : r.bodyCount ? "body ran" : outcomeText(r.outcome));
      add("view:" + r.node, kind, [info ? info.type : r.node, second], r.node, [r.node, second].join("\n"));
    }
    for (const r of shown) {
      const n = nodes.get("view:" + r.node);
      const bySource = new Map();
      for (const reason of r.reasons || []) {
        if (!reason.source || !nodes.has("source:" + reason.source) || bySource.has(reason.source)) continue;
        const edge = edgesOf(r.node).find((e) => e.source === reason.source);
        bySource.set(reason.source, reason.kind === "@dependencies" ? "observes" : edgeWords[edge ? edge.kind : "read"] || "reads");
      }
      for (const [source, label] of bySource) edges.push([nodes.get("source:" + source), n, label]);
      if (bySource.size) continue;
      const up = aboveThatRan(r.node);
      const passed = [...new Set((r.reasons || []).filter((x) => x.kind === "@self").flatMap((x) => (x.changes || []).map((c) => c.name)))];
      const label = r.outcome === "initOnly" ? "re-creates" : r.outcome === "redrawn" ? "redraws"
        : r.outcome === "appeared" ? (up ? madeBy(up, r.node) : "shows")
        : passed.length ? `passes ${passed.join(", ")}` : "runs";
      edges.push([up ? nodes.get("view:" + up) || event : event, n, label]);
    }
    // Depth: longest path from the event (the records come parents first, edges point down).
    for (let pass = 0; pass < 3; pass++) for (const [a, b] of edges) b.depth = Math.max(b.depth, a.depth + 1);
    return { nodes: [...nodes.values()], edges };
  }
  function drawCause(index) {
    const holder = $("cause");
    if (causeLayouts.get(holder) === index) return;
    causeLayouts.set(holder, index);
    const { nodes, edges } = causeGraph(index);
    holder.replaceChildren();
    if (nodes.length === 1) {
      const p = document.createElement("p");
      p.className = "cause-empty";
      p.textContent = `Frame ${index} wrote no source and ran no body.`;
      holder.append(p);
    }
    const ns = "http://www.w3.org/2000/svg";
    const columnWidth = 340, boxWidth = 260, rowHeight = 48, boxHeight = 36;
    const rows = [];
    for (const n of nodes) {
      rows[n.depth] = rows[n.depth] || 0;
      n.x = 20 + n.depth * columnWidth;
      n.y = 20 + rows[n.depth] * rowHeight;
      rows[n.depth]++;
    }
    const width = 40 + (Math.max(...nodes.map((n) => n.depth)) + 1) * columnWidth;
    const height = 40 + Math.max(...rows.filter((x) => x !== undefined)) * rowHeight;
    const svg = document.createElementNS(ns, "svg");
    svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
    svg.setAttribute("width", String(width));
    svg.setAttribute("height", String(height));
    svg.setAttribute("aria-label", `Cause graph of frame ${index}`);
    const defs = document.createElementNS(ns, "defs");
    const marker = document.createElementNS(ns, "marker");
    for (const [k, v] of [["id", "cause-arrow"], ["viewBox", "0 0 10 10"], ["refX", "10"], ["refY", "5"],
      ["markerWidth", "8"], ["markerHeight", "8"], ["orient", "auto"]]) marker.setAttribute(k, v);
    const head = document.createElementNS(ns, "path");
    head.setAttribute("d", "M0,0 L10,5 L0,10 z");
    head.setAttribute("class", "cause-arrowhead");
    marker.append(head);
    defs.append(marker);
    svg.append(defs);
    const labelled = new Set();
    for (const [a, b, label] of edges) {
      const path = document.createElementNS(ns, "path");
      const x1 = a.x + boxWidth, y1 = a.y + boxHeight / 2, x2 = b.x, y2 = b.y + boxHeight / 2;
      path.setAttribute("d", `M${x1},${y1} C${(x1 + x2) / 2},${y1} ${(x1 + x2) / 2},${y2} ${x2},${y2}`);
      path.setAttribute("class", "cause-edge");
      path.setAttribute("marker-end", "url(#cause-arrow)");
      path.dataset.label = label;
      svg.append(path);
      // The label sits where the edge leaves its box; edges leaving one box with one label share it.
      if (labelled.has(a.key + "\u0000" + label)) continue;
      labelled.add(a.key + "\u0000" + label);
      const text = document.createElementNS(ns, "text");
      text.setAttribute("class", "cause-label");
      text.setAttribute("x", String(x1 + 6));
      text.setAttribute("y", String(y1 + (y2 >= y1 ? -4 : 12)));
      text.textContent = cutMiddle(label, 24);
      svg.append(text);
    }
    for (const n of nodes) {
      const g = document.createElementNS(ns, "g");
      g.setAttribute("class", `cause-node cause-${n.kind}`);
      g.setAttribute("transform", `translate(${n.x},${n.y})`);
      if (n.view) g.dataset.node = n.view;
      const rect = document.createElementNS(ns, "rect");
      rect.setAttribute("width", String(boxWidth));
      rect.setAttribute("height", String(boxHeight));
      g.append(rect);
      n.lines.forEach((line, i) => {
        const text = document.createElementNS(ns, "text");
        text.setAttribute("x", "6");
        text.setAttribute("y", String(15 + i * 15));
        text.textContent = cutMiddle(line, 38);
        g.append(text);
      });
      const title = document.createElementNS(ns, "title");
      title.textContent = n.title;
      g.append(title);
      svg.append(g);
    }
    holder.append(svg);
    // The first look of the mode reads: fitted when its 12 px text shows at 11 px or more, else at
    // 12 px from the event's corner (a zoom or "Fit all" shows the rest).
    const pane = holder.clientWidth ? holder : $("canvas");
    const fitScale = Math.min(pane.clientWidth / width, pane.clientHeight / height);
    const readable = 1;
    if (fitScale < 11 / 12 && pane.clientWidth) {
      setBox(svg, { x: 0, y: 0, width: pane.clientWidth / readable, height: pane.clientHeight / readable }, true);
    }
    renderCauseRange();
  }

  // Causes over a range of frames, in Cause mode: each source (by its short name; a run with no
  // source of its own counts for the source of the body above it that ran) with the body runs it
  // caused, in how many views, and how many of them were avoidable.
  function causesOver(from, to) {
    const totals = new Map();
    for (let f = from; f <= to; f++) {
      const entries = recordsByFrame[f];
      const rootsOf = (id, seen) => {
        const e = entries.get(id);
        const own = e ? [...new Set((e.record.reasons || []).map((r) => r.source).filter((s) => s))] : [];
        if (own.length) return own.map(sourceName);
        for (let up = nodeInfo.get(id)?.parent; up && !seen.has(up); up = nodeInfo.get(up)?.parent) {
          const u = entries.get(up);
          if (u && (u.record.bodyCount || 0) > 0) { seen.add(up); return rootsOf(up, seen); }
        }
        return ["the step itself (no source)"];
      };
      for (const [id, e] of entries) {
        const runs = e.record.bodyCount || 0;
        if (!runs) continue;
        for (const root of rootsOf(id, new Set())) {
          if (!totals.has(root)) totals.set(root, { runs: 0, views: new Set(), avoidable: 0 });
          const t = totals.get(root);
          t.runs += runs;
          t.views.add(id);
          if (avoidableByFrame[f].has(id)) t.avoidable += runs;
        }
      }
    }
    return [...totals.entries()].map(([source, t]) => ({ source, runs: t.runs, views: t.views.size, avoidable: t.avoidable }))
      .sort((a, b) => b.runs - a.runs || (a.source < b.source ? -1 : 1));
  }
  function renderCauseRange() {
    const last = frames.length - 1;
    const from = $("cause-from"), to = $("cause-to");
    for (const input of [from, to]) { input.max = String(last); input.min = "0"; }
    if (from.value === "") from.value = String(Math.min(1, last));
    if (to.value === "") to.value = String(last);
    const a = Math.max(0, Math.min(last, Number(from.value) || 0)), b = Math.max(a, Math.min(last, Number(to.value) || 0));
    const list = $("cause-totals");
    list.replaceChildren();
    const rows = causesOver(a, b);
    for (const row of rows) {
      const item = li(list, "");
      const name = document.createElement("code");
      name.textContent = row.source;
      item.append(name, ` caused ${row.runs} body run${row.runs === 1 ? "" : "s"} in ${row.views} view${row.views === 1 ? "" : "s"}` +
        (row.avoidable ? `, ${row.avoidable} avoidable` : ""));
    }
    if (!rows.length) li(list, `no body ran in frames ${a}\u2013${b}`, "none");
  }

  function setFolding(fold) {
    for (const f of folds) f.expanded = !fold;
    $("fold-runs").checked = fold;
    setFrame(current, true);
  }

  buildTimeline();
  setUpPanAndZoom();
  setUpMinimap();
  tree.addEventListener("click", (event) => {
    const g = event.target.closest("g.node");
    if (!g) return;
    if (foldBySVG.has(g.id)) {
      // A folded run opens in place: its siblings are laid out where it was.
      foldBySVG.get(g.id).expanded = true;
      $("fold-runs").checked = folds.some((f) => !f.expanded);
      setFrame(current, true);
    } else if (svgToNode.has(g.id)) {
      select(svgToNode.get(g.id));
    }
  });
  $("card-strip").addEventListener("click", (event) => {
    const cell = event.target.closest("button[data-frame]");
    if (cell) setFrame(Number(cell.dataset.frame));
  });
  $("node-history").addEventListener("click", (event) => {
    const row = event.target.closest("tr[data-frame]");
    if (row) setFrame(Number(row.dataset.frame));
  });
  $("card-close").addEventListener("click", closeCard);
  // Keyboard: Enter on a touched-views row or a `_printChanges` line opens the view's card.
  const selectOnEnter = (event) => {
    const target = event.target.closest("[data-node]");
    if (event.key === "Enter" && target) { event.preventDefault(); select(target.dataset.node); }
  };
  $("panel-records").addEventListener("keydown", selectOnEnter);
  $("panel-printchanges").addEventListener("keydown", selectOnEnter);
  $("panel-printchanges").addEventListener("click", (event) => {
    const line = event.target.closest(".pc-line[data-node]");
    if (line) select(line.dataset.node);
  });
  for (const id of ["cause-from", "cause-to"]) $(id).addEventListener("input", renderCauseRange);
  $("cause").addEventListener("click", (event) => {
    const g = event.target.closest("g.cause-node[data-node]");
    if (g) select(g.dataset.node);
  });
  $("fit-all").addEventListener("click", () => fit(shownSVG()));
  window.addEventListener("popstate", restoreState);
  $("panel-records").addEventListener("click", (event) => {
    const row = event.target.closest("tr[data-node]");
    if (row) select(row.dataset.node);
  });
  $("views").addEventListener("toggle", () => { if ($("views").open && !viewRows) renderViewTable(); });
  $("views-previous").addEventListener("click", () => { viewPage--; renderViewTable(); });
  $("views-next").addEventListener("click", () => { viewPage++; renderViewTable(); });
  $("views-table").tHead.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-sort]");
    if (!button) return;
    const key = button.dataset.sort;
    viewSort = { key, descending: viewSort.key === key ? !viewSort.descending : key !== "view" };
    viewPage = 0;
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
  $("fold-runs").addEventListener("change", (e) => setFolding(e.target.checked));
  $("fold-control").hidden = folds.length === 0;
  $("search").addEventListener("input", (e) => search(e.target.value));
  // Enter in the search box opens the card of the next match (in tree order), again for the one after.
  $("search").addEventListener("keydown", (event) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const matches = laidOut.filter((id) => element(id)?.classList.contains("match") && shows(id));
    if (!matches.length) return;
    const after = matches.indexOf(selected);
    select(matches[(after + 1) % matches.length]);
  });
  $("my-views").addEventListener("change", () => {
    renderPanel(current);
    if (viewRows) renderViewTable();
    search($("search").value);
    saveState(false);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") { closeCard(); return; }
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
    const keys = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: frames.length - 1 };
    if (event.key in keys) { event.preventDefault(); setFrame(keys[event.key]); }
    if (event.key === " ") { event.preventDefault(); play(); }
    const zooms = { "+": 1.25, "=": 1.25, "-": 0.8, "_": 0.8 };
    if (event.key in zooms) { event.preventDefault(); zoom(shownSVG(), zooms[event.key]); }
    if (event.key === "0") { event.preventDefault(); fit(shownSVG()); }
  });
  // For tests and tools: frame switching without the UI.
  // data: what the page read (inflated when it came deflated).
  window.viewtrace = { setFrame, select, setFolding, setMode, closeCard, data, frameCount: frames.length, get frame() { return current; } };
  // The tree pane and the panel fill the window below the header, controls and timeline.
  function sizePane() {
    const top = $("canvas").getBoundingClientRect().top + window.scrollY;
    document.documentElement.style.setProperty("--pane-height", Math.max(320, Math.floor(window.innerHeight - top)) + "px");
  }
  sizePane();
  window.addEventListener("resize", sizePane);
  $("to-advice").addEventListener("click", () => $("advice").scrollIntoView({ block: "start" }));
  setFrame(0, "open");
  if (location.hash.length > 1) restoreState(); else firstLook();
  // When the page could be used: its data read (and inflated) and the first frame shown.
  window.viewtrace.readyMs = performance.now();
}

(function () {
  "use strict";
  const element = document.getElementById("viewtrace-data");
  // Every failure to read the data (base64 that is not base64, deflate that does not inflate,
  // JSON that does not parse) shows this one line, with what failed and the browser's reason,
  // instead of the controls. An error inside the report itself stays an uncaught error in the
  // console.
  const failed = (why) => {
    const notice = document.getElementById("link-notice");
    notice.hidden = false;
    notice.classList.add("page-failed");
    notice.textContent = `This page's data could not be read: ${why}`;
  };
  const reason = (error) => String(error).replace(/\.$/, "");
  const start = (text) => {
    let data;
    try {
      data = JSON.parse(text);
    } catch (error) {
      failed(`the data is not JSON (${reason(error)}).`);
      return;
    }
    viewtraceReport(data);
  };
  if (element.dataset.encoding !== "deflate-raw+base64") {
    start(element.textContent);
    return;
  }
  if (typeof DecompressionStream !== "function") {
    failed("this browser has no DecompressionStream (open the page in a current Chrome, Edge, Firefox or Safari).");
    return;
  }
  let bytes;
  try {
    const binary = atob(element.textContent.trim());
    bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  } catch (error) {
    failed(`the deflated data is not base64 (${reason(error)}).`);
    return;
  }
  const inflated = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  new Response(inflated).text().then(start, (error) => failed(`the deflated data does not inflate (${reason(error)}).`));
})();

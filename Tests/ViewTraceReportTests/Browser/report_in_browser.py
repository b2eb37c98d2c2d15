#!/usr/bin/env python3
"""Opens a ViewTrace report in headless Chromium and checks it against its trace.

usage: report_in_browser.py REPORT.html TRACE.json SCREENSHOT.png
       [--perf | --security | --navigate | --grouped-lines | --view-table | --wrap | --words
        | --folding | --hide-untouched | --minimap | --hover-counts | --stable | --budget]

Presses Right, checks that every view of the new frame carries the class of
its outcome in the trace and that the frame panel shows the frame's event,
_printChanges lines and touched views; switches to the Avoidable mode and checks
the marked views; clicks a view and checks its history;
fails on any console error. Saves a screenshot. With --perf, prints the first
paint and the p95 of frame switches as JSON instead. With --security, checks that
hostile names in the trace ran no script and added no element. With --damaged-data,
copies of the page whose embedded data is damaged (base64 with invalid characters,
cut short, deflate with flipped bits, or for a plain page JSON cut short) each
show the one-line notice that the data could not be read. With --navigate,
checks that the tree opens fitted (the root in the pane), that + - 0, the wheel
and a drag move the SVG's viewBox, and that Right brings frame 1's views into view.
--grouped-lines, --view-table, --wrap and --words check, after Right: the
_printChanges lines grouped with their count; the sortable table of views over
the run against counts from the trace; that identities in tables break lines
only after a `/`; that outcomes are written in the legend's words.
--folding: a run of repeated siblings is one node with its counts, a click
opens it in place and every node stays apart and in the pane. --hide-untouched:
only the touched views and their ancestors are drawn, placed again in a smaller
drawing, no two overlapping. --minimap: shown for big trees only, its rectangle
follows the zoom, a click moves the view there, the frame's views are coloured.
--hover-counts: hovering a timeline bar shows the frame's counts. --stable: no
view moves between frames, and views not alive in a frame are faded. --budget: a
union over the page's budget draws counted nodes for the subtrees no later frame
touches and every view a later frame touches with its ancestors; the note says so.
Runs offline: the driver path is explicit and SE_OFFLINE is set.
"""
import base64
import json
import os
import re
import sys
import time
import urllib.parse
from collections import Counter

os.environ["SE_OFFLINE"] = "true"

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.common.exceptions import TimeoutException  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

DRIVER = os.environ.get("VIEWTRACE_CHROMEDRIVER", "/usr/bin/chromedriver")
BROWSER = os.environ.get("VIEWTRACE_CHROMIUM", "/usr/bin/chromium")


def svg_id(identity):
    """The documented id rule: letters and digits kept, other UTF-8 bytes as _XX."""
    out = ["n_"]
    for byte in identity.encode("utf-8"):
        char = chr(byte)
        out.append(char if char.isascii() and char.isalnum() else "_%02X" % byte)
    return "".join(out)


def live_after(trace, index):
    alive, order = set(), [n["id"] for n in trace["nodes"]]
    for frame in trace["frames"][: index + 1]:
        for record in frame["records"]:
            if record["outcome"] == "appeared":
                alive.add(record["node"])
            elif record["outcome"] == "disappeared":
                alive.discard(record["node"])
    return [n for n in order if n in alive]


# An outcome in the legend's words (badges, tables).
WORDS = {"evaluated": "evaluated", "initOnly": "init only", "redrawn": "redrawn", "appeared": "appeared",
         "disappeared": "disappeared"}


def grouped_lines(lines):
    """The frame panel's text: each distinct line once, in order, with " ×N" when printed N > 1 times."""
    return "\n".join(line + (" \u00d7%d" % count if count > 1 else "") for line, count in Counter(lines).items())


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def fail_on_console_errors(driver):
    errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    if errors:
        fail("console errors: " + json.dumps(errors))


def open_page(driver, url):
    """Opens url and, on a report page, waits until its script has started: a page whose data came
    deflated starts once the browser has inflated it, after the load event."""
    driver.get(url)
    try:
        WebDriverWait(driver, 60).until(lambda d: d.execute_script(
            "return !document.getElementById('viewtrace-data') || !!window.viewtrace"))
    except TimeoutException:
        notice = driver.execute_script("const n = document.getElementById('link-notice'); return n ? n.textContent : '';")
        fail("the page did not start within 60 s" + (": " + notice if notice else ""))


def main():
    report, trace_path, screenshot = sys.argv[1:4]
    perf = "--perf" in sys.argv
    security = "--security" in sys.argv
    with open(trace_path, encoding="utf-8") as handle:
        trace = json.load(handle)
    # A trace stores each body run's reasons, not its _printChanges lines: the lines the page must
    # show (the trace's formatter's) come beside it, and are put where the checks read them.
    lines_path = trace_path.replace(".trace.json", ".lines.json")
    if os.path.exists(lines_path):
        with open(lines_path, encoding="utf-8") as handle:
            for frame, printed in zip(trace["frames"], json.load(handle)):
                frame["printChanges"] = printed["printChanges"]
                for record, line in zip(frame["records"], printed["records"]):
                    if line is not None:
                        record["printChanges"] = line
    options = webdriver.ChromeOptions()
    options.binary_location = BROWSER
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1500,1100",
                     "--disable-dev-shm-usage"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(executable_path=DRIVER), options=options)
    try:
        # The checks of frames, the camera and the tables start from frame 0 fitted (a deep link
        # to it); the first look (no fragment) has a check of its own.
        if "--damaged-data" in sys.argv:
            print(check_damaged_data(driver, report, screenshot))
            return
        first_look = "--first-look" in sys.argv or "--perf" in sys.argv or "--security" in sys.argv
        open_page(driver, "file://" + os.path.abspath(report) + ("" if first_look else "#frame=0"))
        if "--first-look" in sys.argv:
            print(check_first_look(driver, trace, screenshot))
            driver.save_screenshot(screenshot)
            return
        if perf:
            print(json.dumps(measure(driver)))
            return
        if security:
            check_security(driver)
            driver.save_screenshot(screenshot)
            print("OK: hostile names stayed text")
            return
        if "--cause" in sys.argv:
            print(check_cause(driver, trace))
            driver.save_screenshot(screenshot)
            fail_on_console_errors(driver)
            return
        if "--steps-readable" in sys.argv:
            print(check_steps_readable(driver, trace, report, screenshot))
            fail_on_console_errors(driver)
            return
        if "--explain" in sys.argv:
            print(check_explain(driver, report, sys.argv[sys.argv.index("--explain") + 1], screenshot))
            fail_on_console_errors(driver)
            return
        if "--card" in sys.argv:
            print(check_card(driver, trace, report, screenshot))
            driver.save_screenshot(screenshot)
            fail_on_console_errors(driver)
            return
        if "--diff-page" in sys.argv:
            print(check_diff_page(driver))
            driver.save_screenshot(screenshot)
            return
        if "--navigate" in sys.argv:
            check_navigation(driver, trace)
            driver.save_screenshot(screenshot)
            print("OK: opened fitted; + - 0, wheel and drag moved the viewBox; Right brought frame 1 into view")
            return
        for flag, checker in [("--folding", check_folding), ("--hide-untouched", check_hide_untouched),
                              ("--minimap", check_minimap), ("--hover-counts", check_hover_counts),
                              ("--stable", check_stable), ("--budget", check_budget)]:
            if flag in sys.argv:
                show_all_views(driver)
                print(checker(driver, trace))
                driver.save_screenshot(screenshot)
                fail_on_console_errors(driver)
                return
        for flag, checker in [("--grouped-lines", check_grouped_lines), ("--view-table", check_view_table),
                              ("--view-pages", check_view_pages),
                              ("--wrap", check_wrap), ("--words", check_words), ("--diff-paths", check_diff_paths)]:
            if flag in sys.argv:
                show_all_views(driver)
                press(driver, Keys.ARROW_RIGHT)
                print(checker(driver, trace))
                driver.save_screenshot(screenshot)
                fail_on_console_errors(driver)
                return
        check(driver, trace)
        driver.save_screenshot(screenshot)
        fail_on_console_errors(driver)
        print("OK: frame 1 and the node history match the trace; no console errors; screenshot " + screenshot)
    finally:
        driver.quit()


def check_cause(driver, trace):
    """Cause mode draws, for a frame that wrote a source, the chain event -> source -> the body
    that read it (an edge into it from the source's box), and a click on the body opens its card."""
    frames = trace["frames"]
    found = None
    for index, frame in enumerate(frames):
        written = {c["source"] for c in frame["sourceChanges"]}
        for record in frame["records"]:
            if record.get("bodyCount", 0) > 0 and any(r.get("source") in written for r in record.get("reasons", [])):
                found = (index, record, next(r["source"] for r in record["reasons"] if r.get("source") in written))
                break
        if found:
            break
    if not found:
        fail("no frame writes a source a body reads")
    index, record, source = found
    driver.execute_script(
        "const s = document.getElementById('mode'); s.value = 'cause'; s.dispatchEvent(new Event('change'));"
        "window.viewtrace.setFrame(arguments[0]);", index)
    drawn = driver.execute_script("""
        const svg = document.querySelector('#cause svg');
        if (!svg || document.getElementById('cause').hidden) return null;
        const box = (g) => { const t = g.getAttribute('transform').match(/translate\(([-\d.]+),([-\d.]+)\)/); return [+t[1], +t[2]]; };
        const nodes = Array.from(svg.querySelectorAll('g.cause-node')).map(g => ({
          kind: g.getAttribute('class'), view: g.dataset.node || null, title: g.querySelector('title').textContent, at: box(g)}));
        const edges = Array.from(svg.querySelectorAll('path.cause-edge')).map(p => p.getAttribute('d'));
        return {nodes, edges, treeHidden: document.querySelector('.tree').hidden};""")
    if drawn is None:
        fail("Cause mode drew nothing")
    event = [n for n in drawn["nodes"] if "cause-event" in n["kind"]]
    src = [n for n in drawn["nodes"] if "cause-source" in n["kind"] and n["title"].split("\n")[0] == source]
    body = [n for n in drawn["nodes"] if n["view"] == record["node"]]
    if not event or not src or not body:
        fail("missing event %r, source %s %r or body %s %r in %r" % (event, source, src, record["node"], body, drawn["nodes"]))
    # An edge from the source's box (its right edge) into the body's box (its left edge): boxes are
    # 260 wide and 36 high, edges leave and enter at half height.
    HALF = 18
    sx, sy = src[0]["at"][0] + 260, src[0]["at"][1] + HALF
    bx, by = body[0]["at"][0], body[0]["at"][1] + HALF
    if not any(d.startswith("M%g,%g " % (sx, sy)) and d.endswith(" %g,%g" % (bx, by)) for d in drawn["edges"]):
        fail("no edge from %s to %s: %r" % (source, record["node"], drawn["edges"]))
    ex, ey = event[0]["at"][0] + 260, event[0]["at"][1] + HALF
    if not any(d.startswith("M%g,%g " % (ex, ey)) and d.endswith(" %g,%g" % (src[0]["at"][0], src[0]["at"][1] + HALF)) for d in drawn["edges"]):
        fail("no edge from the event to %s" % source)
    if not drawn["treeHidden"]:
        fail("the tree stays shown in Cause mode")
    # Every edge has an arrowhead and says what it is; the source's edge into the body reads or observes.
    edges = driver.execute_script("""
        return Array.from(document.querySelectorAll('#cause path.cause-edge')).map(p =>
          [p.getAttribute('d'), p.getAttribute('marker-end'), p.dataset.label]);""")
    if any(marker != "url(#cause-arrow)" or not label for _, marker, label in edges):
        fail("edges without an arrowhead or a label: %r" % [e for e in edges if e[1] != "url(#cause-arrow)" or not e[2]][:3])
    into = [label for d, _, label in edges if d.startswith("M%g,%g " % (sx, sy)) and d.endswith(" %g,%g" % (bx, by))]
    if not into or into[0] not in ("reads", "observes", "reads through a binding"):
        fail("the edge from %s into %s says %r" % (source, record["node"], into))
    # Your views re-created (init only) or appearing in the frame are in the graph too.
    kept = {r["node"] for r in frames[index]["records"]
            if r["outcome"] in ("initOnly", "appeared") and record_kind(trace, r["node"]) == "custom"}
    missing = kept - {n["view"] for n in drawn["nodes"]}
    if missing:
        fail("init-only or appeared views missing from the cause graph: %r" % sorted(missing)[:3])
    # The first look of the mode reads: its text at 11 px or more on screen.
    size = driver.execute_script("""
        const t = document.querySelector('#cause g.cause-node text');
        return parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a;""")
    if size < 11:
        fail("Cause mode's text reads at %.1f px" % size)
    # Causes over frames 0 to the last: every body run of the run counted once for each of its roots,
    # so the totals hold at least as many runs as the trace has.
    driver.execute_script(
        "const f = document.getElementById('cause-from'), t = document.getElementById('cause-to');"
        "f.value = '0'; t.value = String(arguments[0]); f.dispatchEvent(new Event('input'));", len(frames) - 1)
    totals = driver.execute_script(
        "return Array.from(document.querySelectorAll('#cause-totals li')).map(li => li.textContent);")
    runs = sum(r.get("bodyCount", 0) for f in frames for r in f["records"])
    counted = sum(int(re.search(r"caused (\d+) body run", t).group(1)) for t in totals if "caused" in t)
    if not totals or counted < runs:
        fail("causes over frames 0-%d: %r count %d runs of %d" % (len(frames) - 1, totals, counted, runs))
    driver.execute_script(
        "document.querySelector('#cause g.cause-node[data-node=\"' + CSS.escape(arguments[0]) + '\"]')"
        ".dispatchEvent(new MouseEvent('click', {bubbles: true}))", record["node"])
    opened = driver.execute_script(
        "return [document.getElementById('node-panel').hidden, document.getElementById('node-identity').textContent]")
    if opened != [False, record["node"]]:
        fail("a click on the body did not open its card: %r" % opened)
    return "OK: frame %d: event -> %s -> %s (%d nodes, %d edges); the click opened its card" % (
        index, source, record["node"], len(drawn["nodes"]), len(drawn["edges"]))


def record_kind(trace, identity):
    return next((n["kind"] for n in trace["nodes"] if n["id"] == identity), None)


def check_first_look(driver, trace, screenshot):
    """The page opens on the first frame that changed something, with the views it touched in the
    pane at a readable size (their labels at 11 px or more on screen); the help is outside the
    drawing; Fit all shows every view."""
    frames = trace["frames"]
    start = next((i for i in range(1, len(frames)) if frames[i]["records"]), 0)
    if frame_now(driver) != str(start):
        fail("opened at frame %s, expected %d" % (frame_now(driver), start))
    touched = [r["node"] for r in frames[start]["records"]]
    sizes = driver.execute_script("""
        const box = document.getElementById('canvas').getBoundingClientRect();
        // What is on screen of the pane: a view below the window's bottom edge is not shown.
        const pane = {left: Math.max(box.left, 0), top: Math.max(box.top, 0),
                      right: Math.min(box.right, window.innerWidth), bottom: Math.min(box.bottom, window.innerHeight)};
        const out = [];
        for (const id of arguments[0]) {
          const g = document.querySelector('.tree:not([hidden]) #' + CSS.escape(id));
          if (!g || getComputedStyle(g).display === 'none') continue;
          const r = g.getBoundingClientRect();
          const inPane = r.left >= pane.left - 1 && r.right <= pane.right + 1 && r.top >= pane.top - 1 && r.bottom <= pane.bottom + 1;
          const t = g.querySelector('text');
          if (!t || !inPane) continue;
          out.push(parseFloat(t.getAttribute('font-size')) * t.getScreenCTM().a);
        }
        return out;""", [svg_id(node) for node in touched])
    if not sizes:
        fail("none of the %d views frame %d touched is in the pane" % (len(touched), start))
    if min(sizes) < 11:
        fail("labels of touched views read at %.1f px (least) on open" % min(sizes))
    overlap = driver.execute_script("""
        const help = document.querySelector('.canvas-help').getBoundingClientRect();
        const pane = document.getElementById('canvas').getBoundingClientRect();
        return help.bottom > pane.top && help.top < pane.bottom && help.right > pane.left && help.left < pane.right;""")
    if overlap:
        fail("the zoom help covers the drawing")
    driver.save_screenshot(screenshot.replace(".png", "-open.png"))
    driver.find_element(By.ID, "fit-all").click()
    time.sleep(0.3)
    everyone = live_after(trace, start)
    outside = outside_pane(driver, everyone)
    if outside:
        fail("after Fit all, %d of %d views are outside the pane" % (len(outside), len(everyone)))
    return "OK: opened at frame %d, %d touched views in the pane, labels %.1f-%.1f px; Fit all shows all %d" % (
        start, len(sizes), min(sizes), max(sizes), len(everyone))


READABLE_JS = """
    const box = document.getElementById('canvas').getBoundingClientRect();
    const pane = {left: Math.max(box.left, 0), top: Math.max(box.top, 0),
                  right: Math.min(box.right, window.innerWidth), bottom: Math.min(box.bottom, window.innerHeight)};
    const svg = document.querySelector('.tree:not([hidden]) svg');
    const scale = svg.getScreenCTM().a;
    let left = Infinity, top = Infinity, right = -Infinity, bottom = -Infinity, font = 10;
    const labels = [];
    for (const id of arguments[0]) {
      const g = svg.querySelector('#' + CSS.escape(id));
      if (!g || getComputedStyle(g).display === 'none' || g.classList.contains('off')) continue;
      const r = g.getBoundingClientRect();
      if (!r.width) continue;
      left = Math.min(left, r.left); top = Math.min(top, r.top); right = Math.max(right, r.right); bottom = Math.max(bottom, r.bottom);
      const t = g.querySelector('text');
      if (!t) continue;
      font = parseFloat(t.getAttribute('font-size')) || font;
      const inPane = r.left >= pane.left - 1 && r.right <= pane.right + 1 && r.top >= pane.top - 1 && r.bottom <= pane.bottom + 1;
      labels.push({id: id, px: font * t.getScreenCTM().a, inPane: inPane});
    }
    // Whether the views fit the visible pane with labels at 11 px: their extent in drawing units,
    // padded as the page pads it, at 11 / font-size pixels a unit.
    const units = {w: (right - left) / scale + 40, h: (bottom - top) / scale + 40};
    const at11 = 11 / font;
    const fits = labels.length > 0 && units.w * at11 <= pane.right - pane.left && units.h * at11 <= pane.bottom - pane.top;
    return {labels: labels, fits: fits};
"""


def readable(driver, identities):
    """The labels of `identities` on screen and whether they fit the visible pane at 11 px."""
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "return document.querySelector('.tree:not([hidden]) svg').dataset.camera === undefined"))
    return driver.execute_script(READABLE_JS, [svg_id(i) for i in identities])


def check_steps_readable(driver, trace, report, screenshot):
    """Stepping through every frame frames the views each one touched: whenever they fit the
    visible pane at a readable zoom, every one of them is inside it with its label at 11 px or
    more (the camera zooms in as well as out). A deep link to a frame and a view opens with that
    view readable in the pane."""
    frames = trace["frames"]
    steps = []
    for index in range(1, len(frames)):
        press(driver, Keys.ARROW_RIGHT)
        if frame_now(driver) != str(index):
            fail("Right went to frame %s, not %d" % (frame_now(driver), index))
        touched = [r["node"] for r in frames[index]["records"]]
        ran = [r["node"] for r in frames[index]["records"] if r.get("bodyCount", 0) > 0]
        found = readable(driver, touched)
        which = "touched"
        if not found["fits"] and ran:
            # Too many to read at once: the views whose body ran, when they fit.
            found = readable(driver, ran)
            which = "ran"
        if not found["labels"]:
            steps.append("%d: nothing drawn" % index)
            continue
        small = [l for l in found["labels"] if l["px"] < 11]
        out = [l["id"] for l in found["labels"] if not l["inPane"]]
        if found["fits"]:
            if small or out:
                fail("frame %d: labels under 11 px %r, outside the visible pane %r" % (
                    index, [(l["id"], round(l["px"], 1)) for l in small][:4], out[:4]))
        elif small or len(out) == len(found["labels"]):
            # Even those do not fit: readable, on the first of them.
            fail("frame %d: %d %s views too many to show at once, and not readable on the first: %r" % (
                index, len(found["labels"]), which, [(l["id"], round(l["px"], 1), l["inPane"]) for l in found["labels"]][:4]))
        steps.append("%d: %d %s views%s, labels %.1f-%.1f px" % (
            index, len(found["labels"]), which, "" if found["fits"] else " (too many: the first in view)",
            min(l["px"] for l in found["labels"]), max(l["px"] for l in found["labels"])))
        if index == 1:
            driver.save_screenshot(screenshot.replace(".png", "-frame-1.png"))
    driver.save_screenshot(screenshot.replace(".png", "-last-frame.png"))
    # A deep link to a view that ran in a later frame opens readable on it.
    index, node = next((i, r["node"]) for i in range(len(frames) - 1, 0, -1) for r in frames[i]["records"]
                       if r.get("bodyCount", 0) > 0)
    driver.get("about:blank")
    open_page(driver, "file://" + os.path.abspath(report) + "#frame=%d&view=%s" % (index, urllib.parse.quote(node, safe="")))
    found = readable(driver, [node])
    if not found["labels"] or found["labels"][0]["px"] < 11 or not found["labels"][0]["inPane"]:
        fail("the deep link to %s at frame %d opened it at %r" % (node, index, found["labels"]))
    driver.save_screenshot(screenshot.replace(".png", "-deep-link.png"))
    return "OK: " + "; ".join(steps) + "; deep link to %s at %.1f px" % (node.split("/")[-1], found["labels"][0]["px"])


def show_all_views(driver):
    """Unticks "My views only": the tables list the framework's views too."""
    driver.execute_script(
        "const c = document.getElementById('my-views'); if (c.checked) { c.checked = false; c.dispatchEvent(new Event('change')); }")


def frame_now(driver):
    return driver.execute_script("return document.documentElement.dataset.frame")


def record_type(trace, identity):
    return next((n["type"] for n in trace["nodes"] if n["id"] == identity), None)


def check_card(driver, trace, report, screenshot):
    """A click on a node opens its view card at the top of the side panel, in view, with the
    frame's _printChanges line and the node's dependencies; its outcome strip goes to a frame;
    Escape closes it. A deep link opens the frame and the card; back returns to the linked state;
    a link to a missing frame or view shows the page with a one-line notice."""
    frames = trace["frames"]
    index, record = next(
        (i, r) for i, f in enumerate(frames) if i > 0 for r in f["records"] if r.get("printChanges") and r.get("bodyCount", 0) > 0)
    node = record["node"]
    driver.execute_script("window.viewtrace.setFrame(arguments[0])", index)
    driver.execute_script(
        "document.querySelector('.tree #' + CSS.escape(arguments[0])).dispatchEvent(new MouseEvent('click', {bubbles: true}))",
        svg_id(node))
    card = driver.execute_script("""
        const card = document.getElementById('node-panel'), frame = document.getElementById('frame-panel');
        const panel = card.closest('.panel');
        const c = card.getBoundingClientRect(), f = frame.getBoundingClientRect(), p = panel.getBoundingClientRect();
        return {hidden: card.hidden, above: c.top < f.top, inView: c.top >= p.top - 1 && c.top < window.innerHeight,
                printed: document.getElementById('card-printchanges').textContent,
                deps: Array.from(document.querySelectorAll('#node-dependencies li')).map(li => li.title + ' (' + li.textContent),
                strip: document.querySelectorAll('#card-strip button').length, hash: location.hash};""")
    if card["hidden"] or not card["above"] or not card["inView"]:
        fail("the card is not at the top of the panel, in view: %r" % card)
    if card["printed"] != record["printChanges"]:
        fail("card _printChanges %r != %r" % (card["printed"], record["printChanges"]))
    sources = [e["source"] for e in trace["edges"] if e["node"] == node]
    if not sources or any(not any(d.startswith(s + " (") for d in card["deps"]) for s in sources):
        fail("card dependencies %r, trace %r" % (card["deps"], sources))
    if card["strip"] != len(frames):
        fail("strip has %d cells for %d frames" % (card["strip"], len(frames)))
    if "view=" not in card["hash"] or "frame=%d" % index not in card["hash"]:
        fail("the URL fragment does not hold the state: %r" % card["hash"])
    driver.save_screenshot(screenshot.replace(".png", "-open.png"))
    driver.find_element(By.CSS_SELECTOR, "#card-strip button[data-frame='0']").click()
    if frame_now(driver) != "0":
        fail("the strip's frame 0 cell did not go to frame 0")
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
    if not driver.execute_script("return document.getElementById('node-panel').hidden"):
        fail("Escape did not close the card")
    # The other ways to a card: the frame's _printChanges line, Enter on a touched-views row, and
    # Enter in the search box.
    driver.execute_script("window.viewtrace.setFrame(arguments[0])", index)
    line = driver.find_element(By.CSS_SELECTOR, "#panel-printchanges .pc-line[data-node='%s']" % node.replace("'", "\\'"))
    line.click()
    if driver.execute_script("return document.getElementById('node-identity').textContent") != node:
        fail("a click on the _printChanges line did not open %s" % node)
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
    row = driver.find_element(By.CSS_SELECTOR, "#panel-records tbody tr[data-node]")
    row_node = row.get_attribute("data-node")
    row.send_keys(Keys.ENTER)
    if driver.execute_script("return document.getElementById('node-identity').textContent") != row_node:
        fail("Enter on the row of %s did not open its card" % row_node)
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
    box = driver.find_element(By.ID, "search")
    box.send_keys(record_type(trace, node))
    box.send_keys(Keys.ENTER)
    found = driver.execute_script("return document.getElementById('node-identity').textContent")
    if not found or record_type(trace, found) != record_type(trace, node):
        fail("Enter in the search for %s opened %r" % (record_type(trace, node), found))
    box.clear()
    box.send_keys(Keys.ESCAPE)
    driver.execute_script("document.getElementById('search').value = ''; document.getElementById('search').dispatchEvent(new Event('input'))")
    # A deep link, then a step, then back.
    link = "file://" + os.path.abspath(report) + card["hash"]
    driver.get("about:blank")
    open_page(driver, link)
    opened = driver.execute_script(
        "return [document.documentElement.dataset.frame, document.getElementById('node-panel').hidden,"
        " document.getElementById('node-identity').textContent]")
    if opened != [str(index), False, node]:
        fail("the deep link opened %r, expected frame %d and %s" % (opened, index, node))
    other = 0 if index != 0 else 1
    driver.execute_script("window.viewtrace.setFrame(arguments[0])", other)
    driver.back()
    if frame_now(driver) != str(index):
        fail("back did not return to frame %d (at %s)" % (index, frame_now(driver)))
    driver.get("about:blank")
    open_page(driver, "file://" + os.path.abspath(report) + "#frame=9999&view=" + "no%22such%3Cscript%3E")
    notice = driver.execute_script(
        "const n = document.getElementById('link-notice'); return [n.hidden, n.textContent, document.documentElement.dataset.frame]")
    # A link without a good frame opens as the page opens without one (the first look).
    first = str(next((i for i in range(1, len(frames)) if frames[i]["records"]), 0))
    last = len(frames) - 1
    expected = ['From this link, frame 9999 is not in this run (frames 0\u2013%d); view no"such<script> is not in this '
                'run: showing the rest.' % last]
    if notice[0] or notice[1:] != expected + [first]:
        fail("a link to a missing frame and view: %r, expected %r" % (notice, expected + [first]))
    if driver.execute_script("return document.querySelectorAll('script').length") != 2:
        fail("a fragment made markup")
    # A percent-escape that does not decode is a bad link too: the same notice, the page at its
    # first look (or at the link's frame, when that one is good).
    for fragment, opens, asked in [
            ("#frame=%E0%A4%A", int(first), "frame %%E0%%A4%%A is not in this run (frames 0\u2013%d)" % last),
            ("#frame=%d&view=%%E0%%A4%%A" % index, index, "view %E0%A4%A is not in this run"),
            ("#mode=%ZZ&frame=%", int(first), 'mode "%%ZZ" is not a mode; frame %% is not in this run (frames 0\u2013%d)' % last)]:
        driver.get("about:blank")
        open_page(driver, "file://" + os.path.abspath(report) + fragment)
        notice = driver.execute_script(
            "const n = document.getElementById('link-notice'); return [n.hidden, n.textContent, document.documentElement.dataset.frame]")
        expected = [False, "From this link, %s: showing the rest." % asked, str(opens)]
        if notice != expected:
            fail("the link %s: %r, expected %r" % (fragment, notice, expected))
    return "OK: card of %s at frame %d at the top with its line and %d dependencies; strip, Escape, deep link, back, notice" % (
        node, index, len(sources))


def check_explain(driver, report, cases_path, screenshot):
    """Each card opens with one sentence saying why the view has its outcome in that frame: the
    source or the parent and its diff for a body run, the parent and the inputs compared for an
    init-only view, the write, push or pop for an appearance or disappearance, and "Avoidable" with
    a link that opens the fix."""
    with open(cases_path, encoding="utf-8") as handle:
        cases = json.load(handle)
    for case in cases:
        fragment = "#frame=%d&view=%s" % (case["frame"], urllib.parse.quote(case["view"], safe=""))
        driver.get("about:blank")
        open_page(driver, "file://" + os.path.abspath(report) + fragment)
        text = driver.execute_script("return document.getElementById('card-explain').textContent")
        if text != case["sentence"]:
            fail("frame %d %s: the card says %r, expected %r" % (case["frame"], case["view"], text, case["sentence"]))
        box = driver.execute_script("""
            const p = document.getElementById('card-explain').getBoundingClientRect();
            const o = document.getElementById('card-outcome').getBoundingClientRect();
            return {top: p.top, outcome: o.bottom, bottom: p.bottom, height: window.innerHeight};""")
        if box["top"] < box["outcome"] - 1 or box["bottom"] > box["height"]:
            fail("the sentence is not first in the card, in view: %r" % box)
        # Nothing runs past the side panel: an event naming an identity wraps in the card's
        # outcome line, its history and the frame's heading.
        widths = driver.execute_script(
            "const p = document.getElementById('node-panel').parentElement; return [p.scrollWidth, p.clientWidth]")
        if widths[0] > widths[1] + 1:
            fail("frame %d %s: the side panel scrolls sideways (%d px of content in %d px)"
                 % (case["frame"], case["view"], widths[0], widths[1]))
        if case.get("timed"):
            # With --timings: this frame's body time, its median over the run, the frame's total.
            time_text = driver.execute_script(
                "const t = document.getElementById('card-time'); return t.hidden ? null : t.textContent")
            if not time_text or not re.match(r"Body time [\d.]+ (\u00b5s|ms) in this frame; median [\d.]+ (\u00b5s|ms) "
                                             r"over the \d+ frames? it ran in; all bodies of the frame: [\d.]+ (\u00b5s|ms)\.$", time_text):
                fail("frame %d %s: the card's time says %r" % (case["frame"], case["view"], time_text))
        for location in case.get("locations") or []:
            # Where each source is declared: the file's name and line, the path from the package on hover.
            shown = driver.execute_script("""
                return [...document.querySelectorAll('#' + arguments[0] + ' code.location')]
                  .map((c) => ({text: c.textContent, title: c.title, visible: c.getClientRects().length > 0}));""",
                location["list"])
            if not any(c["text"] == location["text"] and c["title"] == location["title"] and c["visible"] for c in shown):
                fail("frame %d %s: %s shows no %r (%r); it shows %r"
                     % (case["frame"], case["view"], location["list"], location["text"], location["title"], shown))
        if case.get("declared") is not None:
            line = driver.execute_script(
                "const p = document.getElementById('node-declared'); return p.hidden ? null : p.textContent")
            if line != case["declared"]:
                fail("frame %d %s: the card's declared line says %r, expected %r"
                     % (case["frame"], case["view"], line, case["declared"]))
        if case.get("fix"):
            driver.find_element(By.CSS_SELECTOR, "#card-explain .fix-link").click()
            opened = driver.execute_script(
                "const d = document.getElementById('diagnosis-' + arguments[0]); return d && d.open", case["fix"])
            if not opened:
                fail("the card's fix link did not open fix %d" % case["fix"])
        driver.save_screenshot(screenshot.replace(".png", "-%d.png" % cases.index(case)))
    return "OK: %d cards explained in one sentence" % len(cases)


def damaged_copies(report):
    """Copies of the report page beside it, each with its embedded data damaged one way; a list of
    (what was done, the starts the notice's reason may have, path). A deflated page's base64 gets two characters base64 has not, is cut
    short (to a length base64 cannot have, and to half), and its deflate gets a reserved block type
    or bits flipped in the middle; a plain page's JSON is cut short."""
    with open(report, encoding="utf-8") as handle:
        html = handle.read()
    match = re.search(r'(<script [^>]*id="viewtrace-data"[^>]*>)([^<]*)(</script>)', html)
    if not match:
        fail("no viewtrace-data element in the page")
    text = match.group(2)
    if 'data-encoding="deflate-raw+base64"' in match.group(1):
        raw = bytearray(base64.b64decode(text))
        reserved = bytearray(raw)
        reserved[0] |= 0b110  # BTYPE 11: a block type DEFLATE reserves
        flipped = bytearray(raw)
        for i in range(len(raw) // 2, len(raw) // 2 + 16):
            flipped[i] ^= 0xFF
        half = len(text) // 2
        cut = len(text) // 4 * 4 - 3  # base64 of no length: 4n + 1 characters
        base64_, inflate, json_ = ["the deflated data is not base64 ("], ["the deflated data does not inflate ("], [
            "the data is not JSON ("]
        damages = [
            ("two invalid base64 characters", base64_, text[:half] + "!*" + text[half:]),
            ("base64 cut to %d characters" % cut, base64_, text[:cut]),
            ("base64 cut to half", inflate, text[:half // 4 * 4]),
            ("a reserved deflate block type", inflate, base64.b64encode(bytes(reserved)).decode()),
            # Raw DEFLATE has no checksum: flipped bits fail to inflate, or inflate to text that is not JSON.
            ("deflate with 16 bytes flipped", inflate + json_, base64.b64encode(bytes(flipped)).decode()),
        ]
    else:
        damages = [("JSON cut short", ["the data is not JSON ("], text[: len(text) // 2])]
    copies = []
    for index, (what, reasons, data) in enumerate(damages):
        path = report.replace(".html", "-damaged-%d.html" % index)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(html[: match.start(2)] + data + html[match.end(2):])
        copies.append((what, reasons, path))
    return copies


def check_damaged_data(driver, report, screenshot):
    """Every damaged copy of the page shows, in view, one line saying that its data could not be
    read and which step failed, and the report's controls do not start."""
    prefix = "This page's data could not be read: "
    seen = []
    for index, (what, reasons, path) in enumerate(damaged_copies(report)):
        driver.get("about:blank")
        driver.get("file://" + path)
        try:
            WebDriverWait(driver, 30).until(lambda d: d.execute_script(
                "return !document.getElementById('link-notice').hidden || !!window.viewtrace"))
        except TimeoutException:
            fail("%s: no notice within 30 s" % what)
        notice = driver.execute_script("""
            const n = document.getElementById('link-notice'), r = n.getBoundingClientRect();
            return {text: n.textContent, shown: !n.hidden && r.width > 0 && r.height > 0,
                    inView: r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth,
                    started: !!window.viewtrace};""")
        if notice["started"]:
            fail("%s: the page started as if its data were whole" % what)
        if not notice["shown"] or not notice["inView"]:
            fail("%s: the notice is not shown in view: %r" % (what, notice))
        reason = notice["text"][len(prefix):]
        if (not notice["text"].startswith(prefix) or not any(reason.startswith(r) for r in reasons)
                or not reason.endswith(").") or "\n" in notice["text"]):
            fail("%s: the notice is %r, not one line saying the data could not be read: %s...)."
                 % (what, notice["text"], " or ".join(reasons)))
        if index == 0:
            driver.save_screenshot(screenshot)
        seen.append("%s: %s" % (what, reason))
    return "OK: every damaged copy shows the notice\n" + "\n".join(seen)


def check_diff_page(driver):
    """The diff page's columns never overlap: in a narrow window, no cell's text runs past its
    cell (long identities wrap inside it)."""
    driver.set_window_size(700, 900)
    overflowing = driver.execute_script("""
        const out = [];
        for (const cell of document.querySelectorAll('table.diff td, table.diff th')) {
          const box = cell.getBoundingClientRect();
          if (cell.scrollWidth > cell.clientWidth + 1) out.push(cell.textContent.slice(0, 80));
          for (const child of cell.querySelectorAll('*:not(wbr)')) {
            const r = child.getBoundingClientRect();
            if (r.right > box.right + 1 || r.left < box.left - 1) { out.push(child.textContent.slice(0, 80)); break; }
          }
        }
        return out;""")
    if overflowing:
        fail("diff cells whose text runs past them: " + json.dumps(overflowing[:5]))
    # Identities wrap after a `/`; a name breaks inside only when it alone is wider than its cell.
    mid_word = driver.execute_script("""
        const out = [];
        for (const code of document.querySelectorAll('table.diff td code')) {
          const text = code.textContent, cell = code.closest('td').getBoundingClientRect();
          const node = code.firstChild, range = document.createRange();
          let top = null, start = 0, count = 0;
          // The text is split by <wbr> elements: walk its text nodes in order.
          const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
          let offset = 0;
          for (let t = walker.nextNode(); t; t = walker.nextNode()) {
            for (let i = 0; i < t.length; i++) {
              range.setStart(t, i); range.setEnd(t, i + 1);
              const r = range.getClientRects()[0];
              if (!r) continue;
              const at = offset + i;
              if (top !== null && r.top > top + 2) {
                const before = text[at - 1];
                const segment = text.slice(text.lastIndexOf('/', at - 1) + 1, (text.indexOf('/', at) + 1 || text.length + 1) - 1);
                const wide = segment.length * r.width > cell.width - 20;
                if (before !== '/' && !wide) out.push(text.slice(Math.max(0, at - 20), at) + '|' + text.slice(at, at + 20));
              }
              top = r.top;
            }
            offset += t.length;
          }
        }
        return out;""")
    if mid_word:
        fail("identities broken inside a name that fits: " + json.dumps(mid_word[:5]))
    headers = driver.execute_script(
        "return Array.from(document.querySelectorAll('table.diff thead th')).map(th => th.textContent)")
    return "OK: %d header cells %s, no text past its cell at 700 px" % (len(headers), json.dumps(headers))


def check(driver, trace):
    if driver.execute_script("return document.documentElement.dataset.frame") != "0":
        fail("the page did not start at frame 0")
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_RIGHT)
    if driver.execute_script("return document.documentElement.dataset.frame") != "1":
        fail("Right did not move to frame 1")
    frame = trace["frames"][1]
    records = {r["node"]: r for r in frame["records"]}
    shown = set(live_after(trace, 0)) | set(live_after(trace, 1))
    for identity in shown:
        classes = driver.execute_script(
            "const e = document.querySelector('.tree:not([hidden]) #' + CSS.escape(arguments[0]));"
            "return e ? e.getAttribute('class') : null;", svg_id(identity))
        if classes is None:
            fail("no element for " + identity)
        expected = "outcome-" + records[identity]["outcome"] if identity in records else "outcome-untouched"
        if expected not in classes.split():
            fail("%s has class %r, expected %s" % (identity, classes, expected))
    if driver.find_element(By.ID, "panel-event").text != frame["event"]:
        fail("panel event %r != %r" % (driver.find_element(By.ID, "panel-event").text, frame["event"]))
    printed = driver.execute_script("return document.getElementById('panel-printchanges').textContent")
    if printed != grouped_lines(frame["printChanges"]):
        fail("panel _printChanges %r != %r" % (printed, frame["printChanges"]))
    # "My views only" (on by default) lists the custom views and says how many others it hid.
    kinds = {n["id"]: n["kind"] for n in trace["nodes"]}
    mine = [r["node"] for r in frame["records"] if kinds.get(r["node"]) == "custom"]
    listed = driver.execute_script(
        "return Array.from(document.querySelectorAll('#panel-records tbody tr')).map(r => r.dataset.node);")
    if listed != mine:
        fail("my views rows %r, expected %r" % (listed, mine))
    hidden = len(frame["records"]) - len(mine)
    note = driver.execute_script("const n = document.getElementById('panel-hidden'); return n.hidden ? '' : n.textContent")
    if hidden and not note.startswith("%d framework view" % hidden):
        fail("hidden note %r for %d hidden" % (note, hidden))
    show_all_views(driver)
    rows = driver.execute_script(
        "return Array.from(document.querySelectorAll('#panel-records tbody tr'))"
        ".map(r => [r.dataset.node, r.cells[1].textContent]);")
    if [row[0] for row in rows] != [r["node"] for r in frame["records"]]:
        fail("panel rows %r" % rows)
    for (node, outcome_text) in rows:
        if not outcome_text.startswith(WORDS[records[node]["outcome"]]):
            fail("panel outcome for %s: %r" % (node, outcome_text))
    # Avoidable mode: exactly the frame's avoidable evaluations are marked.
    driver.execute_script(
        "const s = document.getElementById('mode'); s.value = 'avoidable'; s.dispatchEvent(new Event('change'));")
    if "mode-avoidable" not in driver.find_element(By.TAG_NAME, "body").get_attribute("class").split():
        fail("the Avoidable mode did not switch on")
    marked = driver.execute_script(
        "return Array.from(document.querySelectorAll('.tree:not([hidden]) g.node.avoidable')).map(e => e.id).sort();")
    avoidable = driver.execute_script(
        "return window.viewtrace.data.avoidable[1];")
    if marked != sorted(svg_id(n) for n in avoidable):
        fail("avoidable nodes marked %r, expected %r" % (marked, avoidable))
    for identity in avoidable:
        if records.get(identity, {}).get("outcome") != "evaluated":
            fail("%s is marked avoidable but was not evaluated" % identity)
    # Click the first custom view evaluated after the first frame.
    target = next(n["id"] for n in trace["nodes"]
                  if n["kind"] == "custom" and any(r["node"] == n["id"] and r["bodyCount"] > 0
                                                   for f in trace["frames"][1:] for r in f["records"]))
    element = driver.find_element(By.CSS_SELECTOR, ".tree:not([hidden]) #" + svg_id(target))
    driver.execute_script("arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))", element)
    if driver.find_element(By.ID, "node-identity").text != target:
        fail("clicking %s selected %r" % (target, driver.find_element(By.ID, "node-identity").text))
    history = driver.execute_script(
        "return Array.from(document.querySelectorAll('#node-history tbody tr'))"
        ".map(r => [Number(r.dataset.frame), r.cells[1].textContent]);")
    expected = [[f["index"], WORDS[r["outcome"]]] for f in trace["frames"] for r in f["records"] if r["node"] == target]
    if history != expected:
        fail("history of %s: %r != %r" % (target, history, expected))


def view_box(driver):
    """The tree's viewBox once the camera has settled: a step moves the drawing with a transform first and sets
    the viewBox when the steps stop."""
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "return document.querySelector('.tree:not([hidden]) svg').dataset.camera === undefined"))
    return [float(v) for v in driver.execute_script(
        "return document.querySelector('.tree:not([hidden]) svg').getAttribute('viewBox')").split()]


def shape_rect(driver, identity):
    return driver.execute_script(
        "const r = document.getElementById(arguments[0]).querySelector('polygon, path, ellipse')"
        "  .getBoundingClientRect(); return [r.left, r.top, r.width, r.height];", svg_id(identity))


def key_step(driver, key, probe):
    """Presses `key` in the page and reports, in the same task, the viewBox, the wrapper's transform and where
    the node `probe` is on screen."""
    return driver.execute_script(
        "document.dispatchEvent(new KeyboardEvent('keydown', {key: arguments[0], bubbles: true}));"
        "const svg = document.querySelector('.tree:not([hidden]) svg');"
        "const r = document.getElementById(arguments[1]).querySelector('polygon, path, ellipse')"
        "  .getBoundingClientRect();"
        "return {viewBox: svg.getAttribute('viewBox').split(' ').map(Number), rect: [r.left, r.top, r.width, r.height],"
        "  transform: svg.parentElement.style.transform, moving: svg.dataset.camera === 'moving'};", key, svg_id(probe))


def outside_pane(driver, identities):
    """The identities whose node is not wholly inside the tree pane."""
    return driver.execute_script(
        "const pane = document.getElementById('canvas').getBoundingClientRect();"
        "return arguments[0].filter(id => { const e = document.querySelector("
        "  '.tree:not([hidden]) #' + CSS.escape(id)); if (!e) return true; const r = e.getBoundingClientRect();"
        "  return r.left < pane.left - 1 || r.top < pane.top - 1 || r.right > pane.right + 1"
        "    || r.bottom > pane.bottom + 1 || r.width === 0; });",
        [svg_id(identity) for identity in identities])


def press(driver, key):
    driver.find_element(By.TAG_NAME, "body").send_keys(key)


def check_navigation(driver, trace):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.actions.wheel_input import ScrollOrigin

    # Every view drawn one by one: the tree at its widest.
    driver.execute_script("window.viewtrace.setFolding(false)")
    root = next(n["id"] for n in trace["nodes"] if n.get("parent") is None)
    everyone = live_after(trace, 0)
    if outside_pane(driver, [root]):
        fail("the root is not in the pane on open")
    if outside_pane(driver, everyone):
        fail("on open, %d of %d views are outside the pane" % (len(outside_pane(driver, everyone)), len(everyone)))
    opened = view_box(driver)
    # A step moves the drawing by a transform at once and keeps the viewBox until the steps stop.
    step = key_step(driver, "+", root)
    if step["viewBox"] != opened or not step["moving"] or "scale(1.25)" not in step["transform"]:
        fail("+ did not zoom by a transform first: %r (viewBox on open %r)" % (step, opened))
    zoomed = view_box(driver)
    # The crisp re-render draws the root where the transform showed it.
    crisp = shape_rect(driver, root)
    if any(abs(a - b) > 1.5 for a, b in zip(step["rect"], crisp)):
        fail("the transform drew the root at %r, the crisp re-render at %r" % (step["rect"], crisp))
    if abs(zoomed[2] - opened[2] / 1.25) > 0.1 or abs(zoomed[3] - opened[3] / 1.25) > 0.1:
        fail("+ did not zoom in by 1.25: %r -> %r" % (opened, zoomed))
    settled = driver.execute_script("return document.querySelector('.tree:not([hidden])').style.transform")
    if settled:
        fail("after the steps stopped the drawing still has the transform %r" % settled)
    press(driver, "-")
    if abs(view_box(driver)[2] - opened[2]) > 0.1:
        fail("- did not zoom back out: %r" % view_box(driver))
    press(driver, "+")
    press(driver, "0")
    if view_box(driver) != opened:
        fail("0 did not fit the tree again: %r != %r" % (view_box(driver), opened))
    canvas = driver.find_element(By.ID, "canvas")
    ActionChains(driver).scroll_from_origin(ScrollOrigin.from_element(canvas), 0, -300).perform()
    wheeled = view_box(driver)
    if not wheeled[2] < opened[2] * 0.8:
        fail("the wheel did not zoom in: %r -> %r" % (opened, wheeled))
    ActionChains(driver).move_to_element(canvas).click_and_hold().move_by_offset(150, 40).release().perform()
    dragged = view_box(driver)
    if not (dragged[0] < wheeled[0] and dragged[1] < wheeled[1] and abs(dragged[2] - wheeled[2]) < 0.01):
        fail("dragging right and down did not pan left and up: %r -> %r" % (wheeled, dragged))
    if driver.find_element(By.ID, "node-panel").is_displayed():
        fail("the drag selected a view")
    # Far in, far off: frame 1's views are out of sight until Right brings them in.
    for _ in range(8):
        press(driver, "+")
    ActionChains(driver).move_to_element(canvas).click_and_hold().move_by_offset(-400, -300).release().perform()
    touched = [r["node"] for r in trace["frames"][1]["records"]]
    if not outside_pane(driver, touched):
        fail("the setup left frame 1's views in sight")
    far = view_box(driver)
    press(driver, Keys.ARROW_RIGHT)
    print("viewBox on open %r, zoomed %r, wheel %r, drag %r, far %r, after Right %r"
          % (opened, zoomed, wheeled, dragged, far, view_box(driver)))
    # Right frames frame 1: its views, or when they are too many to read at once, the code that ran.
    ran = [r["node"] for r in trace["frames"][1]["records"] if r.get("bodyCount", 0) > 0] or touched
    if len(outside_pane(driver, ran)) == len(ran):
        fail("after Right, none of the %d views frame 1 ran is in the pane" % len(ran))


def page_data(driver):
    return driver.execute_script("return window.viewtrace.data;")


def drawn_at(trace, frame):
    """The views drawn in a frame: alive before or after it."""
    return set(live_after(trace, frame)) | (set(live_after(trace, frame - 1)) if frame > 0 else set())


def displayed(driver):
    """The ids of the tree's node elements that are drawn (not folded away or hidden), legend left out."""
    return set(driver.execute_script(
        "return Array.from(document.querySelectorAll('.tree:not([hidden]) g.node')).filter(g =>"
        " !g.id.startsWith('legend_') && getComputedStyle(g).display !== 'none').map(g => g.id);"))


def overlapping(driver, ids):
    """Pairs of drawn nodes whose shapes overlap on screen (the first five)."""
    return driver.execute_script(
        "const rects = arguments[0].map(id => [id, document.getElementById(id)"
        "  .querySelector('polygon, path, ellipse').getBoundingClientRect()]);"
        "const out = [];"
        "for (let i = 0; i < rects.length; i++) for (let j = i + 1; j < rects.length; j++) {"
        "  const a = rects[i][1], b = rects[j][1];"
        "  if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5)"
        "    out.push([rects[i][0], rects[j][0]]);"
        "}"
        "return out.slice(0, 5);", sorted(ids))


def outside_pane_ids(driver, ids):
    return driver.execute_script(
        "const pane = document.getElementById('canvas').getBoundingClientRect();"
        "return arguments[0].filter(id => { const r = document.getElementById(id).getBoundingClientRect();"
        "  return r.left < pane.left - 1 || r.top < pane.top - 1 || r.right > pane.right + 1"
        "    || r.bottom > pane.bottom + 1 || r.width === 0; });", sorted(ids))


LEGEND = ["evaluated", "initOnly", "redrawn", "appeared", "disappeared", "untouched"]


def counts_text(outcomes):
    touched = [o for o in LEGEND if o != "untouched" and o in outcomes]
    return ", ".join("%d %s" % (outcomes.count(o), WORDS[o]) for o in touched) if touched else "all untouched"


def fold_texts(trace, fold, frame):
    """The two lines of a folded run's node in a frame, from the trace."""
    outcome = {r["node"]: r["outcome"] for r in trace["frames"][frame]["records"]}
    drawn = drawn_at(trace, frame)
    members = [outcome.get(n, "untouched") for n in fold["members"] if n in drawn]
    inside = [outcome.get(n, "untouched") for n in fold["inside"] if n in drawn]
    first = "%s x%d (%s)" % (fold["type"], len(members), counts_text(members))
    touched = " (%s)" % counts_text(inside) if any(o != "untouched" for o in inside) else ""
    second = "%d view%s inside%s" % (len(inside), "" if len(inside) == 1 else "s", touched) if inside else ""
    return [first, second] if fold["inside"] else [first]


def fold_node_texts(driver, fold):
    return driver.execute_script(
        "return Array.from(document.getElementById(arguments[0]).querySelectorAll('text')).map(t => t.textContent);",
        fold["svg"])


def check_folding(driver, trace):
    data = page_data(driver)
    if not data["folds"]:
        fail("the page folds no run; the check proves nothing")
    fold = data["folds"][0]
    folded = set(fold["members"]) | set(fold["inside"])
    units = {svg_id(n) for n in data["layout"]["shown"] if n not in folded} | {fold["svg"]}
    if displayed(driver) != units:
        fail("folded, the tree draws %r, expected %r" % (sorted(displayed(driver) ^ units)[:5], "its units"))
    if fold_node_texts(driver, fold) != fold_texts(trace, fold, 0):
        fail("frame 0: the folded node says %r, expected %r" % (fold_node_texts(driver, fold), fold_texts(trace, fold, 0)))
    if overlapping(driver, units) or outside_pane_ids(driver, units):
        fail("folded: overlaps %r, outside the pane %r" % (overlapping(driver, units), outside_pane_ids(driver, units)))
    press(driver, Keys.ARROW_RIGHT)
    if fold_node_texts(driver, fold) != fold_texts(trace, fold, 1):
        fail("frame 1: the folded node says %r, expected %r" % (fold_node_texts(driver, fold), fold_texts(trace, fold, 1)))
    said = fold_node_texts(driver, fold)
    element = driver.find_element(By.ID, fold["svg"])
    driver.execute_script("arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))", element)
    everyone = {svg_id(n) for n in data["layout"]["shown"]}
    if displayed(driver) != everyone:
        fail("a click on the folded node did not draw its %d views in its place: %d drawn of %d"
             % (len(fold["members"]), len(displayed(driver)), len(everyone)))
    if overlapping(driver, everyone):
        fail("opened, these nodes overlap: %r" % overlapping(driver, everyone))
    if outside_pane_ids(driver, everyone):
        fail("opened, %d views are outside the pane" % len(outside_pane_ids(driver, everyone)))
    if driver.find_element(By.ID, "fold-runs").is_selected():
        fail("with the run open, 'Fold repeated siblings' is still ticked")
    driver.find_element(By.ID, "fold-runs").click()
    if displayed(driver) != units:
        fail("ticking 'Fold repeated siblings' did not fold the run again")
    # Choosing a folded view (as a table row does) opens its run.
    member = fold["members"][7]
    driver.execute_script("window.viewtrace.select(arguments[0])", member)
    if svg_id(member) not in displayed(driver) or fold["svg"] in displayed(driver):
        fail("selecting %s left its run folded" % member)
    if outside_pane_ids(driver, [svg_id(member)]):
        fail("the selected %s is outside the pane" % member)
    return "OK: %r folds %d views; a click drew all %d views apart and in the pane" % (said, len(folded), len(everyone))


def ancestors_and_self(trace, ids, union):
    parent = {n["id"]: n.get("parent") for n in trace["nodes"]}
    keep = set()
    for identity in ids:
        while identity is not None and identity in union and identity not in keep:
            keep.add(identity)
            identity = parent.get(identity)
    keep |= {n for n in union if parent.get(n) not in union}
    return keep


def check_hide_untouched(driver, trace):
    data = page_data(driver)
    if data["folds"]:
        driver.execute_script("window.viewtrace.setFolding(false)")
    union = set(data["layout"]["shown"])
    press(driver, Keys.ARROW_RIGHT)
    # The drawing's size is the camera fitted to all of it ("0"): a frame's camera frames its views.
    press(driver, "0")
    whole = view_box(driver)
    driver.find_element(By.ID, "hide-untouched").click()
    sizes = []
    for frame in [1, 2]:
        if frame == 2:
            press(driver, Keys.ARROW_RIGHT)
        touched = [r["node"] for r in trace["frames"][frame]["records"]]
        expected = {svg_id(n) for n in ancestors_and_self(trace, touched, union)}
        shown = displayed(driver)
        if shown != expected:
            fail("frame %d, hiding untouched: drawn %d, expected %d; differ %r"
                 % (frame, len(shown), len(expected), sorted(shown ^ expected)[:5]))
        if len(expected) >= len(union):
            fail("frame %d touches every view; the check proves nothing" % frame)
        # Fitted ("0"), the views placed again fill the pane without overlapping.
        press(driver, "0")
        view_box(driver)
        if overlapping(driver, shown) or outside_pane_ids(driver, shown):
            fail("frame %d: overlaps %r, outside the pane %r"
                 % (frame, overlapping(driver, shown), outside_pane_ids(driver, shown)))
        box = view_box(driver)
        if not box[2] * box[3] < whole[2] * whole[3] * 0.9:
            fail("frame %d: the drawing of %d of %d views is not smaller: %r against %r"
                 % (frame, len(shown), len(union), box, whole))
        sizes.append("%d views in %.0fx%.0f" % (len(shown), box[2], box[3]))
    driver.find_element(By.ID, "hide-untouched").click()
    if displayed(driver) != {svg_id(n) for n in union}:
        fail("unticking 'Hide untouched' did not draw every view again")
    return "OK: the whole tree %.0fx%.0f; hiding untouched: %s" % (whole[2], whole[3], ", ".join(sizes))


def minimap_state(driver):
    return driver.execute_script(
        "const m = document.getElementById('minimap'), c = m.querySelector('canvas'),"
        " v = document.getElementById('minimap-view');"
        "if (m.hidden) return null;"
        "const cr = c.getBoundingClientRect(), vr = v.getBoundingClientRect();"
        "return {canvas: [cr.left, cr.top, cr.width, cr.height], view: [vr.left, vr.top, vr.width, vr.height]};")


def minimap_pixels(driver, rgb):
    return driver.execute_script(
        "const c = document.querySelector('#minimap canvas'), d = c.getContext('2d')"
        "  .getImageData(0, 0, c.width, c.height).data; let n = 0;"
        "for (let i = 0; i < d.length; i += 4) if (d[i] === arguments[0] && d[i + 1] === arguments[1]"
        "  && d[i + 2] === arguments[2]) n++;"
        "return n;", *rgb)


def check_minimap(driver, trace):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.support.ui import WebDriverWait

    if page_data(driver)["folds"]:
        if minimap_state(driver) is not None:
            fail("the folded tree of a few nodes has a minimap")
        driver.execute_script("window.viewtrace.setFolding(false)")
    WebDriverWait(driver, 10).until(lambda d: minimap_state(d) is not None)
    state = minimap_state(driver)
    canvas, view = state["canvas"], state["view"]
    if not (view[2] >= canvas[2] * 0.9 or view[3] >= canvas[3] * 0.9):
        fail("fitted, the minimap's rectangle %r does not span the minimap %r" % (view, canvas))
    appeared = minimap_pixels(driver, (0x2b, 0x8f, 0xb3))
    if not appeared:
        fail("frame 0's appeared views are not coloured in the minimap")
    for _ in range(4):
        press(driver, "+")
    zoomed = minimap_state(driver)["view"]
    if not zoomed[2] * zoomed[3] < view[2] * view[3] * 0.5:
        fail("zooming in did not shrink the minimap's rectangle: %r -> %r" % (view, zoomed))
    target = (canvas[2] * 0.8, canvas[3] * 0.5)
    minimap = driver.find_element(By.CSS_SELECTOR, "#minimap canvas")
    ActionChains(driver).move_to_element_with_offset(
        minimap, int(target[0] - canvas[2] / 2), int(target[1] - canvas[3] / 2)).click().perform()
    moved = minimap_state(driver)["view"]
    centre = (moved[0] + moved[2] / 2 - canvas[0], moved[1] + moved[3] / 2 - canvas[1])
    # A rectangle taller than the minimap (a wide, flat tree) is cut at its edges: only x can be checked then.
    clipped = moved[3] >= canvas[3] - 1
    if abs(centre[0] - target[0]) > 3 or (not clipped and abs(centre[1] - target[1]) > 3):
        fail("a click at %r in the minimap put the view's centre at %r" % (target, centre))
    if driver.find_element(By.ID, "node-panel").is_displayed():
        fail("a click in the minimap selected a view")
    press(driver, Keys.ARROW_RIGHT)
    evaluated = minimap_pixels(driver, (0xe0, 0xa8, 0x00))
    if not evaluated:
        fail("frame 1's evaluated views are not coloured in the minimap")
    return ("OK: minimap %r; rectangle fitted %r, zoomed %r, after a click %r; %d appeared and %d evaluated pixels"
            % (canvas, view, zoomed, moved, appeared, evaluated))


def check_hover_counts(driver, trace):
    from selenium.webdriver.common.action_chains import ActionChains

    for index in [1, 2]:
        frame = trace["frames"][index]
        bar = driver.find_element(By.CSS_SELECTOR, "#timeline .bar[data-frame='%d']" % index)
        ActionChains(driver).move_to_element(bar).perform()
        tip = driver.find_element(By.ID, "timeline-tip")
        if not tip.is_displayed():
            fail("hovering frame %d's bar shows no counts" % index)
        lines = driver.execute_script(
            "return Array.from(document.getElementById('timeline-tip').children).map(d => d.textContent);")
        outcomes = [r["outcome"] for r in frame["records"]]
        bodies = len(frame["printChanges"])
        expected = ["Frame %d: %s" % (index, frame["event"]), "%d %s evaluated" % (bodies, "body" if bodies == 1 else "bodies"),
                    " · ".join("%d %s" % (outcomes.count(o), WORDS[o]) for o in LEGEND if o in outcomes)]
        if lines != expected:
            fail("hovering frame %d shows %r, expected %r" % (index, lines, expected))
        tip_rect = tip.rect
        if tip_rect["y"] + tip_rect["height"] > bar.rect["y"] + 1:
            fail("the counts cover the bar they describe")
    ActionChains(driver).move_to_element(driver.find_element(By.TAG_NAME, "h1")).perform()
    if driver.find_element(By.ID, "timeline-tip").is_displayed():
        fail("the counts stay after the pointer left the timeline")
    if driver.execute_script("return document.documentElement.dataset.frame") != "0":
        fail("hovering changed the frame")
    return "OK: hovering frames 1 and 2 shows %r" % lines


def shape_boxes(driver, ids):
    """Each node's place in the drawing's own coordinates (the camera left out)."""
    return driver.execute_script(
        "return arguments[0].map(id => { const g = document.getElementById(id);"
        "  const b = g.querySelector('polygon, path, ellipse').getBBox();"
        "  const t = g.transform.baseVal.consolidate(); const m = t ? t.matrix : {e: 0, f: 0};"
        "  return [Math.round((b.x + m.e) * 10) / 10, Math.round((b.y + m.f) * 10) / 10]; });", ids)


def check_stable(driver, trace):
    data = page_data(driver)
    union = data["layout"]["shown"]
    ids = [svg_id(n) for n in union]
    first = shape_boxes(driver, ids)
    faded = 0
    for index in range(len(trace["frames"])):
        driver.execute_script("window.viewtrace.setFrame(arguments[0])", index)
        if shape_boxes(driver, ids) != first:
            fail("frame %d moved views: %r" % (index, [u for u, a, b in zip(union, first, shape_boxes(driver, ids)) if a != b][:3]))
        drawn = drawn_at(trace, index)
        classes = driver.execute_script(
            "return arguments[0].map(id => document.getElementById(id).getAttribute('class').split(' '));", ids)
        for identity, names in zip(union, classes):
            if ("gone" in names) == (identity in drawn):
                fail("frame %d: %s is %s but %s" % (index, identity, "drawn" if identity in drawn else "not alive",
                                                     "faded" if "gone" in names else "not faded"))
            faded += "gone" in names
    if not faded:
        fail("no view was ever faded; the sample never changes structure")
    return "OK: %d views kept their places over %d frames; %d faded node-frames" % (len(union), len(trace["frames"]), faded)


def check_grouped_lines(driver, trace):
    lines = trace["frames"][1]["printChanges"]
    shown = driver.find_element(By.ID, "panel-printchanges").text
    if shown != grouped_lines(lines):
        fail("frame 1's _printChanges shows %r, expected %r" % (shown, grouped_lines(lines)))
    return "OK: %d _printChanges lines shown as %r" % (len(lines), shown)


def view_counts(trace):
    counts = {n["id"]: [n["id"], 0, 0, 0, 0] for n in trace["nodes"]}
    for frame in trace["frames"]:
        for r in frame["records"]:
            c = counts[r["node"]]
            c[1] += r.get("bodyCount", 0)
            c[2] += r["outcome"] == "initOnly"
            c[3] += r["outcome"] == "redrawn"
            c[4] += r["outcome"] == "appeared"
    return list(counts.values())


def table_rows(driver):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('#views-table tbody tr')).map(r =>"
        " [r.cells[0].textContent].concat(Array.from(r.cells).slice(1).map(c => Number(c.textContent))));")


def check_budget(driver, trace):
    """A union over the page's budget: counted nodes stand for the subtrees no later frame touches, every view
    a later frame touches is drawn with its ancestors, the page says so, and the table lists every view."""
    from selenium.webdriver.support.ui import WebDriverWait

    data = page_data(driver)
    budget = data.get("budget")
    if not budget or not budget["nodes"]:
        fail("the page folded nothing into counted nodes; the check proves nothing")
    lived = {r["node"] for f in trace["frames"] for r in f["records"] if r["outcome"] == "appeared"}
    shown = set(data["layout"]["shown"])
    folded = sum(c["count"] for c in budget["nodes"])
    if len(shown) + folded != len(lived) or budget["union"] != len(lived):
        fail("%d drawn + %d counted != %d views that lived" % (len(shown), folded, len(lived)))
    if len(shown) + len(budget["nodes"]) > budget["limit"]:
        fail("%d views and %d counted nodes exceed the budget of %d" % (len(shown), len(budget["nodes"]),
                                                                         budget["limit"]))
    note = driver.find_element(By.ID, "budget-note").text
    wanted = "The tree draws {:,} of {:,} views".format(len(shown), len(lived))
    if not note.startswith(wanted) or "{:,} counted node".format(len(budget["nodes"])) not in note:
        fail("the page's note says %r, expected it to start %r" % (note, wanted))
    on_screen = displayed(driver)
    for counted in budget["nodes"]:
        texts = fold_node_texts(driver, counted)
        expected = ["\u2026 {:,} view{}".format(counted["count"], "" if counted["count"] == 1 else "s"),
                    "untouched after frame 0"]
        if texts != expected:
            fail("the counted node under %s says %r, expected %r" % (counted["parent"], texts, expected))
        if counted["svg"] not in on_screen:
            fail("the counted node under %s is not drawn" % counted["parent"])
    hidden_view = next(n["id"] for n in trace["nodes"] if n["id"] in lived and n["id"] not in shown)
    if driver.execute_script("return document.getElementById(arguments[0]) !== null", svg_id(hidden_view)):
        fail("the folded view %s has an element" % hidden_view)
    parent = {n["id"]: n.get("parent") for n in trace["nodes"]}
    later = [r["node"] for f in trace["frames"][1:] for r in f["records"]]
    if not later:
        fail("no frame after the first touches a view; the check proves nothing")
    for frame in range(1, len(trace["frames"])):
        press(driver, Keys.ARROW_RIGHT)
        for record in trace["frames"][frame]["records"]:
            identity = record["node"]
            chain = []
            while identity is not None:
                chain.append(identity)
                identity = parent.get(identity)
            missing = [n for n in chain if svg_id(n) not in displayed(driver)]
            if missing:
                fail("frame %d touches %s, but %r are not drawn" % (frame, record["node"], missing))
            classes = driver.find_element(By.ID, svg_id(record["node"])).get_attribute("class").split()
            if "outcome-" + record["outcome"] not in classes:
                fail("frame %d: %s has classes %r, not outcome-%s" % (frame, record["node"], classes,
                                                                     record["outcome"]))
        outside = outside_pane_ids(driver, [svg_id(r["node"]) for r in trace["frames"][frame]["records"]])
        if outside:
            fail("frame %d: the touched %r are outside the pane" % (frame, outside))
    # Choosing a folded view (as a table row does) marks its counted node and says why it is not drawn.
    driver.execute_script("window.viewtrace.select(arguments[0])", hidden_view)
    anchor = parent.get(hidden_view)
    while anchor not in shown:
        anchor = parent.get(anchor)
    stand = next(c for c in budget["nodes"] if c["parent"] == anchor)
    if "chosen" not in driver.find_element(By.ID, stand["svg"]).get_attribute("class").split():
        fail("selecting the folded %s did not mark the counted node under %s" % (hidden_view, stand["parent"]))
    said = driver.find_element(By.ID, "node-folded").text
    if "{:,} views under {}".format(stand["count"], stand["parent"]) not in said:
        fail("the view's panel says %r about the folded %s" % (said, hidden_view))
    driver.find_element(By.CSS_SELECTOR, "#views > summary").click()
    WebDriverWait(driver, 10).until(lambda d: len(table_rows(d)) == len(trace["nodes"]))
    return "OK: %d of %d views drawn, %d folded into %d counted nodes; every later frame's views drawn" % (
        len(shown), len(lived), folded, len(budget["nodes"]))


def check_view_table(driver, trace):
    from selenium.webdriver.support.ui import WebDriverWait

    driver.find_element(By.CSS_SELECTOR, "#views > summary").click()
    expected = view_counts(trace)
    # The rows are built on the details element's toggle event, which fires after the click returns.
    WebDriverWait(driver, 10).until(lambda d: len(table_rows(d)) == len(expected))
    rows = table_rows(driver)
    if sorted(rows) != sorted(expected):
        fail("the table's counts differ from the trace's: %r" % [r for r in rows if r not in expected][:5])
    by_name = lambda r: r[0]  # noqa: E731
    if rows != sorted(sorted(expected, key=by_name), key=lambda r: -r[1]):
        fail("the table did not open sorted by evaluations, most first: %r" % rows[:3])
    for column, heading in [(2, "Init only"), (3, "Redraws"), (4, "Appearances")]:
        driver.find_element(By.XPATH, "//table[@id='views-table']//button[text()='%s']" % heading).click()
        if table_rows(driver) != sorted(sorted(expected, key=by_name), key=lambda r: -r[column]):
            fail("clicking %s did not sort by it, most first: %r" % (heading, table_rows(driver)[:3]))
    button = driver.find_element(By.XPATH, "//table[@id='views-table']//button[text()='Redraws']")
    button.click()
    button.click()
    rows = table_rows(driver)
    if rows != sorted(sorted(expected, key=by_name), key=lambda r: r[3]):
        fail("clicking Redraws twice did not sort fewest first: %r" % rows[:3])
    if driver.find_element(By.XPATH, "//th[button[text()='Redraws']]").get_attribute("aria-sort") != "ascending":
        fail("the Redraws heading does not say it sorts ascending")
    driver.find_element(By.XPATH, "//table[@id='views-table']//button[text()='View']").click()
    if [r[0] for r in table_rows(driver)] != sorted(r[0] for r in expected):
        fail("clicking View did not sort identities A to Z")
    target = max(expected, key=lambda r: (r[1], r[0]))[0]
    row = driver.find_element(By.CSS_SELECTOR, "#views-table tbody tr[data-node='%s']" % target.replace("'", "\\'"))
    driver.execute_script("arguments[0].scrollIntoView()", row)
    row.click()
    if driver.find_element(By.ID, "node-identity").text != target:
        fail("clicking %s's row selected %r" % (target, driver.find_element(By.ID, "node-identity").text))
    return "OK: %d views, counts match the trace, every column sorts both ways" % len(rows)


def check_view_pages(driver, trace):
    """A table of more views than a page holds shows 500 rows at a time, sorted over all of them:
    the pager says which rows, Next and Previous step, and a sort starts again at the first page."""
    from selenium.webdriver.support.ui import WebDriverWait

    driver.find_element(By.CSS_SELECTOR, "#views > summary").click()
    expected = view_counts(trace)
    total = len(expected)
    if total <= 1000:
        fail("%d views fit two pages; the check proves little" % total)
    WebDriverWait(driver, 10).until(lambda d: len(table_rows(d)) == 500)
    by_name = lambda r: r[0]  # noqa: E731
    ordered = sorted(sorted(expected, key=by_name), key=lambda r: -r[1])
    pager = lambda: driver.find_element(By.ID, "views-range").text  # noqa: E731
    if table_rows(driver) != ordered[:500] or pager() != "rows 1\u2013500 of {:,}".format(total):
        fail("the first page: %r, %r" % (pager(), table_rows(driver)[:2]))
    driver.find_element(By.ID, "views-next").click()
    if table_rows(driver) != ordered[500:1000] or pager() != "rows 501\u20131,000 of {:,}".format(total):
        fail("Next did not show rows 501-1,000: %r" % pager())
    driver.find_element(By.ID, "views-previous").click()
    if table_rows(driver) != ordered[:500]:
        fail("Previous did not show the first page again")
    driver.find_element(By.ID, "views-next").click()
    driver.find_element(By.XPATH, "//table[@id='views-table']//button[text()='View']").click()
    if [r[0] for r in table_rows(driver)] != sorted(r[0] for r in expected)[:500] or not pager().startswith("rows 1\u2013500"):
        fail("sorting by View did not start again at the first page of all views sorted: %r" % pager())
    return "OK: %d views, 500 a page, sorted over all, Next, Previous" % total


def check_wrap(driver, trace):
    """No name between two `/` of an identity is cut across lines in the Touched views table."""
    broken = driver.execute_script(
        "const out = []; let multiLine = 0;"
        "for (const cell of document.querySelectorAll('#panel-records td.node')) {"
        "  const lines = new Set();"
        "  for (const node of cell.childNodes) {"
        "    if (node.nodeType !== 3) continue;"
        "    const range = document.createRange(); range.selectNodeContents(node);"
        "    const tops = new Set(Array.from(range.getClientRects()).map(r => Math.round(r.top)));"
        "    if (tops.size > 1) out.push(node.textContent);"
        "    tops.forEach(t => lines.add(t));"
        "  }"
        "  if (lines.size > 1) multiLine++;"
        "}"
        "return [out, multiLine, document.querySelectorAll('#panel-records td.node').length];")
    names, wrapped, cells = broken
    if names:
        fail("these parts of identities are cut across lines: %r" % names[:5])
    if not wrapped:
        fail("no identity in the Touched views table needed to wrap; the check proves nothing")
    return "OK: %d of %d identities wrap, each only after a /" % (wrapped, cells)


def check_diff_paths(driver, trace):
    """Frame 1's sources and the Why of each view that read one show where
    the value differs (the trace's diff paths), not the two whole values."""
    frame = trace["frames"][1]
    # The change first, then the source by its short name: `Owner._state` or the model's `Type.property`.
    nodes = {n["id"]: n for n in trace["nodes"]}

    def short(source_id):
        s = next(x for x in trace["sources"] if x["id"] == source_id)
        owner = nodes.get(s.get("owner"))
        return "%s.%s" % (owner["type"], s["name"]) if owner and s["kind"] == "state" else s["name"]
    expected = ["%s \u00b7 %s" % ("; ".join(c["diff"]), short(c["source"]))
                for c in frame["sourceChanges"] if c.get("diff")]
    if not expected:
        fail("the trace's frame 1 has no diff paths")
    sources = driver.execute_script(
        "return Array.from(document.querySelectorAll('#panel-sources li')).map(li => li.firstChild.textContent);")
    if sources != expected:
        fail("sources %r, expected %r" % (sources, expected))
    # The whole values are folded under the line; opening them shows the tree.
    summary = driver.find_element(By.CSS_SELECTOR, "#panel-sources li details.full-value summary")
    pre = driver.find_element(By.CSS_SELECTOR, "#panel-sources li details.full-value pre")
    if pre.is_displayed():
        fail("the full values are open before they are asked for")
    summary.click()
    full = pre.text.split("\n")
    change = [c for c in frame["sourceChanges"] if c.get("afterValue")][0]
    count = change["afterValue"]["count"]
    wanted = ["before: Array<Book> (%d elements)" % count, "after: Array<Book> (%d elements)" % count,
              "  [id: 1]: Book", "    isFavorite: true"]
    missing = [line for line in wanted if line not in full]
    if missing:
        fail("the full values lack %r: %r" % (missing, full[:12]))
    whys = driver.execute_script(
        "return Array.from(document.querySelectorAll('#panel-records tbody tr')).map(r => r.lastElementChild.textContent);")
    paths = expected[0].split(" \u00b7 ", 1)[0]
    readers = [w for w in whys if "@dependencies" in w]
    if not readers or not all(w.startswith(paths + " \u00b7 @dependencies") for w in readers):
        fail("the readers' Why %r do not start with %s" % (readers, paths))
    return "OK: %d sources with paths; %d readers show them; full values %d lines" % (
        len(sources), len(readers), len(full))


def check_words(driver, trace):
    records = trace["frames"][1]["records"]
    badges = driver.execute_script(
        "return Array.from(document.querySelectorAll('#panel-records .badge')).map(b => b.textContent);")
    expected = [WORDS[r["outcome"]] + (" + init" if r.get("initCount") and r["outcome"] != "initOnly" else "")
                for r in records]
    if badges != expected:
        fail("badges %r, expected %r" % (badges, expected))
    legend = driver.execute_script(
        "return Array.from(document.querySelectorAll('.legend .swatch')).map(s => s.textContent);")
    if not set(WORDS.values()) <= set(legend):
        fail("the legend %r lacks some of %r" % (legend, list(WORDS.values())))
    if "initOnly" in driver.find_element(By.TAG_NAME, "body").text:
        fail("the page shows the word initOnly")
    if "init only" not in badges:
        fail("the sample has no init-only view in frame 1; the check proves little")
    return "OK: badges %r use the legend's words" % badges


def check_security(driver):
    scripts = driver.execute_script("return document.scripts.length")
    if scripts != 2:
        fail("the page has %d script elements, expected 2 (data and code)" % scripts)
    if driver.execute_script("return window.__pwned === true"):
        fail("an injected script ran")
    handlers = driver.execute_script(
        "return Array.from(document.querySelectorAll('*')).filter(e =>"
        " Array.from(e.attributes).some(a => a.name.startsWith('on'))).length")
    if handlers:
        fail("%d elements carry on* attributes" % handlers)
    for key in ["ArrowRight", "End", "Home"]:
        driver.execute_script("document.body.dispatchEvent(new KeyboardEvent('keydown', {key: arguments[0], bubbles: true}))", key)
    # Every view's card, Cause mode of every frame, and a fragment naming each view: the hostile
    # names stay text (no element, no script, no handler appears).
    driver.execute_script("""
        const data = window.viewtrace.data;
        for (const n of data.trace.nodes) window.viewtrace.select(n.id);
        window.viewtrace.setMode('cause');
        for (let i = 0; i < data.trace.frames.length; i++) window.viewtrace.setFrame(i);
        window.viewtrace.setMode('outcome');
        for (const n of data.trace.nodes.slice(0, 20)) {
          location.hash = '#frame=0&view=' + encodeURIComponent(n.id);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }""")
    if driver.execute_script("return document.scripts.length") != 2 or driver.execute_script("return window.__pwned === true"):
        fail("a card, Cause mode or a fragment made markup from a name")
    handlers = driver.execute_script(
        "return Array.from(document.querySelectorAll('*')).filter(e =>"
        " Array.from(e.attributes).some(a => a.name.startsWith('on'))).length")
    if handlers:
        fail("after cards and Cause mode, %d elements carry on* attributes" % handlers)
    fail_on_console_errors(driver)


def measure(driver):
    opened_at = driver.execute_script("return document.documentElement.dataset.frame")
    # Whether the page opened fitted (the tree's viewBox is its whole drawing); the first look zooms
    # onto the first frame's views instead, so this is false unless that frame touched nothing.
    fitted = driver.execute_script(
        "const svg = document.querySelector('.tree svg'); const b = svg.viewBox.baseVal;"
        "const w = parseFloat(svg.getAttribute('width')), h = parseFloat(svg.getAttribute('height'));"
        "return b.x === 0 && b.y === 0 && Math.abs(b.width - w) < 1 && Math.abs(b.height - h) < 1;")
    load = driver.execute_script(
        "const n = performance.getEntriesByType('navigation')[0]; return n ? n.loadEventEnd : null;")
    paint = driver.execute_script(
        "const p = performance.getEntriesByType('paint').find(e => e.name === 'first-contentful-paint');"
        "return p ? p.startTime : null;")
    # Frames 1 to n-1 in turn, round again until there are at least 200 switches (a page of 10 frames
    # has 9 frames to go through, whose p95 would be the slowest switch). Frame 0, the initial render,
    # changes the look of every drawn view; switches to it and back are timed apart.
    times = driver.execute_script(
        "const n = window.viewtrace.frameCount, t = [];"
        "for (let k = 0; n > 2 && k < Math.max(n - 1, 200); k++) { const s = performance.now();"
        "  window.viewtrace.setFrame(1 + (k + 1) % (n - 1)); document.body.getBoundingClientRect();"
        "  t.push(performance.now() - s); }"
        "t.sort((a, b) => a - b); return t;")
    p95 = times[min(len(times) - 1, int(len(times) * 0.95))] if times else 0
    # Zoom steps from the keyboard, each timed until the frame after it is painted (two animation frames).
    driver.set_script_timeout(300)
    steps = driver.execute_async_script(
        "const done = arguments[arguments.length - 1], keys = ['+', '+', '-', '-', '+', '-', '0'], out = [];"
        "let i = 0;"
        "function step() {"
        "  if (i >= keys.length) { done(out); return; }"
        "  const start = performance.now();"
        "  document.dispatchEvent(new KeyboardEvent('keydown', {key: keys[i++], bubbles: true}));"
        "  requestAnimationFrame(() => requestAnimationFrame(() => { out.push(performance.now() - start);"
        "    setTimeout(step, 0); }));"
        "}"
        "step();")
    # The same zooms as viewBox changes (the camera before the transform, and its crisp re-render once steps
    # stop), each timed until painted.
    view_box_steps = driver.execute_async_script(
        "const done = arguments[arguments.length - 1], svg = document.querySelector('.tree:not([hidden]) svg');"
        "const b = svg.viewBox.baseVal, whole = [b.x, b.y, b.width, b.height], out = [];"
        "const scales = [0.8, 0.64, 0.8, 1, 0.8, 1, 1]; let i = 0;"
        "function step() {"
        "  if (i >= scales.length) { svg.setAttribute('viewBox', whole.join(' ')); done(out); return; }"
        "  const s = scales[i++], w = whole[2] * s, h = whole[3] * s, start = performance.now();"
        "  svg.setAttribute('viewBox', [whole[0] + (whole[2] - w) / 2, whole[1] + (whole[3] - h) / 2, w, h].join(' '));"
        "  requestAnimationFrame(() => requestAnimationFrame(() => { out.push(performance.now() - start);"
        "    setTimeout(step, 0); }));"
        "}"
        "setTimeout(step, 300);")
    # Frame 0 and back, after the zoom steps (it moves the camera to every view).
    frame_zero = driver.execute_script(
        "const t = []; for (const f of [0, 1, 0, 1]) { const s = performance.now(); window.viewtrace.setFrame(f);"
        "  document.body.getBoundingClientRect(); t.push(performance.now() - s); } return t;")
    # The view card: opening it on 20 views of the last frames (selection, card, layout), then frame
    # switches with a card open; and Cause mode drawn for the frame that touched the most views.
    # (After the zoom steps' crisp re-render has settled: it repaints the whole drawing once.)
    time.sleep(1)
    ui = driver.execute_script("""
        const data = window.viewtrace.data, frames = data.trace.frames;
        const ids = [];
        for (let f = frames.length - 1; f >= 0 && ids.length < 20; f--)
          for (const r of frames[f].records) { if (ids.length < 20 && !ids.includes(r.node) && data.svgIds[r.node]) ids.push(r.node); }
        const card = [];
        const slow = [];
        for (const id of ids) {
          const s = performance.now(); window.viewtrace.select(id); document.body.getBoundingClientRect();
          const t = performance.now() - s;
          card.push(t);
          if (t > 50) slow.push([id, Math.round(t), !!document.querySelector('.folded-run')]);
        }
        const switches = [];
        for (let i = 0; i < frames.length; i++) {
          const s = performance.now(); window.viewtrace.setFrame(i); document.body.getBoundingClientRect();
          switches.push(performance.now() - s);
        }
        switches.sort((a, b) => a - b);
        let biggest = 0;
        frames.forEach((f, i) => { if (f.records.length > frames[biggest].records.length) biggest = i; });
        window.viewtrace.setFrame(biggest);
        const s = performance.now(); window.viewtrace.setMode('cause'); document.body.getBoundingClientRect();
        const cause = performance.now() - s;
        const drawn = document.querySelectorAll('#cause g.cause-node').length;
        window.viewtrace.setMode('outcome');
        card.sort((a, b) => a - b);
        return {cardOpenMs: card, slowCards: slow, frameSwitchWithCardP95Ms: switches[Math.min(switches.length - 1, Math.floor(switches.length * 0.95))],
                causeFrame: biggest, causeRecords: frames[biggest].records.length, causeNodes: drawn, causeMs: cause};""")
    # The table of views over the run, with the framework's views: opened (counted and a page built)
    # and sorted by name, each timed until laid out.
    table = driver.execute_script("""
        const mine = document.getElementById('my-views');
        if (mine.checked) { mine.checked = false; mine.dispatchEvent(new Event('change')); }
        const details = document.getElementById('views');
        let s = performance.now();
        details.open = true; details.dispatchEvent(new Event('toggle')); document.body.getBoundingClientRect();
        const open = performance.now() - s;
        s = performance.now();
        document.querySelector('#views-table button[data-sort="view"]').click(); document.body.getBoundingClientRect();
        const sort = performance.now() - s;
        return {viewsTableOpenMs: open, viewsTableSortMs: sort, viewsTableViews: window.viewtrace.data.trace.nodes.length,
                viewsTableRows: document.querySelectorAll('#views-table tbody tr').length};""")
    return {**table, "firstContentfulPaintMs": paint, "frameSwitchP95Ms": p95, "switches": len(times), "frameZeroMs": frame_zero,
            "frames": driver.execute_script("return window.viewtrace.frameCount"), "fitted": fitted,
            "openedAt": opened_at,
            "loadMs": load, "readyMs": driver.execute_script("return window.viewtrace.readyMs"), "zoomStepsMs": steps, "viewBoxStepsMs": view_box_steps, **ui}


if __name__ == "__main__":
    main()

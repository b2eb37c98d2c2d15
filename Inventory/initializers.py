#!/usr/bin/env python3
"""The documented initializers of SwiftUI's common view types, and how many compile against ViewTrace.

Two modes:

    python3 Inventory/initializers.py extract SOURCE   # SOURCE: the mirror's git dir, or a folder of its pages
    python3 Inventory/initializers.py [probe]          # after swift build

`extract` reads, for each type in TYPES, its page in a Markdown mirror of Apple's reference (the
public GitHub repository `Averyy/apple-dev-docs`, `documentation/SwiftUI/<type>.md`): every
`init(...)` entry of the page's Topics (and every `static func` for the types that make values
through factories, like Font's `system(size:weight:design:)`), the topic heading that lists it,
and, from the entry's own page (`<type>/init-<labels>.md`), its declaration and platforms. It
writes Inventory/view-initializers.json: a list of {type, kind, selector, page, summary,
declaration, availability, deprecated, topic}, sorted. Facts only: no descriptions are kept.

Where the mirror was read. The snapshot of `Averyy/apple-dev-docs` could not be fetched whole (its
newest commit has more files than a snapshot may hold), so the pages were read one by one from the
stored index of that repository and copied, trimmed to title, kind, platforms, declaration and
the Topics links (no prose), into a folder laid out like the mirror; `extract` was run on that
folder. The 60 type pages were read at commits 2b67f464c9563caa7bd0ebf974b03e4e8c8453d9 (most),
011eba44631d157bad417c8b6f5e4f0a105b201e, 4b51090c6a74759edbf3b59d2772a41bde3b2be6,
8e18c8962ce52b745132e037e8406ebb895a3a72, 18463ea55a64e1ca835d9de2499067b5fcde7da4 and
50caea6233320c188b34df9ad5d637662a89952f; the 138 initializer pages at
66d08e244fdfd384bc95a9de52e9a04fd04bd1fa (most), bef8048ea7b6c091e984171c147151bfc8bea46c,
4b51090c6a74759edbf3b59d2772a41bde3b2be6, 85608b77f806b9f7a381c16d34b1eee64b26ed0b,
8e18c8962ce52b745132e037e8406ebb895a3a72, 2b67f464c9563caa7bd0ebf974b03e4e8c8453d9,
a06c24f7e9dabb3e5a745e35c1567a298738cf2e, b080135bff31cb0e546e43f63c64dc4907f0caea,
011eba44631d157bad417c8b6f5e4f0a105b201e and 50caea6233320c188b34df9ad5d637662a89952f.
Pages were read for the entries whose Topics line gives only a selector (`init(_:action:)`, an
overload group) and for a few whose platforms were in doubt (UIKit/AppKit bridges, ZStack's
spacing form); the others keep the Topics line's declaration and unknown platforms (kept in
scope, like the methods of view-methods.json without a page).

What the mirror loses. It names a page by the initializer's labels without `_` and without the
reference's overload suffix, so the overloads of one selector share one page (the mirror keeps
one of them: `init(_:action:)` is the LocalizedStringKey form, ForEach's `init(_:content:)` the
MapKit one) and two selectors that differ only by a leading `_:` share one too (Button's
`init(_:role:action:)` and `init(role:action:)`). An entry whose page is about another selector
keeps its Topics line (`page` is null). NavigationLink's and TextField's deprecated initializers
are on pages of their own that this reads not (they would be out of scope anyway).

`probe` (the default) keeps the initializers available on iOS (or of unknown availability) and not
deprecated, makes a probe of each (the call an app would write, with a value of every parameter;
Inventory/initializer-overrides.json gives those the rules cannot make), type-checks them against
the built module and writes Inventory/initializer-coverage.json, docs/initializer-coverage.md
and Tests/ViewTraceTests/Inventory/InitializerProbes.swift (the probes that compile).
"""
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HERE = os.path.join(ROOT, "Inventory")
sys.path.insert(0, HERE)
import coverage  # noqa: E402  (split_top, VALUES; its main() only runs as a script)

DATA = os.path.join(HERE, "view-initializers.json")
OVERRIDES_FILE = os.path.join(HERE, "initializer-overrides.json")

# The view types (and the value types views are built from) whose initializers are listed.
TYPES = [
    "Text", "Image", "Label", "Button", "Toggle", "Picker", "Section", "Form", "List", "ForEach",
    "NavigationStack", "NavigationLink", "NavigationSplitView", "TabView", "Menu", "ProgressView",
    "Slider", "Stepper", "TextField", "SecureField", "DatePicker", "ColorPicker", "LabeledContent",
    "GroupBox", "DisclosureGroup", "Grid", "GridRow", "ScrollView", "LazyVStack", "LazyHStack",
    "LazyVGrid", "LazyHGrid", "HStack", "VStack", "ZStack", "Rectangle", "RoundedRectangle", "Circle",
    "Capsule", "Ellipse", "UnevenRoundedRectangle", "Color", "Font", "LinearGradient",
    "RadialGradient", "AngularGradient", "Gradient", "Spacer", "Divider", "EmptyView", "Group",
    "ScrollViewReader", "GeometryReader", "ShareLink", "Link", "TextEditor", "ContentUnavailableView",
    "ControlGroup", "Gauge", "Table",
]

# Types that are not views in SwiftUI: their probes are values, not views.
VALUE_TYPES = {"Font", "Gradient"}


# ---------------------------------------------------------------------------------------------
# Extraction


class Source:
    """Reads `documentation/SwiftUI/...` pages from a bare git dir (at HEAD) or from a folder."""

    def __init__(self, path):
        self.path = path
        self.git = os.path.exists(os.path.join(path, "HEAD")) and os.path.isdir(os.path.join(path, "objects"))

    def read(self, relative):
        full = "documentation/SwiftUI/" + relative
        if self.git:
            result = subprocess.run(["git", "--git-dir", self.path, "show", "HEAD:" + full],
                                    capture_output=True, text=True)
            return result.stdout if result.returncode == 0 else None
        file = os.path.join(self.path, full)
        if not os.path.exists(file):
            return None
        with open(file, encoding="utf-8") as handle:
            return handle.read()


def page_name(link):
    """`button/init(_:systemimage:action:).md` -> `button/init-systemimageaction.md` (the mirror's file name)."""
    folder, name = link[:-3].split("/", 1)
    match = re.match(r"^([^(]+)\(([^)]*)\)(-\w+)?$", name)
    if not match:
        return folder + "/" + name + ".md"
    base, labels, suffix = match.group(1), match.group(2), match.group(3) or ""
    joined = "".join(label for label in labels.split(":") if label and label != "_")
    return f"{folder}/{base}" + (f"-{joined}" if joined else "") + suffix + ".md"


def sections(text):
    """The `## Name` sections of a page: {name: body}."""
    result, name, lines = {}, None, []
    for line in text.splitlines():
        if line.startswith("## "):
            if name is not None:
                result.setdefault(name, "\n".join(lines))
            name, lines = line[3:].strip(), []
        elif name is not None:
            lines.append(line)
    if name is not None:
        result.setdefault(name, "\n".join(lines))
    return result


def parse_member_page(text):
    """(title, availability lines or None, declaration or None, page marks deprecation)."""
    title = re.search(r"^# (.+)$", text, re.M)
    availability = None
    block = re.search(r"\*\*Availability\*\*:\n((?:- .+\n?)+)", text)
    if block:
        availability = [line[2:].strip() for line in block.group(1).splitlines() if line.startswith("- ")]
    declaration = None
    code = re.search(r"## Declaration\s*\n+```swift\n(.*?)\n```", text, re.S)
    if code:
        declaration = " ".join(line.strip() for line in code.group(1).splitlines() if line.strip())
    deprecated = bool(re.search(r"^\*\*Deprecated\*\*|^> .*[Dd]eprecated", text, re.M))
    return (title.group(1).strip() if title else None), availability, declaration, deprecated


def entry_kind(text):
    if text.startswith("init"):
        return "init"
    if re.match(r"static (func )?\w+\(", text):
        return "static func"
    return None


def extract(source_path):
    source = Source(source_path)
    entries = []
    for type_name in TYPES:
        page = source.read(type_name.lower() + ".md")
        if page is None:
            sys.exit(f"no page for {type_name} in {source_path}")
        topics = sections(page).get("Topics", "")
        heading = ""
        seen = set()
        for line in topics.splitlines():
            if line.startswith("### "):
                heading = line[4:].strip()
                continue
            match = re.match(r"^- \[(.+)\]\(([^)]*(?:\([^)]*\)[^)]*)?)\)$", line)
            if not match:
                continue
            summary, link = match.group(1), match.group(2)
            kind = entry_kind(summary)
            if kind is None or (link, summary) in seen:
                continue
            seen.add((link, summary))
            selector = link[:-3] if link.endswith(".md") else link
            member = page_name(link)
            text = source.read(member)
            title, availability, declaration, marked = (None, None, None, False)
            page_path = None
            if text is not None:
                title, availability, declaration, marked = parse_member_page(text)
                # The page is this entry's only if its title is this selector (overloads and
                # `_:`-less twins share a file in the mirror).
                wanted = re.sub(r"-\w+$", "", selector.split("/", 1)[1])
                if title is None or title.lower() != wanted.lower():
                    title, availability, declaration, marked = (None, None, None, False)
                else:
                    page_path = member
            ios = [a for a in availability or [] if a.startswith("iOS ")]
            deprecated = ("deprecated" in heading.lower() or marked
                          or any("Deprecated" in a or "–" in a for a in ios))
            entries.append({
                "type": type_name, "kind": kind, "selector": selector, "page": page_path,
                "summary": summary, "declaration": declaration or summary,
                "availability": availability, "deprecated": deprecated,
                "topic": f"{type_name.lower()}#{heading}",
            })
    entries.sort(key=lambda e: (e["type"], e["selector"], e["summary"]))
    with open(DATA, "w") as handle:
        json.dump(entries, handle, indent=1, sort_keys=True, ensure_ascii=False)
        handle.write("\n")
    print(f"{len(entries)} initializers of {len(TYPES)} types written to {os.path.relpath(DATA, ROOT)}")



# ---------------------------------------------------------------------------------------------
# Probes


def in_scope(entry):
    ios = entry["availability"] is None or any(a.startswith("iOS ") for a in entry["availability"])
    return ios and not entry["deprecated"]


# Types of other frameworks: an initializer that takes one (`Image(uiImage:)`, `Button(intent:)`)
# is called from a file that imports UIKit, CoreGraphics, CoreText, App Intents or Family Controls,
# none of which exists on Linux. Those initializers are listed apart and not counted.
OTHER_FRAMEWORK_TYPES = {
    "UIImage": "UIKit", "UIColor": "UIKit", "CGImage": "CoreGraphics", "CGColor": "CoreGraphics",
    "CTFont": "CoreText", "AppIntent": "App Intents", "ApplicationToken": "Family Controls",
}


def other_framework(entry):
    """The framework whose type the declaration takes, or None."""
    for type_name, framework in sorted(OTHER_FRAMEWORK_TYPES.items()):
        if re.search(r"\b" + type_name + r"\b", entry["declaration"]):
            return framework
    # An `intent:` parameter is an AppIntent even where the page leaves the constraint out.
    if "intent:" in entry["selector"]:
        return "App Intents"
    return None


ATTRIBUTE = r"@\w+(?:<[^>]*>)?(?:\([^)]*\))?"


def strip_attributes(text):
    """`@escaping @MainActor () -> Void` -> `() -> Void`; `@ViewBuilder content` -> `content`."""
    text = text.strip()
    while True:
        stripped = re.sub(r"^(?:" + ATTRIBUTE + r"|nonisolated|sending|inout)\s+", "", text)
        if stripped == text:
            return text
        text = stripped


def matching_paren(text, start):
    depth = 0
    for i in range(start, len(text)):
        depth += text[i] == "("
        depth -= text[i] == ")"
        if depth == 0:
            return i
    return -1


def parse_declaration(declaration):
    """`init<G>(params) where ...` or `static func name<G>(params) -> R` as
    (name or None for init, [generic names], [(label or None, type, has default)]), or None."""
    text = strip_attributes(declaration)
    if re.match(r"^(?:static (?:func )?)?\w+\((?:\w+:)*\)$", text) and ":" in text:
        return None  # a selector (`init(_:role:action:)`), not a declaration
    match = re.match(r"^(?:static (?:func )?(\w+)|init)(<[^()]*>)?\(", text)
    if not match:
        return None
    name = match.group(1)
    generics = [g.split(":")[0].strip() for g in coverage.split_top(match.group(2)[1:-1])] if match.group(2) else []
    close = matching_paren(text, match.end() - 1)
    inside = text[match.end():close]
    params = []
    for part in coverage.split_top(inside):
        part = strip_attributes(part)
        if not part:
            continue
        head, colon, rest = part.partition(":") if ":" in part.split("(")[0].split("<")[0] else ("", "", part)
        if not colon:  # the Topics line's form: a type without label
            params.append((None, strip_attributes(part), False))
            continue
        names = strip_attributes(head).split()
        label = names[0]
        type_text, _, default = rest.partition(" = ")
        params.append((None if label == "_" else label, strip_attributes(type_text), bool(default)))
    return name, generics, params


VIEW = 'Text("x")'
INTENT_SETUP = ('struct ProbeIntent: AppIntent { static let title: LocalizedStringResource = "x"; '
                'func perform() async throws -> some IntentResult { .result() } }')

# A value of each parameter type, for every type (after VALUES from coverage.py).
GENERAL = {
    "LocalizedStringKey": '"x"', "LocalizedStringResource": '"x"', "String": '"x"', "StaticString": '"x"',
    "S": 'String("x")', "S1": 'String("x")', "S2": 'String("y")', "some StringProtocol": 'String("x")',
    "Text": 'Text("x")', "AttributedString": 'AttributedString("x")', "Bool": "true", "Double": "1", "CGFloat": "1", "Int": "1", "Date": "Date()",
    "Bundle": ".main", "ClosedRange<Date>": "Date()...Date()", "Binding<Date>": ".constant(Date())",
    "Binding<Bool>": ".constant(true)", "Binding<String>": '.constant("x")',
    "Binding<CGColor>": ".constant(CGColor(gray: 0.5, alpha: 1))", "CGColor": "CGColor(gray: 0.5, alpha: 1)",
    "Binding<SelectionValue>": ".constant(1)", "Binding<SelectionValue?>": ".constant(Int?(1))",
    "Binding<NavigationSplitViewVisibility>": ".constant(.automatic)",
    "Binding<NavigationSplitViewColumn>": ".constant(.detail)", "Binding<TextSelection?>": ".constant(nil)",
    "Binding<AttributedString>": '.constant(AttributedString("x"))',
    "Binding<AttributedTextSelection>": ".constant(AttributedTextSelection())",
    "ButtonRole": ".cancel", "ButtonRole?": ".destructive", "ImageResource": 'ImageResource(name: "x", bundle: .main)',
    "some AppIntent": "ProbeIntent()", "Axis": ".vertical", "Axis?": ".vertical", "Axis.Set": ".vertical",
    "UnitPoint": ".center", "Angle": ".degrees(90)", "[Color]": "[.red, .blue]",
    "Gradient": "Gradient(colors: [.red, .blue])",
    "[Gradient.Stop]": "[Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: 1)]",
    "RoundedCornerStyle": ".continuous",
    "RectangleCornerRadii": "RectangleCornerRadii(topLeading: 1, bottomLeading: 1, bottomTrailing: 1, topTrailing: 1)",
    "[GridItem]": "[GridItem(.flexible())]", "PinnedScrollableViews": ".sectionHeaders",
    "HorizontalAlignment": ".leading", "VerticalAlignment": ".top", "Alignment": ".center",
    "Color.RGBColorSpace": ".sRGB", "Color.Resolved": "Color.Resolved(red: 1, green: 0, blue: 0)",
    "UIColor": ".red", "UIImage": "UIImage()", "Progress": "Progress()", "Image.Orientation": ".up",
    "ColorRenderingMode": ".nonLinear", "Text.DateStyle": ".relative", "Font.TextStyle": ".body",
    "Font.Design": ".rounded", "Font.Weight": ".bold", "DatePicker<Label>.Components": "[.date]",
    "EditActions<C>": ".all", "EditActions<Data>": ".all", "Formatter": "NumberFormatter()",
    "Binding<C>": "Binding.constant([ProbeItem(id: 1)])", "Binding<Data>": "Binding.constant([ProbeItem(id: 1)])",
    "KeyPath<Data.Element, ID>": "\\.id", "KeyPath<C.Element, ID>": "\\.id", "Data": "[ProbeItem(id: 1)]",
    "SharePreview<PreviewImage, PreviewIcon>": 'SharePreview("x", image: Image(systemName: "x"))',
}

# Values whose meaning depends on the type (its generic parameters and the initializer's).
BY_TYPE = {
    "Slider": {"Binding<V>": ".constant(0.5)", "ClosedRange<V>": "0...1", "V.Stride": "0.1"},
    "Stepper": {"Binding<V>": ".constant(1)", "ClosedRange<V>": "0...10", "V.Stride": "1",
                "Binding<F.FormatInput>": ".constant(1.0)", "ClosedRange<F.FormatInput>": "0...10",
                "F.FormatInput.Stride": "1", "F": ".number"},
    "Gauge": {"V": "0.5", "ClosedRange<V>": "0...1"},
    "ProgressView": {"V": "0.5", "S": 'String("x")'},
    "TextField": {"Binding<F.FormatInput>": ".constant(1.0)", "F": ".number", "Binding<V>": ".constant(1.0)"},
    "LabeledContent": {"F.FormatInput": "1.5", "F": ".number"},
    "Text": {"Subject": "NSNumber(value: 1)"},
    "NavigationLink": {"P": "1"},
    "NavigationStack": {"Binding<Data>": ".constant([Int]())"},
    "ForEach": {"V": VIEW},
    "Group": {"Base": VIEW},
    "Button": {"I": "ProbeIntent()"},
    "Toggle": {"I": "ProbeIntent()", "C": "Binding.constant([ProbeSource(value: 1, isOn: true)])",
               "KeyPath<C.Element, Binding<Bool>>": "\\.isOn"},
    "Picker": {"C": "Binding.constant([ProbeSource(value: 1, isOn: true)])",
               "KeyPath<C.Element, Binding<SelectionValue>>": "\\.value"},
    "ShareLink": {"Data": '[URL(string: "https://a.b")!]', "I": 'URL(string: "https://a.b")!'},
    "Table": {"Data": '[ProbeRow(id: 1, name: "x")]', "Value.Type": "ProbeRow.self",
              "Binding<Set<Value.ID>>": ".constant(Set<Int>())",
              "Binding<[Sort]>": ".constant([KeyPathComparator(\\ProbeRow.name)])",
              "Binding<TableColumnCustomization<Value>>": ".constant(TableColumnCustomization<ProbeRow>())",
              "KeyPath<Data.Element, Data?>": "\\.children", "KeyPath<Value, Data?>": "\\.children"},
}

# Closure bodies that are not a plain view, by type and parameter label.
BODIES = {
    ("Picker", "content"): 'Text("a").tag(1)',
    ("TabView", "content"): 'Tab("x", systemImage: "x") { Text("x") }',
    ("Table", "columns"): 'TableColumn("x", value: \\ProbeRow.name)',
    ("Table", "rows"): 'TableRow(ProbeRow(id: 1, name: "x"))',
}

VIEW_RESULTS = {"Content", "Label", "Title", "Icon", "Destination", "Root", "Sidebar", "Detail", "Parent",
                "Footer", "Description", "Actions", "ValueLabel", "CurrentValueLabel", "BoundsLabel",
                "MarkedValueLabels", "RowContent", "R", "Result", "L", "C", "V", "some View", "Columns", "Rows"}


# Values by parameter label, where the type's usual value would read oddly.
BY_LABEL = {"startPoint": ".top", "endPoint": ".bottom", "startAngle": ".degrees(0)", "endAngle": ".degrees(180)",
            "startRadius": "0", "endRadius": "10", "total": "1.0"}

# Closures an app passes labeled inside the parentheses rather than as the first trailing closure.
NOT_FIRST_TRAILING = {"onEditingChanged", "onIncrement", "onDecrement", "preview", "primaryAction"}


def value(type_text, type_name, label):
    """An expression of `type_text` (a parameter of `type_name`'s initializer), or None."""
    t = strip_attributes(type_text)
    if label in BY_LABEL and not t.startswith("("):
        return BY_LABEL[label]
    own = BY_TYPE.get(type_name, {})
    for table in (own, GENERAL):
        if t in table:
            return table[t]
    optional_closure = re.match(r"^\((\(.*\)\s*->.*)\)\?$", t)
    if optional_closure:
        return value(optional_closure.group(1), type_name, label)
    closure = re.match(r"^\((.*)\)( async)?( throws)? -> (.+)$", t)
    if closure:
        arguments = [a for a in coverage.split_top(closure.group(1)) if a]
        head = "{ " + (", ".join("_" for _ in arguments) + " in " if arguments else "")
        result = closure.group(4).strip()
        if result in ("Void", "()"):
            return head.rstrip() + " }" if arguments else "{}"
        if result in VIEW_RESULTS:
            return head + BODIES.get((type_name, label), VIEW) + " }"
        inner = value(result, type_name, label)
        return head + inner + " }" if inner else None
    if t.endswith("?"):
        inner = value(t[:-1], type_name, label)
        return inner if inner is not None else "nil"
    if t in coverage.VALUES:
        return coverage.VALUES[t]
    return None


def is_closure(type_text):
    return bool(re.match(r"^\(.*\)( async)?( throws)? -> .+$", strip_attributes(type_text)))


def make_call(type_name, name, params, type_text_by_index, values):
    """`Type(a: 1) { ... } label: { ... }`: the trailing non-optional closures after the others."""
    callee = f"{type_name}.{name}" if name else type_name
    split = len(params)
    while split > 0 and is_closure(type_text_by_index[split - 1]) and values[split - 1].startswith("{"):
        split -= 1
    while split < len(params) and params[split][0] in NOT_FIRST_TRAILING:
        split += 1
    inside = [f"{label}: {v}" if label else v for (label, _, _), v in zip(params[:split], values[:split])]
    call = f"{callee}({', '.join(inside)})" if inside or split == len(params) else callee
    for i in range(split, len(params)):
        label = params[i][0]
        call += f" {values[i]}" if i == split else f" {label or '_'}: {values[i]}"
    return call


def load_overrides():
    with open(OVERRIDES_FILE) as handle:
        return json.load(handle)


def probe(entry, overrides):
    """{probe, setup, note} (probe None when none can be made)."""
    override = overrides.get(entry["selector"])
    if isinstance(override, str):
        override = {"probe": override}
    if override is not None:
        result = {"probe": override.get("probe"), "setup": override.get("setup"), "note": override.get("note")}
    else:
        result = {"probe": None, "setup": None, "note": None}
        parsed = parse_declaration(entry["declaration"])
        if parsed:
            name, _, params = parsed
            values = [value(t, entry["type"], label) for label, t, _ in params]
            if all(v is not None for v in values):
                result["probe"] = make_call(entry["type"], name, params, [t for _, t, _ in params], values)
            else:
                missing = [t for (_, t, _), v in zip(params, values) if v is None]
                result["note"] = "no value of " + ", ".join(f"`{m}`" for m in missing)
        else:
            result["note"] = "the mirror gives no declaration"
    if result["probe"] and "ProbeIntent()" in result["probe"] and not result["setup"]:
        result["setup"] = INTENT_SETUP
    return result


PROBE_TYPES = [
    "struct ProbeItem: Identifiable, Hashable { let id: Int }",
    "struct ProbeNode: Identifiable, Hashable { let id: Int; var children: [ProbeNode]? }",
    "struct ProbeRow: Identifiable, Hashable { let id: Int; var name: String; var children: [ProbeRow]? = nil }",
    "struct ProbeSource: Hashable { var value: Int; var isOn: Bool }",
]


def statement(item, indent):
    """The lines that append one probe to `probes` (or `values`), in a `do` scope when it declares types."""
    target = "values" if item["value"] else "probes"
    if not item["setup"]:
        return [f"{indent}{target}.append({item['probe']})"]
    return [f"{indent}do {{", f"{indent}  {item['setup']}", f"{indent}  {target}.append({item['probe']})", f"{indent}}}"]


def typecheck(items, build):
    """{index: first error} for the probes that fail to type-check against the built module."""
    modules = os.path.join(build, "Modules")
    helpers = os.path.join(build, "COpenCombineHelpers.build", "module.modulemap")
    lines = ["import ViewTrace", ""] + PROBE_TYPES + [""]
    owner = {}
    for index, item in items:
        start = len(lines) + 1
        lines.append(f"@MainActor func initProbe{index}() {{")
        lines.append("  var probes: [any View] = []" if not item["value"] else "  var values: [Any] = []")
        lines += statement(item, "  ")
        lines.append("  _ = " + ("values" if item["value"] else "probes"))
        lines.append("}")
        for line in range(start, len(lines) + 1):
            owner[line] = index
    with tempfile.NamedTemporaryFile("w", suffix=".swift", delete=False) as file:
        file.write("\n".join(lines) + "\n")
        path = file.name
    output = subprocess.run(
        ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules, "-Xcc", f"-fmodule-map-file={helpers}", path],
        capture_output=True, text=True).stderr
    os.unlink(path)
    errors = {}
    for match in re.finditer(re.escape(path) + r":(\d+):(\d+): error: (.*)", output):
        line, column = int(match.group(1)), int(match.group(2))
        message = re.sub(r"\s*\[#\w+\]$", "", match.group(3).strip())
        if line in owner:
            errors.setdefault(owner[line], []).append((line, column, message))
        elif not owner or line < min(owner):
            sys.exit(f"the probe file's header does not compile:\n{output[:2000]}")
    # The first error in the probe's text (the compiler does not report them in that order), a
    # missing name first: it is the cause of the others.
    failing = {}
    for index, found in errors.items():
        missing = [error for error in found if error[2].startswith("cannot find")]
        failing[index] = min(missing or found)[2]
    if "error:" in output and not failing:
        sys.exit(f"swiftc failed outside the probes:\n{output[:2000]}")
    return failing


def main():
    build = os.path.join(ROOT, ".build", "debug")
    if not os.path.exists(os.path.join(build, "Modules", "ViewTrace.swiftmodule")):
        sys.exit("build the package first (swift build)")
    with open(DATA) as handle:
        entries = json.load(handle)
    overrides = load_overrides()
    others = [e for e in entries if in_scope(e) and other_framework(e)]
    scope = [e for e in entries if in_scope(e) and not other_framework(e)]
    items = []
    for entry in scope:
        made = probe(entry, overrides)
        made["value"] = entry["type"] in VALUE_TYPES
        items.append(made)
    candidates = [(i, item) for i, item in enumerate(items) if item["probe"]]
    failing = {}
    # An error can hide the next ones: check again until no new failure appears.
    while True:
        new = {i: e for i, e in typecheck([(i, it) for i, it in candidates if i not in failing], build).items()
               if i not in failing}
        if not new:
            break
        failing.update(new)
    results = []
    for index, (entry, item) in enumerate(zip(scope, items)):
        status = "no-probe" if not item["probe"] else ("fails" if index in failing else "compiles")
        results.append({
            "type": entry["type"], "selector": entry["selector"], "declaration": entry["declaration"],
            "topic": entry["topic"], "probe": item["probe"], "setup": item["setup"], "note": item["note"],
            "status": status, "error": failing.get(index), "value": item["value"],
        })
    with open(os.path.join(HERE, "initializer-coverage.json"), "w") as file:
        json.dump(results, file, indent=1, sort_keys=True, ensure_ascii=False)
        file.write("\n")
    write_probes([r for r in results if r["status"] == "compiles"])
    write_table(results, len(entries), others)


def write_probes(compiled):
    folder = os.path.join(ROOT, "Tests", "ViewTraceTests", "Inventory")
    os.makedirs(folder, exist_ok=True)
    lines = [
        "// Generated by Inventory/initializers.py: one call per documented initializer of a common view",
        "// type that compiles against ViewTrace (docs/initializer-coverage.md). Do not edit; run the",
        "// script again.",
        "@testable import ViewTrace",
        "",
    ] + ["private " + line for line in PROBE_TYPES] + [
        "",
        "/// Every initializer probe whose type is a view: the build fails if one of them stops compiling.",
        "@MainActor func initializerProbes() -> [any View] {",
        "  var probes: [any View] = []",
    ]
    for r in compiled:
        if not r["value"]:
            lines.append(f"  // {r['selector']}")
            lines += statement(r, "  ")
    lines += ["  return probes", "}", "",
              "/// The probes of the types that are values, not views (Font, Gradient).",
              "@MainActor func initializerValueProbes() -> [Any] {",
              "  var values: [Any] = []"]
    for r in compiled:
        if r["value"]:
            lines.append(f"  // {r['selector']}")
            lines += statement(r, "  ")
    lines += ["  return values", "}", ""]
    with open(os.path.join(folder, "InitializerProbes.swift"), "w") as file:
        file.write("\n".join(lines))


def cell(text):
    return (text or "").replace("|", "\\|").replace("\n", " ")


def write_table(results, total, others):
    compiled = [r for r in results if r["status"] == "compiles"]
    failing = [r for r in results if r["status"] == "fails"]
    missing = [r for r in results if r["status"] == "no-probe"]
    share = 100.0 * len(compiled) / len(results)
    by_type = {}
    for r in results:
        counts = by_type.setdefault(r["type"], [0, 0])
        counts[0] += 1
        counts[1] += r["status"] == "compiles"
    out = [
        "# Coverage of the documented initializers of SwiftUI's common views",
        "",
        "Generated by `python3 Inventory/initializers.py` (after `swift build`); do not edit.",
        "",
        f"`Inventory/view-initializers.json` holds {total} initializers (and Font's and",
        "ContentUnavailableView's static factories) of 60 common view types, as the Topics of their",
        "pages in a Markdown mirror of Apple's reference list them (declarations only; how the mirror was",
        "read is in the script's docstring). In scope: available on iOS (or of unknown availability) and",
        f"not deprecated: {len(results) + len(others)}. Of those, {len(others)} take a type of another framework",
        "(UIKit's `UIImage`, CoreGraphics' `CGColor`, App Intents' `AppIntent`, ...): a file that calls one",
        "imports that framework, which does not exist on Linux; they are listed at the end and not counted.",
        f"That leaves **{len(results)}**. Each gets a probe, the call an app would write with a value",
        "of every parameter, type-checked against ViewTrace; the probes that compile are built with the",
        "tests (`Tests/ViewTraceTests/Inventory/InitializerProbes.swift`), so coverage cannot go down.",
        "",
        "| | initializers |",
        "|---|---|",
        f"| compile | **{len(compiled)} of {len(results)} ({share:.1f}%)** |",
        f"| do not compile yet | {len(failing)} |",
        f"| no probe (a value the probe cannot make) | {len(missing)} |",
        "",
        "| type | in scope | compile |",
        "|---|---|---|",
    ]
    for type_name in TYPES:
        if type_name in by_type:
            count, ok = by_type[type_name]
            out.append(f"| {type_name} | {count} | {ok} |")
    out += ["", "## Left to do", "", "| selector | declaration | status | first error or note |", "|---|---|---|---|"]
    for r in sorted(failing + missing, key=lambda r: r["selector"]):
        why = r["error"] if r["status"] == "fails" else r["note"]
        out.append(f"| `{r['selector']}` | `{cell(r['declaration'])}` | {r['status']} | {cell(why)} |")
    out += ["", "## Other frameworks' initializers (not counted)", "", "| framework | selector |", "|---|---|"]
    for e in sorted(others, key=lambda e: (other_framework(e), e["selector"])):
        out.append(f"| {other_framework(e)} | `{e['selector']}` |")
    with open(os.path.join(ROOT, "docs", "initializer-coverage.md"), "w") as file:
        file.write("\n".join(out) + "\n")
    print(f"{len(compiled)} of {len(results)} compile ({share:.1f}%); docs/initializer-coverage.md written")


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "extract":
        if len(sys.argv) < 3:
            sys.exit("usage: initializers.py extract MIRROR_GIT_DIR_OR_FOLDER")
        extract(sys.argv[2])
    elif len(sys.argv) > 1 and sys.argv[1] != "probe":
        # A path given alone: the mirror to extract from.
        extract(sys.argv[1])
    else:
        main()

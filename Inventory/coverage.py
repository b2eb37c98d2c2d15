#!/usr/bin/env python3
"""How much of SwiftUI's documented View surface compiles against ViewTrace.

Reads the inventory (view-methods.json: one entry per documented `View`
instance method, its declaration as Apple's reference writes it), keeps the
SwiftUI methods available on iOS and not deprecated, and makes a probe of
each: a call with an argument of every parameter's type. The probes are
type-checked against the built ViewTrace module (run `swift build` first);
those that compile go into the test target, so coverage cannot regress, and
docs/coverage.md lists the counts and what is left.

    python3 Inventory/coverage.py            # after swift build

Writes Inventory/coverage.json, docs/coverage.md and
Tests/ViewTraceTests/Inventory/InventoryProbes.swift.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HERE = os.path.join(ROOT, "Inventory")

# A value of each parameter type a declaration names. Optional types take nil.
VALUES = {
    "Bool": "true", "CGFloat": "1", "Double": "1", "Float": "1", "Int": "1", "String": '"x"',
    "LocalizedStringKey": '"x"', "Text": 'Text("x")', "Color": "Color.red", "Image": 'Image(systemName: "x")',
    "Edge": ".top", "Edge.Set": ".all", "HorizontalEdge": ".leading", "VerticalEdge": ".top",
    "HorizontalEdge.Set": ".all", "VerticalEdge.Set": ".all", "Alignment": ".center",
    "HorizontalAlignment": ".leading", "VerticalAlignment": ".top", "UnitPoint": ".center",
    "Angle": ".degrees(1)", "CGSize": "CGSize(width: 1, height: 1)", "CGPoint": "CGPoint(x: 1, y: 1)",
    "CGRect": "CGRect(x: 0, y: 0, width: 1, height: 1)", "Font": ".body", "Font.Weight": ".bold",
    "Font.Design": ".rounded", "Visibility": ".automatic", "Animation": ".default", "ContentMode": ".fit",
    "Axis.Set": ".vertical", "Axis": ".vertical", "TextAlignment": ".leading", "Text.Case": ".uppercase",
    "Binding<Bool>": ".constant(true)", "Binding<String>": '.constant("x")', "Binding<Double>": ".constant(1)",
    "Binding<Int>": ".constant(1)", "SafeAreaRegions": ".all", "ColorScheme": ".dark",
    "ControlSize": ".regular", "Prominence": ".increased", "DynamicTypeSize": ".large",
    "Text.TruncationMode": ".tail", "BlendMode": ".multiply", "ColorRenderingMode": ".linear",
    "RoundedCornerStyle": ".continuous", "Material": ".thin", "ScrollDismissesKeyboardMode": ".automatic",
    "ScrollBounceBehavior": ".automatic", "ToolbarPlacement": ".automatic", "ToolbarRole": ".automatic",
    "NavigationBarItem.TitleDisplayMode": ".inline", "KeyboardShortcut": ".defaultAction",
    "KeyEquivalent": '"x"', "EventModifiers": ".command", "TaskPriority": ".userInitiated",
    "SubmitLabel": ".done", "SubmitTriggers": ".text", "UIKeyboardType": ".default",
    "TextInputAutocapitalization": ".never", "UITextContentType": ".name", "AccessibilityTraits": ".isButton",
    "AccessibilityChildBehavior": ".combine", "AccessibilityHeadingLevel": ".h1", "Locale": 'Locale(identifier: "en")',
    "LayoutDirection": ".leftToRight", "PresentationDetent": ".medium", "Set<PresentationDetent>": "[.medium]",
    "Namespace.ID": "probeNamespace", "SymbolRenderingMode": ".monochrome", "SymbolVariants": ".fill",
    "Image.Scale": ".large", "Text.LineStyle": ".single", "RedactionReasons": ".placeholder",
    "ScenePadding": ".minimum", "LinearGradient": "LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom)",
    "Transaction": "Transaction()", "AnyTransition": ".opacity", "Capsule": "Capsule()",
    "ButtonBorderShape": ".capsule", "ScrollIndicatorVisibility": ".hidden", "SensoryFeedback": ".success",
    "Text.TruncationMode": ".tail", "TextSelectability": ".enabled", "Font.Width": ".condensed",
    "Text.Scale": ".secondary", "ScrollTargetBehavior": ".paging", "BlendMode": ".multiply",
    "SymbolVariants": ".fill", "ScrollBounceBehavior": ".basedOnSize", "AccessibilityChildBehavior": ".combine",
    "ColorRenderingMode": ".linear", "UnitPoint": ".center", "Prominence": ".increased",
    "ToolbarRole": ".editor", "ToolbarTitleDisplayMode": ".inline", "PresentationBackgroundInteraction": ".enabled",
    "PresentationAdaptation": ".sheet", "PresentationContentInteraction": ".scrolls", "BadgeProminence": ".increased",
    "ScrollAnchorRole": ".initialOffset", "AccessibilityActionKind": ".escape",
    "AccessibilityTextContentType": ".sourceCode", "Text.LineStyle.Pattern": ".dash",
    "Text.AlignmentStrategy": ".layoutBased", "Text.WritingDirectionStrategy": ".contentBased", "FillStyle": "FillStyle()", "Binding<PresentationDetent>": ".constant(.medium)", "URL": 'URL(string: "https://a.b")!',
    "KeyPress.Phases": ".down", "KeyPress.Result": ".handled", "CharacterSet": ".letters", "Set<KeyEquivalent>": '["x"]',
    "GestureInputKinds": ".direct", "GestureMask": ".all", "FocusInteractions": ".edit",
    "DefaultFocusEvaluationPriority": ".automatic", "Glass": ".regular", "GlassEffectTransition": ".materialize",
    "GlassBackgroundDisplayMode": ".always", "HoverEffect": ".highlight", "ButtonRepeatBehavior": ".enabled",
    "ButtonSizing": ".fitted", "MenuActionDismissBehavior": ".disabled", "MenuOrder": ".fixed",
    "PaletteSelectionEffect": ".symbolVariant", "LayoutDirectionBehavior": ".mirrors", "SpringLoadingBehavior": ".enabled",
    "TextSelectionAffinity": ".upstream", "WritingToolsBehavior": ".limited",
    "TextInputFormattingControlPlacement.Set": ".all", "AdaptableTabBarPlacement": ".tabBar",
    "some PresentationSizing": ".form", "PresentationSizing": ".form", "ScrollInputBehavior": ".enabled",
    "ScrollInputKind": ".rotation", "HandGestureShortcut": ".primaryAction", "ContentMarginPlacement": ".scrollContent",
    "ContainerBackgroundPlacement": ".navigation", "FileDialogBrowserOptions": ".includeHiddenFiles",
    "UserDefaults": ".standard", "Set<String>": '["x"]', "NamedCoordinateSpace": '.named("x")',
    "some CoordinateSpaceProtocol": ".local", "TextInputDictationBehavior": ".automatic",
    "SearchPresentationToolbarBehavior": ".avoidHidingContent", "SearchToolbarBehavior": ".minimize",
    "SearchSuggestionsPlacement.Set": ".menu", "SearchScopeActivation": ".onTextEntry",
    "Binding<TextSelection?>": ".constant(nil)", "DragDropPreviewsFormation": ".stack",
    "[UTType]": "[.json]", "UTType": ".json", "ScrollTransitionConfiguration": ".interactive",
    "(EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect": "{ effect, phase in effect.opacity(phase.isIdentity ? 1 : 0) }",
    "(EmptyVisualEffect, GeometryProxy) -> some VisualEffect": "{ effect, _ in effect.opacity(1) }",
    "(ScrollGeometry) -> T": "{ $0.contentOffset.y }", "T.Type": "Double.self", "ID.Type": "Int.self",
    "Locale.Language": 'Locale.Language(identifier: "en")', "Image.DynamicRange": ".high",
    "SymbolColorRenderingMode": ".gradient", "SymbolVariableValueMode": ".draw", "ToolbarDefaultItemKind": ".sidebarToggle",
    "PencilDoubleTapGestureValue": "PencilDoubleTapGestureValue()", "KeyboardShortcut.Localization": ".withoutMirroring",
    "MatchedGeometryProperties": ".frame", "PopoverAttachmentAnchor": ".rect(.bounds)", "Edge?": ".top",
    # Types of the deprecated forms.
    "UITextAutocapitalizationType": ".words", "[Text]": '[Text("x")]', "AnyHashable": "AnyHashable(1)",
    "CoordinateSpace": ".local", "[String]": '["public.text"]', "any DropDelegate": "ProbeDropDelegate()",
}

GENERIC_VIEW = "Text(\"x\")"

# A value for a style method's generic style parameter (`listStyle<S>(S)`), by method.
STYLES = {
    "buttonStyle": ".plain", "controlGroupStyle": ".automatic", "datePickerStyle": ".compact",
    "disclosureGroupStyle": ".automatic", "formStyle": ".grouped", "gaugeStyle": ".accessoryCircular",
    "groupBoxStyle": ".automatic", "indexViewStyle": ".page", "labelStyle": ".iconOnly",
    "labeledContentStyle": ".automatic", "listStyle": ".plain", "menuStyle": ".button",
    "navigationSplitViewStyle": ".balanced", "pickerStyle": ".menu", "progressViewStyle": ".circular",
    "tabViewStyle": ".page", "textFieldStyle": ".roundedBorder", "toggleStyle": ".switch",
    "textEditorStyle": ".plain", "tableStyle": ".inset",
}


def split_top(text, sep=","):
    """Splits on `sep` outside brackets, parentheses and angle brackets."""
    parts, depth, current = [], 0, ""
    for i, char in enumerate(text):
        if char in "(<[":
            depth += 1
        elif char in ")>]" and not (char == ">" and text[i - 1] == "-"):
            depth -= 1
        if char == sep and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += char
    if current.strip():
        parts.append(current.strip())
    return parts


def parse(declaration):
    """`func name<G>(Label Type, label: Type) -> R` -> (name, generics, [(label, type)]) or None."""
    match = re.match(r"func (\w+)(<([^()]*)>)?\((.*)\) -> (.+)$", declaration)
    if not match:
        return None
    name, generics, params = match.group(1), match.group(3) or "", match.group(4)
    result = []
    for part in split_top(params):
        labeled = re.match(r"^(\w+): (.+)$", part)
        if labeled and not part.startswith("("):
            result.append((labeled.group(1), labeled.group(2)))
        else:
            result.append((None, part))
    return name, [g.strip().split(":")[0].strip() for g in split_top(generics)], result


def matching(text):
    """Whether the parenthesis opening `text` closes at its end."""
    depth = 0
    for i, char in enumerate(text):
        depth += char == "("
        depth -= char == ")"
        if depth == 0:
            return i == len(text) - 1
    return False


def mentions(type_text, generics):
    """Whether `type_text` names one of the generic parameters (or an opaque or existential type),
    so no value can be written with its type."""
    if re.search(r"\b(some|any)\s", type_text):
        return True
    return any(re.search(r"\b" + re.escape(g) + r"\b", type_text) for g in generics if g)


def typed(expression, type_text):
    """`expression` as a value of `type_text`: `(1 as CGFloat)`. A literal alone would also fit a
    differently typed parameter (`1` fits Double and CGFloat alike, `nil` any optional, `.top` Edge
    and VerticalEdge), so the probe would check the method's name and not its signature."""
    return f"({expression} as {type_text})"


# Non-Color ShapeStyles for a generic style parameter: a Color would also fit a parameter declared
# as Color (or as a View), which SwiftUI's `some ShapeStyle` does not require.
SHAPE_STYLES = [
    "HierarchicalShapeStyle.secondary",
    "LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom)",
    "AnyShapeStyle(Color.red)",
]
SHAPE_STYLE_METHODS = ("foregroundStyle", "background", "fill", "tint", "overlay", "border", "backgroundStyle",
                       "presentationBackground", "toolbarForegroundStyle")


def closure_value(t, generics, method):
    """A closure of the function type `t` whose parameter types are written out
    (`{ (_: Bool) in }`), async or throwing as declared: `{ _ in }` would fit `(Double) -> Void`
    where the declaration says `(CGFloat) -> Void`, and `{}` a synchronous parameter where SwiftUI's
    is async. Parameters of generic types stay untyped (`_`)."""
    closure = re.match(r"^\((.*)\)( async)?( throws)? -> (.+)$", t)
    if not closure:
        return None
    arguments = [a for a in split_top(closure.group(1)) if a]
    effects = (closure.group(2) or "") + (closure.group(3) or "")
    if arguments and all(not mentions(a, generics) and "..." not in a for a in arguments):
        head = "{ (" + ", ".join(f"_: {a}" for a in arguments) + ")" + effects + " in"
    elif arguments:
        head = "{ " + ", ".join("_" for _ in arguments) + effects + " in"
    else:
        head = "{ ()" + effects + " in"
    result = closure.group(4).strip()
    if result in ("Void", "()"):
        return head + " }"
    if result in generics or result.startswith("some View"):
        return head + " " + GENERIC_VIEW + " }"
    inner = value(result, generics, method)
    return head + " " + inner + " }" if inner else None


def value(type_text, generics, method, position=0):
    """An expression of `type_text`, written with its type, or None when the script cannot make one."""
    t = type_text.strip()
    while True:
        stripped = re.sub(r"^(@escaping|@autoclosure|@Sendable|@MainActor|sending|inout)\s+", "", t)
        if stripped == t:
            break
        t = stripped
    if t.endswith("...)") or t.endswith("..."):
        return value(t[:-3], generics, method, position)
    if t.endswith("?"):
        inner = t[:-1]
        # `T?` and `(closure)?` take a value of the wrapped type; `(A) -> B?` is a closure
        # returning an optional.
        if inner.startswith("(") and matching(inner):
            made = closure_value(inner[1:-1].strip(), generics, method)
            return made if made else "nil"
        if not inner.startswith("("):
            if inner in VALUES and not mentions(inner, generics):
                return typed(VALUES[inner], inner + "?")
            # A generic or opaque optional takes `nil` (no type to write); another, a typed nil.
            return "nil" if mentions(inner, generics) else typed("nil", inner + "?")
    if t == "T.Type" and method == "dropDestination":
        return "String.self"  # a Transferable type
    if t in VALUES:
        return VALUES[t] if mentions(t, generics) else typed(VALUES[t], t)
    if t in generics and t in ("Background", "Overlay"):
        # The deprecated `background(_:alignment:)` and `overlay(_:alignment:)` take a view.
        return GENERIC_VIEW
    if t == "some ShapeStyle" or (t in generics and method in SHAPE_STYLE_METHODS):
        return SHAPE_STYLES[position % len(SHAPE_STYLES)]
    if t == "some Shape" or (t in generics and "shape" in method.lower()):
        return "Rectangle()"
    if t in generics and method in STYLES:
        return STYLES[method]
    if t in generics and method == "listRowBackground":
        return "Color.red"
    if t.startswith("("):
        return closure_value(t, generics, method)
    return None


OVERRIDES = json.load(open(os.path.join(HERE, "probe-overrides.json")))


def split_arguments(text):
    """Splits a call's arguments on top-level commas (outside brackets, braces, string literals and
    generic arguments such as `PassthroughSubject<Int, Never>`), or None if they do not balance."""
    parts, depth, angles, current, quoted = [], 0, 0, "", False
    for i, char in enumerate(text):
        if quoted:
            quoted = char != '"' or text[i - 1] == "\\"
        elif char == '"':
            quoted = True
        elif char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
        elif char == "<" and i and (text[i - 1].isalnum() or text[i - 1] == "_"):
            angles += 1
        elif char == ">" and angles and text[i - 1] != "-":
            angles -= 1
        if char == "," and depth == 0 and angles == 0 and not quoted:
            parts.append(current.strip())
            current = ""
        else:
            current += char
    if depth or angles or quoted:
        return None
    if current.strip():
        parts.append(current.strip())
    return parts


# An argument an override writes that would also fit a differently typed parameter: a literal,
# `nil`, or an implicit member (`.center`, `.constant(false)`).
UNTYPED_ARGUMENT = re.compile(r'^(-?\d+(\.\d+)?|true|false|nil|"[^"\\]*"|\.[A-Za-z_][\w.]*(\(.*\))?)$')


def typed_override(call, declaration):
    """The override's call with each untyped argument written with its declared type, when its
    arguments can be matched to the declaration's parameters by label; the call unchanged otherwise
    (the declaration is not parsed, or is a family `func padding(_:)`)."""
    parsed = parse(declaration)
    head = re.match(r"^(\w+)\(", call)
    if not parsed or not head or head.group(1) != parsed[0]:
        return call
    name, generics, params = parsed
    depth, end = 0, None
    for i in range(len(head.group(0)) - 1, len(call)):
        depth += call[i] == "("
        depth -= call[i] == ")"
        if depth == 0:
            end = i
            break
    arguments = split_arguments(call[len(head.group(0)):end]) if end else None
    if arguments is None:
        return call
    written, j = [], 0
    for argument in arguments:
        labeled = re.match(r"^(\w+):\s*(.+)$", argument, re.S)
        label, expression = (labeled.group(1), labeled.group(2)) if labeled else (None, argument)
        while j < len(params) and params[j][0] != label:
            j += 1
        if j == len(params):
            return call
        type_text = re.sub(r"^((@\w+|sending)\s+)+", "", params[j][1].strip())
        j += 1
        plain = not mentions(type_text, generics) and not type_text.startswith("(") and "..." not in type_text
        if plain and UNTYPED_ARGUMENT.match(expression) and not (expression == "nil" and not type_text.endswith("?")):
            expression = typed(expression, type_text)
        written.append(f"{label}: {expression}" if label else expression)
    return f"{name}({', '.join(written)}){call[end + 1:]}"


def probe(entry):
    """The call expression, or None."""
    if entry["selector"] in OVERRIDES:
        return typed_override(OVERRIDES[entry["selector"]], entry["declaration"])
    parsed = parse(entry["declaration"])
    if not parsed:
        return None
    name, generics, params = parsed
    arguments = []
    for position, (label, type_text) in enumerate(params):
        made = value(type_text, generics, name, position)
        if made is None:
            return None
        arguments.append(f"{label}: {made}" if label else made)
    # A trailing view builder is written as a closure argument like any other.
    return f"{name}({', '.join(arguments)})"


def applied(call):
    """The probe applied to `view`; an override that starts with `=` is a whole expression
    (a method whose receiver must be of a kind a plain `some View` is not, as `equatable()`)."""
    return call[1:].strip() if call.startswith("=") else f"view.{call}"


def typecheck(probes, build):
    """The probes that fail to type-check against the built module: index -> the compiler's first
    error on the probe's line."""
    modules = os.path.join(build, "Modules")
    helpers = os.path.join(build, "COpenCombineHelpers.build", "module.modulemap")
    lines = ["import Foundation", "import ViewTrace", "", "@MainActor var probeNamespace: Namespace.ID { Namespace().wrappedValue }"] + PROBE_TYPES + [""]
    first_line = {}
    for index, call in probes:
        first_line[len(lines) + 1] = index
        lines.append(f"@MainActor func probe{index}(_ view: some View) {{ _ = {applied(call)} }}")
    with tempfile.NamedTemporaryFile("w", suffix=".swift", delete=False) as file:
        file.write("\n".join(lines) + "\n")
        path = file.name
    output = subprocess.run(
        ["swiftc", "-typecheck", "-I", modules, "-Xcc", f"-fmodule-map-file={helpers}", path],
        capture_output=True, text=True).stderr
    os.unlink(path)
    failing = {}
    for match in re.finditer(re.escape(path) + r":(\d+):\d+: error: (.*)", output):
        line = int(match.group(1))
        if line in first_line:
            failing.setdefault(first_line[line], match.group(2).strip())
        elif line < min(first_line, default=0):
            sys.exit(f"the probe file's header does not compile:\n{output[:2000]}")
    return failing


PROBE_TYPES = [
    "@Observable final class ProbeModel {}",
    "final class ProbeObject: ObservableObject {}",
    "struct ProbeItem: Identifiable, Hashable { let id: Int }",
    "struct ProbeError: LocalizedError { var errorDescription: String? { \"x\" } }",
    "struct ProbeTransfer: Codable, Transferable, Identifiable { let id: Int; static var transferRepresentation: some TransferRepresentation { CodableRepresentation(contentType: .json) } }",
    "struct ProbeFocusedKey: FocusedValueKey { typealias Value = Int }",
    "struct ProbePreference: PreferenceKey { static let defaultValue = 0; static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() } }",
    "struct ProbeLayoutKey: LayoutValueKey { static let defaultValue = 0 }",
    "struct ProbeDropDelegate: DropDelegate { func performDrop(info: DropInfo) -> Bool { true } }",
    "struct ProbeRotorItem: Identifiable { let id: Int; let title: String }",
    "struct ProbeContainerKey: ContainerValueKey { static let defaultValue = 0 }",
    "extension ContainerValues { var probeContainerValue: Int { get { self[ProbeContainerKey.self] } set { self[ProbeContainerKey.self] = newValue } } }",
    "struct ProbeDocument: FileDocument { static var readableContentTypes: [UTType] { [.plainText] } }",
    "extension FocusedValues { var probeFocused: Int? { get { self[ProbeFocusedKey.self] } set { self[ProbeFocusedKey.self] = newValue } } }",
]


SIMULATED = set(json.load(open(os.path.join(HERE, "simulated.json"))))

# Sections of the topic pages named after another framework: their methods take that framework's
# types (PhotosPickerItem, SKOverlay.Configuration, GCUIEventTypes, ...), so a file that calls one
# imports the framework too, and none of those frameworks exists on Linux. Counted apart.
OTHER_FRAMEWORKS = {
    "App intents", "Apple Music", "Camera", "Contacts", "Data detection", "Family Sharing", "Game controller",
    "Game saving", "Live Activities", "PhotoKit", "Quick look previews", "Screen capture", "Security", "StoreKit",
    "Translation", "Widget configuration",
    # The deprecated page's sections for StoreKit and PhotoKit (technology-specific) and Image Playground.
    "Technology-specific modifiers", "Generating image modifiers",
}


def main():
    build = os.path.join(ROOT, ".build", "debug")
    entries = json.load(open(os.path.join(HERE, "view-methods.json")))

    def swiftui_ios(entry):
        topic = entry["topic"]
        ios = entry["availability"] is None or any(a.startswith("iOS") for a in entry["availability"])
        # SwiftUI's own modifiers: the topic pages, not other frameworks' (view.md) or Swift Charts'.
        return ios and not topic.startswith("view#") and not topic.startswith("view-chart")

    def other_framework(entry):
        return entry["topic"].split("#")[-1] in OTHER_FRAMEWORKS

    current = [e for e in entries if swiftui_ios(e) and not e["deprecated"]]
    others = [e for e in current if other_framework(e)]
    scope = [e for e in current if not other_framework(e)]
    # The deprecated forms still available on iOS (`navigationBarTitle`, `foregroundColor`,
    # `alert(isPresented:content:)`, ...): real apps call them, so they get probes too, counted apart.
    deprecated_all = [e for e in entries if swiftui_ios(e) and e["deprecated"]]
    deprecated_others = [e for e in deprecated_all if other_framework(e)]
    deprecated = [e for e in deprecated_all if not other_framework(e)]
    # One type-check for both sets; the deprecated probes' indices follow the others'.
    everything = scope + deprecated
    probes = [(i, probe(e)) for i, e in enumerate(everything)]
    candidates = [(i, p) for i, p in probes if p]
    failing = {}
    # An error can hide the next ones: check again until no new failure appears.
    while True:
        new = {i: reason for i, reason in typecheck([(i, p) for i, p in candidates if i not in failing], build).items()
               if i not in failing}
        if not new:
            break
        failing.update(new)
    results = []
    for (index, call), entry in zip(probes, everything):
        status = "no-probe" if call is None else ("fails" if index in failing else "compiles")
        kind = None
        if status == "compiles":
            kind = "simulated" if entry["name"] in SIMULATED else "recorded"
        results.append({"selector": entry["selector"], "name": entry["name"], "declaration": entry["declaration"],
                        "topic": entry["topic"], "probe": call, "status": status, "class": kind,
                        "deprecated": entry["deprecated"], "error": failing.get(index)})
    with open(os.path.join(HERE, "coverage.json"), "w") as file:
        json.dump(results, file, indent=1, sort_keys=True)
        file.write("\n")
    current_results = [r for r in results if not r["deprecated"]]
    deprecated_results = [r for r in results if r["deprecated"]]
    write_probes([r for r in current_results if r["status"] == "compiles"],
                 [r for r in deprecated_results if r["status"] == "compiles"])
    write_table(current_results, len(entries), others, deprecated_results, deprecated_others)


def write_probes(compiled, deprecated):
    folder = os.path.join(ROOT, "Tests", "ViewTraceTests", "Inventory")
    os.makedirs(folder, exist_ok=True)
    lines = [
        "// Generated by Inventory/coverage.py: one call per documented View method that compiles",
        "// against ViewTrace (docs/coverage.md), each argument a value of the declared parameter type.",
        "// Do not edit; run the script again.",
        "import Foundation",
        "import Testing",
        "",
        "@testable import ViewTrace",
        "",
        "@MainActor private var probeNamespace: Namespace.ID { Namespace().wrappedValue }",
    ] + [line.replace("final class", "private final class").replace("struct Probe", "private struct Probe") if not line.startswith(" ") and line != "}" else line for line in PROBE_TYPES] + [
        "",
        "/// Every probe, applied to a Text: the build fails if one of them stops compiling.",
        "@MainActor func inventoryProbes(_ view: some View) -> [any View] {",
        "  [",
    ]
    lines += [f"    {applied(r['probe'])},  // {r['selector']}" for r in compiled]
    lines += ["  ]", "}", ""]
    lines += [
        "/// The probes of the deprecated forms still available on iOS (`foregroundColor`,",
        "/// `navigationBarTitle`, ...), counted apart from the others.",
        "@MainActor func inventoryDeprecatedProbes(_ view: some View) -> [any View] {",
        "  [",
    ]
    lines += [f"    {applied(r['probe'])},  // {r['selector']}" for r in deprecated]
    lines += ["  ]", "}", ""]
    simulated = [str(i) for i, r in enumerate(compiled) if r["class"] == "simulated"]
    deprecated_simulated = [str(i) for i, r in enumerate(deprecated) if r["class"] == "simulated"]
    lines += [
        "/// The probes of methods with update semantics (Inventory/simulated.json): their mark is what",
        "/// they do when a step triggers them, checked by their own rule tests.",
        f"let inventorySimulatedProbes: Set<Int> = [{', '.join(simulated)}]",
        "",
        "/// The same, among the deprecated probes.",
        f"let inventoryDeprecatedSimulatedProbes: Set<Int> = [{', '.join(deprecated_simulated)}]",
        "",
    ]
    with open(os.path.join(folder, "InventoryProbes.swift"), "w") as file:
        file.write("\n".join(lines))


def write_table(results, total, others, deprecated, deprecated_others):
    compiled = [r for r in results if r["status"] == "compiles"]
    simulated = [r for r in compiled if r["class"] == "simulated"]
    left = [r for r in results if r["status"] != "compiles"]
    by_topic = {}
    for r in results:
        topic = r["topic"].split("#")[0]
        counts = by_topic.setdefault(topic, [0, 0])
        counts[0] += 1
        counts[1] += r["status"] == "compiles"
    share = 100.0 * len(compiled) / len(results)
    deprecated_compiled = sum(r["status"] == "compiles" for r in deprecated)
    out = [
        "# Coverage of SwiftUI's documented View methods",
        "",
        "Generated by `python3 Inventory/coverage.py` (after `swift build`); do not edit.",
        "",
        f"The inventory (`Inventory/view-methods.json`) holds {total} `View` instance methods as Apple's",
        "reference lists them (declarations only). In scope here: SwiftUI's own modifiers (its topic pages,",
        "not other frameworks' methods or Swift Charts'), available on iOS (or of unknown availability) and",
        f"not deprecated: {len(results) + len(others)}. Of those, {len(others)} sit in sections the reference names after",
        "another framework (PhotoKit, StoreKit, WidgetKit's widget configuration, App Intents, ...): they take",
        "that framework's types, so a file that calls one also imports the framework, which does not exist on",
        f"Linux; they are listed at the end and not counted. That leaves **{len(results)}**.",
        "Each gets a probe, a call with a value of every parameter's type, written with that type",
        "(`(1 as CGFloat?)`, `(\"x\" as String)`, `{ (_: Bool) in }`, a non-Color `ShapeStyle`), so a",
        "parameter declared with another type than SwiftUI's fails the probe; type-checked against ViewTrace,",
        "the probes that compile are built with the tests",
        "(`Tests/ViewTraceTests/Inventory/InventoryProbes.swift`), so coverage cannot go down.",
        "",
        "| | methods |",
        "|---|---|",
        f"| compile | **{len(compiled)} of {len(results)} ({share:.1f}%)** |",
        f"| ... simulated (update semantics, a rule in docs/rules.md) | {len(simulated)} |",
        f"| ... recorded on the view as written (each leaves a mark: `InventoryTests`) | {len(compiled) - len(simulated)} |",
        "| ... accepted (compiles, ignored) | 0 |",
        f"| do not compile yet | {sum(r['status'] == 'fails' for r in results)} |",
        f"| no probe yet (the script cannot make arguments of their types) | {sum(r['status'] == 'no-probe' for r in results)} |",
        f"| deprecated forms (counted apart, below): compile | {deprecated_compiled} of {len(deprecated)} |",
        "",
        "| topic page | in scope | compile |",
        "|---|---|---|",
    ]
    for topic, (count, ok) in sorted(by_topic.items()):
        out.append(f"| {topic} | {count} | {ok} |")
    out += ["", "## Left to do", "",
            "A probe that `fails` does not type-check: the compiler's first error on it is given.", "",
            "| method | declaration | status |", "|---|---|---|"]
    out += [left_row(r) for r in sorted(left, key=lambda r: (r["selector"], r["declaration"]))]
    deprecated_by_topic = {}
    for r in deprecated:
        counts = deprecated_by_topic.setdefault(r["topic"].split("#")[-1], [0, 0])
        counts[0] += 1
        counts[1] += r["status"] == "compiles"
    out += [
        "", "## Deprecated forms (counted apart)", "",
        "The deprecated methods of the inventory that are available on iOS (or of unknown availability): apps",
        "still call them (`foregroundColor`, `navigationBarTitle`, `alert(isPresented:content:)`, ...). Probed",
        "like the others, not counted in the percentage above; the probes that compile are built with the tests",
        f"(`inventoryDeprecatedProbes`). {len(deprecated_others)} more take another framework's types",
        "(StoreKit, PhotoKit, Image Playground) and are left out, as above.", "",
        f"**{deprecated_compiled} of {len(deprecated)} compile.**", "",
        "| section of the deprecated page | deprecated | compile |", "|---|---|---|",
    ]
    for topic, (count, ok) in sorted(deprecated_by_topic.items()):
        out.append(f"| {topic} | {count} | {ok} |")
    out += ["", "| method | status |", "|---|---|"]
    for r in sorted(deprecated, key=lambda r: (r["selector"], r["declaration"])):
        reason = f": {r['error']}" if r["status"] == "fails" else ""
        out.append(f"| `{r['selector']}` | {r['status']}{reason.replace('|', chr(92) + '|')} |")
    out += ["", "## Other frameworks' methods (not counted)", "", "| section | method |", "|---|---|"]
    for e in sorted(others + deprecated_others, key=lambda e: (e["topic"], e["selector"])):
        out.append(f"| {e['topic'].split('#')[-1]} | `{e['selector']}` |")
    with open(os.path.join(ROOT, "docs", "coverage.md"), "w") as file:
        file.write("\n".join(out) + "\n")
    print(f"{len(compiled)} of {len(results)} compile ({share:.1f}%); deprecated forms: {deprecated_compiled} of "
          f"{len(deprecated)}; docs/coverage.md written")


def left_row(r):
    declaration = r["declaration"].replace("|", "\\|")
    status = r["status"] + (f": {r['error']}".replace("|", "\\|") if r["status"] == "fails" else "")
    return f"| `{r['name']}` | `{declaration}` | {status} |"


if __name__ == "__main__":
    main()

"""The documentation states the facts a reader needs, wherever a page puts them: every profile and option, the key
words, the tested builds; a short README that links every page; no link into a heading that is not there."""

import os
import re

from pinochle.rules import PROFILE_NAMES, get_rules

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def page(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as file:
        return file.read()


def flat(text):
    """Text with every run of white space one space, so that a fact may wrap anywhere."""
    return " ".join(text.split())


def pages():
    found = ["README.md", "CONTRIBUTING.md"]
    found += ["docs/" + name for name in sorted(os.listdir(os.path.join(ROOT, "docs"))) if name.endswith(".md")]
    return found


def anchor(heading):
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def test_the_readme_is_short_and_links_every_page():
    readme = page("README.md")
    assert len(readme.splitlines()) <= 200
    for path in pages()[1:]:
        assert "](%s)" % path in readme, path
    for command in ("bash tools/run.sh", "bash tools/test.sh --quick", "--board feather-rp2040-oled-featherwing"):
        assert command in readme, command


def test_every_link_between_pages_reaches_a_page_and_its_heading():
    for path in pages():
        folder = os.path.dirname(path)
        for target in re.findall(r"\]\(([^)\s]+)\)", page(path)):
            if re.match(r"[a-z]+:", target):
                continue
            file, _, heading = target.partition("#")
            linked = os.path.normpath(os.path.join(folder, file)) if file else path
            assert os.path.exists(os.path.join(ROOT, linked)), "%s links %s" % (path, target)
            if heading and linked.endswith(".md"):
                anchors = {anchor(line.lstrip("#")) for line in page(linked).splitlines() if line.startswith("#")}
                assert heading in anchors, "%s links %s" % (path, target)


def test_the_rules_page_names_every_profile_its_text_and_every_option():
    rules = page("docs/rules.md")
    options = set()
    for name in PROFILE_NAMES:
        options.update(get_rules(name).allowed_options)
    table = rules[rules.index("| option | profiles | effect |") :]
    table = table[: table.index("\n\n")]
    for option in options:  # every option a profile takes, in the options table
        assert re.search(r"^\| `%s` \|" % re.escape(option), table, re.M), option
    titles = ("*Double Pinochle*", "*Pinochle*", "the double-deck partnership text", "the same text")
    for name in PROFILE_NAMES:  # a sentence per profile naming the rules text it follows by its title
        line = re.search(r"^- `%s`: (.*(?:\n  .*)*)" % re.escape(name), rules, re.M)
        assert line and any(title in line.group(1) for title in titles), name
    for text in (
        "double-pinochle-and-variations.txt",
        "double-deck-partnership.txt",
        "single-deck-partnership-dailey.txt",
    ):
        assert text in rules, text  # each rules text's file beside its title


def test_the_player_guide_gives_the_small_board_the_key_words_and_the_sheets_marks():
    using = flat(page("docs/using.md"))
    assert "--height 32 --mode three" in using  # the small board in the simulator
    for token in ("`PREV`", "`NEXT`", "`NAME*3`", "`NAME~700`", "`wait=500`", "`@label`"):
        assert token in using, token  # the key-script words for both layouts
    assert "each side's meld, US first then THEM" in using
    assert "the stuck dealer: everyone passed" in using and "`c` conceded" in using and "`n` not played" in using
    assert "undo steps first: all 16" in using  # how many undo steps a save keeps


def test_the_build_pages_name_each_preset_and_its_pins():
    building, readme = flat(page("docs/building.md")), flat(page("README.md"))
    presets = sorted(os.listdir(os.path.join(ROOT, "boards")))
    for name in presets:
        assert "`%s`" % name in building and "`%s`" % name in readme, name
    for pin in ("GP4", "GP5", "GP10", "GP15", "`D9`", "`D6`", "`D5`"):
        assert pin in building and pin in readme, pin


def test_contributing_gives_the_tiers_the_firmware_and_the_commit_rule():
    contributing = flat(page("CONTRIBUTING.md"))
    for fact in ("bash tools/test.sh --quick", "PINOCHLE_VMS", "PINOCHLE_RP2040", "72 characters", "architecture.md"):
        assert fact in contributing, fact
    for where in ("circuitpython.org/board/raspberry_pi_pico", "micropython.org/download/RPI_PICO", "pico-bootrom"):
        assert where in contributing, where


def test_the_performance_page_holds_the_benches_tables():
    performance = page("docs/performance.md")
    for name in ("budget", "pico"):
        assert "<!-- %s:start -->" % name in performance and "<!-- %s:end -->" % name in performance


def _named_paths(text):
    """The repository paths and dotted pinochle names a page puts in backticks."""
    for quoted in re.findall(r"`([^`\n]+)`", text):
        folders = r"(?:pinochle|tools|bench|tests|docs|boards|micropython)/"
        for path in re.findall(r"(?:^|[\s(=])(%s[\w./-]*\w)" % folders, quoted):
            if "NAME" not in path and "PROFILE" not in path:
                yield path.split("::")[0]
        for name in re.findall(r"\bpinochle(?:\.\w+)+", quoted):
            yield name


def _exists(named):
    """A path, or a dotted name: a module or package, or a module and a name it defines."""
    if "/" in named:
        if os.path.exists(os.path.join(ROOT, named)):
            return True
        named = named.replace("/", ".").rsplit(".py", 1)[0]  # `pinochle/runner/power_up.start` names a function
    parts = named.split(".")
    for length in range(len(parts), 0, -1):
        base = os.path.join(ROOT, *parts[:length])
        for source in (base + ".py", os.path.join(base, "__init__.py")):
            if os.path.exists(source):
                rest = parts[length:]
                return not rest or re.search(r"\b%s\b" % re.escape(rest[0]), page(source)) is not None
    return False


def test_every_path_and_module_a_page_names_exists():
    missing = [(path, named) for path in pages() for named in _named_paths(page(path)) if not _exists(named)]
    assert not missing, missing


def test_the_heap_caps_the_pages_give_are_the_tests_own():
    held = {}
    for folder, _, files in os.walk(os.path.join(ROOT, "tests")):
        for name in files:
            if name.endswith(".py"):
                path = os.path.relpath(os.path.join(folder, name), ROOT)
                found = re.search(r'^MICROPYTHON_HEAP = "(\d+)k"', page(path), re.M)
                if found:
                    held[path] = int(found.group(1))
    rows = re.findall(r"^\| `(tests/[\w/]+\.py)` \| (\d+) KB \|", page("CONTRIBUTING.md"), re.M)
    table = {path: int(cap) for path, cap in rows}
    assert table == held
    handheld = page("tests/micropython/test_micropython_handheld.py")
    cap = re.search(r'^HEAP32 = "(\d+)k"', handheld, re.M).group(1)
    assert "under a %s KB cap (the test's `HEAP32`)" % cap in flat(page("docs/micropython.md"))

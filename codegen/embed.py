"""The kernel sources as the header embeds them, in three levels that a template edit disturbs only where it acts.

  lines      every distinct source line once (sa__gen_lines; a free slot is 0)
  fragments  runs of line numbers, each ended by END (sa__gen_frags; a free slot is END alone)
  variants   per variant, its fragment numbers (sa__gen_v<i>)

Numbers are kept from the header being rewritten: a line or fragment keeps its slot while something uses it,
slots no longer used are freed, and new ones fill the lowest free slots (a line or fragment first takes the slot
of the one it replaces). A variant whose source is unchanged keeps its list; a changed one keeps the fragments that are
still intact and gets one new fragment per changed stretch. So a template edit rewrites the lines and fragments
it changes, and only the lists of the variants whose fragments split. `encode(sources, None)` builds the same
thing from nothing (generate.py --compact), with fragments cut where the content says (the same text gives the
same cuts in every variant).
"""
import collections
import difflib
import re
import zlib

END = 0xFFFF          # ends a fragment; also the bound on line and fragment numbers (unsigned short)
CUT = 12              # a fragment ends after a line pair whose hash is 0 modulo CUT ...
MIN_LEN, MAX_LEN = 4, 48  # ... once it has MIN_LEN lines; it never exceeds MAX_LEN
MAX_SOURCE_LINE = 4000  # a C99 implementation need not take a longer logical line or string literal


class State:
    def __init__(self, lines=None, frags=None, variants=None):
        self.lines = lines or []        # slot -> text (without the newline) or None
        self.frags = frags or []        # slot -> tuple of line slots, or None
        self.variants = variants or {}  # name -> list of fragment slots

    def source(self, name):
        return [self.lines[i] for f in self.variants[name] for i in self.frags[f]]


def _cuts(texts, once=frozenset()):
    """Split a run of lines into fragments at content-defined points (indexes into texts). A line that only one
    variant has (its name, say) stands alone, so that the text around it can be shared."""
    out, cur = [], []
    for k, t in enumerate(texts):
        if t in once and cur:
            out.append(cur)
            cur = []
        cur.append(k)
        prev = texts[k - 1] if k else ""
        if t in once or len(cur) >= MAX_LEN or \
                (len(cur) >= MIN_LEN and zlib.crc32((prev + "\n" + t).encode()) % CUT == 0):
            out.append(cur)
            cur = []
    if cur:
        out.append(cur)
    return out


def _take(slots, preferred=()):
    """The slot for something new: a preferred free slot, else the lowest free one, else a new one at the end."""
    for p in preferred:
        if p < len(slots) and slots[p] is None:
            return p
    for i, s in enumerate(slots):
        if s is None:
            return i
    slots.append(None)
    return len(slots) - 1


def encode(sources, old):
    """sources: list of (name, list of lines) in table order. old: the State read from the header, or None."""
    old = old or State()
    used = {t for _, src in sources for t in src}
    seen = collections.Counter(t for _, src in sources for t in set(src))
    once = frozenset(t for t, c in seen.items() if c == 1)
    users = collections.Counter(f for fl in old.variants.values() for f in set(fl))
    lines = [t if t in used else None for t in old.lines]
    slot_of = {t: i for i, t in enumerate(lines) if t is not None}
    replaces = _replaced_lines(sources, old)
    for _, src in sources:
        for t in src:
            if t not in slot_of:
                slot_of[t] = _take(lines, replaces.get(t, ()))
                lines[slot_of[t]] = t

    # old fragments as line slots of the new pool; those holding a line no longer used cannot be reused
    def as_slots(f):
        if f is None or any(old.lines[i] is None or old.lines[i] not in used for i in f):
            return None
        return tuple(slot_of[old.lines[i]] for i in f)
    old_frags = [as_slots(f) for f in old.frags]
    frag_of = {}
    for i, f in enumerate(old_frags):
        if f is not None:
            frag_of.setdefault(f, i)

    lists, wanted = {}, {}  # wanted: new fragment content -> old fragment slots it replaced
    for name, src in sources:
        prev = old.variants.get(name)
        if prev is not None and all(f < len(old.frags) and old.frags[f] is not None for f in prev) \
                and old.source(name) == src:
            lists[name] = [("old", f) for f in prev]
            continue
        ids = [slot_of[t] for t in src]
        items = []
        if prev is None or any(f >= len(old_frags) for f in prev):
            for part in _cuts(src, once):
                items.append(("new", tuple(ids[k] for k in part), ()))
        else:
            items = _rediff(prev, old, old_frags, src, ids, once, users)
        lists[name] = items
        for it in items:
            if it[0] == "new" and it[1] not in frag_of:
                wanted.setdefault(it[1], []).extend(it[2])

    frags = [None] * len(old_frags)
    for items in lists.values():
        for it in items:
            if it[0] == "old":
                frags[it[1]] = old_frags[it[1]]
            elif it[1] in frag_of:
                frags[frag_of[it[1]]] = it[1]
    for content, replaced in wanted.items():
        s = _take(frags, replaced)
        frags[s] = content
        frag_of[content] = s
    variants = {name: [it[1] if it[0] == "old" else frag_of[it[1]] for it in items] for name, items in lists.items()}
    while lines and lines[-1] is None:
        lines.pop()
    while frags and frags[-1] is None:
        frags.pop()
    if len(lines) >= END or len(frags) >= END:
        raise SystemExit("embedded sources: more than %d lines or fragments" % (END - 1))
    st = State(lines, frags, variants)
    for name, src in sources:
        assert st.source(name) == src, name
    return st


def _old_slots(old, name):
    """The line slots of a variant's old source, or None when the header holds none for it."""
    prev = old.variants.get(name)
    if prev is None or any(f >= len(old.frags) or old.frags[f] is None for f in prev):
        return None
    return [i for f in prev for i in old.frags[f]]


def _replaced_lines(sources, old):
    """For a new line that takes the place of an old one (a one-for-one replacement in a changed variant), the old
    line's slot: it takes that slot when the old line has no other use, so the fragment around it keeps its text."""
    out = {}
    for name, src in sources:
        ids = _old_slots(old, name)
        if ids is None:
            continue
        old_src = [old.lines[i] for i in ids]
        if old_src == src:
            continue
        for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, old_src, src, autojunk=False).get_opcodes():
            if tag == "replace":
                for k in range(min(i2 - i1, j2 - j1)):
                    out.setdefault(src[j1 + k], []).append(ids[i1 + k])
    return out


def _rediff(prev, old, old_frags, src, ids, once, users):
    """A changed variant's fragments: those of its old list still intact, and new ones for the stretches between."""
    old_src, start = [], []
    for f in prev:
        start.append(len(old_src))
        old_src += [old.lines[i] for i in old.frags[f]]
    new_at = {}
    for a, b, n in difflib.SequenceMatcher(None, old_src, src, autojunk=False).get_matching_blocks():
        for k in range(n):
            new_at[a + k] = b + k
    # segments in new-source order: [a, b) with the old fragment it keeps (None: a stretch of new text) and the
    # old fragments that stretch replaces
    segs, pos, pending = [], 0, []
    for f, s in zip(prev, start):
        n = len(old.frags[f])
        b = new_at.get(s)
        if old_frags[f] is None or b is None or b < pos or any(new_at.get(s + k) != b + k for k in range(n)):
            pending.append(f)
            continue
        if pos < b or pending:
            segs.append([pos, b, None, pending])
        segs.append([b, b + n, f, []])
        pos, pending = b + n, []
    if pos < len(src) or pending:
        segs.append([pos, len(src), None, pending])
    # text inserted between two intact fragments joins the one with more users, which then changes in place
    # (every variant that has it changes alike) instead of every list growing by one
    for k, g in enumerate(segs):
        if g[2] is not None or g[3] or g[0] == g[1]:
            continue
        near = [j for j in (k - 1, k + 1) if 0 <= j < len(segs) and segs[j][2] is not None]
        if near:
            j = max(near, key=lambda j: users[segs[j][2]])
            lo, hi = min(g[0], segs[j][0]), max(g[1], segs[j][1])
            g[0], g[1], g[3] = lo, hi, [segs[j][2]]
            segs[j] = [lo, lo, None, []]
    items = []
    for a, b, f, replaced in segs:
        if f is not None:
            items.append(("old", f))
        elif a < b:
            items += _stretch(src, ids, a, b, replaced, once)
    return items


def _stretch(src, ids, a, b, replaced, once):
    if b - a <= MAX_LEN:
        return [("new", tuple(ids[a:b]), tuple(replaced))]
    return [("new", tuple(ids[a + k] for k in part), tuple(replaced)) for part in _cuts(src[a:b], once)]


# --- the C text -------------------------------------------------------------------------------------------------

def c_string(line):
    s = line.replace("\\", "\\\\").replace('"', '\\"').replace("?", "\\?")
    return '"' + s + '\\n"'


def c_unstring(lit):
    body = lit[1:-1]
    assert body.endswith("\\n")
    return re.sub(r'\\(.)', lambda m: {"n": "\n"}.get(m.group(1), m.group(1)), body[:-2])


def emit(st, order):
    """The C declarations: the pool, the fragments, and one list per variant (order: names in table order)."""
    o = ["static const char *const sa__gen_lines[] = {"]
    for t in st.lines:
        if t is not None and len(t) > MAX_SOURCE_LINE:
            raise SystemExit("a kernel source line is longer than C99's string-literal limit: " + t[:80])
        o.append("0," if t is None else c_string(t) + ",")
    o.append("};")
    o.append("static const unsigned short sa__gen_frags[] = {")
    for f in st.frags:
        o.append(",".join(str(i) for i in (f or ())) + ("," if f else "") + "%d," % END)
    o.append("};")
    for k, name in enumerate(order):
        ln = "static const unsigned short sa__gen_v%d[] = {%s};" % (k, ",".join(str(f) for f in st.variants[name]))
        if len(ln) > MAX_SOURCE_LINE:
            raise SystemExit("variant %s: its fragment list does not fit a C99 source line" % name)
        o.append(ln)
    return o


def parse(section):
    """The State a header section holds, or None when it holds none in this form."""
    m_lines = re.search(r"^static const char \*const sa__gen_lines\[\] = \{\n(.*?)^\};", section, re.S | re.M)
    m_frags = re.search(r"^static const unsigned short sa__gen_frags\[\] = \{\n(.*?)^\};", section, re.S | re.M)
    if not m_lines or not m_frags:
        return None
    lines = []
    for ln in m_lines.group(1).splitlines():
        ln = ln.rstrip(",")
        lines.append(None if ln == "0" else c_unstring(ln))
    frags = []
    for ln in m_frags.group(1).splitlines():
        ids = [int(x) for x in ln.rstrip(",").split(",")]
        assert ids[-1] == END
        frags.append(tuple(ids[:-1]) or None)
    lists = {int(k): [int(x) for x in v.split(",") if x]
             for k, v in re.findall(r"^static const unsigned short sa__gen_v(\d+)\[\] = \{([0-9,]*)\};", section, re.M)}
    variants = {}
    for name, k in re.findall(r'^  \{"([^"]+)",.*\bsa__gen_v(\d+)\b', section, re.M):
        variants[name] = lists[int(k)]
    return State(lines, frags, variants)

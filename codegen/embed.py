"""The kernel sources as the header embeds them, in three levels that a template edit disturbs only where it acts.

  lines      every distinct source line once, without its newline, the variant's name replaced by MARK
             (sa__gen_lines; a free slot is 0): the lines that differ only by the name (the banner comment, the
             kernel's signature) are one line of the pool
  fragments  runs of line numbers (sa__gen_frags, one string of digits each; a free slot is 0)
  variants   per variant, its fragment numbers (a string of digits, the last field of its SA__GV line)

Numbers are written as DIGITS digits of base 88 (ALPHABET: the printable characters but * / ? and backslash, so a
digit string needs no escape and holds no comment or trigraph), the same width everywhere; DIGITS grows with the
pool (88^2 = 7744 lines or fragments at 2), which rewrites every list once.

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

ALPHABET = "".join(c for c in map(chr, range(0x23, 0x7F)) if c not in "*/?\\")  # the digits, in value order
BASE = len(ALPHABET)  # 88
MAX_DIGITS = 3        # a bound on the pool (681472 lines or fragments)
FORMAT = "sa-embed 2: base-88 digits, name mark"  # changes with the C side's reading (sa__variant_text)
MARKS = ("@", "$", "\x01")  # the name's stand-in in the pool: the first no kernel source holds
CUT = 12              # a fragment ends after a line pair whose hash is 0 modulo CUT ...
MIN_LEN, MAX_LEN = 4, 48  # ... once it has MIN_LEN lines; it never exceeds MAX_LEN
MAX_GROWN = 2 * MAX_LEN  # ... but a fragment an edit changes stays one up to this length, so that a line inserted
                         # into a full fragment changes that fragment, not the lists of every variant that uses it
MAX_SOURCE_LINE = 4000  # a C99 implementation need not take a longer logical line or string literal


class State:
    def __init__(self, lines=None, frags=None, variants=None, mark=MARKS[0]):
        self.lines = lines or []        # slot -> text (without the newline, the name as mark) or None
        self.frags = frags or []        # slot -> tuple of line slots, or None
        self.variants = variants or {}  # name -> list of fragment slots
        self.mark = mark

    def source(self, name):
        """A variant's lines as the pool holds them (its name as the mark)."""
        return [self.lines[i] for f in self.variants[name] for i in self.frags[f]]

    def text(self, name):
        """A variant's source as the header rebuilds it."""
        return "".join(ln.replace(self.mark, name) + "\n" for ln in self.source(name))

    def digits(self):
        n = max(len(self.lines), len(self.frags), 1)
        d = 1
        while BASE ** d < n:
            d += 1
        return d


def marked(name, lines, mark):
    """A variant's lines with its name replaced by the mark (reversible: no source holds the mark)."""
    return [ln.replace(name, mark) for ln in lines]


def choose_mark(sources, old_mark=None):
    """The name's stand-in: the header's own while no source holds it, else the first of MARKS none holds."""
    text = "\n".join(ln for _, src in sources for ln in src)
    for m in ((old_mark,) if old_mark else ()) + MARKS:
        if m not in text:
            return m
    raise SystemExit("embedded sources: every name mark (%s) occurs in a kernel source" % ", ".join(map(repr, MARKS)))


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
    mark = choose_mark(sources, old.mark)
    if mark != old.mark:
        old = State()  # every line that held a name changes: start from nothing
    sources = [(name, marked(name, src, mark)) for name, src in sources]
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
    if max(len(lines), len(frags)) > BASE ** MAX_DIGITS:
        raise SystemExit("embedded sources: more than %d lines or fragments" % BASE ** MAX_DIGITS)
    st = State(lines, frags, variants, mark)
    for name, src in sources:
        assert st.source(name) == src, name  # and so text(name) is the source: no source holds the mark
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
    if b - a <= (MAX_GROWN if replaced else MAX_LEN):
        return [("new", tuple(ids[a:b]), tuple(replaced))]
    return [("new", tuple(ids[a + k] for k in part), tuple(replaced)) for part in _cuts(src[a:b], once)]


# --- the C text -------------------------------------------------------------------------------------------------

def number(i, digits):
    out = ""
    for _ in range(digits):
        i, r = divmod(i, BASE)
        out = ALPHABET[r] + out
    assert i == 0
    return out


def numbers(ids, digits):
    return "".join(number(i, digits) for i in ids)


def unnumbers(s, digits):
    assert len(s) % digits == 0, s
    out = []
    for k in range(0, len(s), digits):
        v = 0
        for c in s[k:k + digits]:
            v = v * BASE + ALPHABET.index(c)
        out.append(v)
    return out


def c_string(line):
    """A C string literal of a line: backslash and quote escaped, a ? only beside another (a trigraph), control
    characters in octal."""
    out = []
    for k, c in enumerate(line):
        if c in "\\\"":
            out.append("\\" + c)
        elif c == "?" and "??" in line[max(k - 1, 0):k + 2]:
            out.append("\\?")
        elif ord(c) < 0x20 or ord(c) == 0x7F:
            out.append("\\%03o" % ord(c))
        else:
            out.append(c)
    return '"' + "".join(out) + '"'


def c_unstring(lit):
    assert lit[0] == '"' and lit[-1] == '"'
    return re.sub(r'\\([0-7]{3}|.)', lambda m: chr(int(m.group(1), 8)) if len(m.group(1)) == 3 else m.group(1), lit[1:-1])


def c_char(c):
    return "'%s'" % c_string(c)[1:-1].replace("'", "\\'")


def emit(st):
    """The C declarations of the pool and the fragments (the variants' lists go into their table lines: frag_list)."""
    d = st.digits()
    o = ["#define SA__GEN_DIGITS %d /* digits of a line or fragment number (codegen/embed.py) */" % d,
         "#define SA__GEN_NAME_MARK %s /* stands for the variant's name in a line */" % c_char(st.mark),
         "static const char *const sa__gen_lines[] = {"]
    for t in st.lines:
        if t is not None and len(t) > MAX_SOURCE_LINE:
            raise SystemExit("a kernel source line is longer than C99's string-literal limit: " + t[:80])
        o.append("0," if t is None else c_string(t) + ",")
    o.append("};")
    o.append("static const char *const sa__gen_frags[] = {")
    for f in st.frags:
        o.append('"%s",' % numbers(f, d) if f else "0,")
    o.append("};")
    return o


def frag_list(st, name):
    """A variant's fragment numbers as the string its table line ends with."""
    return '"%s"' % numbers(st.variants[name], st.digits())


TABLE_ROW = re.compile(r'^SA__GV\("([^"]+)",.*,"([^"]*)"\),$', re.M)


def parse(section):
    """The State a header section holds, or None when it holds none in this form."""
    m_digits = re.search(r"^#define SA__GEN_DIGITS (\d+)", section, re.M)
    m_mark = re.search(r"^#define SA__GEN_NAME_MARK '((?:[^'\\]|\\[0-7]{3}|\\.)+)'", section, re.M)
    m_lines = re.search(r"^static const char \*const sa__gen_lines\[\] = \{\n(.*?)^\};", section, re.S | re.M)
    m_frags = re.search(r"^static const char \*const sa__gen_frags\[\] = \{\n(.*?)^\};", section, re.S | re.M)
    if not (m_digits and m_mark and m_lines and m_frags):
        return None
    d = int(m_digits.group(1))
    mark = c_unstring('"' + m_mark.group(1).replace("\\'", "'") + '"')
    lines = []
    for ln in m_lines.group(1).splitlines():
        ln = ln[:-1]  # the comma
        lines.append(None if ln == "0" else c_unstring(ln))
    frags = []
    for ln in m_frags.group(1).splitlines():
        ln = ln[:-1]
        frags.append(None if ln == "0" else tuple(unnumbers(c_unstring(ln), d)))
    variants = {name: unnumbers(lst, d) for name, lst in TABLE_ROW.findall(section)}
    return State(lines, frags, variants, mark)

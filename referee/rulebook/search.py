"""Finding a rule from a question typed mid-dispute, the way players type it.

A question and every rule are read the same way (:meth:`SearchIndex.read`):

1. lower-cased, accents and apostrophes dropped, split into words, numbers and ``+4``;
2. each word taken to its plain form (``drawing``, ``drew`` -> ``draw``) from the
   language's word forms, which a Snowball stemmer made (``scripts/word_forms.py``); a
   word of the question that is not known there is read as the language also writes it
   (its ``spellings``: German ``gruen`` is ``grün``), in a language that writes compounds
   as one word as the known words it is made of (``Farbwahlkarte`` -> ``farbwahl
   karte``), else as the nearest known word within one or two typos (``stackng`` ->
   ``stacking``);
3. phrases read as one idea (``+4``, ``draw four``, ``wild draw 4`` -> the Wild Draw Four),
   passing over words that carry no meaning ("forgot *to* say uno");
4. ideas a question implies added ("+4 on +2" is about stacking);
5. words that carry no meaning dropped.

Rules are ranked by BM25 over their title, the words players use for them, the options
they depend on and their text. A rule of one edition (UNO Flip!, No Mercy...) or of
Challenge UNO weighs every word but those naming it (the vocabulary's ``scopes``) a few
times less, so it answers questions that name its edition and leaves the classic game's
questions to the classic rules. Each rule's weight for each idea is worked out once, as a
whole number, so that the phone's copy of this search (``static/rule_search.js``), which
reads :meth:`SearchIndex.to_json`, ranks exactly the same way without signal.

A question that names a dispute the helper answers (``can I put a +4 on a +2``) offers
that wizard, with the cards recognised in the question.

Each language with a vocabulary (:mod:`referee.rulebook.vocabularies`) has its own index, which
reads the rulebook in that language. Its pages also read English questions: when the
English vocabulary reads more of a question than the page's does
(:meth:`SearchIndex.understood`), the English index answers it.

On a page in a language without a vocabulary, a question holding words the English
vocabulary cannot read at all (not even through a typo) is also read against the rules'
titles in that language (:class:`TitleIndex`): a word matches a word of a title when they
are the same, or share their start but for an ending (``Karte``, ``Karten``). When the
titles match at least as many of those words as the vocabulary reads, they answer.
Questions the vocabulary reads whole are answered exactly as on its own pages.
"""

from __future__ import annotations

import json
import math
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache, cached_property
from pathlib import Path
from types import MappingProxyType
from typing import Any

from referee import i18n
from referee.cards import Color, Rank
from referee.rulebook.book import RULEBOOK, Entry, entries
from referee.rulebook.vocabularies import VOCABULARIES
from referee.rulebook.vocabulary import Vocabulary

MAX_RESULTS = 8  # never more rules than fit on a phone's screen or two
KEEP_SHARE = 4  # a rule is shown when it scores at least 1/KEEP_SHARE of the best one
CLOSEST = 3  # rules offered when nothing matches
K1, B = 1.2, 0.5  # BM25: saturation, and how much a field's length counts
SCALE = 1000  # weights are whole thousandths, the same in every runtime
EXACT, TYPO = 2, 1  # how much a word counts when typed right, or read through a typo
MAX_REMEMBERED = 10_000  # typos remembered, per language, before starting afresh
MAX_GAP = 2  # stop words passed over between two words of a phrase ("forgot *to* say")
FIELD_WEIGHTS = {"title": 3, "words": 2, "options": 1, "text": 1}
OUT_OF_SCOPE = 4  # a rule of one edition weighs a word not naming it this many times less
TITLE_WORD = 3  # shorter words of a translated title or question are not read ("de", "la")
TITLE_STEM = 4  # words of a translated title matched by their start share this many letters
PART = 3  # the shortest known word a compound is read as made of
MAX_PARTS = 3  # the most known words a compound is read as
WORD_FORMS = Path(__file__).with_name("word_forms")

# The letters the search reads: a to z, and the Latin letters that dropping accents does
# not reach. Both runtimes read exactly these, whatever Unicode version they know.
LETTERS = "a-zßłøæœ"
_LATIN = "\u0000-\u024f\u1e00-\u1eff\u2000-\u206f\uff00-\uffef"
_OUTSIDE = re.compile(f"[^{_LATIN}]")  # other scripts are read as spaces
_APOSTROPHES = re.compile("['’`´ʼ′]")
_TOKEN = re.compile(rf"\+?[0-9]+|[{LETTERS}]+")
_WORD = re.compile(rf"[{LETTERS}]+")
_PLUS_SPACE = re.compile(r"\+[ \t]+(?=[0-9])")
_RANKS = {rank.value: rank for rank in Rank}
_PLACEHOLDER = re.compile(r"\{[a-z_0-9]*\}")


def normalize(text: str) -> str:
    """Lower case without accents or apostrophes, other scripts as spaces, ``+ 4`` as ``+4``."""
    latin = _OUTSIDE.sub(" ", _APOSTROPHES.sub("", text)).lower()
    decomposed = unicodedata.normalize("NFKD", latin)
    plain = "".join(ch for ch in decomposed if unicodedata.category(ch) != "Mn")
    return _PLUS_SPACE.sub("+", plain)


def respell(word: str, spellings: Sequence[tuple[str, str]]) -> str:
    """``word`` as a language also writes it: each of its ``spellings`` replaced in order
    (German ``gruen`` -> ``grun``, ``ausser`` -> ``außer``)."""
    for written, read in spellings:
        word = word.replace(written, read)
    return word


def as_read(vocabulary: Vocabulary) -> Vocabulary:
    """The vocabulary with its words as the search reads them: lower case, without accents
    (``über`` -> ``uber``), so that a language's words may be written as people spell them."""

    def plain(word: str) -> str:
        return normalize(word).strip()

    return replace(
        vocabulary,
        stop_words=frozenset(map(plain, vocabulary.stop_words)),
        irregular=MappingProxyType(
            {plain(form): plain(word) for form, word in vocabulary.irregular.items()}
        ),
        colors=MappingProxyType({plain(word): c for word, c in vocabulary.colors.items()}),
        before_top=frozenset(map(plain, vocabulary.before_top)),
        numbers=frozenset(map(plain, vocabulary.numbers)),
        inflections=replace(
            vocabulary.inflections,
            verbs=tuple(map(plain, vocabulary.inflections.verbs)),
            separable=tuple(map(plain, vocabulary.inflections.separable)),
        ),
    )


def is_word(text: str) -> bool:
    """Whether ``text`` is letters only (not a number, not ``+4``)."""
    return _WORD.fullmatch(text) is not None


def words_of(text: str) -> list[str]:
    """The words, numbers and ``+n`` of ``text``: ``"W+4 on r7"`` -> ``w +4 on r 7``."""
    return _TOKEN.findall(normalize(text))


def typo_allowance(word: str) -> int:
    """How many typos a word of this length may hold and still be read (none for short ones)."""
    if len(word) < 3 or not is_word(word):
        return 0
    return 1 if len(word) < 8 else 2


def common_start(a: str, b: str) -> int:
    """How many letters ``a`` and ``b`` share at their start."""
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return n


def edit_distance(a: str, b: str, limit: int) -> int:
    """Typos between ``a`` and ``b`` (a letter added, dropped, changed or two swapped).

    Any distance above ``limit`` is reported as ``limit + 1``.
    """
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    before: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            cost = 0 if ca == cb else 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                current[j] = min(current[j], before[j - 2] + 1)
        if min(current) > limit:
            return limit + 1
        before, previous = previous, current
    return min(previous[-1], limit + 1)


@dataclass(frozen=True, slots=True)
class Token:
    """One word or idea as read: its term (``None`` if unknown), its surface, how sure."""

    term: str | None
    surface: str
    exact: bool = True


@dataclass(frozen=True, slots=True)
class Hit:
    """A rule found, with its score (higher is better)."""

    entry_id: str
    score: int


@dataclass(frozen=True, slots=True)
class Offer:
    """A dispute wizard to open, with the cards recognised for its card questions."""

    wizard: str
    cards: tuple[tuple[str, Rank, Color | None], ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The offer as plain data: ``{"wizard", "cards": [[question, rank, colour]]}``."""
        cards = [
            [name, rank.value, color.value if color else None] for name, rank, color in self.cards
        ]
        return {"wizard": self.wizard, "cards": cards}


@dataclass(frozen=True, slots=True)
class Found:
    """The answer to a question: rules best first; ``matched`` False offers the closest."""

    query: str
    hits: tuple[Hit, ...]
    matched: bool
    offer: Offer | None

    @property
    def entry_ids(self) -> list[str]:
        """The ids of the rules found, best first."""
        return [hit.entry_id for hit in self.hits]

    def to_json(self) -> dict[str, Any]:
        """The answer as plain data, as the phone's copy of the search gives it."""
        return {
            "hits": [[hit.entry_id, hit.score] for hit in self.hits],
            "matched": self.matched,
            "offer": self.offer.to_json() if self.offer else None,
        }


@dataclass(frozen=True)
class SearchIndex:
    """Every rule of the rulebook, read in one language, ready to be searched."""

    vocabulary: Vocabulary
    forms: Mapping[str, str]  # every known word -> its term
    phrases: Mapping[str, tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]]  # by first term
    postings: Mapping[str, tuple[tuple[int, int], ...]]  # term -> (rule, weight)
    docs: tuple[str, ...]  # entry ids in rulebook order

    # ---- reading ----------------------------------------------------------------

    def term(self, word: str) -> str:
        """The term a known word stands for (the word itself when it is not listed)."""
        return self.forms.get(word, word)

    def read(self, text: str, question: bool = False) -> list[Token]:
        """``text`` as terms and ideas, stop words still in (steps 1 to 4 of the module).

        A question's unknown words are read through typos, and the ideas it implies added.
        """
        tokens = [token for word in words_of(text) for token in self._word(word, question)]
        tokens = self._phrases(self._phrases(tokens))  # twice: "pick up till" -> "draw till"
        if not question:
            return tokens
        present = Counter(token.term for token in tokens)
        for implied in self.vocabulary.implied:
            needs = implied.needs
            met = all(sum(present[i] for i in ideas) >= n for ideas, n in needs)
            if met and not present[implied.idea]:
                tokens.append(Token(implied.idea, implied.idea))
        return tokens

    def _word(self, word: str, question: bool) -> list[Token]:
        """One word as read (step 2): a known word as its term; an unknown word of a
        question as the known word its other spelling is, else as the known words it is
        written of (it, or its other spelling), else as the nearest known word."""
        stop = self.vocabulary.stop_words
        if not question or not is_word(word) or word in self.forms or word in stop:
            return [self._known(word, question)]
        for said in dict.fromkeys((respell(word, self.vocabulary.spellings), word)):
            if said in self.forms or said in stop:
                return [Token(self.term(said), said)]
            parts = self.compound(said) if self.vocabulary.compounds else None
            if parts:
                return [Token(self.term(part), part) for part in parts]
        return [self._known(word, question)]

    def compound(self, word: str) -> list[str] | None:
        """An unknown word as the fewest known words it is written of, the longest first
        (``farbwahlkarte`` -> ``farbwahl``, ``karte``), maybe joined by a join letter of
        the vocabulary (``richtungswechsel-s-karte``); none when the word is known, when
        it cannot be read so, or when all the words it is read as are stop words."""
        stop = self.vocabulary.stop_words
        if word in self.forms or word in stop or len(word) < 2 * PART:
            return None
        for count in range(2, MAX_PARTS + 1):
            parts = self._parts(word, count)
            if parts and not all(part in stop for part in parts):
                return parts
        return None

    def _parts(self, word: str, count: int) -> list[str] | None:
        """``word`` as exactly ``count`` known words, the longest first word first."""
        if count == 1:
            return [word] if len(word) >= PART and word in self.forms else None
        for end in range(len(word) - PART * (count - 1), PART - 1, -1):
            head = word[:end]
            if head not in self.forms:
                continue
            rest = word[end:]
            for join in ("", *self.vocabulary.joins):
                if rest.startswith(join) and len(rest) - len(join) >= PART:
                    tail = self._parts(rest[len(join) :], count - 1)
                    if tail:
                        return [head, *tail]
        return None

    def _known(self, word: str, typos: bool) -> Token:
        """One word as a term: listed, or (in a question) the nearest listed word."""
        if (
            not typos
            or not is_word(word)
            or word in self.forms
            or word in self.vocabulary.stop_words
        ):
            return Token(self.term(word), word)
        nearest = self.nearest(word, typo_allowance(word))
        return Token(nearest, word, exact=False) if nearest else Token(None, word)

    def nearest(self, word: str, limit: int) -> str | None:
        """The term of the known word closest to ``word`` within ``limit`` typos.

        Ties go to the word sharing the longest start with it (typos are rarer there),
        then to the closest in length, then to the first in alphabetical order. Answers
        are remembered: a question's unknown words are few, but asked again and again.
        """
        if limit <= 0:
            return None
        key = (word, limit)
        if key not in self._nearest:
            if len(self._nearest) > MAX_REMEMBERED:
                self._nearest.clear()
            self._nearest[key] = self._find_nearest(word, limit)
        return self._nearest[key]

    def _find_nearest(self, word: str, limit: int) -> str | None:
        """:meth:`nearest`, worked out over the known words of a length within reach."""
        best: tuple[int, int, int, str] | None = None
        lengths = (
            [len(word) + 1] if len(word) < 4 else range(len(word) - limit, len(word) + limit + 1)
        )
        for length in lengths:  # a short word is read only as missing a letter ("skp": "skip")
            for known in self._by_length.get(length, ()):
                distance = edit_distance(word, known, limit)
                if distance > limit:
                    continue
                rank = (distance, -common_start(word, known), abs(len(known) - len(word)), known)
                if best is None or rank < best:
                    best = rank
        return self.forms[best[3]] if best else None

    @cached_property
    def _by_length(self) -> dict[int, list[str]]:
        """The known words a typo may be read as (no stop word: "theyre" is not "there")."""
        found: dict[int, list[str]] = {}
        for known in self.forms:
            if known not in self.vocabulary.stop_words:
                found.setdefault(len(known), []).append(known)
        return found

    @cached_property
    def _nearest(self) -> dict[tuple[str, int], str | None]:
        """The typos read so far, and what they were read as."""
        return {}

    def _phrases(self, tokens: list[Token]) -> list[Token]:
        """Phrases replaced by their ideas, longest first, passing over stop words."""
        out: list[Token] = []
        i = 0
        while i < len(tokens):
            token = tokens[i]
            for words, idea in self.phrases.get(token.term or "", ()):
                end = self._match(tokens, i, words)
                if end:
                    exact = all(t.exact for t in tokens[i:end])
                    said = " ".join(t.surface for t in tokens[i:end])
                    out.extend(Token(term, said, exact) for term in idea)
                    i = end
                    break
            else:
                out.append(token)
                i += 1
        return out

    def _match(self, tokens: list[Token], start: int, words: tuple[str, ...]) -> int:
        """Where ``words`` end when they are read from ``start`` on (0 if they are not)."""
        stop = self.vocabulary.stop_words
        at = start
        for k, word in enumerate(words):
            gap = at
            while k and at < len(tokens) and tokens[at].term != word and tokens[at].surface in stop:
                at += 1
            if at - gap > MAX_GAP or at >= len(tokens) or tokens[at].term != word:
                return 0
            at += 1
        return at

    def meaningful(self, tokens: Iterable[Token]) -> list[Token]:
        """Step 5: the tokens that carry meaning (no stop words, unknowns or lone letters)."""
        stop = self.vocabulary.stop_words
        return [
            t
            for t in tokens
            if t.term and t.surface not in stop and not (len(t.term) == 1 and is_word(t.term))
        ]

    # ---- searching --------------------------------------------------------------

    def search(
        self, query: str, titles: TitleIndex | None = None, english: SearchIndex | None = None
    ) -> Found:
        """The rules that answer ``query``, best first (at most :data:`MAX_RESULTS`).

        With ``english`` (the English index, on a page in this vocabulary's language), a
        question the English vocabulary reads more of than this one is answered by it.
        With ``titles`` (the rules' titles in the page's language), a question whose words
        the vocabulary cannot read match the titles; when they match at least as many of
        those words as the vocabulary reads, the titles answer.
        """
        if english is not None and english.understood(query) > self.understood(query):
            return english.search(query)
        tokens = self.read(query, question=True)
        hits = self._rank(self.meaningful(tokens))
        offer = self.offer(tokens)
        if titles is not None:
            read, unread = self.unread(query)
            matched = [word for word in unread if titles.matches(word)]
            titled = titles.search(query) if matched and len(matched) >= read else ()
            if titled:
                return Found(query, titled, True, offer)
        if hits:
            return Found(query, hits, True, offer)
        return Found(query, self.closest(query), False, offer)

    def understood(self, query: str) -> int:
        """How much of a question the vocabulary reads: each distinct word it knows (a stop
        word, a compound of known words too) counts :data:`EXACT`, a word read through a
        typo :data:`TYPO`; numbers and ``+4``, which every vocabulary reads, nothing."""
        total = 0
        for word in dict.fromkeys(words_of(query)):
            if is_word(word):
                token = self._word(word, True)[0]
                if token.term is not None:
                    total += EXACT if token.exact else TYPO
        return total

    def unread(self, query: str) -> tuple[int, list[str]]:
        """How many distinct words of a question the vocabulary reads (numbers and ``+4``
        too; stop words not), and the words it cannot read at all, not even as a typo."""
        read, unread = 0, []
        for word in dict.fromkeys(words_of(query)):
            if not is_word(word):
                read += 1
            elif word in self.vocabulary.stop_words:
                continue
            elif self._word(word, True)[0].term is not None:
                read += 1
            else:
                unread.append(word)
        return read, unread

    def _rank(self, tokens: Sequence[Token]) -> tuple[Hit, ...]:
        """Rules scored by BM25 over the distinct terms, typed right or not."""
        factor: dict[str, int] = {}
        for token in tokens:
            assert token.term is not None
            factor[token.term] = max(factor.get(token.term, 0), EXACT if token.exact else TYPO)
        scores = [0] * len(self.docs)
        for term, times in factor.items():
            for doc, weight in self.postings.get(term, ()):
                scores[doc] += weight * times
        return best_hits(self.docs, scores)

    def closest(self, query: str) -> tuple[Hit, ...]:
        """For a question that matches nothing: rules sharing a word's start or close to it."""
        stop = self.vocabulary.stop_words
        loose: list[Token] = []
        for word in dict.fromkeys(words_of(query)):  # a word said twice is looked up once
            if len(word) < 3 or word in stop or not is_word(word):
                continue
            limit = max(2, len(word) // 3)
            for known in self.forms:
                if known[:3] == word[:3] or edit_distance(word, known, limit) <= limit:
                    loose.append(Token(self.forms[known], word, exact=False))
        hits = self._rank(self.meaningful(loose))[:CLOSEST]
        return hits or tuple(Hit(entry_id, 0) for entry_id in self.vocabulary.closest)

    def offer(self, tokens: Sequence[Token]) -> Offer | None:
        """The dispute wizard a question names, if any, with the cards it names."""
        terms = {token.term for token in tokens}
        for intent in self.vocabulary.intents:
            if not terms & intent.any_of or (intent.with_card and not terms & intent.with_card):
                continue
            return Offer(intent.wizard, self._fill(tokens, intent.cards))
        return None

    def _fill(
        self, tokens: Sequence[Token], questions: tuple[str, ...]
    ) -> tuple[tuple[str, Rank, Color | None], ...]:
        """The cards named, in the order a question names them, given to ``questions``."""
        if not questions:
            return ()
        named = self.cards_named(tokens)
        if not named:
            return ()
        before_top = self.vocabulary.before_top
        if len(named) == 1 or len(questions) == 1:
            at, rank, color = named[0]
            spoken = [t.surface for t in tokens[:at] if t.surface not in self.vocabulary.stop_words
                      or t.surface in before_top]  # fmt: skip
            which = 1 if len(questions) > 1 and spoken and spoken[-1] in before_top else 0
            return ((questions[which], rank, color),)
        (first, rank1, color1), (second, rank2, color2) = named[0], named[1]
        between = {t.surface for t in tokens[first + 1 : second]}
        order = questions[:2] if between & before_top else questions[1::-1]
        return ((order[0], rank1, color1), (order[1], rank2, color2))

    def cards_named(self, tokens: Sequence[Token]) -> list[tuple[int, Rank, Color | None]]:
        """Each card named: its place, its rank and its colour when one is said next to it."""
        colors = self.vocabulary.colors
        found: list[tuple[int, Rank, Color | None]] = []
        for at, token in enumerate(tokens):
            rank = _rank_of(token.term)
            if rank is None:
                continue
            color = None
            if at and tokens[at - 1].surface in colors:
                color = colors[tokens[at - 1].surface]
            elif at + 1 < len(tokens) and len(tokens[at + 1].surface) > 1:
                color = colors.get(tokens[at + 1].surface)
            found.append((at, rank, color))
        return found

    # ---- the phone's copy -------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """Everything the phone's copy of the search reads: no rule is worked out twice."""
        v = self.vocabulary
        return {
            "language": v.language,
            "forms": dict(sorted(self.forms.items())),
            "stop": sorted(v.stop_words),
            "phrases": {
                first: [[list(words), list(idea)] for words, idea in group]
                for first, group in sorted(self.phrases.items())
            },
            "implied": [
                [[[sorted(ideas), n] for ideas, n in i.needs], i.idea] for i in v.implied
            ],
            "postings": {
                term: [x for pair in pairs for x in pair]
                for term, pairs in sorted(self.postings.items())
            },
            "docs": list(self.docs),
            "intents": [
                {"wizard": i.wizard, "any": sorted(i.any_of), "with": sorted(i.with_card),
                 "cards": list(i.cards)}
                for i in v.intents
            ],  # fmt: skip
            "colors": {word: color.value for word, color in sorted(v.colors.items())},
            "spellings": [list(pair) for pair in v.spellings],
            "compounds": v.compounds,
            "joins": list(v.joins),
            "ranks": {rank.value: rank.value for rank in Rank},
            "before_top": sorted(v.before_top),
            "closest": list(v.closest),
            "limits": {"results": MAX_RESULTS, "keep_share": KEEP_SHARE, "closest": CLOSEST,
                       "exact": EXACT, "typo": TYPO, "gap": MAX_GAP},
        }  # fmt: skip


def same_title_word(word: str, known: str) -> bool:
    """Whether a question's word is a title's word, or the same word with another ending
    (they share their start but for the last letter of the shorter one, and at least
    :data:`TITLE_STEM` letters): ``karte``, ``karten``, ``karty``; ``zieh``, ``ziehen``."""
    if word == known:
        return True
    shorter = min(len(word), len(known))
    return shorter >= TITLE_STEM and common_start(word, known) >= max(TITLE_STEM, shorter - 1)


@dataclass(frozen=True, slots=True)
class TitleIndex:
    """The rules' titles in the language a page is read in, for questions typed in it."""

    language: str
    postings: Mapping[str, tuple[tuple[int, int], ...]]  # title word -> (rule, weight)
    docs: tuple[str, ...]  # entry ids in rulebook order, as in the search index

    def matches(self, word: str) -> bool:
        """Whether ``word`` (of a question) is read as a word of some title."""
        return self.words_of(word) != set()

    def words_of(self, word: str) -> set[str]:
        """The words of the titles that ``word`` (of a question) is read as."""
        if len(word) < TITLE_WORD or not is_word(word):
            return set()
        return {known for known in self.postings if same_title_word(word, known)}

    def search(self, query: str) -> tuple[Hit, ...]:
        """The rules whose titles share words with ``query``, best first (none: no word).

        Each word of the question adds to a rule the weight of the rarest title word it
        is read as there ("karten" counts once in "Karte als Kartenspiel").
        """
        scores = [0] * len(self.docs)
        for word in dict.fromkeys(words_of(query)):
            rarest: dict[int, int] = {}
            for known in self.words_of(word):
                for doc, weight in self.postings[known]:
                    rarest[doc] = max(rarest.get(doc, 0), weight)
            for doc, weight in rarest.items():
                scores[doc] += weight
        return best_hits(self.docs, scores)

    def to_json(self) -> dict[str, Any]:
        """What the phone's copy of the search reads of the titles."""
        return {
            "language": self.language,
            "postings": {
                word: [x for pair in pairs for x in pair]
                for word, pairs in sorted(self.postings.items())
            },
        }


def _rank_of(term: str | None) -> Rank | None:
    """The rank an idea or a digit names (``#W+4``, ``7``), if any."""
    if not term:
        return None
    if term.startswith("#"):
        return _RANKS.get(term[1:])
    return _RANKS.get(term) if len(term) == 1 and term in "0123456789" else None


def best_hits(docs: Sequence[str], scores: Sequence[int]) -> tuple[Hit, ...]:
    """The rules that scored, best first: at most :data:`MAX_RESULTS`, and only those
    within :data:`KEEP_SHARE` of the best."""
    ranked = sorted((-score, doc) for doc, score in enumerate(scores) if score > 0)
    if not ranked:
        return ()
    best = -ranked[0][0]
    return tuple(
        Hit(docs[doc], -score) for score, doc in ranked[:MAX_RESULTS]
        if -score * KEEP_SHARE >= best
    )  # fmt: skip


# ---- building an index --------------------------------------------------------------


def rule_fields(entry_id: str, vocabulary: Vocabulary) -> dict[str, str]:
    """The text of each field of a rule, as the index reads it: in the vocabulary's
    language (its title, text, variants and options translated), whatever language the
    person asking reads. Outside English, a variant's placeholders (the numbers a table
    sets) are left out."""
    entry = RULEBOOK[entry_id]
    with i18n.speaking(vocabulary.language):
        said = entry.translated()
        variants = [i18n._(text) for _, text in entry.variants]
        if i18n.current() != i18n.DEFAULT:
            variants = [_PLACEHOLDER.sub(" ", text) for text in variants]
        return {
            "title": said.title,
            "words": vocabulary.entry_words.get(entry_id, ""),
            "options": " ".join(i18n._(label) for label in entry.option_labels),
            "text": " ".join((said.text, *variants)),
        }


def corpus_words(vocabulary: Vocabulary) -> set[str]:
    """Every word the search of this language reads: the word forms file must list them all."""
    vocabulary = as_read(vocabulary)
    texts = [text for entry in entries() for text in rule_fields(entry.id, vocabulary).values()]
    texts += [phrase for phrase, _ in vocabulary.phrases]
    texts += [idea for _, idea in vocabulary.phrases if not _is_idea(idea)]
    found = {word for text in texts for word in words_of(text)}
    return found | set(vocabulary.stop_words) | set(vocabulary.irregular) | set(vocabulary.colors)


def load_forms(language: str) -> dict[str, str]:
    """The word forms of ``language`` (``{}`` before ``scripts/word_forms.py`` made them)."""
    path = WORD_FORMS / f"{language}.json"
    if not path.is_file():
        return {}
    forms: dict[str, str] = json.loads(path.read_text(encoding="utf-8"))
    return forms


def _is_idea(name: str) -> bool:
    """Ideas are written ``#card``, ``@option`` or in capitals; plain words are not."""
    return name[:1] in "#@" or name.isupper()


def build_index(vocabulary: Vocabulary, forms: Mapping[str, str]) -> SearchIndex:
    """Read every rule of the rulebook in ``vocabulary``'s language and weigh its terms."""
    vocabulary = as_read(vocabulary)
    known = {word: forms.get(word, word) for word in corpus_words(vocabulary)}
    known.update(forms)
    phrases: dict[str, list[tuple[tuple[str, ...], tuple[str, ...]]]] = {}
    for phrase, idea in vocabulary.phrases:
        words = tuple(known.get(w, w) for w in words_of(phrase))
        meaning = (idea,) if _is_idea(idea) else tuple(known.get(w, w) for w in words_of(idea))
        if words and words != meaning:
            phrases.setdefault(words[0], []).append((words, meaning))
    grouped = {
        first: tuple(sorted(group, key=lambda item: -len(item[0])))
        for first, group in phrases.items()
    }
    reader = SearchIndex(vocabulary, MappingProxyType(known), MappingProxyType(grouped), {}, ())
    docs = tuple(entry.id for entry in entries())
    fields: list[dict[str, Counter[str]]] = []
    for entry_id in docs:
        read = {}
        for field, text in rule_fields(entry_id, vocabulary).items():
            terms = [t.term for t in reader.meaningful(reader.read(text)) if t.term]
            if field == "text":  # "4 Wilds", "picks up 2": counts, not the cards asked about
                terms = [term for term in terms if not (term.isdigit() and len(term) == 1)]
            read[field] = Counter(terms)
        fields.append(read)
    scopes = [vocabulary.scopes.get(entry_id) for entry_id in docs]
    return with_postings(reader, docs, fields, scopes)


def with_postings(
    reader: SearchIndex,
    docs: tuple[str, ...],
    fields: Sequence[Mapping[str, Counter[str]]],
    scopes: Sequence[frozenset[str] | None] = (),
) -> SearchIndex:
    """The index with BM25F weights (whole thousandths) for every term of every rule.

    Each field's counts are weighed against that field's usual length, so a long text
    does not drown a word of the title. A rule of one edition (``scopes``: the ideas
    naming it) weighs every other term :data:`OUT_OF_SCOPE` times less, so that it
    answers questions naming its edition and not those about the classic game.
    """
    scopes = [*scopes, *([None] * (len(fields) - len(scopes)))]
    general = [doc for doc, scope in zip(fields, scopes, strict=True) if scope is None] or fields
    average = {
        field: sum(sum(doc[field].values()) for doc in general) / len(general) or 1.0
        for field in FIELD_WEIGHTS
    }
    # The usual lengths and how common a word is come from the general rules, and from an
    # edition's rules only for the words naming it: an edition changes no other rule's weights.
    frequency = Counter(
        term
        for doc, scope in zip(fields, scopes, strict=True)
        for term in set().union(*doc.values())
        if scope is None or term in scope
    )
    postings: dict[str, list[tuple[int, int]]] = {}
    for number, doc in enumerate(fields):
        pseudo: Counter[str] = Counter()
        for field, counts in doc.items():
            length = sum(counts.values())
            norm = 1 - B + B * length / average[field]
            for term, tf in counts.items():
                pseudo[term] += FIELD_WEIGHTS[field] * tf / norm  # type: ignore[assignment]
        for term, tf in pseudo.items():
            df = frequency[term] or 1
            idf = math.log(1 + (len(general) - df + 0.5) / (df + 0.5))
            weight = round(SCALE * idf * tf * (K1 + 1) / (K1 + tf))
            scope = scopes[number]
            if scope is not None and term not in scope:
                weight //= OUT_OF_SCOPE
            postings.setdefault(term, []).append((number, weight))
    frozen = {term: tuple(p) for term, p in postings.items()}
    return SearchIndex(
        reader.vocabulary, reader.forms, reader.phrases, MappingProxyType(frozen), docs
    )


def index_for(language: str = "en") -> SearchIndex:
    """The rulebook's index in ``language`` (English when there is no such vocabulary)."""
    return _index(VOCABULARIES.get(language, VOCABULARIES[i18n.DEFAULT]).language)


@cache
def _index(language: str) -> SearchIndex:
    """The index of the vocabulary of ``language``, built once."""
    return build_index(VOCABULARIES[language], load_forms(language))


@cache
def titles_for(tag: str) -> TitleIndex:
    """The rules' titles as a page in language ``tag`` shows them, ready to be matched.

    A word's weight is its rarity among the titles (BM25's idf, in whole thousandths).
    """
    docs = tuple(entry.id for entry in entries())
    with i18n.speaking(tag):
        titles = [{w for w in words_of(i18n._(RULEBOOK[d].title)) if len(w) >= TITLE_WORD
                   and is_word(w)} for d in docs]  # fmt: skip
    frequency = Counter(word for words in titles for word in words)
    postings: dict[str, list[tuple[int, int]]] = {}
    for number, words in enumerate(titles):
        for word in sorted(words):
            df = frequency[word]
            idf = math.log(1 + (len(docs) - df + 0.5) / (df + 0.5))
            postings.setdefault(word, []).append((number, round(SCALE * idf)))
    frozen = {word: tuple(pairs) for word, pairs in sorted(postings.items())}
    return TitleIndex(tag, MappingProxyType(frozen), docs)


def page_titles(tag: str | None, language: str = "en") -> TitleIndex | None:
    """The titles a question on a page in ``tag`` is also read against: none on a page in
    the vocabulary's own language (or an unknown one)."""
    if tag is None or tag not in i18n.LANGUAGES:
        return None
    vocabulary = VOCABULARIES.get(language, VOCABULARIES["en"])
    return None if tag == vocabulary.language else titles_for(tag)


def search_rules(query: str, language: str = "en", page: str | None = None) -> Found:
    """The rules that answer ``query`` on a page in ``language`` (a tag), best first.

    A language with a vocabulary reads the question with it, and with the English one
    when that reads more of it; any other with the English vocabulary and the rules'
    titles in that language. ``page`` names another language whose titles the English
    vocabulary reads beside its own words (``search_rules(q, "en", page="de")``).
    """
    index = index_for(language)
    english = index_for(i18n.DEFAULT) if index.vocabulary.language != i18n.DEFAULT else None
    titles = page_titles(language if page is None else page, language)
    return index.search(query, titles, english)


def phone_index(tag: str) -> dict[str, Any]:
    """Everything the phone's copy of the search reads on a page in language ``tag``: the
    index of its vocabulary; with it the English index (:func:`search_rules` reads English
    questions there too), or, for a language without a vocabulary, the rules' titles."""
    index = index_for(tag)
    data = index.to_json()
    if index.vocabulary.language != i18n.DEFAULT:
        data["english"] = index_for(i18n.DEFAULT).to_json()
    titles = page_titles(tag, tag)
    if titles is not None:
        data["titles"] = titles.to_json()
    return data


def matching_entries(query: str, language: str = "en") -> list[Entry]:
    """The entries that answer ``query``, best first; none when nothing matches (the
    answer of :func:`search_rules` without the closest rules it offers instead)."""
    found = search_rules(query, language)
    return [RULEBOOK[entry_id] for entry_id in found.entry_ids] if found.matched else []

"""Make the rulebook search's word forms: ``referee/rulebook/word_forms/<language>.json``.

Every word the search reads (the rules, the vocabulary) and the usual inflections of each
(the vocabulary's ``inflections.endings``) are taken to a Snowball stem; an inflection is
kept only when the stemmer agrees it is a form of that word. Irregular forms ("drew") come
from the vocabulary, and so do the verb forms a stemmer leaves apart (German "gelegt",
"legt", "abzulegen" are "legen": :class:`referee.rulebook.vocabulary.Inflections`). The pure core
then reads this file and needs no stemmer of its own, and so does the phone's copy of the
search.

    .venv/bin/python scripts/word_forms.py          # write every language's file
    .venv/bin/python scripts/word_forms.py --check  # exit 1 if a file is out of date
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

import snowballstemmer  # type: ignore[import-untyped]

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from referee.rulebook.search import WORD_FORMS, as_read, corpus_words, normalize  # noqa: E402
from referee.rulebook.vocabularies import VOCABULARIES  # noqa: E402
from referee.rulebook.vocabulary import Vocabulary  # noqa: E402

STEMMERS = {"en": "english", "de": "german", "es": "spanish", "fr": "french",
            "it": "italian", "nl": "dutch", "pl": "polish", "pt-BR": "portuguese",
            "es-419": "spanish"}  # fmt: skip
SHORTEST = 3  # the fewest letters left of a word once an ending or a prefix is taken off


def inflections(word: str, endings: Iterable[str]) -> set[str]:
    """Candidate forms of ``word``: endings added, a final e dropped, a consonant doubled."""
    stems = {word}
    if word.endswith("e"):
        stems.add(word[:-1])
    if word.endswith("y"):
        stems.add(word[:-1] + "i")
    if len(word) > 2 and word[-1] not in "aeiouwxy" and word[-2] in "aeiou":
        stems.add(word + word[-1])
    return {stem + ending for stem in stems for ending in endings} - {word}


def reader(
    vocabulary: Vocabulary, words: set[str], stem: Callable[[str], str]
) -> Callable[[str], str]:
    """The stem each word is read as: its own, its irregular form's, or (in a language whose
    verbs the stemmer leaves apart) its infinitive's, when ``words`` or the irregular forms
    hold that infinitive."""
    rules, irregular = vocabulary.inflections, vocabulary.irregular

    def plain(word: str) -> str:
        return stem(irregular.get(word, word))

    if not rules.infinitive:
        return plain
    verbs: dict[str, str] = {}  # a verb's stem -> its infinitive, irregular ones first
    for word in (*sorted(irregular), *sorted(set(irregular.values())), *sorted(words)):
        if word.isalpha() and word not in vocabulary.stop_words and word.endswith(rules.infinitive):
            verbs.setdefault(stem(word), word)

    def verb(root: str) -> str | None:
        """The stem of the verb whose infinitive is ``root`` and an ending, if it is one."""
        for ending in rules.infinitive:
            known = verbs.get(stem(root + ending)) if len(root) >= SHORTEST else None
            if known is not None:
                return plain(known)
        return None

    def participle(said: str) -> str | None:
        """The verb ``said`` is the participle ("aus-ge-setzt") or "zu" infinitive of."""
        for prefix in ("", *rules.separable):
            if not said.startswith(prefix):
                continue
            rest = said[len(prefix) :]
            if rules.participle and rest.startswith(rules.participle):
                root = rest[len(rules.participle) :]
                for ending in rules.participle_endings:
                    found = root.endswith(ending) and verb(prefix + root[: -len(ending)])
                    if found:
                        return found
            if prefix and rules.infix and rest.startswith(rules.infix):
                whole = prefix + rest[len(rules.infix) :]  # "auf-zu-nehmen": "aufnehmen"
                for ending in rules.infinitive:
                    found = whole.endswith(ending) and verb(whole[: -len(ending)])
                    if found:
                        return found
        return None

    def read(word: str) -> str:
        bare = [word] + [word[: -len(e)] for e in rules.endings
                         if word.endswith(e) and len(word) - len(e) >= SHORTEST]  # fmt: skip
        for said in bare:
            if said in irregular:
                return plain(said)
            for prefix in rules.separable:  # "nach-gezogen": "nach-ziehen"
                rest = said[len(prefix) :]
                if said.startswith(prefix) and rest in irregular:
                    return stem(prefix + irregular[rest])
        for said in bare:
            found = participle(said)
            if found:
                return found
        if word in verbs.values():  # an infinitive, not a form of another word
            return plain(word)
        for said in bare:
            for ending in rules.verb_endings:
                found = said.endswith(ending) and verb(said[: -len(ending)])
                if found:
                    return found
        return stem(word)

    return read


def verb_forms(verb: str, vocabulary: Vocabulary) -> set[str]:
    """Candidate forms of a verb (German "aussetzen"): "aussetzt", "aussetzte",
    "ausgesetzt" and its own forms ("ausgesetzte"), "auszusetzen"; a strong verb's
    participle from the irregular forms ("nachziehen": "nachgezogen")."""
    rules = vocabulary.inflections
    ending = max((e for e in rules.infinitive if verb.endswith(e)), key=len, default=None)
    if ending is None or len(verb) - len(ending) < SHORTEST:
        return set()
    root = verb[: -len(ending)]
    prefix = max((p for p in rules.separable if root.startswith(p) and len(root) - len(p)
                  >= SHORTEST), key=len, default="")  # fmt: skip
    rest = verb[len(prefix) :]
    participles = {prefix + form for form, infinitive in vocabulary.irregular.items()
                   if infinitive == rest and form.startswith(rules.participle)}  # fmt: skip
    participles |= {form for form, infinitive in vocabulary.irregular.items()
                    if infinitive == verb and form.startswith(prefix + rules.participle)
                    }  # fmt: skip
    if not participles:  # a regular participle: "ge-leg-t"
        participles = {prefix + rules.participle + root[len(prefix) :] + e
                       for e in rules.participle_endings if not e.endswith(ending)}  # fmt: skip
    adjective = [e for e in rules.endings if e[:1] in "aeiou"]  # "ausgesetzt-e"
    found = {root + e for e in rules.verb_endings}
    found |= participles | {p + e for p in participles for e in adjective}
    if prefix and rules.infix:
        found.add(prefix + rules.infix + rest)
    return found - {verb}


def verbs_of(vocabulary: Vocabulary) -> set[str]:
    """The verbs whose forms are listed: the vocabulary's, and the irregular forms'."""
    rules = vocabulary.inflections
    return {normalize(verb) for verb in (*rules.verbs, *vocabulary.irregular.values())
            if verb.endswith(rules.infinitive)}  # fmt: skip


def forms_for(vocabulary: Vocabulary, stem: Callable[[str], str]) -> dict[str, str]:
    """Every word and its checked inflections -> the stem they share."""
    vocabulary = as_read(vocabulary)
    forms: dict[str, str] = {}
    rules = vocabulary.inflections
    words = corpus_words(vocabulary)
    read = reader(vocabulary, words, stem)
    verbs = verbs_of(vocabulary) if rules.infinitive else set()
    for word in sorted(words):
        base = vocabulary.irregular.get(word, word)
        forms[word] = read(word) if word.isalpha() or base != word else word
        if word in vocabulary.numbers:
            forms[word] = word  # German "eins" is no "ein"
            continue  # "five" has no "fiving" to read a typo of "giving" as
        if not word.isalpha() or word in vocabulary.stop_words or len(word) < 3:
            continue
        if not rules.on_stem:
            for form in sorted(inflections(word, rules.endings)):
                if form not in forms and read(form) == forms[word]:
                    forms[form] = forms[word]
            continue
        # endings on the stem of a word read as itself ("kart": "karte", "karten") where
        # the stemmer agrees, on an irregular participle ("gezogen": "gezogene"); a verb's
        # own forms
        own = stem(word)
        candidates: set[str] = set()
        if forms[word] == own:
            candidates = {c for c in (own + e for e in ("", *rules.endings)) if stem(c) == own}
        elif word in vocabulary.irregular and word.startswith(rules.participle or " "):
            candidates = {word + e for e in rules.endings if e[:1] in "aeiou"}
        if word in verbs:
            candidates |= verb_forms(word, vocabulary)
        for form in sorted(candidates - {word}):
            if form not in forms and len(form) >= SHORTEST and read(form) == forms[word]:
                forms[form] = forms[word]
    for term in set(forms.values()):
        forms.setdefault(term, term)  # a stem typed as it is ("trade", from "trading")
    return dict(sorted(forms.items()))


def render(forms: dict[str, str]) -> str:
    """The file's text: one word a line, so that a change reads well in a diff."""
    lines = [f"  {json.dumps(k, ensure_ascii=False)}: {json.dumps(v)}" for k, v in forms.items()]
    return "{\n" + ",\n".join(lines) + "\n}\n"


def expected() -> dict[Path, str]:
    """Each language's file as it should read now."""
    out = {}
    for language, vocabulary in VOCABULARIES.items():
        stemmer = snowballstemmer.stemmer(STEMMERS[language])
        out[WORD_FORMS / f"{language}.json"] = render(forms_for(vocabulary, stemmer.stemWord))
    return out


def main(argv: list[str]) -> int:
    stale = [path for path, text in expected().items()
             if not path.is_file() or path.read_text(encoding="utf-8") != text]  # fmt: skip
    if "--check" in argv:
        for path in stale:
            print(f"{path} is out of date: run scripts/word_forms.py", file=sys.stderr)
        return 1 if stale else 0
    WORD_FORMS.mkdir(exist_ok=True)
    for path, text in expected().items():
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path} ({text.count(chr(10)) - 1} words)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Make the rulebook search's word forms: ``referee/word_forms/<language>.json``.

Every word the search reads (the rules, the vocabulary) and the usual inflections of each
are taken to a Snowball stem; an inflection is kept only when the stemmer agrees it is a
form of that word. Irregular forms ("drew") come from the vocabulary. The pure core then
reads this file and needs no stemmer of its own, and so does the phone's copy of the search.

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

from referee.search import WORD_FORMS, corpus_words  # noqa: E402
from referee.vocabulary import VOCABULARIES, Vocabulary  # noqa: E402

STEMMERS = {"en": "english", "de": "german", "es": "spanish", "fr": "french",
            "it": "italian", "nl": "dutch", "pl": "polish", "pt-BR": "portuguese"}  # fmt: skip
ENDINGS = {"en": ("s", "es", "ed", "d", "ing", "er", "ers", "ly")}


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


def forms_for(vocabulary: Vocabulary, stem: Callable[[str], str]) -> dict[str, str]:
    """Every word and its checked inflections -> the stem they share."""
    forms: dict[str, str] = {}
    endings = ENDINGS.get(vocabulary.language, ())
    for word in sorted(corpus_words(vocabulary)):
        base = vocabulary.irregular.get(word, word)
        forms[word] = stem(base) if word.isalpha() or base != word else word
        if not word.isalpha() or word in vocabulary.stop_words or len(word) < 3:
            continue
        if word in vocabulary.numbers:
            continue  # "five" has no "fiving" to read a typo of "giving" as
        for form in inflections(word, endings):
            if form not in forms and stem(form) == forms[word]:
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

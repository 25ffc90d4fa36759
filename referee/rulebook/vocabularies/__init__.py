"""Every language's vocabulary for the rulebook search, gathered in :data:`VOCABULARIES`.

English is written in :mod:`referee.rulebook.vocabularies.en`, from the pieces every vocabulary
is made of (:mod:`referee.rulebook.vocabulary`). Each language of the app
(:data:`referee.i18n.LANGUAGES`) may have a module here named by its tag (:func:`module_name`:
``de`` -> ``de.py``, ``pt-BR`` -> ``pt_br.py``) that defines ``VOCABULARY``; a language's
module is found by that name, so adding one is adding its file (and its word forms,
``referee/rulebook/word_forms/<tag>.json``). A language with no module here is searched with
the English words and the rules' titles in that language.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Mapping
from types import MappingProxyType

from referee import i18n
from referee.rulebook.vocabulary import Vocabulary


def module_name(tag: str) -> str:
    """The module holding the vocabulary of language ``tag``: ``pt-BR`` -> ``pt_br``."""
    return tag.lower().replace("-", "_")


def _gather() -> dict[str, Vocabulary]:
    """English, and the vocabulary of each language of the app that has a module here."""
    found: dict[str, Vocabulary] = {}
    for tag in i18n.LANGUAGES:
        name = f"{__name__}.{module_name(tag)}"
        if importlib.util.find_spec(name) is None:
            continue
        vocabulary = getattr(importlib.import_module(name), "VOCABULARY", None)
        if not isinstance(vocabulary, Vocabulary) or vocabulary.language != tag:
            raise TypeError(f"{name}.VOCABULARY must be the Vocabulary of language {tag!r}")
        found[tag] = vocabulary
    return found


VOCABULARIES: Mapping[str, Vocabulary] = MappingProxyType(_gather())

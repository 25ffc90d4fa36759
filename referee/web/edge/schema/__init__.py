"""The JSON API's bodies, declared once: what each request takes and each answer gives.

Every request and response body is a pydantic model in this package, one module per
resource (:mod:`.games`, :mod:`.groups`, :mod:`.cards`, :mod:`.rulings`,
:mod:`.expectations`), built from the value types of :mod:`.values`. Unknown keys are
errors and types are strict (``true`` is not ``1``, ``5.0`` is not a whole number, text
is not a number). Limits, decks, house-rule options, scoring methods and verdicts come
from the modules that enforce them, never retyped. :func:`.reading.read` checks a parsed
JSON value with a model and turns the first fault into the project's
:class:`~referee.errors.InputError`, with the path of the value and the API's error code.
:func:`.openapi.openapi_document` builds the OpenAPI 3.1 document served at
``/api/openapi.json`` from these models and a table of operations.
"""

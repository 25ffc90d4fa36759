"""The JSON API, version 1."""

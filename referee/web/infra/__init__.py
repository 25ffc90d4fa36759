"""What every request stands on: extensions, caches, security, languages, display helpers."""

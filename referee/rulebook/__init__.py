"""The rulebook: its entries, the book, the search and each language's vocabulary."""

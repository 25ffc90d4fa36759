"""The referee: situations, rulings, the engine and its parts, and their explanations."""

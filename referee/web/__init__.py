"""The Flask layer: models, forms and blueprints around the pure referee core."""

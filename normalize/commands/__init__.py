"""CLI command groups contributed by each area; each module has ``register(app)``."""

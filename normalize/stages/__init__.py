"""Stages: the stage contract (base), the registry, and one module per stage, each registered by name."""

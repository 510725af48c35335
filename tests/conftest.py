"""Make tests/helpers.py importable as ``helpers`` (kept minimal on purpose)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

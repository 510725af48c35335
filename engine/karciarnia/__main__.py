"""``python -m karciarnia``: see :mod:`karciarnia.cli`."""

import sys

from karciarnia.cli import main

if __name__ == "__main__":
    sys.exit(main())

"""The bundle's entry point: the same ``main`` as the ``three-palaces`` command and ``python -m desktop_app``.

A file of its own (not ``desktop_app/__main__.py``) so PyInstaller puts the checkout, not the
package folder, on the bundle's module path.
"""

import sys

from desktop_app.cli import main

if __name__ == "__main__":
    sys.exit(main())

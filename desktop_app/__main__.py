"""``python -m desktop_app``: the application, or one of the headless commands (see ``--help``)."""

import sys

from desktop_app.cli import main

if __name__ == "__main__":
    sys.exit(main())

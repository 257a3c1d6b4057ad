import sys

from pinochle.cli import main

sys.exit(main())

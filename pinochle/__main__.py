import sys

from pinochle.host.cli import main

sys.exit(main())

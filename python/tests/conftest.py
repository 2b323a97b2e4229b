"""Put python/ on sys.path so the tests run from a checkout without installing."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

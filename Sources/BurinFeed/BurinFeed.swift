// The BurinFeed module; see docs/ARCHITECTURE.md.

// The BurinText module; see docs/ARCHITECTURE.md.

// The BurinBench module; see docs/ARCHITECTURE.md.

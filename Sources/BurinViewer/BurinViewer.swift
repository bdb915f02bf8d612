// The BurinViewer module; see docs/ARCHITECTURE.md.

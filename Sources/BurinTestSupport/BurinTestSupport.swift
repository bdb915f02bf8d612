// The BurinTestSupport module; see docs/ARCHITECTURE.md.

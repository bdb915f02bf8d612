// The BurinRaster module; see docs/ARCHITECTURE.md.

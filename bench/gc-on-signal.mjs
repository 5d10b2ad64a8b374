// Preloaded into the benchmarked server only (never by the product's start command): SIGUSR2
// runs a full garbage collection, so memory figures compare settled heaps, not whatever
// garbage a connection burst happened to leave before the collector's next turn.
process.on('SIGUSR2', () => globalThis.gc?.());

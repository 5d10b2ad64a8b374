/**
 * How big the QUALITY sweeps run. `npm test` and CI run them at full scale (the figures
 * docs/QUALITY.md states); `pnpm test:quick` sets TEST_SCALE=quick for a fast lane while
 * working, with every test still run but its repetitions cut (and the one sweep that cannot
 * be cut, 100 full-cost password checks, left to the full run).
 */
export const QUICK = process.env.TEST_SCALE === 'quick';

/** `full` repetitions in the full run, `quick` in the fast lane. */
export const sweep = (full: number, quick: number): number => (QUICK ? quick : full);

// The class run's costs, through the real server and database:
// - F6: time-left agreement between two devices whose clocks are minutes apart, each using
//   the web app's own offset estimate (apps/web/src/lib/live/clock.ts) over real sockets,
//   median and worst of 100 samples. Target <= 100 ms.
// - Running classes: memory and CPU of the server with 1,000 classes running schedules at
//   once (one wake-up each, no ticking). Target < 50 MB extra and < 2% of one core when idle
//   between steps. Then the cost of the steps themselves when 1,000 activities end together.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  api,
  connect,
  cpuMsOf,
  percentile,
  ROOT,
  settledRssOf,
  signUp,
  sleep,
  startServer,
} from './lib.mjs';

const CLASSES = Number(process.env.CLASSES ?? 1000);
const SAMPLES = Number(process.env.SAMPLES ?? 100);
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 20);
const STEP = process.env.STEP !== '0';

// tsx (the server's TypeScript loader) imports the web's and the domain's own source.
const require = createRequire(path.join(ROOT, 'apps/server/package.json'));
const tsxDir = path.dirname(require.resolve('tsx/package.json'));
const { tsImport } = await import(pathToFileURL(path.join(tsxDir, 'dist/esm/api/index.mjs')).href);
const here = import.meta.url;
const { estimateOffset, PROBES } = await tsImport('../apps/web/src/lib/live/clock.ts', here);
const { activityLeftMs } = await tsImport('../packages/domain/src/index.ts', here);

/** A device whose clock is `skew` ms off, estimating the server's clock as the web app does. */
async function measureOffset(socket, skew) {
  const now = () => Date.now() + skew;
  const samples = [];
  for (let i = 0; i < PROBES; i += 1) {
    const sent = now();
    const ack = await socket.emitWithAck('clock:sync', {});
    samples.push({ sent, received: now(), serverNow: ack.data.serverNow });
  }
  return estimateOffset(samples).offset;
}

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const ms = (n) => n.toFixed(2);

const server = await startServer();
try {
  const cookie = await signUp(server.base);
  const ids = [];
  for (let i = 0; i < CLASSES; i += 1) {
    const { data } = await api(server.base, cookie, 'POST', '/api/classes', { name: `Run ${i}` });
    ids.push(data.id);
  }
  const teacher = await connect(server.base, cookie);
  // One-minute first activities, so the steps can be measured within the run.
  const schedule = [
    { name: 'Starter', duration: 1 },
    { name: 'Main', duration: 30 },
  ];
  for (const classId of ids) {
    const ack = await teacher.emitWithAck('run:command', {
      classId,
      command: { type: 'set-schedule', schedule },
    });
    if (!ack.ok) throw new Error(ack.error.message);
  }
  await sleep(2000);
  const rssBefore = await settledRssOf(server.pid);
  const cpuIdleBefore = cpuMsOf(server.pid);
  await sleep(5000);
  const idleBaseline = (cpuMsOf(server.pid) - cpuIdleBefore) / 5000;

  const startLatency = [];
  const startedAt = Date.now();
  for (const classId of ids) {
    const t0 = performance.now();
    const ack = await teacher.emitWithAck('run:command', { classId, command: { type: 'start' } });
    if (!ack.ok) throw new Error(ack.error.message);
    startLatency.push(performance.now() - t0);
  }
  const startSpan = Date.now() - startedAt;
  startLatency.sort((a, b) => a - b);
  await sleep(2000);
  const rssRunning = await settledRssOf(server.pid);
  const cpu0 = cpuMsOf(server.pid);
  await sleep(IDLE_SECONDS * 1000);
  const idleShare = (cpuMsOf(server.pid) - cpu0) / (IDLE_SECONDS * 1000);

  console.log(`Running classes (${CLASSES} started over ${(startSpan / 1000).toFixed(1)} s)`);
  console.log(
    `  start command ack: p50 ${ms(percentile(startLatency, 50))} ms, p99 ${ms(percentile(startLatency, 99))} ms`,
  );
  console.log(
    `  server RSS: ${mb(rssBefore)} MB before, ${mb(rssRunning)} MB running, extra ${mb(rssRunning - rssBefore)} MB (target < 50 MB)`,
  );
  console.log(
    `  CPU while idle between steps: ${(idleShare * 100).toFixed(2)}% of one core over ${IDLE_SECONDS} s (baseline with none running ${(idleBaseline * 100).toFixed(2)}%, target < 2%)`,
  );

  // F6, with the 1,000 classes running: two devices, clocks 3 minutes fast and 4 minutes slow.
  const phone = await connect(server.base, cookie);
  const board = await connect(server.base, cookie);
  const join = await phone.emitWithAck('class:join', { classId: ids[0] });
  const { run } = join.data;
  if (run.phase !== 'activity') throw new Error(`expected a running class, got ${run.phase}`);
  const skews = [3 * 60_000, -4 * 60_000];
  const diffs = [];
  const errors = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const [a, b] = await Promise.all([
      measureOffset(phone, skews[0]),
      measureOffset(board, skews[1]),
    ]);
    // Both screens rendered at the same real instant, each from its own clock and offset.
    const real = Date.now();
    const leftA = activityLeftMs(run, real + skews[0] + a);
    const leftB = activityLeftMs(run, real + skews[1] + b);
    const truth = activityLeftMs(run, real);
    diffs.push(Math.abs(leftA - leftB));
    errors.push(Math.max(Math.abs(leftA - truth), Math.abs(leftB - truth)));
    await sleep(50);
  }
  diffs.sort((x, y) => x - y);
  errors.sort((x, y) => x - y);
  console.log(`F6 clock agreement (${SAMPLES} samples, device clocks +3 min and -4 min)`);
  console.log(
    `  time-left difference between devices: median ${ms(percentile(diffs, 50))} ms, worst ${ms(diffs.at(-1))} ms (target <= 100 ms)`,
  );
  console.log(
    `  each device vs the server: median ${ms(percentile(errors, 50))} ms, worst ${ms(errors.at(-1))} ms`,
  );
  phone.disconnect();
  board.disconnect();

  if (STEP) {
    // The first activities end 60 s after each start: every class takes one automatic step.
    const firstEnd = startedAt + 60_000;
    await sleep(Math.max(0, firstEnd - Date.now() - 1000));
    const cpuStep0 = cpuMsOf(server.pid);
    const stepWindow = startSpan + 4000;
    await sleep(stepWindow);
    const stepCpu = cpuMsOf(server.pid) - cpuStep0;
    let advanced = 0;
    for (const classId of ids) {
      const { data } = await api(server.base, cookie, 'GET', `/api/classes/${classId}/settings`);
      if (data.currentActivityIndex === 1) advanced += 1;
    }
    console.log(
      `Automatic steps: ${advanced}/${CLASSES} classes moved to their second activity; server CPU for them ${Math.round(stepCpu)} ms (${ms(stepCpu / Math.max(1, advanced))} ms per step)`,
    );
  }
  teacher.disconnect();
} finally {
  await server.stop();
}

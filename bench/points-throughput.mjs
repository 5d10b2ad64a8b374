// F2: persisted point operations per second through the real path (socket batch with op ids,
// one transaction, behaviour log, daily row, version, broadcast), beside raw single-row
// UPDATEs on the same PostgreSQL in the same run. Target >= 5,000/s and >= 0.5x raw.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  cpuMsOf,
  createClassWithStudents,
  databaseConfigOf,
  joinClass,
  signUp,
  startServer,
} from './lib.mjs';

const SECONDS = Number(process.env.SECONDS ?? 5);
const DEVICES = Number(process.env.DEVICES ?? 8);
const server = await startServer();
const cookie = await signUp(server.base);

const classes = [];
for (let d = 0; d < DEVICES; d += 1)
  classes.push(await createClassWithStudents(server.base, cookie, `Bench ${d}`, 30));

/** One socket per class, joined, as each class's phone. */
function connectDevices() {
  return Promise.all(
    classes.map(async (cls) => ({ s: await joinClass(server.base, cookie, cls.classId), cls })),
  );
}

async function realPath(batchSize) {
  const sockets = await connectDevices();

  let applied = 0;
  const until = Date.now() + SECONDS * 1000;
  const t0 = performance.now();
  const cpu0 = cpuMsOf(server.pid);
  await Promise.all(
    sockets.map(async ({ s, cls }) => {
      let i = 0;
      while (Date.now() < until) {
        const ops = Array.from({ length: batchSize }, () => ({
          opId: randomUUID(),
          kind: 'points',
          studentId: cls.students[i++ % cls.students.length],
          delta: i % 4 === 0 ? -1 : 1,
        }));
        const ack = await s.emitWithAck('ops:apply', { classId: cls.classId, ops });
        if (!ack.ok) throw new Error(ack.error.message);
        applied += ack.data.done.length;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const serverCpu = (cpuMsOf(server.pid) - cpu0) / 10 / seconds;
  for (const { s } of sockets) s.disconnect();
  return { rate: applied / seconds, serverCpu };
}

/**
 * The way the web client sends: taps pile up in the outbox while one batch is in flight, and
 * the next batch takes them all. Each device taps as fast as it can (every 0.1 ms).
 */
async function outboxPath() {
  const sockets = await connectDevices();
  let applied = 0;
  let batches = 0;
  const until = Date.now() + SECONDS * 1000;
  const t0 = performance.now();
  await Promise.all(
    sockets.map(async ({ s, cls }) => {
      const outbox = [];
      let i = 0;
      const tapper = setInterval(() => {
        for (let k = 0; k < 10; k += 1) {
          outbox.push({
            opId: randomUUID(),
            kind: 'points',
            studentId: cls.students[i++ % cls.students.length],
            delta: 1,
          });
        }
      }, 1);
      while (Date.now() < until) {
        if (outbox.length === 0) {
          await new Promise((r) => setTimeout(r, 1));
          continue;
        }
        const ops = outbox.splice(0, 500);
        const ack = await s.emitWithAck('ops:apply', { classId: cls.classId, ops });
        if (!ack.ok) throw new Error(ack.error.message);
        applied += ack.data.done.length;
        batches += 1;
      }
      clearInterval(tapper);
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  for (const { s } of sockets) s.disconnect();
  return { rate: applied / seconds, perBatch: applied / batches };
}

async function rawUpdates() {
  const pool = new pg.Pool({ ...databaseConfigOf(server), max: DEVICES });
  const ids = classes.flatMap((c) => c.students);
  let done = 0;
  const until = Date.now() + SECONDS * 1000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: DEVICES }, async (_, d) => {
      let i = d;
      while (Date.now() < until) {
        await pool.query('update students set points = points + 1 where id = $1', [
          ids[i++ % ids.length],
        ]);
        done += 1;
      }
    }),
  );
  const rate = done / ((performance.now() - t0) / 1000);
  await pool.end();
  return rate;
}

try {
  const raw = await rawUpdates();
  console.log(`Raw single-row UPDATEs (pg, ${DEVICES} connections):  ${raw.toFixed(0)} /s`);
  for (const batch of [1, 5, 20]) {
    const { rate, serverCpu } = await realPath(batch);
    console.log(
      `Real path, ${DEVICES} devices, batches of ${String(batch).padStart(2)} ops: ${rate.toFixed(0).padStart(6)} persisted ops/s (${(rate / raw).toFixed(2)}x raw), server process ${serverCpu.toFixed(0)}% of a core`,
    );
  }
  const outbox = await outboxPath();
  console.log(
    `Outbox behaviour, ${DEVICES} devices tapping flat out:     ${outbox.rate.toFixed(0).padStart(6)} persisted ops/s (${(outbox.rate / raw).toFixed(2)}x raw), ${outbox.perBatch.toFixed(1)} ops per batch on average`,
  );
  console.log('Target: >= 5,000 ops/s and >= 0.5x raw.');
} finally {
  await server.stop();
}

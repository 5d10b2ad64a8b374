// F1: tap-to-other-device latency through the real server and database, with 1,000 and
// 5,000 connected sockets in classes of 31 devices, 500 taps/s. Target p99 <= 10 ms.
// F3: server memory per connected socket (RSS before and after connecting). Target <= 30 KB.
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { io } from 'socket.io-client';
import {
  cpuMsOf,
  createClassWithStudents,
  percentile,
  rssOf,
  signUp,
  sleep,
  startServer,
} from './lib.mjs';

const SIZES = (process.env.SOCKETS ?? '1000,5000').split(',').map(Number);
const PER_CLASS = 31;
const TAPS_PER_SECOND = Number(process.env.TAPS ?? 500);
const SECONDS = Number(process.env.SECONDS ?? 10);

function connect(base, cookie) {
  return new Promise((resolve, reject) => {
    const s = io(base, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { origin: base, cookie },
    });
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}

async function run(total) {
  const server = await startServer();
  try {
    const cookie = await signUp(server.base);
    const classCount = Math.ceil(total / PER_CLASS);
    const classes = [];
    for (let c = 0; c < classCount; c += 1)
      classes.push(await createClassWithStudents(server.base, cookie, `Class ${c}`, 30));
    await sleep(500);
    const rssBefore = rssOf(server.pid);

    // Per class: the phone (taps) and the display (measured) here; the other 29 devices in
    // worker threads, so this thread's event loop only handles what is measured.
    const rooms = classes.map(() => []);
    const audience = [];
    for (let i = 0; i < total; i += 1) {
      const c = i % classCount;
      const slot = Math.floor(i / classCount);
      if (slot < 2) {
        const s = await connect(server.base, cookie);
        const ack = await s.emitWithAck('class:join', { classId: classes[c].classId });
        if (!ack.ok) throw new Error(ack.error.message);
        rooms[c].push(s);
      } else audience.push(classes[c].classId);
    }
    const workers = [0, 1].map(
      (w) =>
        new Worker(new URL('./audience-worker.mjs', import.meta.url), {
          workerData: {
            base: server.base,
            cookie,
            classIds: audience.filter((_, k) => k % 2 === w),
          },
        }),
    );
    const ready = await Promise.all(
      workers.map((w) => new Promise((resolve) => w.once('message', resolve))),
    );
    const audienceCount = ready.reduce((n, m) => n + m.ready, 0);
    await sleep(1000);
    const rssAfter = rssOf(server.pid);

    // In each class the first socket taps (the phone) and the second listens (the display).
    const sent = new Map();
    const latencies = [];
    const acks = [];
    for (const [c, room] of rooms.entries()) {
      room[1]?.on('students:changed', (event) => {
        const now = performance.now();
        for (const id of event.opIds) {
          const t0 = sent.get(id);
          if (t0 !== undefined) {
            latencies.push(now - t0);
            sent.delete(id);
          }
        }
      });
      rooms[c] = room;
    }
    const perTick = TAPS_PER_SECOND / 100;
    // How busy the load generator itself is: its own delays are part of every figure.
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    const myCpu0 = process.cpuUsage();
    const serverCpu0 = cpuMsOf(server.pid);
    const t0 = performance.now();
    let tick = 0;
    let errors = 0;
    const until = Date.now() + SECONDS * 1000;
    while (Date.now() < until) {
      const started = performance.now();
      for (let k = 0; k < perTick; k += 1) {
        const c = (tick * perTick + k) % classCount;
        const cls = classes[c];
        const op = {
          opId: randomUUID(),
          kind: 'points',
          studentId: cls.students[tick % 30],
          delta: 1,
        };
        const sentAt = performance.now();
        sent.set(op.opId, sentAt);
        rooms[c][0]
          .emitWithAck('ops:apply', { classId: cls.classId, ops: [op] })
          .then((ack) => {
            acks.push(performance.now() - sentAt);
            if (!ack.ok) errors += 1;
          })
          .catch(() => (errors += 1));
      }
      tick += 1;
      await sleep(Math.max(0, 10 - (performance.now() - started)));
    }
    const elapsed = performance.now() - t0;
    loop.disable();
    const myCpu = process.cpuUsage(myCpu0);
    const loadCpu = ((myCpu.user + myCpu.system) / 1000 / elapsed) * 100;
    const serverCpu = ((cpuMsOf(server.pid) - serverCpu0) / elapsed) * 100;
    await sleep(1000);
    const sorted = latencies.sort((a, b) => a - b);
    const sockets = rooms.reduce((n, r) => n + r.length, 0) + audienceCount;
    console.log(
      `${String(sockets).padStart(5)} sockets in ${classCount} classes, ${TAPS_PER_SECOND} taps/s for ${SECONDS} s: ` +
        `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms ` +
        `(${sorted.length} delivered, ${sent.size} missing, ${errors} errors)`,
    );
    const ackSorted = acks.sort((a, b) => a - b);
    console.log(
      `      the phone's acknowledgement (after commit): p50 ${percentile(ackSorted, 50).toFixed(1)} ms, p99 ${percentile(ackSorted, 99).toFixed(1)} ms`,
    );
    console.log(
      `      server RSS ${(rssBefore / 1048576).toFixed(0)} MB -> ${(rssAfter / 1048576).toFixed(0)} MB: ${((rssAfter - rssBefore) / sockets / 1024).toFixed(1)} KB per socket (F3 target <= 30 KB)`,
    );
    console.log(
      `      CPU: server ${serverCpu.toFixed(0)}% of a core, load generator ${loadCpu.toFixed(0)}%; load generator event-loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms`,
    );
    for (const room of rooms) for (const s of room) s.disconnect();
    await Promise.all(
      workers.map(async (w) => {
        const done = new Promise((resolve) => w.once('message', resolve));
        w.postMessage('stop');
        await done;
        await w.terminate();
      }),
    );
  } finally {
    await server.stop();
  }
}

for (const size of SIZES) await run(size);
console.log(
  'F1 target: p99 <= 10 ms. Load generator, server and PostgreSQL share the same 2 cores.',
);

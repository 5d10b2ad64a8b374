// F1: tap-to-other-device latency through the real server and database, with 1,000 and
// 5,000 connected sockets in classes of 31 devices, 500 taps/s. Target p99 <= 10 ms.
// F3: server memory per connected socket (RSS before and after connecting). Target <= 30 KB.

import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  cpuMsOf,
  createClassWithStudents,
  databaseOf,
  descendantsCpuMsOf,
  joinClass,
  percentile,
  settledRssOf,
  signUp,
  sleep,
  startRedis,
  startRelay,
  startServer,
} from './lib.mjs';

const SIZES = (process.env.SOCKETS ?? '1000,5000').split(',').map(Number);
const PER_CLASS = 31;
const TAPS_PER_SECOND = Number(process.env.TAPS ?? 500);
const SECONDS = Number(process.env.SECONDS ?? (Number(process.env.LISTENERS ?? 0) > 0 ? 40 : 10));
// The first second's taps are sent but reported apart: while they run, V8 compiles the hot
// path and each database connection prepares the tap statement, once per server lifetime.
const NICE_AUDIENCE = process.env.NICE !== '0';
// After each size, the same load through socket.io alone, to read the figure against (RELAY=0: off).
const RELAY = process.env.RELAY !== '0';
const BURSTS = process.env.ARRIVALS === 'bursts';
const WARMUP = Number(process.env.WARMUP ?? 1);
// The other 29 devices of each class: bare WebSockets by default (see audience-worker.mjs);
// AUDIENCE=socket.io makes them full socket.io clients.
const AUDIENCE = process.env.AUDIENCE === 'socket.io' ? 'socket.io' : 'bare';
// INSTANCES=2: two servers on one database and a Redis (REDIS_URL), phones on the first and
// displays on the second, so every measured tap crosses Redis. Needs redis-server.
const INSTANCES = process.env.INSTANCES === '2' ? 2 : 1;
// F7: this many classes also stream the classroom noise feed (a listener sending 4 levels a
// second, relayed to the class's devices that draw the meter: here the measuring device, which
// thus receives both). Run once with and once without to compare.
const LISTENERS = Number(process.env.LISTENERS ?? 0);
const LEVELS_PER_SECOND = 4;
// Each listening class's steady level: 40-89, so about a fifth of them stay above 80 and
// their tally counts every 5 s. QUIET_FEED=1 keeps every class below 80 (no counts).
const levelOf = (c) => (process.env.QUIET_FEED === '1' ? 30 + ((c * 7) % 45) : 40 + ((c * 7) % 50));
// With the feed, the measured window alternates PHASE-second phases without and with it (off
// first), on the same server and sockets: host noise then lands on both figures alike, which
// separate runs on a shared 2-core machine cannot promise.
const PHASE_MS = Number(process.env.PHASE ?? 2) * 1000;
// SKILL=1: every tap names one of its class's skills (Step 11: "a tap with a skill keeps F1").
const SKILL = process.env.SKILL === '1';

/** A small seeded generator (mulberry32), so every run sends the same arrival pattern. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function run(total, relay) {
  const redis = !relay && INSTANCES === 2 ? await startRedis() : null;
  const redisEnv = redis ? { env: { REDIS_URL: redis.url } } : {};
  let server;
  let second = null;
  try {
    server = relay ? await startRelay() : await startServer(redisEnv);
    second = redis ? await startServer({ ...redisEnv, sharedDataDir: server.dataDir }) : null;
    // Where the displays and half of the audience connect: the second instance, if there is one.
    const displayBase = (second ?? server).base;
    const cookie = relay ? '' : await signUp(server.base);
    // The bench's own connection, to read how long PostgreSQL's WAL flushes took (each tap's
    // acknowledgement waits for one; its broadcast does not). Timing them is off by default.
    const db = relay ? null : await databaseOf(server);
    await db?.query('alter system set track_wal_io_timing = on');
    await db?.query('select pg_reload_conf()');
    const classCount = Math.ceil(total / PER_CLASS);
    const classes = [];
    for (let c = 0; c < classCount; c += 1)
      classes.push(
        relay
          ? { classId: c + 1, students: Array.from({ length: 30 }, (_, i) => c * 30 + i + 1) }
          : await createClassWithStudents(server.base, cookie, `Class ${c}`, 30),
      );
    if (SKILL && !relay) {
      for (const cls of classes) {
        const res = await fetch(`${server.base}/api/classes/${cls.classId}/skills`, {
          headers: { cookie, origin: server.base },
        });
        cls.skillId = (await res.json())[0].id;
      }
    }

    // Per class: the phone (taps) and the display (measured) here; the other 29 devices in
    // two child processes, so this process's event loop only handles what is measured.
    const rooms = classes.map(() => []);
    const audience = [];
    for (let i = 0; i < total; i += 1) {
      const c = i % classCount;
      const slot = Math.floor(i / classCount);
      if (slot < 2) {
        const base = slot === 0 ? server.base : displayBase;
        rooms[c].push(await joinClass(base, cookie, classes[c].classId));
      } else audience.push(classes[c].classId);
    }
    // F3 is the cost of one more socket: measured over the audience, once the server has
    // already served a socket of every class (its code compiled, its buffers grown).
    await sleep(500);
    const rssBefore = relay ? 0 : await settledRssOf(server.pid);
    const workers = [0, 1].map((w) => {
      const child = fork(new URL('./audience-worker.mjs', import.meta.url));
      if (NICE_AUDIENCE) os.setPriority(child.pid, 10);
      child.send({
        base: w === 0 ? server.base : displayBase,
        cookie,
        classIds: audience.filter((_, k) => k % 2 === w),
        kind: AUDIENCE,
      });
      return child;
    });
    const ready = await Promise.all(
      workers.map((w) => new Promise((resolve) => w.once('message', resolve))),
    );
    const audienceCount = ready.reduce((n, m) => n + m.ready, 0);
    await sleep(1000);
    const rssAfter = relay ? 0 : await settledRssOf(server.pid);

    // In each class the first socket taps (the phone) and the second listens (the display).
    const sent = new Map();
    // Measured taps: when each was sent (ms into the measured window) and its latency, so the
    // tail can also be read per second (spread evenly, or in bursts that slow WAL flushes explain).
    const latencies = [];
    const warmLatencies = [];
    let measureFrom = Number.POSITIVE_INFINITY;
    const acks = [];
    for (const [c, room] of rooms.entries()) {
      room[1]?.on('students:changed', (event) => {
        const now = performance.now();
        for (const id of event.opIds) {
          const t0 = sent.get(id);
          if (t0 !== undefined) {
            if (t0 >= measureFrom) latencies.push({ at: t0 - measureFrom, ms: now - t0 });
            else warmLatencies.push(now - t0);
            sent.delete(id);
          }
        }
      });
      rooms[c] = room;
    }
    // How busy the load generator itself is: its own delays are part of every figure.
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    const myCpu0 = process.cpuUsage();
    const audienceCpu0 = workers.map((w) => cpuMsOf(w.pid));
    const serversCpuMs = () => cpuMsOf(server.pid) + (second ? cpuMsOf(second.pid) : 0);
    const serverCpu0 = serversCpuMs();
    const redisCpu0 = redis ? cpuMsOf(redis.pid) : 0;
    const databaseCpu0 = relay ? 0 : descendantsCpuMsOf(server.pid);
    // PostgreSQL publishes its WAL counters about once a second: read them each second.
    const walSeconds = [];
    let walTimer;
    if (db) {
      let previous = await walStatsOf(db);
      walTimer = setInterval(async () => {
        const current = await walStatsOf(db);
        walSeconds.push({ at: performance.now(), ...walDelta(previous, current) });
        previous = current;
      }, 1000);
    }
    // The noise feed: each listening class's phone listens and sends levels until the end.
    const feeding = relay ? [] : rooms.slice(0, Math.min(LISTENERS, classCount));
    for (const [c, room] of feeding.entries()) {
      const ack = await room[0].emitWithAck('volume:listen', {
        classId: classes[c].classId,
        listen: true,
        label: 'Bench',
      });
      if (!ack.ok) throw new Error(`listen refused: ${ack.error.message}`);
      // The measuring device draws the meter, as the classroom display and the teacher's phone do.
      const watch = await room[1].emitWithAck('volume:watch', {
        classId: classes[c].classId,
        watch: true,
      });
      if (!watch.ok) throw new Error(`watch refused: ${watch.error.message}`);
    }
    /** The feed runs in the odd phases of the measured window (never in the warm-up). */
    const phaseOf = (at) => Math.floor((at - measureFrom) / PHASE_MS);
    const feedOn = (at) => at >= measureFrom && phaseOf(at) % 2 === 1;
    // Server CPU in each phase, read at its boundaries.
    const phaseCpu = [];
    let phaseTimer;
    // Classrooms are independent: each listener sends on its own phase, not all 160 at once.
    const feedPeriod = 2000 / LEVELS_PER_SECOND;
    const feedTimers = feeding.map((room, c) => {
      // As the listener sends them: two quarter-second readings per message.
      const level = levelOf(c);
      const send = () => {
        if (feedOn(performance.now()))
          room[0].emit('volume:level', { classId: classes[c].classId, level, earlier: [level] });
      };
      const timers = { interval: undefined };
      timers.start = setTimeout(
        () => {
          send();
          timers.interval = setInterval(send, feedPeriod);
        },
        (c * feedPeriod) / feeding.length,
      );
      return timers;
    });
    const t0 = performance.now();
    measureFrom = t0 + WARMUP * 1000;
    if (feeding.length > 0) {
      let last = { at: measureFrom, cpu: serversCpuMs() };
      const mark = () => {
        const now = { at: performance.now(), cpu: serversCpuMs() };
        phaseCpu.push({
          phase: phaseOf(last.at + 1),
          share: (now.cpu - last.cpu) / (now.at - last.at),
        });
        last = now;
      };
      setTimeout(() => {
        last = { at: performance.now(), cpu: serversCpuMs() };
        phaseTimer = setInterval(mark, PHASE_MS);
      }, measureFrom - performance.now());
    }
    let errors = 0;
    let sentCount = 0;
    const tap = () => {
      const c = sentCount % classCount;
      const cls = classes[c];
      const op = {
        opId: randomUUID(),
        kind: 'points',
        studentId: cls.students[Math.floor(sentCount / classCount) % 30],
        delta: 1,
        ...(cls.skillId ? { skillId: cls.skillId } : {}),
      };
      sentCount += 1;
      const sentAt = performance.now();
      sent.set(op.opId, sentAt);
      rooms[c][0]
        .emitWithAck('ops:apply', { classId: cls.classId, ops: [op] })
        .then((ack) => {
          if (sentAt >= measureFrom) acks.push(performance.now() - sentAt);
          if (!ack.ok) errors += 1;
        })
        .catch(() => (errors += 1));
    };
    const until = t0 + (WARMUP + SECONDS) * 1000;
    const random = seeded(1);
    const meanGap = 1000 / TAPS_PER_SECOND;
    let nextAt = t0;
    for (let now = t0; now < until; now = performance.now()) {
      if (BURSTS) {
        // Every 10 ms, a tick's taps all at once: a harsher, synchronised load.
        for (let k = 0; k < TAPS_PER_SECOND / 100; k += 1) tap();
        await sleep(Math.max(0, 10 - (performance.now() - now)));
        continue;
      }
      // Teachers tap independently: arrivals of a Poisson process at the given mean rate.
      while (nextAt <= now) {
        tap();
        nextAt += -Math.log(1 - random()) * meanGap;
      }
      await sleep(Math.max(0, Math.min(1, nextAt - performance.now())));
    }
    const elapsed = performance.now() - t0;
    clearInterval(walTimer);
    clearInterval(phaseTimer);
    for (const timers of feedTimers) {
      clearTimeout(timers.start);
      clearInterval(timers.interval);
    }
    loop.disable();
    const myCpu = process.cpuUsage(myCpu0);
    const loadCpu = ((myCpu.user + myCpu.system) / 1000 / elapsed) * 100;
    const audienceCpu =
      (workers.reduce((ms, w, i) => ms + cpuMsOf(w.pid) - audienceCpu0[i], 0) / elapsed) * 100;
    const serverCpu = ((serversCpuMs() - serverCpu0) / elapsed) * 100;
    const redisCpu = redis ? ((cpuMsOf(redis.pid) - redisCpu0) / elapsed) * 100 : 0;
    const databaseCpu = relay
      ? 0
      : ((descendantsCpuMsOf(server.pid) - databaseCpu0) / elapsed) * 100;
    await sleep(1000);
    const sorted = latencies.map((l) => l.ms).sort((a, b) => a - b);
    const warmSorted = warmLatencies.sort((a, b) => a - b);
    const sockets = rooms.reduce((n, r) => n + r.length, 0) + audienceCount;
    if (relay) {
      console.log(
        `      socket.io alone (relay-server.mjs, no database), same sockets and taps: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms (${sorted.length} delivered, ${sent.size} missing); server CPU ${serverCpu.toFixed(0)}% of a core`,
      );
    } else {
      console.log(
        `${String(sockets).padStart(5)} sockets in ${classCount} classes${second ? ' on 2 instances over Redis (phones on one, displays on the other)' : ''}, ${TAPS_PER_SECOND} taps/s (${BURSTS ? 'bursts every 10 ms' : 'independent arrivals'}) for ${SECONDS} s: ` +
          `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms ` +
          `(${sorted.length} delivered, ${sent.size} missing, ${errors} errors)`,
      );
      if (feeding.length > 0) {
        const by = (on) => latencies.filter((l) => (Math.floor(l.at / PHASE_MS) % 2 === 1) === on);
        const p99Of = (list) =>
          percentile(
            list.map((l) => l.ms).sort((a, b) => a - b),
            99,
          );
        const cpuOf = (on) => {
          const shares = phaseCpu.filter((p) => (p.phase % 2 === 1) === on).map((p) => p.share);
          return (shares.reduce((a, b) => a + b, 0) / Math.max(1, shares.length)) * 100;
        };
        const [off, on] = [by(false), by(true)];
        const [p99Off, p99On] = [p99Of(off), p99Of(on)];
        const [cpuOff, cpuOn] = [cpuOf(false), cpuOf(true)];
        // A stall of the host lands in one phase or the other: the median phase shows the rule.
        const medianPhaseP99 = (on) => {
          const phases = new Map();
          for (const l of by(on)) {
            const phase = Math.floor(l.at / PHASE_MS);
            if (!phases.has(phase)) phases.set(phase, []);
            phases.get(phase).push(l);
          }
          return percentile(
            [...phases.values()].map(p99Of).sort((a, b) => a - b),
            50,
          );
        };
        const [medianOff, medianOn] = [medianPhaseP99(false), medianPhaseP99(true)];
        console.log(
          `      noise feed (F7): ${feeding.length} listening classes, ${LEVELS_PER_SECOND} levels/s each (in pairs, 2 messages/s; ${feeding.filter((_, c) => levelOf(c) > 80).length} of them loud enough to count every 5 s), relayed to the device that draws the meter, in alternate ${PHASE_MS / 1000} s phases:`,
        );
        console.log(
          `        without the feed p99 ${p99Off.toFixed(1)} ms (${off.length} taps), with it p99 ${p99On.toFixed(1)} ms (${on.length} taps): ${(((p99On - p99Off) / p99Off) * 100).toFixed(0)}% (target within 10%)`,
        );
        console.log(
          `        median of the phases' p99: without ${medianOff.toFixed(1)} ms, with ${medianOn.toFixed(1)} ms: ${(((medianOn - medianOff) / medianOff) * 100).toFixed(0)}%`,
        );
        console.log(
          `        server CPU ${cpuOff.toFixed(0)}% of a core without, ${cpuOn.toFixed(0)}% with: ${(((cpuOn - cpuOff) / feeding.length) * 10).toFixed(2)}‰ of a core per listening class`,
        );
      }
      console.log(
        `      warm-up (first ${WARMUP} s, not in the figure above): p50 ${percentile(warmSorted, 50).toFixed(1)} ms, p99 ${percentile(warmSorted, 99).toFixed(1)} ms, max ${warmSorted.at(-1)?.toFixed(1)} ms (${warmSorted.length} taps)`,
      );
      const ackSorted = acks.sort((a, b) => a - b);
      console.log(
        `      the phone's acknowledgement (after a WAL flush covers the commit): p50 ${percentile(ackSorted, 50).toFixed(1)} ms, p99 ${percentile(ackSorted, 99).toFixed(1)} ms`,
      );
      // Per-socket memory is read on one instance holding every audience socket.
      if (!second)
        console.log(
          `      server RSS ${(rssBefore / 1048576).toFixed(0)} MB -> ${(rssAfter / 1048576).toFixed(0)} MB: ${((rssAfter - rssBefore) / audienceCount / 1024).toFixed(1)} KB per socket over the ${audienceCount} audience sockets (F3 target <= 30 KB)`,
        );
      const measuredWal = walSeconds.filter((w) => w.at > measureFrom);
      const wal = measuredWal.reduce((t, w) => ({ syncs: t.syncs + w.syncs, ms: t.ms + w.ms }), {
        syncs: 0,
        ms: 0,
      });
      const worstWal = Math.max(...measuredWal.map((w) => (w.syncs ? w.ms / w.syncs : 0)));
      console.log(
        `      PostgreSQL WAL flushes: ${(wal.syncs / SECONDS).toFixed(0)}/s, ${(wal.ms / wal.syncs).toFixed(2)} ms on average (slowest second: ${worstWal.toFixed(2)} ms on average)`,
      );
      const seconds = new Map();
      for (const { at, ms } of latencies) {
        const second = Math.floor(at / 1000);
        if (!seconds.has(second)) seconds.set(second, []);
        seconds.get(second).push(ms);
      }
      const windows = [...seconds.values()]
        .map((w) =>
          percentile(
            w.sort((a, b) => a - b),
            99,
          ),
        )
        .sort((a, b) => a - b);
      const over = windows.filter((p99) => p99 > 10).length;
      const medianWindow = percentile(windows, 50).toFixed(1);
      console.log(
        `      p99 of each second: median ${medianWindow} ms, worst ${windows.at(-1)?.toFixed(1)} ms; ${over} of ${windows.length} seconds above 10 ms`,
      );
      console.log(
        `      CPU: server ${serverCpu.toFixed(0)}% of a core${second ? ` (both instances), Redis ${redisCpu.toFixed(0)}%` : ''}, PostgreSQL ${databaseCpu.toFixed(0)}%, measuring devices ${loadCpu.toFixed(0)}%, audience ${audienceCpu.toFixed(0)}% (${AUDIENCE === 'bare' ? 'bare WebSockets' : 'socket.io clients'}${NICE_AUDIENCE ? ', nice 10' : ''}); load generator event-loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms`,
      );
    }
    for (const room of rooms) for (const s of room) s.disconnect();
    const stopped = await Promise.all(
      workers.map(async (w) => {
        const done = new Promise((resolve) => w.once('message', resolve));
        w.send('stop');
        return done;
      }),
    );
    // Each tap reaches every audience device of its class: a check that they were really there.
    const audienceReceived = stopped.reduce((n, m) => n + m.received, 0);
    console.log(
      `      the audience's ${audienceCount} devices received ${audienceReceived} events (${(audienceReceived / sentCount).toFixed(1)} per tap)`,
    );
    await db?.end();
  } finally {
    await second?.stop();
    await server?.stop();
    await redis?.stop();
  }
}

async function walStatsOf(db) {
  const { rows } = await db.query('select wal_sync, wal_sync_time from pg_stat_wal');
  return rows[0];
}

function walDelta(before, after) {
  return {
    syncs: after.wal_sync - before.wal_sync,
    ms: after.wal_sync_time - before.wal_sync_time,
  };
}

for (const size of SIZES) {
  await run(size, false);
  if (RELAY) await run(size, true);
}
console.log(
  'F1 target: p99 <= 10 ms. Load generator, server and PostgreSQL share the same 2 cores.',
);

// F11: the board fits its screen. For each board size and class size, with 5 groups and the
// lesson bar running, the display link and the teacher's Student Scoreboard view are opened in
// Chromium and measured: present students whose card is not fully on screen or is covered by
// something else (the lesson bar, a panel), whether the page scrolls, and the smallest name
// font in px (and as a share of the screen height). Then F11's reorder: the time from a +1
// sent by the phone to the display's settled order (every card in place, no animation left),
// and whether two names ever overlapped on the way.
//
// Needs `pnpm --filter @classbeam/web build` and Chromium (CHROMIUM_PATH, default
// /usr/bin/chromium). SIZES=1280x720 and COUNTS=25 narrow the grid; REORDERS=5 more samples.
import { chromium } from '../e2e/node_modules/@playwright/test/index.mjs';
import { api, joinClass, signUp, startServer } from './lib.mjs';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SIZES = (process.env.SIZES ?? '1024x768,1280x720,1920x1080,3840x2160')
  .split(',')
  .map((s) => s.split('x').map(Number));
const COUNTS = (process.env.COUNTS ?? '1,12,25,40').split(',').map(Number);
const REORDERS = Number(process.env.REORDERS ?? 5);
// SHOTS=<folder> keeps a screenshot of every board measured.
const SHOTS = process.env.SHOTS;

// Real classes have long names and short ones; the long ones are what gets cut.
const FIRST = ['Alexandra', 'Sam', 'Maximilian', 'Zoë', 'Oluwaseun', 'Li', 'Anastasia', 'Jo'];
const LAST = ['Featherstonehaugh', 'Ng', 'Okonkwo-Smith', 'García', 'Van der Berg', 'Kim'];
const nameOf = (i) => `${FIRST[i % FIRST.length]} ${LAST[(i * 5 + 1) % LAST.length]}`;

async function classOf(base, cookie, count) {
  const { data: cls } = await api(base, cookie, 'POST', '/api/classes', {
    name: `Board ${count}`,
  });
  const ids = [];
  for (let i = 0; i < count; i += 1) {
    const { data } = await api(base, cookie, 'POST', '/api/students', {
      classId: cls.id,
      name: nameOf(i),
    });
    ids.push(data.id);
  }
  if (count >= 5) {
    await api(base, cookie, 'POST', `/api/classes/${cls.id}/groups/random`, { count: 5 });
  } else {
    // Random groups need two students a group: five teams made by hand, the few students in them.
    for (let g = 0; g < 5; g += 1) {
      const { data: group } = await api(base, cookie, 'POST', `/api/classes/${cls.id}/groups`, {
        name: `Team ${g + 1}`,
      });
      if (ids[g]) await api(base, cookie, 'POST', `/api/groups/${group.id}/students/${ids[g]}`);
    }
  }
  const socket = await joinClass(base, cookie, cls.id);
  const started = await socket.emitWithAck('run:command', {
    classId: cls.id,
    command: { type: 'start' },
  });
  if (!started.ok) throw new Error(started.error.message);
  const { data: link } = await api(base, cookie, 'POST', `/api/classes/${cls.id}/display-links`);
  return { classId: cls.id, ids, socket, displayPath: link.path };
}

/** Runs in the page: what a student at the back of the room cannot see. */
function measureBoard() {
  const vw = innerWidth;
  const vh = innerHeight;
  const cards = [...document.querySelectorAll('.score-card')];
  let hidden = 0;
  for (const card of cards) {
    const r = card.getBoundingClientRect();
    const inside = r.left >= -0.5 && r.top >= -0.5 && r.right <= vw + 0.5 && r.bottom <= vh + 0.5;
    const points = [
      [r.left + 3, r.top + 3],
      [r.right - 3, r.top + 3],
      [r.left + 3, r.bottom - 3],
      [r.right - 3, r.bottom - 3],
      [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
    ];
    const covered = points.some(([x, y]) => {
      const top = document.elementFromPoint(x, y);
      return !top || !(card.contains(top) || top.contains(card));
    });
    if (!inside || covered) hidden += 1;
  }
  const fonts = [...document.querySelectorAll('.score-name')].map((n) =>
    Number.parseFloat(getComputedStyle(n).fontSize),
  );
  const scroller = document.scrollingElement;
  return {
    cards: cards.length,
    hidden,
    scrolls: scroller.scrollHeight > vh + 1 || scroller.scrollWidth > vw + 1,
    minName: fonts.length ? Math.min(...fonts) : 0,
  };
}

async function settle(page) {
  await page.waitForSelector('.score-card');
  await page.waitForSelector('.run-bar');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

const fmt = (m, vh) =>
  `${String(m.hidden).padStart(2)} of ${String(m.cards).padStart(2)} hidden${m.scrolls ? ', scrolls' : ''}, ` +
  `name ${m.minName.toFixed(1)} px (${((m.minName / vh) * 100).toFixed(1)}%)`;

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
let failures = 0;
try {
  const cookie = await signUp(server.base);
  const [name, value] = cookie.split('=');
  const classes = new Map();
  for (const count of COUNTS) classes.set(count, await classOf(server.base, cookie, count));

  console.log('F11 board fit (5 groups, lesson bar): display link | teacher Student Scoreboard');
  for (const [w, h] of SIZES) {
    const context = await browser.newContext({ viewport: { width: w, height: h } });
    await context.addCookies([{ name, value, url: server.base }]);
    const page = await context.newPage();
    for (const count of COUNTS) {
      const cls = classes.get(count);
      await page.goto(`${server.base}${cls.displayPath}`);
      await settle(page);
      const display = await page.evaluate(measureBoard);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/display-${w}x${h}-${count}.png` });
      await page.goto(`${server.base}/classroom/${cls.classId}`);
      await page.getByRole('button', { name: 'Student Scoreboard' }).click();
      await settle(page);
      const teacher = await page.evaluate(measureBoard);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/teacher-${w}x${h}-${count}.png` });
      failures += display.hidden + teacher.hidden + (display.scrolls ? 1 : 0);
      console.log(
        `${`${w}x${h}`.padEnd(10)} ${String(count).padStart(2)} students: ${fmt(display, h)} | ${fmt(teacher, h)}`,
      );
    }
    await context.close();
  }

  // The reorder: a +1 from the phone's socket lifts the last card above the others.
  const cls = classes.get(COUNTS.includes(25) ? 25 : COUNTS.at(-1));
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.goto(`${server.base}${cls.displayPath}`);
  await settle(page);
  await page.evaluate(() => {
    // Samples every frame: the largest overlap between two names' boxes while cards move.
    window.__overlap = 0;
    const tick = () => {
      const boxes = [...document.querySelectorAll('.score-name')]
        .filter((n) => Number.parseFloat(getComputedStyle(n.closest('li')).opacity) > 0.35)
        .map((n) => n.getBoundingClientRect());
      for (let i = 0; i < boxes.length; i += 1) {
        for (let j = i + 1; j < boxes.length; j += 1) {
          const a = boxes[i];
          const b = boxes[j];
          const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (x > 1 && y > 1) window.__overlap = Math.max(window.__overlap, x * y);
        }
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const times = [];
  let overlap = 0;
  for (let round = 0; round < REORDERS; round += 1) {
    const order = await page.evaluate(() =>
      [...document.querySelectorAll('.score-card')].map((c) => c.getAttribute('aria-label')),
    );
    const last = order.at(-1);
    const student = cls.ids.find((_, i) => last.startsWith(`${nameOf(i)},`));
    const top = Number(/, (-?\d+) points/.exec(order[0])[1]);
    const started = Date.now();
    const ack = await cls.socket.emitWithAck('ops:apply', {
      classId: cls.classId,
      ops: [
        {
          opId: `bench-${round}-${Date.now()}`,
          kind: 'points',
          studentId: student,
          delta: top - Number(/, (-?\d+) points/.exec(last)[1]) + 1,
        },
      ],
    });
    if (!ack.ok) throw new Error(ack.error.message);
    await page.waitForFunction(
      (name) => {
        const first = document.querySelector('.score-card');
        return (
          first?.getAttribute('aria-label').startsWith(name) &&
          // Nothing on the board still moving: no animation and no transform left on a card.
          !document
            .getAnimations()
            .some((a) => a.playState === 'running' && a.effect?.target?.closest?.('.board-grid')) &&
          [...document.querySelectorAll('.board-grid > li')].every((li) => {
            const t = getComputedStyle(li).transform;
            return t === 'none' || t === 'matrix(1, 0, 0, 1, 0, 0)';
          })
        );
      },
      last.split(',')[0],
      { polling: 'raf', timeout: 10_000 },
    );
    times.push(Date.now() - started);
    overlap = Math.max(overlap, await page.evaluate(() => window.__overlap));
    await page.waitForTimeout(300);
  }
  times.sort((a, b) => a - b);
  console.log(
    `\nReorder (phone +1 lifts the last of ${cls.ids.length} to first, 1280x720 display): settled in ` +
      `median ${times[Math.floor(times.length / 2)]} ms, max ${times.at(-1)} ms over ${times.length}; ` +
      `largest overlap of two readable names ${overlap.toFixed(0)} px²`,
  );
  await context.close();
  for (const c of classes.values()) c.socket.close();
} finally {
  await browser.close();
  await server.stop();
}
console.log(failures ? `\n${failures} cards hidden or boards scrolling` : '\nEvery card fits.');

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
// PRIVACY=all (or a list: no-ranks,class-total) measures the fit under each of the class's board
// privacy choices (docs/decisions/0152); the reorder is measured under the full leaderboard, the
// one choice whose cards points order.
import { chromium } from '../e2e/node_modules/@playwright/test/index.mjs';
import { api, joinClass, signUp, startServer } from './lib.mjs';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SIZES = (process.env.SIZES ?? '1024x768,1280x720,1920x1080,3840x2160')
  .split(',')
  .map((s) => s.split('x').map(Number));
const COUNTS = (process.env.COUNTS ?? '1,12,25,40').split(',').map(Number);
const REORDERS = Number(process.env.REORDERS ?? 5);
const ALL_PRIVACY = ['leaderboard', 'no-ranks', 'class-total', 'no-points'];
const PRIVACY =
  process.env.PRIVACY === 'all'
    ? ALL_PRIVACY
    : (process.env.PRIVACY ?? 'leaderboard').split(',').filter((p) => ALL_PRIVACY.includes(p));
// SHOTS=<folder> keeps a screenshot of every board measured.
const SHOTS = process.env.SHOTS;

// Real classes have long names and short ones; the long ones are what gets cut.
const FIRST = ['Alexandra', 'Sam', 'Maximilian', 'Zoë', 'Oluwaseun', 'Li', 'Anastasia', 'Jo'];
const LAST = ['Featherstonehaugh', 'Ng', 'Okonkwo-Smith', 'García', 'Van der Berg', 'Kim'];
// Unique: the pairs repeat after 24, and a second round gets "Jr".
const nameOf = (i) =>
  `${FIRST[i % FIRST.length]} ${LAST[(i * 5 + 1) % LAST.length]}${i >= 24 ? ' Jr' : ''}`;

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
  // Names that end in an ellipsis: more than two lines, or a word wider than the card.
  const cut = [...document.querySelectorAll('.score-name')].filter((n) => {
    if (n.scrollHeight > n.clientHeight + 1) return true;
    const text = document.createRange();
    text.selectNodeContents(n);
    const drawn = text.getBoundingClientRect();
    const box = n.getBoundingClientRect();
    return drawn.left < box.left - 0.5 || drawn.right > box.right + 0.5;
  }).length;
  const scroller = document.scrollingElement;
  return {
    cut,
    cards: cards.length,
    hidden,
    scrolls: scroller.scrollHeight > vh + 1 || scroller.scrollWidth > vw + 1,
    minName: fonts.length ? Math.min(...fonts) : 0,
  };
}

/** Whether the element is on the phone's first screen (no scrolling needed). */
const inView = (page, locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= innerHeight;
  });

async function settle(page) {
  await page.waitForSelector('.score-card');
  await page.waitForSelector('.run-bar');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

const fmt = (m, vh) =>
  `${String(m.hidden).padStart(2)} of ${String(m.cards).padStart(2)} hidden${m.scrolls ? ', scrolls' : ''}, ` +
  `${m.cut} cut, ` +
  `name ${m.minName.toFixed(1)} px (${((m.minName / vh) * 100).toFixed(1)}%)`;

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
let failures = 0;
try {
  const cookie = await signUp(server.base);
  const [name, value] = cookie.split('=');
  const classes = new Map();
  for (const count of COUNTS) classes.set(count, await classOf(server.base, cookie, count));

  let privacy = null;
  const choose = async (choice) => {
    privacy = choice;
    for (const c of classes.values()) {
      await api(server.base, cookie, 'PATCH', `/api/classes/${c.classId}/settings`, {
        boardPrivacy: choice,
      });
    }
  };
  console.log('F11 board fit (5 groups, lesson bar): display link | teacher Student Scoreboard');
  for (const [choice, [w, h]] of PRIVACY.flatMap((p) => SIZES.map((size) => [p, size]))) {
    if (choice !== privacy) {
      await choose(choice);
      console.log(`The board shows: ${choice}`);
    }
    const context = await browser.newContext({ viewport: { width: w, height: h } });
    await context.addCookies([{ name, value, url: server.base }]);
    const page = await context.newPage();
    for (const count of COUNTS) {
      const cls = classes.get(count);
      await page.goto(`${server.base}${cls.displayPath}`);
      await settle(page);
      const display = await page.evaluate(measureBoard);
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/display-${privacy}-${w}x${h}-${count}.png` });
      await page.goto(`${server.base}/classroom/${cls.classId}`);
      await page.getByRole('button', { name: 'Student Scoreboard' }).click();
      await settle(page);
      const teacher = await page.evaluate(measureBoard);
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/teacher-${privacy}-${w}x${h}-${count}.png` });
      failures += display.hidden + teacher.hidden + (display.scrolls ? 1 : 0);
      console.log(
        `${`${w}x${h}`.padEnd(10)} ${String(count).padStart(2)} students: ${fmt(display, h)} | ${fmt(teacher, h)}`,
      );
    }
    await context.close();
  }

  if (privacy !== 'leaderboard') await choose('leaderboard');

  // The lesson's figures, with a real phone (390x844) and a 1280x720 display: opening the class
  // and giving +1 to a named student of 25 (the last in name order, off the first screen), then
  // the time from that tap to the display's settled order (every card in place, none moving).
  const cls = classes.get(COUNTS.includes(25) ? 25 : COUNTS.at(-1));
  const screen = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const board = await screen.newPage();
  await board.goto(`${server.base}${cls.displayPath}`);
  await settle(board);
  await board.evaluate(() => {
    // Samples every frame: the largest overlap between two readable names' boxes.
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
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
  });
  await phone.addCookies([{ name, value, url: server.base }]);
  const remote = await phone.newPage();
  const opens = [];
  const reorders = [];
  const taps = [];
  for (let round = 0; round < REORDERS; round += 1) {
    // Everyone back on the same points first; then the student at the foot of the board, whom
    // one +1 lifts to the top, so every card moves.
    const reset = await cls.socket.emitWithAck('ops:apply', {
      classId: cls.classId,
      ops: [{ opId: `bench-reset-${round}-${Date.now()}`, kind: 'reset-points' }],
    });
    if (!reset.ok) throw new Error(reset.error.message);
    await board.waitForFunction(
      () =>
        [...document.querySelectorAll('.score-card')].every((c) =>
          c.getAttribute('aria-label').includes(', 5 points'),
        ) && !document.querySelector('[data-moving]'),
      null,
      { timeout: 10_000 },
    );
    await board.waitForTimeout(600);
    const last = await board.evaluate(() =>
      document.querySelector('.board-grid > li:last-child .score-card').getAttribute('aria-label'),
    );
    const student = last.split(',')[0];
    const opened = Date.now();
    await remote.goto(`${server.base}/classroom/${cls.classId}`);
    let tapCount = 0;
    const plus = remote.getByRole('button', { name: `+1 point for ${student}` });
    await remote.getByRole('searchbox', { name: 'Search students' }).waitFor();
    if (!(await plus.isVisible()) || !(await inView(remote, plus))) {
      await remote.getByRole('searchbox', { name: 'Search students' }).tap();
      tapCount += 1;
      await remote.keyboard.type(student);
    }
    await plus.tap().catch(async (e) => {
      await remote.screenshot({ path: '/tmp/bench-phone.png' });
      throw e;
    });
    tapCount += 1;
    const tapped = Date.now();
    await board.waitForFunction(
      (n) =>
        document.querySelector('.score-card')?.getAttribute('aria-label')?.startsWith(`${n},`) &&
        !document.querySelector('[data-moving]'),
      student,
      { polling: 'raf', timeout: 10_000 },
    );
    reorders.push(Date.now() - tapped);
    opens.push(tapped - opened);
    taps.push(tapCount);
    await board.waitForTimeout(300);
  }
  const overlap = await board.evaluate(() => window.__overlap);
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(
    `\nPhone (390x844), class of ${cls.ids.length}: opening the class to +1 for the student at the foot of the list in ` +
      `${Math.max(...taps)} taps (search, +1) and median ${(median(opens) / 1000).toFixed(2)} s, max ${(Math.max(...opens) / 1000).toFixed(2)} s`,
  );
  console.log(
    `Tap on the phone to the display's settled order (1280x720, every card moving): median ${median(reorders)} ms, ` +
      `max ${Math.max(...reorders)} ms over ${reorders.length}; largest overlap of two readable names ${overlap.toFixed(0)} px²`,
  );
  await phone.close();
  await screen.close();
  for (const c of classes.values()) c.socket.close();
} finally {
  await browser.close();
  await server.stop();
}
console.log(failures ? `\n${failures} cards hidden or boards scrolling` : '\nEvery card fits.');

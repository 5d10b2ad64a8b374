// F10's second half for bench/reports.mjs: the time to draw a report on a phone. Chromium at
// 390x844 with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), signed in as the
// teacher. Printed per report: the first open (navigation to figures painted, the route's code
// and the data fetched included) and a tap on a range chip to its figures painted (the
// fetch, the parse and the render; the p50 and p95 of RUNS_DRAW=10 taps each way).
import { chromium } from '../e2e/node_modules/@playwright/test/index.mjs';
import { api, percentile } from './lib.mjs';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.RUNS_DRAW ?? 10);
const THROTTLE = 4;

/** In the page: taps the chip, then waits for the grid of the new range painted. */
function tapAndTime({ chip, range }) {
  const button = [...document.querySelectorAll('.range-chip')].find((b) => b.textContent === chip);
  const t0 = performance.now();
  button.click();
  return new Promise((resolve) => {
    const check = () => {
      const grid = document.querySelector(`.report-grid[data-range="${range}"][aria-busy="false"]`);
      if (grid) requestAnimationFrame(() => resolve(performance.now() - t0));
      else requestAnimationFrame(check);
    };
    check();
  });
}

const fmt = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms`;
};

export async function drawTimes({ base, cookie, classId, studentId, yearFrom, today }) {
  // "This term" is the school year, so a tap on it draws a year of history.
  await api(base, cookie, 'PATCH', `/api/classes/${classId}/report-settings`, {
    term: { from: yearFrom, to: today },
  });
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name, value, url: base }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const year = `${yearFrom}/${today}`;
  const monthFrom = `${today.slice(0, 8)}01`;
  const monthDays = new Date(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0).getDate();
  const month = `${monthFrom}/${today.slice(0, 8)}${String(monthDays).padStart(2, '0')}`;
  const monday = new Date(`${today}T12:00:00`);
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7));
  const sunday = new Date(monday);
  sunday.setDate(monday.getDate() + 6);
  const iso = (d) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const week = `${iso(monday)}/${iso(sunday)}`;
  const reports = [
    {
      label: "a student's report",
      path: `/classroom/${classId}/reports/students/${studentId}?range=term`,
      taps: [
        { chip: 'This month', range: month, label: 'this month' },
        { chip: 'This term', range: year, label: 'the year' },
      ],
    },
    {
      label: "the class's report",
      path: `/classroom/${classId}/reports?range=term`,
      taps: [
        { chip: 'This week', range: week, label: 'this week' },
        { chip: 'This term', range: year, label: 'the year' },
      ],
    },
  ];
  console.log(
    `  drawing on a phone (Chromium 390x844, CPU slowed ${THROTTLE}x, ${RUNS} taps each way):`,
  );
  try {
    for (const report of reports) {
      // The first open, the route's code not cached yet: navigation to the year's figures drawn.
      await page.goto(`${base}${report.path}`);
      await page.waitForSelector(`.report-grid[data-range="${year}"][aria-busy="false"]`);
      const first = await page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => r(performance.now()))),
      );
      const times = Object.fromEntries(report.taps.map((t) => [t.label, []]));
      for (let i = 0; i < RUNS; i += 1) {
        for (const tap of report.taps) times[tap.label].push(await page.evaluate(tapAndTime, tap));
      }
      console.log(`    ${report.label}: first open (the year) ${first.toFixed(0)} ms`);
      for (const tap of report.taps) {
        const p95 = percentile(
          [...times[tap.label]].sort((a, b) => a - b),
          95,
        );
        console.log(
          `      a tap to ${tap.label.padEnd(10)} ${fmt(times[tap.label])} (target < 300 ms: ${p95 < 300 ? 'within' : 'OVER'})`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

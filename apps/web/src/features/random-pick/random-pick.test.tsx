import type { RandomPick, StudentDto } from '@classbeam/contracts';
import { PICK_HIGHLIGHT_MS } from '@classbeam/domain';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render as renderInBrowser } from 'vitest-browser-react';
import { LocaleProvider } from '../../lib/i18n/provider';
import { initialClassLive, setMirror, useClassLive } from '../../lib/live/class-store';
import { student } from '../../test/snapshots';
import { PickOverlay } from './pick-overlay';
import { PickSheet } from './pick-sheet';
import { RandomPickButton } from './random-pick-button';
import { usePickMoment } from './use-pick-moment';

/** The components read their texts from the catalogue, inside the app's provider. */
const render = (ui: ReactElement) => renderInBrowser(ui, { wrapper: LocaleProvider });

/*
 * Random Student as a device plays a pick the server drew (RP3): the same card at the same
 * server time on every device, the rest of it for a device that heard late, nothing after.
 */

const ADA = student(1, 'Ada');
const BO = student(2, 'Bo');
const CY = student(3, 'Cy');

function classHas(students: StudentDto[], pick: RandomPick | null = null) {
  setMirror({ version: 1, confirmed: students, groups: [], outbox: [] });
  useClassLive.setState({ classId: 1, loaded: true, pick });
}

/** A pick of Cy after lighting Ada then Bo, its cycle starting `inMs` from now. */
const pickStarting = (inMs: number): RandomPick => ({
  classId: 1,
  cycle: [
    { studentId: 1, ms: 300 },
    { studentId: 2, ms: 300 },
  ],
  studentId: 3,
  startsAt: Date.now() + inMs,
  serverNow: Date.now(),
});

/** A board as app/ wires one: the moment lights a card and feeds the overlay. */
function Board() {
  const pick = useClassLive((s) => s.pick);
  const students = useClassLive((s) => s.students);
  const moment = usePickMoment(pick);
  return (
    <>
      <p data-testid="lit">
        {moment ? `${moment.studentId}${moment.chosen ? ' chosen' : ' cycling'}` : 'none'}
      </p>
      <PickOverlay pick={pick} moment={moment} students={students} />
    </>
  );
}

afterEach(() => useClassLive.setState(initialClassLive(null)));

describe('Random Student on a device', () => {
  test('the board lights each step in turn, then shows the pick big for its 5 s', async () => {
    classHas([ADA, BO, CY], pickStarting(250));
    await render(<Board />);
    const lit = page.getByTestId('lit');
    await expect.element(lit).toHaveTextContent('none');
    await expect.element(lit).toHaveTextContent('1 cycling');
    await expect.element(lit).toHaveTextContent('2 cycling');
    // No overlay while it cycles: the cards carry it.
    await expect.element(page.getByTestId('random-pick')).not.toBeInTheDocument();
    await expect.element(lit).toHaveTextContent('3 chosen');
    await expect.element(page.getByTestId('random-pick')).toHaveTextContent(/^Random Student.*Cy$/);
  });

  test('a device that hears of a pick late shows the rest of it, and nothing of one that is over', async () => {
    // Heard 2 s after its start: the cycle is over, the pick has about 4.4 s left.
    classHas([ADA, BO, CY], pickStarting(-2000));
    await render(<Board />);
    await expect.element(page.getByTestId('lit')).toHaveTextContent('3 chosen');
    await expect.element(page.getByTestId('random-pick')).toBeVisible();
    // A tap hides it on this screen only, sooner than its time.
    await page.getByTestId('random-pick').click();
    await expect.element(page.getByTestId('random-pick')).not.toBeInTheDocument();
    await expect.element(page.getByTestId('lit')).toHaveTextContent('3 chosen');
    useClassLive.setState({ pick: pickStarting(-600 - PICK_HIGHLIGHT_MS - 100) });
    await expect.element(page.getByTestId('lit')).toHaveTextContent('none');
    await expect.element(page.getByTestId('random-pick')).not.toBeInTheDocument();
  });

  test("the teacher's phone shows the names cycling, then the pick, wherever the dashboard is", async () => {
    classHas([ADA, BO, CY], pickStarting(100));
    await render(<PickSheet />);
    const sheet = page.getByTestId('pick-sheet');
    await expect.element(sheet).toHaveTextContent('Picking…Ada');
    await expect.element(sheet).toHaveTextContent('Picking…Bo');
    await expect.element(sheet).toHaveTextContent('Random StudentCy');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.element(sheet).not.toBeInTheDocument();
  });

  test('Random Student waits while a pick cycles, and while nobody is here', async () => {
    classHas([ADA, BO, CY], pickStarting(200));
    await render(<RandomPickButton variant="panel" />);
    const button = page.getByRole('button', { name: 'Random Student' });
    await expect.element(button).toBeDisabled();
    // Landed: the teacher may pick again during the 5 s.
    await expect.element(button).toBeEnabled();
    classHas([{ ...ADA, attendanceStatus: 'absent' }], null);
    await expect.element(button).toBeDisabled();
    classHas([{ ...ADA, attendanceStatus: 'late' }], null);
    await expect.element(button).toBeEnabled();
  });
});

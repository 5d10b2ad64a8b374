import type { ClassRun, ClientRunCommand } from '@classbeam/contracts';
import { initialRun, transition } from '@classbeam/domain';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render as renderInBrowser } from 'vitest-browser-react';
import { LocaleProvider } from '../../lib/i18n/provider';
import { initialClassLive, useClassLive } from '../../lib/live/class-store';
import { openClass } from '../../lib/live/class-sync';
import { type FakeServer, fakeSocketPair } from '../../test/fake-socket';
import { classSnapshot, student } from '../../test/snapshots';
import { TimerPanel } from './timer-panel';

/** The components read their texts from the catalogue, inside the app's provider. */
const render = (ui: ReactElement) => renderInBrowser(ui, { wrapper: LocaleProvider });

/*
 * The countdown as one control (docs/decisions/0145): a preset starts it with its minutes, and
 * nothing restarts it with other minutes while it counts.
 */

let server: FakeServer;
let close: () => void = () => {};

async function classOpen(run: ClassRun) {
  const pair = fakeSocketPair();
  server = pair.server;
  server.answerAlways('clock:sync', () => ({ serverNow: Date.now() }));
  close = openClass(1, [], () => pair.client);
  server.connect();
  server.next('class:join').ok(classSnapshot(5, [student(1, 'Ada')], { run }));
  await vi.waitFor(() => expect(useClassLive.getState().loaded).toBe(true));
}

/** Answers the oldest waiting run command as the server would. */
function answer(run: ClassRun): ClassRun {
  const sent = server.next('run:command');
  const result = transition(run, sent.payload.command as ClientRunCommand, Date.now());
  if (!result.ok) throw new Error(result.reason);
  sent.ok({ run: result.run, serverNow: Date.now() });
  return result.run;
}

const panel = () => page.getByRole('region', { name: 'Timer' });
const sentCommands = () => server.commands.filter((c) => c.event === 'run:command');

afterEach(() => {
  close();
  useClassLive.setState(initialClassLive(null));
});

describe('TimerPanel', () => {
  test('a preset starts the countdown with its minutes; Start cannot restart it with others', async () => {
    const ready = initialRun();
    await classOpen(ready);
    await render(<TimerPanel />);
    await panel().getByRole('button', { name: 'Start a 5-minute timer' }).click();
    expect(sentCommands().map((c) => c.payload)).toEqual([
      { classId: 1, command: { type: 'timer-start', minutes: 5 } },
    ]);
    // Before the answer, the rest of the start controls wait.
    await expect.element(panel().getByRole('button', { name: 'Start Timer' })).toBeDisabled();
    const running = answer(ready);
    // Counting: Pause and Stop only. No preset, no Start Timer, no minutes to restart with.
    await expect.element(panel().getByRole('button', { name: 'Pause Timer' })).toBeVisible();
    await expect.element(panel().getByRole('button', { name: 'Stop Timer' })).toBeVisible();
    await expect
      .element(panel().getByRole('button', { name: 'Start Timer' }))
      .not.toBeInTheDocument();
    await expect
      .element(panel().getByRole('button', { name: 'Start a 3-minute timer' }))
      .not.toBeInTheDocument();
    await expect.element(panel()).toHaveTextContent('A 5-minute timer. Stop it to start another.');
    await expect.element(panel().getByTestId('timer-time-left')).toHaveTextContent(/^(5:00|4:59)$/);
    expect(sentCommands()).toHaveLength(1);

    await panel().getByRole('button', { name: 'Stop Timer' }).click();
    answer(running);
    // Stopped: the start controls come back, the minutes field holding the preset's 5.
    await expect.element(panel().getByLabelText('Custom minutes')).toHaveValue(5);
    await panel().getByRole('button', { name: 'Start Timer' }).click();
    expect(sentCommands().at(-1)?.payload).toEqual({
      classId: 1,
      command: { type: 'timer-start', minutes: 5 },
    });
  });

  test('the chime switches: this device is off until switched on and remembers it; the board follows the class', async () => {
    localStorage.clear();
    await classOpen(initialRun());
    const boardSound = { on: true, onChange: vi.fn() };
    const screen = await render(<TimerPanel boardSound={boardSound} />);
    const device = panel().getByRole('switch', { name: 'On this device' });
    await expect.element(device).toHaveAttribute('aria-checked', 'false');
    await device.click();
    await expect.element(device).toHaveAttribute('aria-checked', 'true');
    expect(localStorage.getItem('classbeam:times-up-sound')).toBe('on');
    const board = panel().getByRole('switch', { name: 'On the board' });
    await expect.element(board).toHaveAttribute('aria-checked', 'true');
    await board.click();
    expect(boardSound.onChange).toHaveBeenCalledWith(false);
    screen.unmount();
    localStorage.clear();
  });
});

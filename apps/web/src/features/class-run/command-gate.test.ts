import type { ClientRunCommand } from '@classbeam/contracts';
import { describe, expect, it } from 'vitest';
import { createCommandGate, DOUBLE_PRESS_MS } from './command-gate';

/**
 * A gate in front of a server stand-in that records what reaches it and answers when the test
 * says so, on a clock the test sets.
 */
function gatedServer() {
  const sent: ClientRunCommand['type'][] = [];
  const answers: ((ok: boolean) => void)[] = [];
  const clock = { now: 0 };
  const gate = createCommandGate(
    (command) => {
      sent.push(command.type);
      return new Promise<boolean>((resolve) => answers.push(resolve));
    },
    () => clock.now,
  );
  const answer = async (ok = true) => {
    answers.shift()?.(ok);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { sent, gate, answer, clock };
}

describe('one press, one command', () => {
  it('a double-click on Skip sends one skip, not two', async () => {
    const { gate, clock, ...server } = gatedServer();
    const first = gate({ type: 'next' });
    clock.now = 80;
    const second = gate({ type: 'next' });
    expect(await second).toBe(false);
    await server.answer();
    expect(await first).toBe(true);
    expect(server.sent).toEqual(['next']);
  });

  it('drops the same command while it is in flight, however slow the answer', async () => {
    const { gate, clock, ...server } = gatedServer();
    void gate({ type: 'undo' });
    clock.now = 2_000;
    expect(await gate({ type: 'undo' })).toBe(false);
    expect(server.sent).toEqual(['undo']);
  });

  it('keeps a different press made while a command is in flight, and sends it after', async () => {
    const { gate, ...server } = gatedServer();
    const skip = gate({ type: 'next' });
    // Pause pressed before Skip's answer: not lost, not sent alongside it either.
    const pause = gate({ type: 'pause' });
    expect(server.sent).toEqual(['next']);
    await server.answer();
    expect(await skip).toBe(true);
    expect(server.sent).toEqual(['next', 'pause']);
    await server.answer();
    expect(await pause).toBe(true);
  });

  it('keeps only the latest of several presses waiting', async () => {
    const { gate, ...server } = gatedServer();
    void gate({ type: 'next' });
    const pause = gate({ type: 'pause' });
    const freeTime = gate({ type: 'toggle-free-time' });
    // The same waiting press again is one press.
    const again = gate({ type: 'toggle-free-time' });
    expect(await pause).toBe(false);
    expect(await again).toBe(false);
    await server.answer();
    await server.answer();
    expect(await freeTime).toBe(true);
    expect(server.sent).toEqual(['next', 'toggle-free-time']);
  });

  it('a double-tap whose second tap comes just after a fast answer still sends once', async () => {
    const { gate, clock, ...server } = gatedServer();
    const first = gate({ type: 'toggle-free-time' });
    clock.now = 10;
    await server.answer();
    await first;
    clock.now = 150;
    expect(await gate({ type: 'toggle-free-time' })).toBe(false);
    expect(server.sent).toEqual(['toggle-free-time']);
  });

  it('takes the next press once the first was answered and the moment has passed', async () => {
    const { gate, clock, ...server } = gatedServer();
    const first = gate({ type: 'next' });
    await server.answer();
    await first;
    // Another command at once is a new press, not a double one.
    const pause = gate({ type: 'pause' });
    await server.answer();
    expect(await pause).toBe(true);
    clock.now = DOUBLE_PRESS_MS;
    const again = gate({ type: 'next' });
    await server.answer();
    expect(await again).toBe(true);
    expect(server.sent).toEqual(['next', 'pause', 'next']);
  });

  it('is free again after a command that threw', async () => {
    let now = 0;
    const sent: string[] = [];
    const gate = createCommandGate(
      async (command) => {
        sent.push(command.type);
        if (sent.length === 1) throw new Error('socket gone');
        return true;
      },
      () => now,
    );
    await expect(gate({ type: 'next' })).rejects.toThrow('socket gone');
    now = DOUBLE_PRESS_MS;
    expect(await gate({ type: 'next' })).toBe(true);
    expect(sent).toEqual(['next', 'next']);
  });
});

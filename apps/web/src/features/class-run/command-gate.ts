import type { ClientRunCommand } from '@classbeam/contracts';

/**
 * How soon the same command again counts as the same press: a double-click or double-tap lands
 * well inside this, even when the server answered the first press in a few milliseconds.
 */
export const DOUBLE_PRESS_MS = 400;

export type SendCommand = (command: ClientRunCommand) => Promise<boolean>;

/**
 * One press, one command. A run command computed from the state on screen is applied by the
 * server as a fresh step, so a second Skip sent before the first lands skips two activities.
 * The gate drops the same command while it is in flight (until `send` settles) and again
 * within DOUBLE_PRESS_MS of its answer. A different command pressed meanwhile (Pause just after
 * Skip) is not lost: it waits, and goes once the first is answered, from the state that answer
 * brought (the device reads the run's `rev` when it sends). Only the latest such press waits;
 * a dropped or replaced command resolves false.
 */
export function createCommandGate(send: SendCommand, clock: () => number = Date.now): SendCommand {
  let inFlight: ClientRunCommand['type'] | null = null;
  let waiting: { command: ClientRunCommand; done: (sent: Promise<boolean>) => void } | null = null;
  let last: { type: ClientRunCommand['type']; at: number } | null = null;

  async function run(command: ClientRunCommand): Promise<boolean> {
    inFlight = command.type;
    try {
      return await send(command);
    } finally {
      inFlight = null;
      // The second tap of a double-tap may come just after a slow answer to the first.
      last = { type: command.type, at: clock() };
      const next = waiting;
      waiting = null;
      if (next) next.done(run(next.command));
    }
  }

  return function gated(command) {
    const now = clock();
    if (inFlight !== null) {
      if (command.type === inFlight || waiting?.command.type === command.type) {
        return Promise.resolve(false);
      }
      waiting?.done(Promise.resolve(false));
      return new Promise<boolean>((resolve, reject) => {
        waiting = { command, done: (sent) => sent.then(resolve, reject) };
      });
    }
    if (last && last.type === command.type && now - last.at < DOUBLE_PRESS_MS) {
      return Promise.resolve(false);
    }
    return run(command);
  };
}

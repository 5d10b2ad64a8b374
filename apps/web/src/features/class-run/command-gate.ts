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
 * The gate drops a command while another is in flight (until `send` settles), and the same
 * command again within DOUBLE_PRESS_MS of the last one's answer. A dropped command resolves
 * false.
 */
export function createCommandGate(send: SendCommand, clock: () => number = Date.now): SendCommand {
  let inFlight = false;
  let last: { type: ClientRunCommand['type']; at: number } | null = null;

  return async function gated(command) {
    const now = clock();
    if (inFlight) return false;
    if (last && last.type === command.type && now - last.at < DOUBLE_PRESS_MS) return false;
    inFlight = true;
    try {
      return await send(command);
    } finally {
      inFlight = false;
      // The second tap of a double-tap may come just after a slow answer to the first.
      last = { type: command.type, at: clock() };
    }
  };
}

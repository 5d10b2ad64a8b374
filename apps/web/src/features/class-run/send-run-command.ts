import { runCommand } from '../../lib/live/class-sync';
import { createCommandGate } from './command-gate';

/**
 * The one way the run's buttons and keys send a command, on the dashboard and the board alike:
 * a double-click, a double-tap or a key pressed twice quickly sends one command.
 */
export const sendRunCommand = createCommandGate(runCommand);

/** "Time's up" dismissed on a teacher's device: the server clears it for every device (CT11). */
export const dismissTimesUp = () => void sendRunCommand({ type: 'timer-dismiss' });

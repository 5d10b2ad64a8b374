import type { Operation } from '@classbeam/contracts';
import { expect } from 'vitest';
import { type ClientSocket, sleep } from './socket-client';

/**
 * One R10 trial as the web client behaves: a tap waits up to 100 ms in the outbox (taps close
 * together travel as one), so Reset or Start can leave before it. Unacknowledged, the tap rides
 * along with the command; the outbox still sends it too, before or after. Trials alternate
 * Reset and Start, tap-first and command-first, with gaps of 0-150 ms. Answers the gap.
 */
export async function tapThenCommand(
  socket: ClientSocket,
  classId: number,
  tap: Operation,
  trial: number,
): Promise<number> {
  const delay = (trial * 37) % 151;
  const type = trial % 4 < 2 ? 'reset' : 'start';
  if (type === 'start') {
    const reset = await socket.emitWithAck('run:command', { classId, command: { type: 'reset' } });
    expect(reset.ok, `trial ${trial}: reset before start`).toBe(true);
  }
  const flush = () => socket.emitWithAck('ops:apply', { classId, ops: [tap] });
  const tapFirst = trial % 2 === 0;
  let tapAck = tapFirst ? flush() : undefined;
  if (tapFirst) await sleep(delay);
  const command = socket.emitWithAck('run:command', { classId, command: { type }, ops: [tap] });
  if (!tapFirst) {
    await sleep(delay);
    tapAck = flush();
  }
  const ack = await command;
  expect(ack.ok, `trial ${trial}`).toBe(true);
  if (ack.ok) expect(ack.data.ops?.done ?? [tap.opId]).toEqual([tap.opId]);
  if (ack.ok) expect(ack.data.ops?.rejected ?? []).toEqual([]);
  expect((await tapAck)?.ok).toBe(true);
  return delay;
}

import type { VolumeListener } from '@classbeam/contracts';
import { t } from '@lingui/core/macro';
import { create } from 'zustand';
import { serverTextLater } from '../i18n/server-text-later';
import { ACK_TIMEOUT_MS } from './retry';
import type { LiveSocket } from './socket';

/*
 * The classroom noise feed on whichever live connection this page has (the teacher's class or
 * a display link): the levels the listener sends, the watching that asks the server for them,
 * and "Listen here" itself. The connection says when it has (re)joined its class; watching and
 * listening are then asked for again, since a new socket starts in no room.
 */

interface Channel {
  classId: number;
  socket: LiveSocket;
  joined: boolean;
}

let channel: Channel | null = null;
let watchers = 0;
const rejoinHandlers = new Set<() => void>();
const closeHandlers = new Set<() => void>();

/** The levels as this device receives them (the listening device feeds its own). */
export interface LevelFeed {
  /** The newest level, with the time it arrived (ms, this device's clock). */
  latest: { level: number; at: number } | null;
  /** The last few seconds of levels, oldest first, for the 5-second average. */
  recent: readonly { level: number; at: number }[];
}

const FEED_WINDOW_MS = 5000;

export const useLevelFeed = create<LevelFeed>()(() => ({ latest: null, recent: [] }));

export function feedLevel(level: number, at = Date.now()): void {
  const recent = [
    ...useLevelFeed.getState().recent.filter((l) => l.at > at - FEED_WINDOW_MS),
    { level, at },
  ];
  useLevelFeed.setState({ latest: { level, at }, recent });
}

export function clearLevels(): void {
  useLevelFeed.setState({ latest: null, recent: [] });
}

/** The live connection of this page opens (null: it closed). */
export function attachVolumeChannel(classId: number, socket: LiveSocket): () => void {
  const mine: Channel = { classId, socket, joined: false };
  channel = mine;
  clearLevels();
  socket.on('volume:level', (event) => {
    if (event.classId === classId) feedLevel(event.level);
  });
  socket.on('disconnect', () => {
    mine.joined = false;
  });
  return () => {
    if (channel !== mine) return;
    channel = null;
    clearLevels();
    for (const handler of closeHandlers) handler();
  };
}

/** The page left its class (another class, signed out, the display closed). */
export function onVolumeClose(handler: () => void): () => void {
  closeHandlers.add(handler);
  return () => closeHandlers.delete(handler);
}

/** The connection is in its class again: ask again for what this page wants. */
export function volumeChannelJoined(): void {
  if (!channel) return;
  channel.joined = true;
  if (watchers > 0) sendWatch(true);
  for (const handler of rejoinHandlers) handler();
}

/** The connection is in its class now (false while it reconnects). */
export const volumeChannelReady = () => channel?.joined === true;

export function onVolumeRejoin(handler: () => void): () => void {
  rejoinHandlers.add(handler);
  return () => rejoinHandlers.delete(handler);
}

function sendWatch(watch: boolean): void {
  if (!channel?.joined) return;
  const { socket, classId } = channel;
  socket
    .timeout(ACK_TIMEOUT_MS)
    .emitWithAck('volume:watch', { classId, watch })
    .then((ack) => {
      if (!ack.ok) console.warn('Volume watch refused', ack.error);
    })
    .catch(() => {
      // Unanswered: the next rejoin asks again.
    });
}

/** A meter is on screen: levels come to this device until the returned function is called. */
export function watchLevels(): () => void {
  watchers += 1;
  if (watchers === 1) sendWatch(true);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    watchers -= 1;
    if (watchers === 0) sendWatch(false);
  };
}

/** "Listen here" (true) or stop (false): the class's listener after it, or an error message. */
export async function requestListen(
  listen: boolean,
  label?: string,
): Promise<{ ok: true; listener: VolumeListener | null } | { ok: false; message: string }> {
  // Not in the class yet (the page is still connecting, or the network is away): the claim
  // is made again as soon as the class is joined (onVolumeRejoin), so this is a wait, not a fault.
  if (!channel?.joined) return { ok: false, message: t`Connecting to the classroom server…` };
  try {
    const ack = await channel.socket.timeout(ACK_TIMEOUT_MS).emitWithAck('volume:listen', {
      classId: channel.classId,
      listen,
      ...(listen ? { label } : {}),
    });
    if (ack.ok) return { ok: true, listener: ack.data.listener };
    // The server's refusal in the active language (its tables come with the first refusal:
    // this runs in the display's and the dashboard's first load).
    return { ok: false, message: await serverTextLater(ack.error) };
  } catch {
    return { ok: false, message: t`The classroom server did not answer.` };
  }
}

/** Readings from the listening device: volatile, so readings that cannot go are dropped. */
export function sendLevel(level: number, earlier: readonly number[] = []): void {
  if (!channel?.joined) return;
  channel.socket.volatile.emit('volume:level', {
    classId: channel.classId,
    level,
    ...(earlier.length > 0 ? { earlier: [...earlier] } : {}),
  });
}

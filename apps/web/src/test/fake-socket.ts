import type { Ack, ClientToServerEvents, ServerToClientEvents } from '@classbeam/contracts';
import type { LiveSocket } from '../lib/live/socket';

/*
 * Two ends of a socket in memory, for the client sync code's tests: the page gets `client`
 * (what socket.io-client's Socket offers the code in lib/live and the display's sync), the
 * test holds `server` and decides what arrives and in which order. Commands wait in
 * `server.commands` until the test answers them, so a test can let an event overtake an
 * answer, answer two commands in the other order, or never answer at all.
 */

type Handler = (...args: never[]) => void;
type CommandName = keyof ClientToServerEvents;
type Payload<E extends CommandName> = Parameters<ClientToServerEvents[E]>[0];
type Answer<E extends CommandName> =
  Parameters<ClientToServerEvents[E]> extends [unknown, (ack: Ack<infer T>) => void] ? T : never;

export interface SentCommand<E extends CommandName = CommandName> {
  event: E;
  payload: Payload<E>;
  answered: boolean;
  /** Answers it as the server would: `{ ok: true, data }`. */
  ok(data: Answer<E>): void;
  /** Answers it with a refusal. */
  refuse(code: string, message?: string): void;
}

export interface FakeServer {
  /** Commands the page sent, oldest first (answered ones stay, marked). */
  readonly commands: SentCommand[];
  /** The oldest unanswered command of that name; fails the test when there is none. */
  next<E extends CommandName>(event: E): SentCommand<E>;
  /** Unanswered commands of that name. */
  waiting(event: CommandName): SentCommand[];
  /** Answers every future command of that name at once (the clock probes, say). */
  answerAlways<E extends CommandName>(event: E, answer: (payload: Payload<E>) => Answer<E>): void;
  /** The handshake succeeds: 'connect' on the page. */
  connect(): void;
  /** The handshake is refused (the server's middleware said why). */
  refuse(message: string): void;
  /** The connection drops (the server closed it, or the network did). */
  drop(reason?: string): void;
  /** An event from the server. */
  send<E extends keyof ServerToClientEvents>(
    event: E,
    payload: Parameters<ServerToClientEvents[E]>[0],
  ): void;
  /** What the page sent without waiting for an answer (volatile levels). */
  readonly unanswered: { event: string; payload: unknown }[];
}

export function fakeSocketPair(): { client: LiveSocket; server: FakeServer } {
  const handlers = new Map<string, Set<Handler>>();
  const always = new Map<string, (payload: never) => unknown>();
  const commands: SentCommand[] = [];
  const unanswered: { event: string; payload: unknown }[] = [];
  const fire = (event: string, ...args: unknown[]) => {
    for (const handler of [...(handlers.get(event) ?? [])])
      (handler as (...a: unknown[]) => void)(...args);
  };

  const state = { connected: false, active: true };

  const send = (event: string, payload: unknown, ack?: (answer: unknown) => void) => {
    if (!ack) {
      unanswered.push({ event, payload });
      return;
    }
    const command: SentCommand = {
      event: event as CommandName,
      payload: payload as never,
      answered: false,
      ok: (data) => answer({ ok: true, data }),
      refuse: (code, message = code) => answer({ ok: false, error: { code, message } }),
    };
    function answer(result: unknown) {
      if (command.answered) throw new Error(`${event} was answered twice`);
      command.answered = true;
      ack?.(result);
    }
    commands.push(command);
    const auto = always.get(event);
    if (auto) command.ok(auto(payload as never) as never);
  };

  const client = {
    id: 'fake-socket',
    get connected() {
      return state.connected;
    },
    get active() {
      return state.active;
    },
    on(event: string, handler: Handler) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)?.add(handler);
      return client;
    },
    off(event: string, handler?: Handler) {
      if (handler) handlers.get(event)?.delete(handler);
      else handlers.delete(event);
      return client;
    },
    emit(event: string, ...args: unknown[]) {
      const last = args.at(-1);
      if (typeof last === 'function') send(event, args[0], last as (answer: unknown) => void);
      else send(event, args[0]);
      return client;
    },
    volatile: {
      emit(event: string, payload: unknown) {
        unanswered.push({ event, payload });
      },
    },
    /** As socket.io's: the answer, or a rejection once `ms` passes without one. */
    timeout(ms: number) {
      return {
        emitWithAck: (event: string, payload: unknown) =>
          new Promise((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error('operation has timed out')), ms);
            send(event, payload, (answer) => {
              clearTimeout(timer);
              resolve(answer);
            });
          }),
      };
    },
    connect() {
      state.active = true;
      return client;
    },
    disconnect() {
      const was = state.connected;
      state.connected = false;
      state.active = false;
      if (was) fire('disconnect', 'io client disconnect');
      return client;
    },
  };

  const server: FakeServer = {
    commands,
    unanswered,
    next(event) {
      const found = commands.find((c) => c.event === event && !c.answered);
      if (!found) {
        const sent = commands.map((c) => `${c.event}${c.answered ? ' (answered)' : ''}`);
        throw new Error(`No unanswered ${event}; sent: ${sent.join(', ') || 'nothing'}`);
      }
      return found as unknown as SentCommand<typeof event>;
    },
    waiting: (event) => commands.filter((c) => c.event === event && !c.answered),
    answerAlways(event, answer) {
      always.set(event, answer as (payload: never) => unknown);
    },
    connect() {
      state.connected = true;
      state.active = true;
      fire('connect');
    },
    refuse(message) {
      state.connected = false;
      state.active = false;
      fire('connect_error', new Error(message));
    },
    drop(reason = 'transport close') {
      state.connected = false;
      fire('disconnect', reason);
    },
    send(event, payload) {
      fire(event, payload);
    },
  };

  return { client: client as unknown as LiveSocket, server };
}

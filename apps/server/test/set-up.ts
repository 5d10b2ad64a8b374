import { afterAll, afterEach, beforeAll } from 'vitest';
import { createTestContext, listening, type Teacher, type TestContext } from './context';
import type { ClientSocket } from './socket-client';

/** The teachers a file signs up before its tests, in this order: `teacher`, then `other`. */
interface SignedUp {
  0: unknown;
  1: { teacher: Teacher };
  2: { teacher: Teacher; other: Teacher };
}
type Teachers = keyof SignedUp;

export type FileServer<N extends Teachers = 1> = { ctx: TestContext } & SignedUp[N];
export type LiveFileServer<N extends Teachers = 1> = FileServer<N> & {
  /** The app's URL on loopback, for real socket.io clients. */
  base: string;
};

/** The hooks of both: a listening app also closes the sockets a test opened. */
function register(
  listen: boolean,
  teachers: Teachers,
  assign: (server: LiveFileServer<2>) => void,
): ClientSocket[] {
  const open: ClientSocket[] = [];
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestContext();
    const base = listen ? await listening(ctx) : '';
    const teacher = teachers > 0 ? await ctx.signUp() : undefined;
    const other = teachers > 1 ? await ctx.signUp() : undefined;
    // Only the teachers asked for are there: the exported signatures type what a file gets.
    assign({ ctx, base, teacher, other } as LiveFileServer<2>);
  });
  if (listen) {
    afterEach(() => {
      for (const socket of open.splice(0)) socket.disconnect();
    });
  }
  afterAll(() => ctx?.close());
  return open;
}

/**
 * A test file's server, registered as its hooks: before its tests a fresh migrated database of
 * its own, the app on it (not listening: `ctx.request` injects) and one teacher signed up, or
 * as many as `teachers` says; after them the app closes and the database is dropped. `assign`
 * hands them over once they exist: the file keeps its own `let ctx`, `teacher`… names.
 */
export function setUpServer<N extends Teachers = 1>(
  assign: (server: FileServer<N>) => void,
  options?: { teachers: N },
): void {
  register(false, options?.teachers ?? 1, assign as (server: LiveFileServer<2>) => void);
}

/**
 * The same, listening on a free loopback port for real sockets. Answers the list the file
 * puts the sockets it opens on: each is disconnected after its test.
 */
export function setUpLiveServer<N extends Teachers = 1>(
  assign: (server: LiveFileServer<N>) => void,
  options?: { teachers: N },
): ClientSocket[] {
  return register(true, options?.teachers ?? 1, assign as (server: LiveFileServer<2>) => void);
}

import type { Ack } from '@classbeam/contracts';
import type { z } from 'zod';
import { toApiError } from '../http/errors';
import { refuseNul } from '../http/storable-text';

/**
 * Wraps a socket command: validates the payload, runs it, and always answers the ack with
 * `{ok, data}` or `{ok:false, error}`; a client without an ack callback gets nothing.
 */
export function command<S extends z.ZodType, R>(
  schema: S,
  run: (payload: z.infer<S>) => Promise<R>,
): (payload: unknown, ack: unknown) => void {
  return (payload, ack) => {
    const reply = typeof ack === 'function' ? (ack as (result: Ack<R>) => void) : () => {};
    Promise.resolve()
      .then(() => {
        refuseNul(payload);
        return run(schema.parse(payload));
      })
      .then(
        (data) => reply({ ok: true, data }),
        (error: unknown) => reply({ ok: false, error: toApiError(error).body }),
      );
  };
}

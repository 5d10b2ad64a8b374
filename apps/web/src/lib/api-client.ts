import type { ErrorCode } from '@classbeam/contracts';

/** The `{code, message}` body of every non-ok answer; a newer server may send codes we do not know. */
export interface ApiErrorBody {
  code: string;
  message: string;
  /** A date of birth that did not match: the tries the student has left today. */
  triesLeft?: number;
}

/**
 * A non-ok HTTP answer. The message follows the spec (`${status}: ${body}`, or the status text
 * when the body is empty); `apiError` carries the server's `{code, message}` so callers switch
 * on codes, never on message text.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    readonly status: number,
    readonly body: string,
    readonly apiError: ApiErrorBody | null,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  get code(): string | null {
    return this.apiError?.code ?? null;
  }
}

export interface ReadOptions {
  /** Treat 401 as "nothing there" (null) instead of an error (signed out, for the user read). */
  on401?: 'throw' | 'null';
  signal?: AbortSignal;
}

export interface ApiClient {
  get<T>(path: string, options: ReadOptions & { on401: 'null' }): Promise<T | null>;
  get<T>(path: string, options?: ReadOptions): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  /**
   * A body only where the route asks for one (deleting an account asks for the password); the
   * answer when the caller reads one (a removal from the history says what it changed).
   */
  delete<T = void>(path: string, body?: unknown): Promise<T>;
}

function parseApiError(text: string): ApiErrorBody | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'code' in parsed &&
      'message' in parsed &&
      typeof parsed.code === 'string' &&
      typeof parsed.message === 'string'
    ) {
      const triesLeft =
        'triesLeft' in parsed && typeof parsed.triesLeft === 'number' ? parsed.triesLeft : null;
      return {
        code: parsed.code,
        message: parsed.message,
        ...(triesLeft !== null && { triesLeft }),
      };
    }
  } catch {
    // A proxy or crash page is not JSON; the raw text still goes into the message.
  }
  return null;
}

async function readJson<T>(response: Response): Promise<T> {
  // 204 and empty 200s have no body; callers that expect one get undefined, not a parse error.
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * `baseUrl` is empty in the browser (same origin); tests point it at a local server.
 * `headers` go with every call (the self-assessment page's class key).
 */
export function createApiClient(baseUrl = '', headers: Record<string, string> = {}): ApiClient {
  async function send(
    method: string,
    path: string,
    body: unknown,
    signal?: AbortSignal,
  ): Promise<Response> {
    const hasBody = body !== undefined;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      credentials: 'same-origin',
      // The server refuses unsafe requests without a JSON type, and a body-less request must
      // not claim one (spec section 7), so the header follows the body exactly.
      headers: hasBody ? { ...headers, 'Content-Type': 'application/json' } : headers,
      body: hasBody ? JSON.stringify(body) : undefined,
      signal,
    });
    return response;
  }

  async function fail(response: Response): Promise<never> {
    const text = await response.text().catch(() => '');
    throw new ApiRequestError(response.status, text, parseApiError(text), response.statusText);
  }

  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await send(method, path, body);
    if (!response.ok) return fail(response);
    return readJson<T>(response);
  }

  return {
    async get<T>(path: string, options: ReadOptions = {}): Promise<T> {
      const response = await send('GET', path, undefined, options.signal);
      if (response.status === 401 && options.on401 === 'null') return null as T;
      if (!response.ok) return fail(response);
      return readJson<T>(response);
    },
    post: (path, body) => request('POST', path, body),
    patch: (path, body) => request('PATCH', path, body),
    put: (path, body) => request('PUT', path, body),
    delete: (path, body) => request('DELETE', path, body),
  };
}

export const api = createApiClient();

/** True when the server answered with this error code; typed so a misspelt code fails to compile. */
export function hasCode(error: unknown, code: ErrorCode): error is ApiRequestError {
  return error instanceof ApiRequestError && error.code === code;
}

/** True when the error is a server answer with this status (network failures never match). */
export function hasStatus(error: unknown, status: number): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status === status;
}

/** Why the server refused a guest token: Superset's "Guest token has expired", or any other refusal. */
export type GuestTokenRefusal = 'expired' | 'invalid';

/** Where an embedded page stands with its guest token. */
export type GuestTokenStatus =
  /** Not an embedded page: requests use the session. */
  | { kind: 'off' }
  /** An embedded page whose host has not sent a token yet: requests wait. */
  | { kind: 'waiting' }
  | { kind: 'ready' }
  /** The server refused the current token: requests wait for the next one. */
  | { kind: 'refused'; reason: GuestTokenRefusal };

/**
 * The guest token of an embedded page (`/embedded/{uuid}`), which the embedding application sends
 * through the SDK and replaces before it expires. Every API request of the page carries it, in the
 * header the server names, instead of the session cookie.
 */
export interface GuestTokenSource {
  /** Turns guest mode on for this page: from now on requests carry the token in `headerName`. */
  enable(headerName: string): void;
  enabled(): boolean;
  /** The header the token goes in. */
  headerName(): string;
  /** The current token, if one arrived. */
  peek(): string | null;
  /** A token from the host: the first one, or its replacement. */
  set(token: string): void;
  /**
   * The current token once there is one other than `stale` (any token when `stale` is absent):
   * a request waits here for the first token, or for the replacement of one the server refused.
   * Rejects with an `AbortError` when `signal` aborts first.
   */
  next(stale?: string, signal?: AbortSignal): Promise<string>;
  /** The server refused `token`; it is ignored when the token was already replaced. */
  refuse(token: string, reason: GuestTokenRefusal): void;
  /** The current status; the same object until it changes (for `useSyncExternalStore`). */
  status(): GuestTokenStatus;
  /** Calls `listener` each time the status or the token changes; answers the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

const OFF: GuestTokenStatus = { kind: 'off' };

export const DEFAULT_GUEST_TOKEN_HEADER = 'X-GuestToken';

const abortError = () => new DOMException('The request was aborted', 'AbortError');

export function createGuestTokenSource(): GuestTokenSource {
  let header = DEFAULT_GUEST_TOKEN_HEADER;
  let token: string | null = null;
  let status: GuestTokenStatus = OFF;
  const listeners = new Set<() => void>();
  /** Requests waiting for a token, each with the stale one it waits to see replaced. */
  const waiting = new Set<{ stale: string | undefined; resolve: (token: string) => void }>();

  const usable = (stale: string | undefined) => token !== null && token !== stale && status.kind !== 'refused';
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };

  return {
    enable(headerName) {
      header = headerName || DEFAULT_GUEST_TOKEN_HEADER;
      if (status.kind === 'off') {
        status = token === null ? { kind: 'waiting' } : { kind: 'ready' };
        changed();
      }
    },
    enabled: () => status.kind !== 'off',
    headerName: () => header,
    peek: () => token,
    set(next) {
      // The same token again changes nothing (in particular, it does not lift a refusal).
      if (!next || next === token) return;
      token = next;
      if (status.kind !== 'off' && status.kind !== 'ready') status = { kind: 'ready' };
      for (const waiter of [...waiting]) {
        waiting.delete(waiter);
        waiter.resolve(next);
      }
      changed();
    },
    next(stale, signal) {
      if (signal?.aborted) return Promise.reject(abortError());
      if (usable(stale) && token !== null) return Promise.resolve(token);
      return new Promise<string>((resolve, reject) => {
        const waiter = {
          stale,
          resolve: (value: string) => {
            signal?.removeEventListener('abort', onAbort);
            resolve(value);
          },
        };
        const onAbort = () => {
          waiting.delete(waiter);
          reject(abortError());
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        waiting.add(waiter);
      });
    },
    refuse(refused, reason) {
      if (refused !== token || status.kind === 'off') return;
      if (status.kind === 'refused' && status.reason === reason) return;
      status = { kind: 'refused', reason };
      changed();
    },
    status: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's guest token: in use only on an embedded page (see `main.tsx`). */
export const guestTokens: GuestTokenSource = createGuestTokenSource();

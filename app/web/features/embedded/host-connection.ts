import { Switchboard } from '@superset-ui/switchboard';
import { isAllowedOrigin } from './host-origin';

/** The message type the SDK's handshake carries (its `IFRAME_COMMS_MESSAGE_TYPE`). */
export const EMBEDDED_COMMS_MESSAGE_TYPE = '__embedded_comms__';

/** Our end of the channel, as the SDK names the other one `superset-embedded-sdk`. */
const SWITCHBOARD_NAME = 'superset';

/** Where {@link listenForHost} listens and what it accepts. */
export interface HostListenerOptions {
  /** The embedding's allowed domains; empty: any host. */
  allowedDomains: readonly string[];
  /** A handshake refused because of its origin (for the page's diagnostics). */
  onRefused?: (origin: string) => void;
  /** The window whose messages to read (the page's). */
  target?: Window;
  /** Only messages from this window count (the embedding page: `window.parent`); any when null. */
  expectedSource?: MessageEventSource | null;
}

/** The embedded page's channel to its host, once the host hands it over. */
export interface HostConnection {
  /**
   * Our end of the channel, once an allowed host's handshake arrived. It is not started: the
   * host's first messages (its guest token) wait in the port until the page has defined its
   * methods and calls `start()`.
   */
  readonly connected: Promise<Switchboard>;
  /** Stops listening. */
  stop(): void;
}

const isHandshake = (data: unknown): boolean =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === EMBEDDED_COMMS_MESSAGE_TYPE &&
  (data as { handshake?: unknown }).handshake === 'port transfer';

/**
 * Waits for the SDK's handshake: once the iframe has loaded, the embedding page posts `{type:
 * '__embedded_comms__', handshake: 'port transfer'}` with one end of a MessageChannel. A handshake
 * from an origin outside the allowed domains, or from another window, is ignored; the first
 * accepted one connects and the page listens no more. Start it as the page's script starts: the
 * handshake may come before the first render.
 *
 * @example
 * ```ts
 * const host = listenForHost({ allowedDomains: ['https://app.example'] });
 * const board = await host.connected;
 * board.defineMethod('getScrollSize', () => ({ width: 800, height: 600 }));
 * board.start();
 * ```
 */
export function listenForHost({ allowedDomains, onRefused, target = window, expectedSource = target.parent }: HostListenerOptions): HostConnection {
  let listener: ((event: MessageEvent) => void) | undefined;
  const stop = () => {
    if (listener) target.removeEventListener('message', listener);
    listener = undefined;
  };
  const connected = new Promise<Switchboard>((resolve) => {
    listener = (event: MessageEvent) => {
      if (!isHandshake(event.data)) return;
      if (expectedSource && event.source !== expectedSource) return;
      if (!isAllowedOrigin(event.origin, allowedDomains)) {
        onRefused?.(event.origin);
        return;
      }
      const port = event.ports[0];
      if (!port) return;
      stop();
      resolve(new Switchboard({ port, name: SWITCHBOARD_NAME, debug: false }));
    };
    target.addEventListener('message', listener);
  });
  return { connected, stop };
}

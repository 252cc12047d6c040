// @vitest-environment happy-dom
import { Switchboard } from '@superset-ui/switchboard';
import { afterEach, describe, expect, it } from 'vitest';
import type { DataMaskState } from '@core/dashboard/index.js';
import { createGuestTokenSource } from '../../api/guest-token-source';
import { type EmbeddedDashboardState, type EmbeddedProtocolHandlers, emitDataMask, serveEmbeddedProtocol } from './embedded-protocol';
import type { EmbeddedThemeMode } from './embedded-theme';
import { EMBEDDED_COMMS_MESSAGE_TYPE, listenForHost } from './host-connection';

const HOST = 'https://host.example';
const open: MessagePort[] = [];
const stops: (() => void)[] = [];

afterEach(() => {
  for (const port of open.splice(0)) port.close();
  for (const stop of stops.splice(0)) stop();
});

const DATA_MASK: DataMaskState = {
  'NATIVE_FILTER-1': { id: 'NATIVE_FILTER-1', extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['girl'] }] }, filterState: { value: ['girl'] } },
};

/** The host's side as the SDK builds it: a MessageChannel, one port posted to the page's window, a Switchboard on the other. */
function handshake(origin = HOST, allowedDomains: string[] = [HOST]) {
  const refused: string[] = [];
  const connection = listenForHost({ allowedDomains, onRefused: (from) => refused.push(from), target: window, expectedSource: null });
  stops.push(connection.stop);
  const channel = new MessageChannel();
  open.push(channel.port1, channel.port2);
  window.dispatchEvent(new MessageEvent('message', { data: { type: EMBEDDED_COMMS_MESSAGE_TYPE, handshake: 'port transfer' }, origin, ports: [channel.port2] }));
  const host = new Switchboard({ port: channel.port1, name: 'superset-embedded-sdk', debug: false });
  return { connection, host, refused };
}

/** The page's side: our methods over a guest-token source and a dashboard state. */
async function serve(connection: ReturnType<typeof listenForHost>, state: EmbeddedDashboardState | null = null) {
  const tokens = createGuestTokenSource();
  tokens.enable('X-GuestToken');
  const modes: EmbeddedThemeMode[] = [];
  const permalinkAnchors: (string | null)[] = [];
  const handlers: EmbeddedProtocolHandlers = {
    onGuestToken: (token) => tokens.set(token),
    scrollSize: () => ({ width: 1024, height: 2310 }),
    state: () =>
      state && {
        ...state,
        createPermalink: (anchor) => {
          permalinkAnchors.push(anchor);
          return state.createPermalink(anchor);
        },
      },
    setThemeMode: (mode) => modes.push(mode),
  };
  const board = await connection.connected;
  serveEmbeddedProtocol(board, handlers);
  board.start();
  return { board, tokens, modes, permalinkAnchors };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

const dashboardState = (): EmbeddedDashboardState => ({
  dataMask: DATA_MASK,
  activeTabs: ['TAB-a', 'TAB-b1'],
  createPermalink: async () => ({ key: 'k123', url: 'http://tessera.example/superset/dashboard/p/k123/' }),
});

describe('the embedded page speaking the SDK protocol', () => {
  it('takes the guest token the host emits first, and each refreshed one', async () => {
    const { connection, host } = handshake();
    // The SDK emits the token before it starts its own end; it waits in the port until ours starts.
    host.emit('guestToken', { guestToken: 'token-1' });
    const { tokens } = await serve(connection);
    host.start();
    await until(() => tokens.peek() === 'token-1');
    expect(tokens.status()).toEqual({ kind: 'ready' });
    tokens.refuse('token-1', 'expired');
    host.emit('guestToken', { guestToken: 'token-2' });
    await until(() => tokens.peek() === 'token-2');
    expect(tokens.status()).toEqual({ kind: 'ready' });
  });

  it('answers getScrollSize, getActiveTabs and getDataMask', async () => {
    const { connection, host } = handshake();
    await serve(connection, dashboardState());
    host.start();
    expect(await host.get('getScrollSize')).toEqual({ width: 1024, height: 2310 });
    expect(await host.get('getActiveTabs')).toEqual(['TAB-a', 'TAB-b1']);
    expect(await host.get('getDataMask')).toEqual(DATA_MASK);
  });

  it('answers empty tabs and data masks before the dashboard has loaded, and refuses a permalink', async () => {
    const { connection, host } = handshake();
    await serve(connection, null);
    host.start();
    expect(await host.get('getActiveTabs')).toEqual([]);
    expect(await host.get('getDataMask')).toEqual({});
    await expect(host.get('getDashboardPermalink', { anchor: 'CHART-1' })).rejects.toThrow(/getDashboardPermalink/);
  });

  it("answers getDashboardPermalink with our URL, or the host's when it resolves one", async () => {
    const { connection, host } = handshake();
    const { permalinkAnchors } = await serve(connection, dashboardState());
    const asked: unknown[] = [];
    let resolved: string | null = null;
    host.defineMethod('resolvePermalinkUrl', (args: object) => {
      asked.push(args);
      return resolved;
    });
    host.start();
    expect(await host.get('getDashboardPermalink', { anchor: 'CHART-7' })).toBe('http://tessera.example/superset/dashboard/p/k123/');
    resolved = 'https://host.example/reports?permalink=k123';
    expect(await host.get('getDashboardPermalink', {})).toBe('https://host.example/reports?permalink=k123');
    expect(asked).toEqual([{ key: 'k123' }, { key: 'k123' }]);
    expect(permalinkAnchors).toEqual(['CHART-7', null]);
  });

  it("emits each data-mask change to the host's observeDataMask, with the shown tabs", async () => {
    const { connection, host } = handshake();
    const { board } = await serve(connection, dashboardState());
    const observed: unknown[] = [];
    host.defineMethod('observeDataMask', (args: object) => {
      observed.push(args);
    });
    host.start();
    emitDataMask(board, DATA_MASK, ['TAB-a']);
    emitDataMask(board, {}, []);
    await until(() => observed.length === 2);
    expect(observed).toEqual([{ ...DATA_MASK, activeTabs: ['TAB-a'] }, { activeTabs: [] }]);
  });

  it('switches the colour mode from setThemeMode and setThemeConfig', async () => {
    const { connection, host } = handshake();
    const { modes } = await serve(connection);
    host.start();
    host.emit('setThemeMode', { mode: 'dark' });
    host.emit('setThemeMode', { mode: 'sepia' });
    host.emit('setThemeConfig', { themeConfig: { algorithm: 'default', token: { colorPrimary: '#123456' } } });
    host.emit('setThemeConfig', { themeConfig: { theme_default: {}, theme_dark: {} } });
    host.emit('setThemeMode', { mode: 'system' });
    await until(() => modes.length === 4);
    expect(modes).toEqual(['dark', 'light', 'system', 'system']);
  });

  it('ignores a handshake from an origin outside the allowed domains', async () => {
    const { connection, refused } = handshake('https://evil.example', [HOST, 'partner.example']);
    const outcome = await Promise.race([connection.connected.then(() => 'connected'), new Promise((resolve) => setTimeout(() => resolve('ignored'), 50))]);
    expect(outcome).toBe('ignored');
    expect(refused).toEqual(['https://evil.example']);
  });

  it('accepts any host when the allowed domains are empty, and a host named without its scheme', async () => {
    for (const [origin, allowed] of [
      ['https://anywhere.example', []],
      ['http://partner.example:8080', ['partner.example:8080']],
    ] as const) {
      const { connection, host } = handshake(origin, [...allowed]);
      await serve(connection, dashboardState());
      host.start();
      expect(await host.get('getActiveTabs')).toEqual(['TAB-a', 'TAB-b1']);
    }
  });

  it('ignores messages that are not the handshake, and handshakes from another window', async () => {
    const connection = listenForHost({ allowedDomains: [], target: window, expectedSource: window.parent === window ? null : window.parent });
    stops.push(connection.stop);
    const channel = new MessageChannel();
    open.push(channel.port1, channel.port2);
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'other' }, origin: HOST, ports: [channel.port2] }));
    const strict = listenForHost({ allowedDomains: [], target: window, expectedSource: {} as MessageEventSource });
    stops.push(strict.stop);
    window.dispatchEvent(new MessageEvent('message', { data: { type: EMBEDDED_COMMS_MESSAGE_TYPE, handshake: 'port transfer' }, origin: HOST, ports: [channel.port2], source: window }));
    const outcome = await Promise.race([strict.connected.then(() => 'connected'), new Promise((resolve) => setTimeout(() => resolve('ignored'), 50))]);
    expect(outcome).toBe('ignored');
  });
});

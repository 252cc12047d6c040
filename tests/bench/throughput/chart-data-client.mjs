// The benchmark's browser-like client of several web processes: one session cookie (logged in on
// the first process; sessions live in the shared metadata database) and its CSRF token, sent to
// every process in turn over keep-alive connections.
import http from 'node:http';

/** `name=value` pairs of a response's Set-Cookie headers, for a Cookie header. */
const cookiesOf = (response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');

async function expectOk(response, what) {
  if (response.status >= 300) throw new Error(`${what}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return response;
}

/**
 * Logs in through `POST /login/` on `bases[0]` and fetches the session's CSRF token from the
 * last process (any process accepts the session). Answers a client whose `chartData(n, body)`
 * posts to process `n mod bases.length`.
 */
export async function chartDataClient(bases, { username, password }, maxSockets) {
  const anonymous = await expectOk(await fetch(`${bases[0]}/api/v1/security/csrf_token/`), 'CSRF token before login');
  const login = await expectOk(
    await fetch(`${bases[0]}/login/`, {
      method: 'POST',
      headers: { cookie: cookiesOf(anonymous), 'x-csrftoken': (await anonymous.json()).result, 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    }),
    'browser login',
  );
  const cookie = cookiesOf(login);
  const csrf = await expectOk(await fetch(`${bases.at(-1)}/api/v1/security/csrf_token/`, { headers: { cookie } }), 'CSRF token of the session');
  const headers = { cookie, 'x-csrftoken': (await csrf.json()).result, 'content-type': 'application/json' };
  const agents = bases.map(() => new http.Agent({ keepAlive: true, maxSockets }));

  /** Posts a query context; answers the status, the byte count and the answer's first bytes. */
  const post = (index, payload) =>
    new Promise((resolve, reject) => {
      const text = JSON.stringify(payload);
      const request = http.request(`${bases[index]}/api/v1/chart/data`, { method: 'POST', agent: agents[index], headers: { ...headers, 'content-length': Buffer.byteLength(text) } }, (response) => {
        let head = '';
        let bytes = 0;
        response.on('data', (chunk) => {
          if (head.length < 300) head += chunk.subarray(0, 300).toString('utf8');
          bytes += chunk.length;
        });
        response.on('end', () => resolve({ status: response.statusCode, bytes, head }));
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end(text);
    });

  return {
    processes: bases.length,
    /**
     * Posts `payload` to process `n mod processes`; throws unless it answers 200 with
     * `is_cached` as `cached` says.
     */
    async chartData(n, payload, cached) {
      const index = n % bases.length;
      const answer = await post(index, payload);
      const expected = `{"result":[{"is_cached":${cached}`;
      if (answer.status !== 200 || !answer.head.startsWith(expected)) {
        throw new Error(`chart data on web process ${index + 1} answered ${answer.status}, expected ${expected}…: ${answer.head.slice(0, 200)}`);
      }
      return answer;
    },
    close() {
      for (const agent of agents) agent.destroy();
    },
  };
}

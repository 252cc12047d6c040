import type { FastifyServerOptions } from 'fastify';
import type { TesseraConfig } from '../config/tessera-config.js';

/** The fields of a request's completion line (see request-log-controller.ts), folded into its message on a terminal. */
const REQUEST_FIELDS = ['reqId', 'method', 'url', 'status', 'ms'] as const;

/** Whether the logs are for a person (a terminal, or `LOG_FORMAT=pretty`) rather than for a log collector. */
export function prettyLogs(env: NodeJS.ProcessEnv = process.env): boolean {
  return env['LOG_FORMAT'] === 'pretty' || (env['LOG_FORMAT'] !== 'json' && process.stdout.isTTY === true);
}

/**
 * The server's logger: on a terminal, readable lines (`[12:00:01] INFO: GET /health 200 3 ms`),
 * otherwise one JSON object per line, for a log collector; `LOG_FORMAT=json` or
 * `LOG_FORMAT=pretty` overrides the choice. Either way lines are written synchronously, so they
 * stay in order with what the server prints itself (the banner, a first start's password).
 */
export async function loggerOptions(config: Pick<TesseraConfig, 'logLevel'>, env: NodeJS.ProcessEnv = process.env): Promise<FastifyServerOptions['logger']> {
  // process.stdout writes synchronously to files and pipes, so JSON lines keep their order too.
  if (!prettyLogs(env)) return { level: config.logLevel, stream: process.stdout };
  // Loaded only for a terminal: JSON logging does without it.
  const { default: pinoPretty } = await import('pino-pretty');
  const stream = pinoPretty({
    sync: true,
    colorize: process.stdout.isTTY === true && !env['NO_COLOR'],
    translateTime: 'HH:MM:ss',
    ignore: ['pid', 'hostname', ...REQUEST_FIELDS].join(','),
    messageFormat: (log, messageKey) => {
      const message = String(log[messageKey] ?? '');
      if (message !== 'request' && message !== 'request failed') return message;
      const line = `${String(log['method'])} ${String(log['url'])} ${String(log['status'])} ${String(log['ms'])} ms`;
      return message === 'request' ? line : `${line} (failed)`;
    },
  });
  return { level: config.logLevel, stream };
}

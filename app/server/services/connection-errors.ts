import { ErrorType, issueCode, type ErrorLevel, type TesseraErrorExtra } from '@core/errors/index.js';
import type { ConnectionUriParts } from './connection-uri.js';

/** What a driver error carries that tells one failure from another (pg, mysql2, Node sockets). */
interface DriverErrorFields {
  message: string;
  code?: string;
  errno?: number;
  name?: string;
}

/** The first error in the `cause` chain that carries a code, else the outermost one. */
function driverFields(error: unknown): DriverErrorFields {
  const chain: DriverErrorFields[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object') {
      const e = current as { message?: unknown; code?: unknown; errno?: unknown; name?: unknown; cause?: unknown; errors?: unknown };
      chain.push({
        message: typeof e.message === 'string' ? e.message : String(current),
        code: typeof e.code === 'string' ? e.code : undefined,
        errno: typeof e.errno === 'number' ? e.errno : undefined,
        name: typeof e.name === 'string' ? e.name : undefined,
      });
      // Node's AggregateError (connection attempts on several addresses) keeps the real one inside.
      current = e.cause ?? (Array.isArray(e.errors) ? e.errors[0] : undefined);
    } else {
      chain.push({ message: String(current) });
      current = undefined;
    }
  }
  const coded = chain.find((f) => f.code !== undefined || f.errno !== undefined);
  const outer = chain[0] ?? { message: 'Unknown error' };
  return coded ? { ...coded, message: coded.message || outer.message, name: outer.name } : outer;
}

/** An error object as the API returns it in `errors[]`. */
export interface ApiError {
  message: string;
  error_type: string;
  level: ErrorLevel;
  extra: TesseraErrorExtra;
}

function error(type: string, message: string, engineName: string, code: number, invalid?: string[]): ApiError {
  return {
    message,
    error_type: type,
    level: 'error',
    extra: { engine_name: engineName, issue_codes: [issueCode(code)], ...(invalid ? { invalid } : {}) },
  };
}

/**
 * Turns a failed connection attempt into Superset's error objects (`CONNECTION_…` types with
 * their issue codes and the fields at fault in `extra.invalid`), so the connection form can
 * point at the wrong username, password, host or port. Unknown failures keep the driver's own
 * words as a generic engine error.
 */
export function connectionErrors(cause: unknown, engineName: string, uri: ConnectionUriParts | null): ApiError[] {
  const f = driverFields(cause);
  const username = uri?.username ?? '';
  const host = uri?.host ?? '';
  const port = uri?.port ?? '';
  const database = uri?.database ?? '';
  const message = f.message;
  if (f.name === 'TimeoutError') {
    return [error(ErrorType.CONNECTION_DATABASE_TIMEOUT, 'Please check your connection details and database settings, and ensure that your database is accepting connections, then try connecting again.', engineName, 1001)];
  }
  switch (f.code) {
    case '28P01':
      return [error(ErrorType.CONNECTION_INVALID_PASSWORD_ERROR, `The password provided for username "${username}" is incorrect.`, engineName, 1013, ['username', 'password'])];
    case '28000':
      if (/role .* does not exist/i.test(message)) {
        return [error(ErrorType.CONNECTION_INVALID_USERNAME_ERROR, `The username "${username}" does not exist.`, engineName, 1012, ['username'])];
      }
      return [error(ErrorType.CONNECTION_ACCESS_DENIED_ERROR, `Either the username "${username}" or the password is incorrect.`, engineName, 1014, ['username', 'password'])];
    case '3D000':
    case 'ER_BAD_DB_ERROR':
      return [error(ErrorType.CONNECTION_UNKNOWN_DATABASE_ERROR, `Unable to connect to database "${database}".`, engineName, 1015, ['database'])];
    case 'ER_ACCESS_DENIED_ERROR':
    case 'ER_DBACCESS_DENIED_ERROR':
      return [error(ErrorType.CONNECTION_ACCESS_DENIED_ERROR, `Either the username "${username}" or the password is incorrect.`, engineName, 1014, ['username', 'password'])];
    case 'ECONNREFUSED':
      return [error(ErrorType.CONNECTION_PORT_CLOSED_ERROR, `Port ${port} on hostname "${host}" refused the connection.`, engineName, 1008, ['host', 'port'])];
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return [error(ErrorType.CONNECTION_INVALID_HOSTNAME_ERROR, `The hostname "${host}" cannot be resolved.`, engineName, 1007, ['host'])];
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return [error(ErrorType.CONNECTION_HOST_DOWN_ERROR, `The host "${host}" might be down, and can't be reached on port ${port}.`, engineName, 1009, ['host', 'port'])];
    default:
      break;
  }
  if (f.errno === 1045) {
    return [error(ErrorType.CONNECTION_ACCESS_DENIED_ERROR, `Either the username "${username}" or the password is incorrect.`, engineName, 1014, ['username', 'password'])];
  }
  return [error(ErrorType.GENERIC_DB_ENGINE_ERROR, `${engineName} Error: ${message}`, engineName, 1002)];
}

/** The error for a metadata call (schemas, tables, columns) that the database refused. */
export function engineErrors(cause: unknown, engineName: string): ApiError[] {
  const f = driverFields(cause);
  if (f.name === 'TimeoutError') {
    return [error(ErrorType.BACKEND_TIMEOUT_ERROR, 'The query exceeded the timeout.', engineName, 1001)];
  }
  return [error(ErrorType.GENERIC_DB_ENGINE_ERROR, `${engineName} Error: ${f.message}`, engineName, 1002)];
}

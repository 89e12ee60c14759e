import { pino, stdSerializers, type Logger } from 'pino';
import pretty from 'pino-pretty';

/** Fields of a database error that carry the values of a statement: e-mails, mobiles, password hashes. */
const VALUE_FIELDS = new Set([
  'params',
  'parameters',
  'queryOptions',
  'detail',
  'where',
  'internalQuery',
  'body',
  'payload',
]);

/**
 * Errors as the log keeps them: type, message, SQLSTATE, constraint and stack, and the same for their causes, but
 * never a statement's parameters. Drizzle's query error puts the parameters into its message as well; that message
 * is replaced by the statement alone.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 4) return error;
  const plain = stdSerializers.err(error) as unknown as Record<string, unknown>;
  const safe: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(plain)) {
    if (!VALUE_FIELDS.has(key) && key !== 'cause') safe[key] = value;
  }
  const query = (error as { query?: unknown }).query;
  if (typeof query === 'string' && typeof plain.message === 'string' && plain.message.includes('params:')) {
    safe.message = `Failed query: ${query}`;
    const frames =
      typeof plain.stack === 'string' ? plain.stack.split('\n').filter((l) => /^\s+at /.test(l)) : [];
    safe.stack = [`${error.name}: ${safe.message}`, ...frames].join('\n');
  }
  if (error.cause !== undefined) safe.cause = serializeError(error.cause, depth + 1);
  return safe;
}

/**
 * A request's address without the live secrets some carry (security issue 33): a password link's `?token=` (the
 * storefront's and the console's reset pages) and an invitation's token (the console's `/admin/invite/…` page and the
 * API's `/api/admin/invitations/…`). A log kept for months must not let its reader set a password or become staff.
 */
function withoutSecrets(url: string): string {
  return url
    .replace(/([?&]token=)[^&#]*/gi, '$1[hidden]')
    .replace(/(\/admin\/(?:invite|invitations)\/)[^/?#]+/gi, '$1[hidden]');
}

/** The request as a log line shows it: fastify's own fields, the address without its secrets. */
function serializeRequest(request: {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : withoutSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The server's log: request lines carry method, path and status, never headers or bodies, and the paths that could
 * hold secrets are redacted anyway, so no token or password reaches a log line (nor does a link's token in an
 * address); errors never carry a statement's parameters.
 */
export function createLogger(level: string, stream?: NodeJS.WritableStream): Logger {
  const options = {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', 'body'],
      censor: '[hidden]',
    },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
  };
  if (stream) return pino(options, stream);
  // A person at a terminal reads lines; a service manager or log collector gets JSON, one object per line.
  if (process.stdout.isTTY) {
    return pino(options, pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }));
  }
  return pino(options);
}

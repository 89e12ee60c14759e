import type { FastifyServerOptions } from 'fastify';

/**
 * The server's log: request lines carry method, path and status, never headers or bodies, and the paths that could
 * hold secrets are redacted anyway, so no token or password reaches a log line.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', 'body'],
      censor: '[hidden]',
    },
    ...(stream ? { stream } : {}),
  };
}

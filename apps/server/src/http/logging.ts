import { pino, type Logger } from 'pino';

/**
 * The server's log: request lines carry method, path and status, never headers or bodies, and the paths that could
 * hold secrets are redacted anyway, so no token or password reaches a log line.
 */
export function createLogger(level: string, stream?: NodeJS.WritableStream): Logger {
  const options = {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', 'body'],
      censor: '[hidden]',
    },
  };
  return stream ? pino(options, stream) : pino(options);
}

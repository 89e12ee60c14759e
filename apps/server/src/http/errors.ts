import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CHECKOUT_MESSAGES, MESSAGES } from '@farm/contract';
import { databaseRefusal, isDatabaseUnavailable, sqlState } from '../db/client.js';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  GoneError,
  GatewayRefusedError,
  GatewayUnavailableError,
  NotFoundError,
  RuleViolationError,
  TooManyRequestsError,
  UnauthenticatedError,
} from '../shared/errors.js';

type FieldErrors = Record<string, string[]>;

/** The field a schema issue belongs to, as the client named it: `email`, `items.0.qty`, or the part (`body`). */
function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || context || 'body';
}

function collect(
  issues: { instancePath: string; message?: string }[],
  context: string | undefined,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldName(issue.instancePath, context);
    (errors[field] ??= []).push(issue.message ?? MESSAGES.invalidRequest);
  }
  return errors;
}

/**
 * One place decides how every failure looks on the wire (API.md "Conventions"): `{message}` always, field errors
 * for 422, never a stack trace or SQL. Unexpected errors are logged in full and answered with a plain 500.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = collect(error.validation, error.validationContext);
      const first = Object.values(errors)[0]?.[0] ?? MESSAGES.invalidRequest;
      return reply.code(422).send({ message: first, errors });
    }
    if (error instanceof DomainError) {
      // Before NotFoundError, which it extends.
      if (error instanceof GoneError)
        return reply.code(410).send({ message: error.message, ...error.details });
      if (error instanceof NotFoundError) return reply.code(404).send({ message: error.message });
      if (error instanceof ConflictError)
        return reply.code(409).send({ message: error.message, ...error.details });
      if (error instanceof ForbiddenError) return reply.code(403).send({ message: error.message });
      if (error instanceof UnauthenticatedError) return reply.code(401).send({ message: error.message });
      if (error instanceof TooManyRequestsError) {
        return reply
          .code(429)
          .header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))))
          .send({ message: error.message });
      }
      if (error instanceof RuleViolationError) {
        return reply.code(422).send({ message: error.message, errors: error.errors });
      }
    }
    if (error instanceof GatewayRefusedError) {
      // Razorpay answered and said no (an amount it does not take, a refund beyond what is left): its own words.
      request.log.warn(
        { status: error.statusCode, code: error.code, reason: error.description },
        'payment gateway refused',
      );
      return reply
        .code(422)
        .send({ message: `${CHECKOUT_MESSAGES.gatewayRefusedPrefix}${error.description}`, errors: {} });
    }
    if (error instanceof GatewayUnavailableError) {
      request.log.warn({ err: error }, 'payment gateway unavailable');
      return reply.code(502).send({ message: error.customerMessage ?? CHECKOUT_MESSAGES.gatewayUnavailable });
    }
    // Fastify's own 4xx (bad JSON, too large, a client that hung up mid-body) before anything else: a client's
    // ECONNRESET is not the database's.
    if (!(error instanceof DomainError) && error.statusCode !== undefined) {
      if (error.statusCode >= 400 && error.statusCode < 500) {
        return reply.code(error.statusCode).send({ message: clientMessage(error) });
      }
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ message: MESSAGES.serviceUnavailable });
    }
    // The database refused what a request asked for: the client hears it in words, the log gets the SQLSTATE only
    // (the logger's error serializer never writes a query's parameters).
    const refusal = databaseRefusal(error);
    if (refusal) {
      request.log.warn({ sqlState: sqlState(error), refusal }, 'database refused a request');
      if (refusal === 'data') return reply.code(422).send({ message: MESSAGES.unstorableText, errors: {} });
      if (refusal === 'constraint') return reply.code(409).send({ message: MESSAGES.concurrentChange });
      return reply.code(503).header('retry-after', '1').send({ message: MESSAGES.serviceUnavailable });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ message: MESSAGES.unexpected });
  });
}

/** Fastify's own 4xx errors (bad JSON, wrong content type, too large) in the shop's words. */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return MESSAGES.invalidJson;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return MESSAGES.payloadTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return MESSAGES.unsupportedMediaType;
    default:
      return error.statusCode === 404 ? MESSAGES.notFound : MESSAGES.invalidRequest;
  }
}

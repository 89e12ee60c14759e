/**
 * Errors services raise for outcomes a client must hear about. They know nothing of HTTP; the error handler in
 * http/errors.ts maps each kind to its status code.
 */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The thing asked for does not exist (or belongs to someone else): 404. */
export class NotFoundError extends DomainError {}

/** Input that passed the schema but breaks a rule: 422 with field errors. */
export class RuleViolationError extends DomainError {
  constructor(
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

/** The request conflicts with the current state: 409. */
export class ConflictError extends DomainError {}

/** No valid token came with a call that needs a signed-in customer: 401. */
export class UnauthenticatedError extends DomainError {}

/** A limit was reached; the client may try again after `retryAfterSeconds`: 429. */
export class TooManyRequestsError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** The caller is signed in but asked for something that is not theirs to see: 403. */
export class ForbiddenError extends DomainError {}

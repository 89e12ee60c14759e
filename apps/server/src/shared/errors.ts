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

/** The thing existed and is withdrawn for good (a hidden product): 410, with where to go instead in `details`. */
export class GoneError extends NotFoundError {}

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

/** The gateway could not be reached (no answer, a timeout, its 5xx): the call may be repeated later. */
export class GatewayUnavailableError extends Error {
  /** What the customer reads; a general "could not be reached" when unset. */
  readonly customerMessage: string | undefined;

  constructor(message: string, options: { cause?: unknown; customerMessage?: string } = {}) {
    super(message, { cause: options.cause });
    this.customerMessage = options.customerMessage;
  }
}

/**
 * The gateway answered and refused the call (a 4xx: an amount under ₹1, a refund larger than what is left). Repeating
 * it unchanged will not help; `description` is the gateway's own reason, safe to show.
 */
export class GatewayRefusedError extends Error {
  constructor(
    readonly statusCode: number,
    readonly description: string,
    readonly code: string | undefined,
  ) {
    super(`the payment gateway refused the call (${statusCode}): ${description}`);
  }
}

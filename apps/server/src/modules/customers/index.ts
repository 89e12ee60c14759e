/**
 * The customers module's public face: the only file other modules, flows/ and app.ts import from this module (lint
 * refuses a deep import across modules). Files inside the module import each other directly.
 */
export { rememberLanguage, rememberPlacedLanguage } from './language.js';
export { PasswordResetRepository } from './password-resets.js';
export type { PasswordResetRow } from './password-resets.js';
export { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords.js';
export { AuthRateLimits, connectRedis, consume, limiterFactory } from './rate-limits.js';
export type { LoginGate } from './rate-limits.js';
export { CustomerRepository } from './repository.js';
export { register } from './routes.js';
export { CustomerService } from './service.js';

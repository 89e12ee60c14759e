/**
 * The payments module's public face: the only file other modules, flows/ and app.ts import from this module (lint
 * refuses a deep import across modules). Files inside the module import each other directly.
 */
export { GatewayRefusedError, GatewayUnavailableError } from './gateway.js';
export type { GatewayMode, GatewayPayment, PaymentGateway } from './gateway.js';
export { RazorpayGateway } from './razorpay.js';
export { RefundService, cancelRefundKey, refundKind, shortRefundKey } from './refunds.js';
export type { RefundOutcome, RefundRecorder } from './refunds.js';
export { LEDGER_REPOSITORIES, PaymentOrderRepository, RefundRepository } from './repository.js';
export type { PaymentOrderRow, RefundLineRow, RefundRow } from './repository.js';
export { register } from './routes.js';
export { SANDBOX_WEBHOOK_DELAY_MS } from './sandbox-routes.js';
export { SandboxGateway, sandboxSecret } from './sandbox.js';
export { WebhookEventRepository } from './webhook-events.js';

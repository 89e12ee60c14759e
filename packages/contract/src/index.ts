import './zod-messages.js';
export * from './constants.js';
export * from './messages.js';
export * from './common.js';
export * from './catalogue.js';
export * from './farm.js';
export * from './site.js';
export * from './customers.js';
export * from './orders.js';

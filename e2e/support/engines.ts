/**
 * Journeys whose answer does not depend on the database engine (accessibility and layout sweeps over every page: the
 * same demo data draws the same markup on PGlite and PostgreSQL) carry this tag and run on the first server only.
 * They are the suite's slowest (one to two minutes each); running them once keeps CI well inside its time. Every
 * journey that reads or writes orders, stock, payments or staff still runs on both engines.
 */
export const ONE_ENGINE = { tag: '@one-engine' } as const;

/** What the other servers' projects leave out (playwright.config.ts). */
export const ONE_ENGINE_TAG = /@one-engine/;

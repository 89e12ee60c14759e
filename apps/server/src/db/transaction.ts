import type { Db } from './client.js';

/** A repository class: built on a database handle, so the same class queries the pool or one transaction. */
export type RepositoryClass = new (db: Db) => object;

/** The repositories a transaction needs, by name (a module exports its set, e.g. `LEDGER_REPOSITORIES`). */
export type RepositorySet = Record<string, RepositoryClass>;

/** The same repositories, built on the transaction: everything they read is locked and written together. */
export type Bound<S extends RepositorySet> = { readonly [K in keyof S]: InstanceType<S[K]> };

/**
 * The one way the server opens a transaction: `fn` gets the named repositories bound to it, and everything they write
 * commits together or, when `fn` throws, not at all. Without repositories `fn` gets the transaction's handle (the
 * seeders' bulk statements, the payment sandbox's own table).
 */
export function withTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T>;
export function withTransaction<S extends RepositorySet, T>(
  db: Db,
  repositories: S,
  fn: (tx: Bound<S>) => Promise<T>,
): Promise<T>;
export function withTransaction<S extends RepositorySet, T>(
  db: Db,
  repositoriesOrFn: S | ((tx: Db) => Promise<T>),
  fn?: (tx: Bound<S>) => Promise<T>,
): Promise<T> {
  return db.transaction((handle) => {
    const tx = handle as unknown as Db;
    if (typeof repositoriesOrFn === 'function') return repositoriesOrFn(tx);
    const bound = Object.fromEntries(
      Object.entries(repositoriesOrFn).map(([name, Repository]) => [name, new Repository(tx)]),
    ) as Bound<S>;
    return fn!(bound);
  });
}

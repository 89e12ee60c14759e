import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * A table's row that PostgreSQL sent as JSON (`row_to_json`, `json_agg`), read the way Drizzle reads the table's
 * own rows: property names from the schema, each value through its column's mapping (timestamps become Dates).
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

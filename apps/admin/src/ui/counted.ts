/**
 * A count with its noun, right in the singular and the plural: `counted(1, 'order')` is "1 order",
 * `counted(3, 'order')` "3 orders", `counted(2, 'category', 'categories')` "2 categories". Numbers are grouped the
 * Indian way (1,00,000). Every count the console writes beside a noun goes through this.
 */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;
}

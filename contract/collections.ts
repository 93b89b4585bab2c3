/** Groups `items` by `key`, each group in the items' order, optionally mapping each item. */
export function groupBy<T, K>(items: Iterable<T>, key: (item: T) => K): Map<K, T[]>;
export function groupBy<T, K, V>(
  items: Iterable<T>,
  key: (item: T) => K,
  value: (item: T) => V,
): Map<K, V[]>;
export function groupBy<T, K, V>(
  items: Iterable<T>,
  key: (item: T) => K,
  value?: (item: T) => V,
): Map<K, (T | V)[]> {
  const groups = new Map<K, (T | V)[]>();
  for (const item of items) {
    const k = key(item);
    const kept = value ? value(item) : item;
    const group = groups.get(k);
    if (group) group.push(kept);
    else groups.set(k, [kept]);
  }
  return groups;
}

/** The first `limit` items and how many more there are ('and N more'). */
export function firstOf<T>(items: readonly T[], limit: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}

/**
 * The Elite catalogues (consultation types and modes, support methods, priorities and categories,
 * ticket statuses, deal types and price ranges) are `as const` lists of entries with an `id`.
 * These two helpers read any of them the same way.
 */
interface Entry {
  readonly id: string;
}

/** The ids of a catalogue as a non-empty tuple, the shape `z.enum` takes. */
export function catalogueIds<T extends Entry>(entries: readonly T[]): [T['id'], ...T['id'][]] {
  return entries.map((e) => e.id) as [T['id'], ...T['id'][]];
}

/** The entry with this id (its type guarantees the catalogue holds it). */
export function catalogueEntry<T extends Entry>(entries: readonly T[], id: T['id']): T {
  return entries.find((e) => e.id === id)!;
}

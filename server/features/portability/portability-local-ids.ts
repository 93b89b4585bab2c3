// Export-local ids: 1, 2, 3… per kind in the document's order, so a document does not depend on
// the database's ids and two exports of the same books are equal.

export class LocalIds {
  private readonly ids = new Map<number, number>();

  constructor(databaseIds: Iterable<number> = []) {
    for (const id of databaseIds) this.add(id);
  }

  add(databaseId: number): number {
    const local = this.ids.size + 1;
    this.ids.set(databaseId, local);
    return local;
  }

  /** The local id of a row the document holds; a reference to anything else becomes null. */
  of(databaseId: number | null | undefined): number | null {
    return databaseId == null ? null : (this.ids.get(databaseId) ?? null);
  }

  /** The local ids of these rows, ascending (tags of a part, accounts of a budget…). */
  list(databaseIds: readonly number[]): number[] {
    return databaseIds
      .map((id) => this.ids.get(id))
      .filter((id): id is number => id !== undefined)
      .sort((a, b) => a - b);
  }
}

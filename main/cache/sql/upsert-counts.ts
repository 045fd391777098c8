/** What an upsert of service records did, row by row. */
export interface UpsertCounts {
  inserted: number;
  updated: number;
  /** Same JSON as cached (same hash): not written at all. */
  unchanged: number;
}

/** One "additional information" line of a Pix charge as typed: a name and its value. */
export interface InfoRow {
  name: string;
  value: string;
}

/** The most additional-information lines a Pix charge carries (the contract's limit). */
export const MAX_INFO_ROWS = 10;

/** True when `version` ("22.18.0") is at least the version Balcão needs. */
export function isSupported(version: string): boolean;
/** What to tell someone whose Node is too old, in both languages. */
export function tooOldMessage(version: string): string;
/** Stops the process with the message when this Node is too old. */
export function requireSupportedNode(): void;

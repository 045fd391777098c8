/** Where npm puts the electron package. */
export const ELECTRON_PACKAGE: string;
/** The Electron binary's path, or null when it is not on this computer (never downloads it). */
export function electronBinary(packageDir?: string, env?: NodeJS.ProcessEnv): string | null;

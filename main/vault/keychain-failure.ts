import { AppFailure } from '../../preload/contract/errors.ts';

/**
 * How the OS keychain can fail. libsecret (Linux) reports each of these as a thrown error
 * with a plain message; keytar passes the message on unchanged. The strings below were
 * found by experiment against libsecret 0.20.5 + gnome-keyring 42.1 (Debian 12); the
 * vault tests provoke them.
 */
const lockedMessages = [
  // gnome-keyring, CreateItem on a locked "login" collection whose unlock prompt failed or
  // was dismissed. Reads of a locked collection do NOT fail: they return "not found".
  'Cannot create an item in a locked collection',
  // macOS errSecInteractionNotAllowed (SecCopyErrorMessageString): a locked keychain that
  // may not prompt. Taken from Apple's documentation, not provoked here.
  'User interaction is not allowed',
];

/*
 * Every other thrown error means the keychain cannot be reached. Those seen so far:
 *   "Could not connect: No such file or directory" — DBUS_SESSION_BUS_ADDRESS names a
 *     socket that does not exist;
 *   "Cannot autolaunch D-Bus without X11 $DISPLAY" — no session bus at all;
 *   "The name org.freedesktop.secrets was not provided by any .service files" — a session
 *     bus with no Secret Service (no gnome-keyring, no KWallet bridge);
 *   "Object does not exist at path “/org/freedesktop/secrets/collection/login”" — a Secret
 *     Service without a default keyring.
 */

/** Which kind of keychain failure a thrown keytar error stands for. */
export type KeychainFailureKind = 'locked' | 'unavailable';

/** Classifies a keytar error message; anything unknown counts as "unavailable". */
export function keychainFailureKind(message: string): KeychainFailureKind {
  return lockedMessages.some((known) => message.includes(known)) ? 'locked' : 'unavailable';
}

/**
 * Turns an error thrown by keytar into the `keychain` AppFailure the UI explains. Any
 * thrown error means the keychain could not answer — never "no secret stored". The OS
 * message is kept for the logs: keytar's errors carry the service's words, never the
 * secret that was being stored.
 */
export function keychainFailure(error: unknown): AppFailure {
  const detail = error instanceof Error ? error.message : String(error);
  if (keychainFailureKind(detail) === 'locked') {
    return new AppFailure(
      'keychain',
      'The system keychain is locked. Unlock it (sign in to your desktop again, or open ' +
        `"Passwords and Keys" and unlock the login keyring), then try again. (${detail})`,
      { key: 'error.keychain.locked' },
    );
  }
  return new AppFailure(
    'keychain',
    'The system keychain is not available, so Balcão cannot read or store API keys and ' +
      'certificate keys. On Linux, run a Secret Service (GNOME Keyring or KWallet) in your ' +
      `desktop session and make sure it has a default keyring, then try again. (${detail})`,
    { key: 'error.keychain.unavailable' },
  );
}

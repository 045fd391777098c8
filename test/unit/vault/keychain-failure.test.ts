import { describe, expect, it } from 'vitest';
import { keychainFailure, keychainFailureKind } from '../../../main/vault/keychain-failure.ts';

// The messages keytar throws, verbatim, as libsecret 0.20.5 + gnome-keyring 42.1 produced them
// (see test/integration/vault/keychain-failures.test.ts, which provokes the first four).
const unavailable = [
  'Could not connect: No such file or directory',
  'Cannot autolaunch D-Bus without X11 $DISPLAY',
  'The name org.freedesktop.secrets was not provided by any .service files',
  'Object does not exist at path “/org/freedesktop/secrets/collection/login”',
];
const locked = ['Cannot create an item in a locked collection'];

describe('keychain failures', () => {
  it.each(unavailable)('maps "%s" to unavailable', (message) => {
    expect(keychainFailureKind(message)).toBe('unavailable');
    expect(keychainFailure(new Error(message)).error).toMatchObject({
      code: 'keychain',
      key: 'error.keychain.unavailable',
    });
  });

  it.each(locked)('maps "%s" to locked', (message) => {
    expect(keychainFailureKind(message)).toBe('locked');
    expect(keychainFailure(new Error(message)).error).toMatchObject({
      code: 'keychain',
      key: 'error.keychain.locked',
    });
  });

  it('treats an error it does not know as unavailable, never as "not stored"', () => {
    expect(keychainFailure('something new').error.key).toBe('error.keychain.unavailable');
  });

  it('tells the user what to do', () => {
    expect(keychainFailure(new Error(locked[0])).message).toMatch(/Unlock it/);
    expect(keychainFailure(new Error(unavailable[0])).message).toMatch(/Secret Service/);
  });
});

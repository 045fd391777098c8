import { afterAll, describe, expect, it } from 'vitest';
import { AppFailure } from '../../../preload/contract/errors.ts';
import { createVault } from '../../../main/vault/vault.ts';
import { keyringMissing, testKeychain } from './keyring-session.ts';

// Skipped without a D-Bus session (Linux): there is no keyring to test against. Run the
// suite under `bash scripts/with-keyring.sh …` (as CI and `npm test` do).
describe.skipIf(keyringMissing)(
  'keychain and API keys (real keyring; needs scripts/with-keyring.sh)',
  () => {
    const keychain = testKeychain();
    const vault = createVault({ keychain });
    const profiles = ['perfil-a', 'perfil-b', 'perfil-c'];

    afterAll(async () => {
      for (const account of ['conta-1', 'conta-2', 'conta-utf8'])
        await keychain.deleteSecret(account);
      for (const profile of profiles) await vault.clearApiKey(profile);
    });

    it('stores, reads, replaces and deletes a secret', async () => {
      expect(await keychain.getSecret('conta-1')).toBeNull();
      await keychain.setSecret('conta-1', 'primeiro');
      expect(await keychain.getSecret('conta-1')).toBe('primeiro');
      await keychain.setSecret('conta-1', 'segundo');
      expect(await keychain.getSecret('conta-1')).toBe('segundo');
      expect(await keychain.deleteSecret('conta-1')).toBe(true);
      expect(await keychain.getSecret('conta-1')).toBeNull();
      expect(await keychain.deleteSecret('conta-1')).toBe(false);
    });

    it('keeps non-ASCII and long secrets intact', async () => {
      const secret = `chave-ção-€-${'x'.repeat(2000)}`;
      await keychain.setSecret('conta-utf8', secret);
      expect(await keychain.getSecret('conta-utf8')).toBe(secret);
    });

    it('keeps keychains with different service names apart', async () => {
      const other = testKeychain();
      await keychain.setSecret('conta-2', 'deste serviço');
      expect(await other.getSecret('conta-2')).toBeNull();
    });

    it('stores an API key per profile and reports only its last four characters', async () => {
      const apiKey = 'sk_live_0123456789abcdefWXYZ';
      expect(await vault.apiKeyStatus('perfil-a')).toEqual({ set: false, last4: null });
      await vault.setApiKey('perfil-a', `  ${apiKey}\n`);
      expect(await vault.getApiKey('perfil-a')).toBe(apiKey);
      const status = await vault.apiKeyStatus('perfil-a');
      expect(status).toEqual({ set: true, last4: 'WXYZ' });
      expect(JSON.stringify(status)).not.toContain(apiKey.slice(0, -4));
    });

    it('does not hint at a key too short to show part of it', async () => {
      await vault.setApiKey('perfil-c', 'abc123');
      expect(await vault.apiKeyStatus('perfil-c')).toEqual({ set: true, last4: null });
    });

    it('keeps two profiles apart', async () => {
      await vault.setApiKey('perfil-a', 'chave-do-perfil-a-AAAA');
      await vault.setApiKey('perfil-b', 'chave-do-perfil-b-BBBB');
      expect(await vault.getApiKey('perfil-a')).toBe('chave-do-perfil-a-AAAA');
      expect(await vault.getApiKey('perfil-b')).toBe('chave-do-perfil-b-BBBB');
      await vault.clearApiKey('perfil-a');
      expect(await vault.getApiKey('perfil-a')).toBeNull();
      expect(await vault.apiKeyStatus('perfil-b')).toEqual({ set: true, last4: 'BBBB' });
    });

    it('clears a key that was never set without complaint', async () => {
      await expect(vault.clearApiKey('perfil-c-nunca')).resolves.toBeUndefined();
    });

    it('refuses an empty API key as a validation error', async () => {
      const failure = await vault.setApiKey('perfil-a', '   ').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppFailure);
      expect((failure as AppFailure).error).toMatchObject({
        code: 'validation',
        fields: { apiKey: [{ key: 'v.required' }] },
      });
    });
  },
);

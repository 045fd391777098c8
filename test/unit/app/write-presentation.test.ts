import { describe, expect, it } from 'vitest';
import type { OutboxKind } from '../../../main/cache/outbox/outbox-repo.ts';
import {
  outboxKinds,
  type WriteScreen,
  type WriteWordFamily,
} from '../../../preload/contract/index.ts';
import { writeDescriptors } from '../../../main/app/pipeline/registry.ts';
import { ptBR } from '../../../renderer/src/lib/i18n/pt-BR.ts';
import { en } from '../../../renderer/src/lib/i18n/en.ts';

// The outbox and activity screens have no rule per kind: each kind's descriptor names the
// words it is told in and the screen its record opens on. This table is what an owner should
// read for each kind; a descriptor that names another family (a refund told as a Pix code, a
// payment opened on a charge page) fails here.
const expected: Record<OutboxKind, { words: WriteWordFamily; opens: WriteScreen }> = {
  'boleto:create': { words: 'boleto', opens: 'boleto' },
  'boleto:update-due-date': { words: 'boleto-due-date', opens: 'boleto' },
  'boleto:cancel': { words: 'boleto-cancel', opens: 'boleto' },
  'pix:cancel-immediate': { words: 'pix-cancel', opens: 'pix' },
  'pix:cancel-due-date': { words: 'pix-cancel', opens: 'pix' },
  'pix:create-immediate': { words: 'pix-immediate', opens: 'pix' },
  'pix:create-due-date': { words: 'pix-due-date', opens: 'pix' },
  'payment:qr-code': { words: 'payment', opens: 'sent' },
  'payment:boleto': { words: 'bill-payment', opens: 'sent' },
  'refund:create': { words: 'refund', opens: 'received' },
  'transfer:key': { words: 'transfer', opens: 'sent' },
  'transfer:key-v2': { words: 'transfer-checkable', opens: 'sent' },
  'transfer:key-scheduled': { words: 'transfer-checkable', opens: 'sent' },
  'transfer:cancel-scheduled': { words: 'transfer-cancel', opens: 'sent' },
  'pix-key:create': { words: 'pix-key', opens: 'pix-keys' },
  'pix-key:delete': { words: 'pix-key-delete', opens: 'pix-keys' },
  'split:create-configuration': { words: 'split', opens: 'split' },
  'split:add-instruction': { words: 'split', opens: 'split' },
  'split:update-instruction': { words: 'split', opens: 'split' },
  'webhook:register': { words: 'webhook', opens: 'webhooks' },
  'webhook:update': { words: 'webhook', opens: 'webhooks' },
  'webhook:delete': { words: 'webhook', opens: 'webhooks' },
  'counter-qr:register': { words: 'counter-qr', opens: 'counter-qr' },
  'counter-qr:cancel': { words: 'counter-qr-cancel', opens: 'counter-qr' },
};

const dictionaries: [string, Record<string, string>][] = [
  ['pt-BR', ptBR],
  ['en', en],
];

describe.each(outboxKinds)('the words of %s', (kind) => {
  const { presentation } = writeDescriptors[kind];

  it('come from its descriptor, as an owner reads that kind', () => {
    expect(presentation).toEqual(expected[kind]);
  });

  it.each(dictionaries)(
    'exist in %s: its name, every state, "checked" and its link',
    (_, words) => {
      const family = presentation.words;
      const keys = [
        `write.${family}.name`,
        `write.${family}.resolved`,
        ...['unknown', 'interrupted', 'refused', 'failed'].map((s) => `write.${family}.state.${s}`),
        `outbox.open.${presentation.opens}`,
      ];
      for (const key of keys) expect(words[key], key).toMatch(/\S/);
    },
  );
});

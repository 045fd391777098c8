import { describe, expect, it } from 'vitest';
import { showPixKey } from '../../../renderer/src/features/transfers/pix-key-text.ts';

describe('a Pix key as people read it', () => {
  it('punctuates a CPF or CNPJ and leaves other keys as they are', () => {
    expect(showPixKey('52998224725')).toBe('529.982.247-25');
    expect(showPixKey('11222333000181')).toBe('11.222.333/0001-81');
    expect(showPixKey('+5511987654321')).toBe('+5511987654321');
    expect(showPixKey('ana@exemplo.com.br')).toBe('ana@exemplo.com.br');
  });
});

import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../../renderer/src/lib/format.ts';

// Phones as the Clientes list shows them: the DDD in brackets, the number split where people
// split it — a mobile's nine digits 5-4, a landline's eight 4-4.

describe('formatPhone', () => {
  it('writes a mobile and a landline with their DDD', () => {
    expect(formatPhone('11', '987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('11', '34567890')).toBe('(11) 3456-7890');
  });

  it('reads numbers saved with a dash or spaces the same', () => {
    expect(formatPhone('21', '98765-4321')).toBe('(21) 98765-4321');
    expect(formatPhone(' 31 ', '3456 7890')).toBe('(31) 3456-7890');
  });

  it('leaves the DDD out when there is none', () => {
    expect(formatPhone(null, '987654321')).toBe('98765-4321');
    expect(formatPhone('', '34567890')).toBe('3456-7890');
  });

  it('shows a number of another length as saved, and nothing without a number', () => {
    expect(formatPhone('11', '12345')).toBe('(11) 12345');
    expect(formatPhone('11', '0800 123 4567')).toBe('(11) 0800 123 4567');
    expect(formatPhone('11', null)).toBeNull();
    expect(formatPhone('11', '  ')).toBeNull();
  });
});

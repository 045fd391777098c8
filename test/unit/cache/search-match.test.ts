import { describe, expect, it } from 'vitest';
import { buildSearchMatch } from '../../../main/cache/sql/search-match.ts';

describe('buildSearchMatch', () => {
  it('quotes every word as a prefix term, ANDed', () => {
    expect(buildSearchMatch('maria silva')).toBe('"maria"* AND "silva"*');
  });

  it('keeps a punctuated word as a phrase, and a number-like one also as its digits', () => {
    expect(buildSearchMatch('NF-2024/001')).toBe('"NF 2024 001"*');
    expect(buildSearchMatch('123.456.789-09')).toBe('("12345678909"* OR "123 456 789 09"*)');
    expect(buildSearchMatch('12345')).toBe('"12345"*');
  });

  it('never lets FTS syntax through', () => {
    for (const text of ['"', 'a"b', '*', 'NEAR(a b)', 'a OR b', 'col:x', '^a', '(a)', '-a', '+a']) {
      const match = buildSearchMatch(text);
      if (match === null) continue;
      // Only quoted letter/digit runs, the prefix star, and our own AND/OR/parentheses.
      const outside = match.replace(/"[\p{L}\p{M}\p{N} ]*"\*/gu, 'T');
      expect(outside, text).toMatch(/^(\(T OR T\)|T)( AND (\(T OR T\)|T))*$/);
    }
    expect(buildSearchMatch('a OR b')).toBe('"a"* AND "OR"* AND "b"*');
  });

  it('returns null when nothing is searchable', () => {
    expect(buildSearchMatch('')).toBeNull();
    expect(buildSearchMatch('  "*" () ')).toBeNull();
  });

  it('limits the number of words', () => {
    expect(buildSearchMatch('a b c d e f g h i j')!.split(' AND ')).toHaveLength(8);
  });
});

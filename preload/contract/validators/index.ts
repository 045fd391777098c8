export * from './document.ts';
export * from './money.ts';
export * from './date.ts';
export * from './identifier.ts';
export * from './amount-due.ts';
export * from './pix-key.ts';
export * from './charge-search.ts';
export * from './boleto-code.ts';

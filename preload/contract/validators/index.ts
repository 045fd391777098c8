export * from './document.ts';
export * from './money.ts';
export * from './date.ts';

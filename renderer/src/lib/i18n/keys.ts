import type { ptBR } from './pt-BR.ts';

/** Every message key; the pt-BR catalogue is the reference. */
export type MessageKey = keyof typeof ptBR;
export type MessageParams = Record<string, string | number>;

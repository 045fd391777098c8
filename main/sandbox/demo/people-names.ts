/**
 * Common Brazilian first names and surnames: payers' names for large seeded data sets (the
 * benchmarks' million boletos), so a search meets the matches a real list has — "mar" about one
 * row in four (Maria, Marcos, Márcia, Mariana; Martins, Marques), "joão si" about two in a
 * thousand — where numbered names ("Cliente 7") match a digit pattern no owner types.
 */
export const FIRST_NAMES: readonly string[] = [
  'Maria',
  'João',
  'Ana',
  'José',
  'Francisca',
  'Antônio',
  'Adriana',
  'Carlos',
  'Juliana',
  'Paulo',
  'Márcia',
  'Lucas',
  'Fernanda',
  'Pedro',
  'Patrícia',
  'Marcos',
  'Aline',
  'Rafael',
  'Sandra',
  'Gabriel',
  'Mariana',
  'Bruno',
  'Camila',
  'Rodrigo',
  'Beatriz',
  'Mateus',
  'Larissa',
  'Thiago',
  'Vanessa',
  'Diego',
];

export const SURNAMES: readonly string[] = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
];

/** The `n`th name of a fixed walk through every first name and two surnames: no randomness. */
export function personName(n: number): string {
  const first = FIRST_NAMES[n % FIRST_NAMES.length]!;
  const rest = Math.floor(n / FIRST_NAMES.length);
  const surname = SURNAMES[rest % SURNAMES.length]!;
  const last = SURNAMES[Math.floor(rest / SURNAMES.length) % SURNAMES.length]!;
  return `${first} ${surname} ${last}`;
}

/** An instant's wall clock in São Paulo, and the offset it had there then. */
export interface SaoPauloTime {
  /** `YYYY-MM-DD` */
  date: string;
  /** `HH:MM:SS` */
  time: string;
  /** Hours from UTC: −3, or −2 in the summers of daylight saving (until 2019). */
  offsetHours: number;
}

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/** The São Paulo wall clock of `instant`, or null when it is not an instant. */
export function saoPauloTime(instant: string): SaoPauloTime | null {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) return null;
  const p = Object.fromEntries(parts.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(p['timeZoneName'] ?? '');
  const hours = offset ? Number(offset[2]) + Number(offset[3]) / 60 : 0;
  return {
    date: `${p['year']}-${p['month']}-${p['day']}`,
    time: `${p['hour']}:${p['minute']}:${p['second']}`,
    offsetHours: offset?.[1] === '-' ? -hours : hours,
  };
}

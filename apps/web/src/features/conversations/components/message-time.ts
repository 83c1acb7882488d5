/** When a message was written, as people in Tucumán read it: '27/11/2026 14:05'. */
const format = new Intl.DateTimeFormat('es-AR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'America/Argentina/Tucuman',
});

export const messageTime = (iso: string): string => format.format(new Date(iso)).replace(',', '');

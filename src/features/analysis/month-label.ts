/** "Jan 2026" of 'yyyy-MM', in the page's language. */
export function monthLabel(yearMonth: string, locale: string): string {
  const [year = 0, month = 1] = yearMonth.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

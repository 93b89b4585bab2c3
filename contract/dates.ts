import { z } from 'zod';
import { memoized } from './memoized';

/** Dates travel as ISO yyyy-MM-dd; display is dd/MM/yyyy on large screens, dd/MM/yy on small. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(text: string): text is IsoDate {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** An ISO date field; every failure carries `message`. */
export const isoDateSchema = memoized((message: string) =>
  z.string(message).refine(isIsoDate, message),
);

export const DAY_MS = 86_400_000;

/** Days since 1970-01-01, counted in UTC so that no time zone shifts a day. */
export const dayNumber = (iso: IsoDate): number => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

export const isoOfDayNumber = (day: number): IsoDate =>
  new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The ISO date `days` days after `iso` (before it when negative). */
export const addDays = (iso: IsoDate, days: number): IsoDate =>
  isoOfDayNumber(dayNumber(iso) + days);

/** Days from `from` to `to`; negative when `to` comes first. */
export const daysBetween = (from: IsoDate, to: IsoDate): number => dayNumber(to) - dayNumber(from);

export function toIsoDate(date: Date): IsoDate {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function formatIsoDate(iso: IsoDate, small: boolean): string {
  const match = ISO_DATE.exec(iso);
  if (!match) return iso;
  const [, y = '', m, d] = match;
  return `${d}/${m}/${small ? y.slice(2) : y}`;
}

const DISPLAY_DATE = /^(\d{1,2})[/.\- ](\d{1,2})(?:[/.\- ](\d{2}|\d{4}))?$/;
const DIGITS_DATE = /^(\d{2})(\d{2})(\d{2}|\d{4})$/;

/**
 * Parses what a person types into ISO; null when it is not a date. Day first, then month, then
 * the year: d/M/yy, dd/MM/yyyy, "/", ".", "-" or a space between them, or the digits alone
 * (ddMMyy, ddMMyyyy). Without a year, the reference's year; a 2-digit year falls in the century
 * that puts it nearest the reference (in 2026, 75 is 2075 and 77 is 1977).
 */
export function parseDisplayDate(text: string, reference: Date = new Date()): IsoDate | null {
  const trimmed = text.trim();
  const match = DISPLAY_DATE.exec(trimmed) ?? DIGITS_DATE.exec(trimmed);
  if (!match) return null;
  const [, d = '', m = '', y] = match;
  const year = readYear(y, reference.getFullYear());
  const iso = `${String(year).padStart(4, '0')}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

function readYear(typed: string | undefined, referenceYear: number): number {
  if (typed === undefined) return referenceYear;
  if (typed.length === 4) return Number(typed);
  const year = referenceYear - (referenceYear % 100) + Number(typed);
  if (year > referenceYear + 50) return year - 100;
  if (year <= referenceYear - 50) return year + 100;
  return year;
}

import { parseClock, parseDate } from './dates.ts';

/**
 * The value a browser's own date and time fields take, whatever the words that give it: such a
 * field shows its parts in the reader's locale, but holds, and is set to, one ISO form
 * (`date` 2016-10-16, `time` 14:05, `datetime-local` 2016-10-16T14:05, `month` 2016-10). A person
 * types into the parts; a program sets the value. Null for other fields, or when the text gives
 * no such value.
 */
export function nativeFieldValue(
  inputType: string,
  text: string,
  options: { dayFirst: boolean },
): string | null {
  const type = inputType.toLowerCase();
  if (!NATIVE_TYPES.has(type)) return null;
  if (type === 'time') return parseClock(text);
  const date = parseDate(text, { dayFirst: options.dayFirst });
  if (!date || date.relative) return null;
  const day = date.iso.slice(0, 10);
  if (type === 'month') return day.slice(0, 7);
  if (type === 'date') return date.precision === 'day' ? day : null;
  const time = date.iso.slice(11, 16) || parseClock(text.slice(date.span[1]));
  return date.precision === 'day' && time ? `${day}T${time}` : null;
}

/** Input types whose value has one fixed form, set whole rather than typed key by key. */
export const NATIVE_TYPES: ReadonlySet<string> = new Set(['date', 'time', 'datetime-local', 'month']);

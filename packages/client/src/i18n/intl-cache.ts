// The platform's Intl formatters, made once for each language and options: making one costs far
// more than using it, and a page formats hundreds of messages while it draws its first view.

function memo<A extends unknown[], R>(make: (...args: A) => R): (...args: A) => R {
  const made = new Map<string, R>();
  return (...args: A) => {
    // Asked for with every plural a message formats: a language alone is its own key.
    const key = args.length === 1 || (args.length === 2 && args[1] === undefined) ? String(args[0]) : JSON.stringify(args);
    let r = made.get(key);
    if (r === undefined) made.set(key, (r = make(...args)));
    return r;
  };
}

type Locales = string | string[] | undefined;

export const numberFormat = memo((l: Locales, o?: Intl.NumberFormatOptions) => new Intl.NumberFormat(l, o));
export const dateTimeFormat = memo((l: Locales, o?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(l, o));
export const pluralRules = memo((l: Locales, o?: Intl.PluralRulesOptions) => new Intl.PluralRules(l, o));
export const listFormat = memo((l: Locales, o?: Intl.ListFormatOptions) => new Intl.ListFormat(l, o));
export const relativeTimeFormat = memo((l: Locales, o?: Intl.RelativeTimeFormatOptions) => new Intl.RelativeTimeFormat(l, o));

/** Whole numbers from 0 to 999 are written the same in every language the page has (Latin digits,
 *  no grouping below a thousand). */
const plain = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < 1000;

/** A number format with the language's default options that writes plain numbers itself and makes
 *  the platform's formatter only for the others: the first Intl.NumberFormat a page makes loads the
 *  browser's number data (20 to 60 ms, measured), and the scores, counts and turns a table first
 *  shows are all plain. */
export const defaultNumberFormat = memo((l: Locales): Pick<Intl.NumberFormat, 'format' | 'formatToParts' | 'resolvedOptions'> => {
  const made = () => numberFormat(l);
  return {
    format: (n) => (plain(n) ? String(n) : made().format(n)),
    formatToParts: (n) => made().formatToParts(n),
    resolvedOptions: () => made().resolvedOptions(),
  };
});

/** What intl-messageformat makes its formatters with: these, shared by every message (a plural's
 *  `#` and a plain `{n, number}` ask for the default options). */
export const MESSAGE_FORMATTERS = {
  // intl-messageformat calls only format on what it gets.
  getNumberFormat: (l: Locales, o?: Intl.NumberFormatOptions) => (o === undefined ? defaultNumberFormat(l) as Intl.NumberFormat : numberFormat(l, o)),
  getDateTimeFormat: dateTimeFormat,
  getPluralRules: pluralRules,
};

// The platform's Intl formatters, made once for each language and options: making one costs far
// more than using it, and a page formats hundreds of messages while it draws its first view.

function memo<A extends unknown[], R>(make: (...args: A) => R): (...args: A) => R {
  const made = new Map<string, R>();
  return (...args: A) => {
    const key = JSON.stringify(args);
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

/** What intl-messageformat makes its formatters with: these, shared by every message. */
export const MESSAGE_FORMATTERS = { getNumberFormat: numberFormat, getDateTimeFormat: dateTimeFormat, getPluralRules: pluralRules };

import { dateFormat } from '../../lib/i18n/format';

/** What the Load list needs to tell saved configurations apart. */
export interface Dated {
  id: number;
  name: string;
  /** When it was last saved (a save or an Update), ISO 8601. */
  updatedAt: string;
}

/**
 * When each configuration was last saved, in the page's locale (or `locale`, in tests): day, month and time, the
 * year too when it is not this year's ('27 Nov, 14:05', 'Nov 27, 2:05 PM'). Two with the same
 * name saved within the same minute also get their seconds, so no two rows read the same
 * (the server accepts a name twice).
 */
export function savedAtLabels(
  configs: readonly Dated[],
  now: Date = new Date(),
  locale?: string,
): Map<number, string> {
  const label = (iso: string, seconds: boolean) => {
    const date = new Date(iso);
    const options: Intl.DateTimeFormatOptions = {
      day: 'numeric',
      month: 'short',
      ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
      hour: 'numeric',
      minute: '2-digit',
      ...(seconds ? { second: '2-digit' } : {}),
    };
    return locale === undefined
      ? dateFormat(options).format(date)
      : date.toLocaleString(locale, options);
  };
  const keyOf = (config: Dated) =>
    `${config.name.trim().toLocaleLowerCase()}\n${label(config.updatedAt, false)}`;
  const seen = new Map<string, number>();
  for (const config of configs) seen.set(keyOf(config), (seen.get(keyOf(config)) ?? 0) + 1);
  return new Map(
    configs.map((config) => [
      config.id,
      label(config.updatedAt, (seen.get(keyOf(config)) ?? 0) > 1),
    ]),
  );
}

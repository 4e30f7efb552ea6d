/**
 * Calendar dates (YYYY-MM-DD) of instants and date objects, as the person who gave them meant
 * them: in the workflow's time zone, never in the server's. `toISOString()` would give the UTC
 * date, which on a server in India is the day before for a date made at local midnight.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant (milliseconds since 1970) in an IANA time zone. */
export function calendarDateIn(instant: number, timeZone: string): string {
	let formatter = formatters.get(timeZone);
	if (!formatter) {
		formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
		formatters.set(timeZone, formatter);
	}
	const part = (type: string) => formatter.formatToParts(instant).find((entry) => entry.type === type)?.value ?? '';
	return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** The UTC calendar date of an instant that is midnight UTC, else undefined. */
function midnightUtcDate(instant: number): string | undefined {
	return instant % 86_400_000 === 0 ? new Date(instant).toISOString().slice(0, 10) : undefined;
}

/**
 * The date an instant stands for. Midnight UTC marks a date without a time of day (JavaScript
 * reads `new Date('1990-01-31')` so), which is taken as written; any other instant is read in
 * the time zone.
 */
export function calendarDateOf(instant: number, timeZone: string): string {
	return midnightUtcDate(instant) ?? calendarDateIn(instant, timeZone);
}

/** A Luxon DateTime as n8n expressions make them (`$now`, `DateTime.fromISO(...)`, `.toDateTime()`). */
interface LuxonDateTime {
	isValid: boolean;
	toISODate(): string | null;
}

function isLuxonDateTime(value: object): value is LuxonDateTime {
	return typeof (value as Partial<LuxonDateTime>).toISODate === 'function' && 'isValid' in value;
}

/**
 * The calendar date of a JavaScript Date (by `calendarDateOf`) or a Luxon DateTime (in its own
 * zone, which it carries); null for an invalid one, undefined for any other object.
 */
export function dateObjectDate(value: object, timeZone: string): string | null | undefined {
	// Compared by tag rather than instanceof: a Date made in another realm (a sandbox) is a Date too.
	if (Object.prototype.toString.call(value) === '[object Date]') {
		const instant = (value as Date).getTime();
		return Number.isNaN(instant) ? null : calendarDateOf(instant, timeZone);
	}
	if (isLuxonDateTime(value)) return value.isValid ? value.toISODate() : null;
	return undefined;
}

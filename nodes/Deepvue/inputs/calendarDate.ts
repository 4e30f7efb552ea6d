import { processMap } from '../../../common/memory/processMemory';

/**
 * Calendar dates (YYYY-MM-DD) of instants and date objects, as the person who gave them meant
 * them: in the workflow's time zone, unless the instant is a date without a time of day.
 * `toISOString()` would give the UTC date, which on a server in India is the day before for a
 * date made at local midnight.
 */

const formatters = processMap<string, Intl.DateTimeFormat>('dateFormatters');

/** The calendar date of an instant (milliseconds since 1970) in an IANA time zone. */
export function calendarDateIn(instant: number, timeZone: string): string {
	let formatter = formatters.get(timeZone);
	if (!formatter) {
		formatter = new Intl.DateTimeFormat('en-US', {
			timeZone,
			year: 'numeric',
			month: '2-digit',
			day: '2-digit',
		});
		formatters.set(timeZone, formatter);
	}
	const part = (type: string) =>
		formatter.formatToParts(instant).find((entry) => entry.type === type)?.value ?? '';
	return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** The UTC calendar date of an instant that is midnight UTC, else undefined. */
function midnightUtcDate(instant: number): string | undefined {
	return instant % 86_400_000 === 0 ? new Date(instant).toISOString().slice(0, 10) : undefined;
}

/**
 * The date of an instant that begins a day in the server's own time zone (what `Date` reads by
 * itself), else undefined. A Date made on the server without a time of day, `new Date(1990, 0, 31)`,
 * is one; read in the workflow's zone, it would be the day before wherever that zone is west of
 * the server's (an Indian server whose n8n time zone was left at its default, New York).
 */
function serverMidnightDate(instant: number): string | undefined {
	const dayStart = new Date(instant);
	// Where a day starts after midnight (a clock moved forward at 00:00), this is its real start.
	dayStart.setHours(0, 0, 0, 0);
	if (dayStart.getTime() !== instant) return undefined;
	const pad = (value: number, length = 2) => String(value).padStart(length, '0');
	return `${pad(dayStart.getFullYear(), 4)}-${pad(dayStart.getMonth() + 1)}-${pad(dayStart.getDate())}`;
}

/**
 * The date an instant stands for. Midnight UTC (JavaScript reads `new Date('1990-01-31')` so) and
 * midnight in the server's time zone mark a date without a time of day, which is taken as it is
 * there; any other instant is read in the time zone.
 */
export function calendarDateOf(instant: number, timeZone: string): string {
	return (
		midnightUtcDate(instant) ?? serverMidnightDate(instant) ?? calendarDateIn(instant, timeZone)
	);
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

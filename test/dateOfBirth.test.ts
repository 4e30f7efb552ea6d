/** @jest-environment ./test/harness/processTimezone.js */
// A Date of Birth given as a date object is sent as the calendar date the user meant, whatever
// the time zone of the server n8n runs on: the process time zone is set per test, as TZ sets it.
import { DateTime } from 'luxon';
import { setGlobalState } from 'n8n-workflow';

import { runNode } from '../testbed/inProcessN8n/run';
import { lookupsSent, useTestBed } from './harness/fixture';

declare function setProcessTimezone(timeZone: string): void;

const testBed = useTestBed();

const passport = {
	resource: 'identityDocument',
	operation: 'verifyPassport',
	fileNumber: 'DL1061234567823',
	dateOfBirth: '={{ $json.dob }}',
};

/** Runs the passport check with `dob` as the item's Date of Birth; returns what the API received. */
async function sentDob(dob: unknown, timezone?: string): Promise<string | undefined> {
	const { error } = await runNode(testBed().instance, {
		parameters: passport,
		items: [{ json: { dob } as never }],
		timezone,
	});
	expect(error).toBeUndefined();
	const lookups = lookupsSent(testBed().emulator);
	expect(lookups).toHaveLength(1);
	return lookups[0].query.dob;
}

afterEach(() => setGlobalState({ defaultTimezone: 'America/New_York' }));

describe('on a server in India (TZ=Asia/Kolkata)', () => {
	beforeEach(() => setProcessTimezone('Asia/Kolkata'));

	it('sends the date a local-midnight Date stands for, not the day before', async () => {
		const dob = new Date(1990, 0, 31);
		expect(dob.toISOString()).toBe('1990-01-30T18:30:00.000Z');
		expect(await sentDob(dob, 'Asia/Kolkata')).toBe('1990-01-31');
	});

	it("reads the Date in the instance's time zone when the workflow sets none", async () => {
		setGlobalState({ defaultTimezone: 'Asia/Kolkata' });
		expect(await sentDob(new Date(1990, 0, 31))).toBe('1990-01-31');
	});

	it("sends a Date made at the server's midnight as that date, with n8n's time zone left at its default", async () => {
		setGlobalState({ defaultTimezone: 'America/New_York' });
		expect(await sentDob(new Date(1990, 0, 31))).toBe('1990-01-31');
	});

	it("sends a Date made at the server's midnight and stored as JSON as that date, in another workflow time zone", async () => {
		expect(await sentDob(new Date(1990, 0, 31).toISOString(), 'America/New_York')).toBe(
			'1990-01-31',
		);
	});

	it('reads a timestamp with a time of day in the workflow time zone', async () => {
		// What a Date of a server in India becomes once an item is stored as JSON.
		expect(await sentDob('1990-01-30T18:30:00.000Z', 'Asia/Kolkata')).toBe('1990-01-31');
	});

	it('sends a Luxon DateTime as its own calendar date', async () => {
		expect(
			await sentDob(DateTime.fromObject({ year: 1990, month: 1, day: 31 }), 'Asia/Kolkata'),
		).toBe('1990-01-31');
	});

	it('keeps a date parsed from YYYY-MM-DD (midnight UTC) as written', async () => {
		expect(await sentDob(new Date('1990-01-31'), 'Asia/Kolkata')).toBe('1990-01-31');
	});
});

describe('on a server in California (TZ=America/Los_Angeles)', () => {
	beforeEach(() => setProcessTimezone('America/Los_Angeles'));

	it('sends the date of a late-evening Date, not the next day', async () => {
		const dob = new Date(1990, 0, 31, 23, 30);
		expect(dob.toISOString()).toBe('1990-02-01T07:30:00.000Z');
		expect(await sentDob(dob, 'America/Los_Angeles')).toBe('1990-01-31');
	});

	it("sends a Date made at the server's midnight as that date, in a workflow time zone further west", async () => {
		expect(await sentDob(new Date(1990, 0, 31), 'Pacific/Honolulu')).toBe('1990-01-31');
	});

	it('keeps a date parsed from YYYY-MM-DD (midnight UTC) as written, not the day before', async () => {
		expect(await sentDob(new Date('1990-01-31'), 'America/Los_Angeles')).toBe('1990-01-31');
	});

	it('sends a Luxon DateTime made in India as its date there', async () => {
		const dob = DateTime.fromObject({ year: 1990, month: 1, day: 31 }, { zone: 'Asia/Kolkata' });
		expect(await sentDob(dob, 'America/Los_Angeles')).toBe('1990-01-31');
	});
});

/**
 * Name to Match: the comparison of two names on its own (a table of Indian name pairs and their
 * verdicts at the default thresholds), then `name_match` as the node outputs it, through n8n's
 * engine against the emulator.
 */
import type { IDataObject, INodeExecutionData, INodeParameters } from 'n8n-workflow';

import type * as NameMatch from '../nodes/Deepvue/answer/nameMatch';
import type * as OptionFields from '../nodes/Deepvue/options/optionFields';
import { NOT_FOUND_INPUTS } from '../testbed/emulator/server';
import { runNode } from '../testbed/engine/run';
import { lookupsSent, useTestBed } from './harness/fixture';

// The built modules, typed by their sources: the package ships no type declarations.
const built = <T extends object>(module: string) => jest.requireActual<T>(`../dist/${module}`);
const { compareNames, nameMatch } = built<typeof NameMatch>('nodes/Deepvue/answer/nameMatch');
const { OPTION_DEFAULTS } = built<typeof OptionFields>('nodes/Deepvue/options/optionFields');

const DEFAULTS = { match: Number(OPTION_DEFAULTS.nameMatchScore), review: Number(OPTION_DEFAULTS.nameReviewScore) };

describe('the comparison', () => {
	it('has the thresholds the docs give: match from 85, partial from 60', () => {
		expect(DEFAULTS).toEqual({ match: 85, review: 60 });
	});

	// [name given, name found, verdict at the default thresholds]
	it.each([
		// Initials
		['R. K. Sharma', 'Rahul Kumar Sharma', 'partial'],
		// An initial could stand for many names: a reviewer looks.
		['K Venkatesh', 'Kumar Venkatesh', 'partial'],
		['Reddy, K.', 'Kavya Reddy', 'partial'],
		['K. Venkatesh', 'Venkatesh K', 'match'],
		['M S Dhoni', 'Mahendra Singh Dhoni', 'partial'],
		// A missing middle name
		['Rahul Sharma', 'Rahul Kumar Sharma', 'match'],
		['RAHUL KUMAR SHARMA', 'Rahul Sharma', 'match'],
		['Meera Iyer', 'Meera Lakshmi Iyer', 'match'],
		['Arjun Mehta', 'ARJUN SINGH MEHTA', 'match'],
		// Another middle name
		['Rahul Kumar Sharma', 'Rahul Dev Sharma', 'partial'],
		// Order, and a name written joined
		['Reddy Kavya', 'Kavya Reddy', 'match'],
		['Kavyareddy', 'KAVYA REDDY', 'match'],
		["D'Souza Maria", 'Maria Dsouza', 'match'],
		// Honorifics and relations
		['Shri Ramesh Iyer', 'Ramesh Iyer', 'match'],
		['Smt. Lakshmi Devi', 'LAKSHMI DEVI', 'match'],
		['Dr. A. P. J. Abdul Kalam', 'A P J Abdul Kalam', 'match'],
		['Dr. A. P. J. Abdul Kalam', 'Avul Pakir Jainulabdeen Abdul Kalam', 'partial'],
		['Late Shri Ramesh Chandra', 'Ramesh Chandra', 'match'],
		['Suresh Kumar S/O Ramesh Kumar', 'Suresh Kumar', 'match'],
		// The person found is Ramesh Kumar: his father's name does not count.
		['Suresh Kumar', 'Ramesh Kumar S/O Suresh Kumar', 'mismatch'],
		['Kumari Priya Nair', 'Priya Nair', 'match'],
		// Spellings
		['Mohammad Irfan', 'Mohammed Irfan', 'match'],
		['Muhammad Irfan', 'MOHAMMAD IRFAN', 'match'],
		['Md Irfan', 'Mohammad Irfan', 'match'],
		['Md. Irfan Khan', 'Mohd Irfan Khan', 'match'],
		['Laxmi Narayan', 'Lakshmi Narayan', 'match'],
		['Sunil Chaudhary', 'Sunil Choudhary', 'match'],
		['Sunil Chowdhury', 'Sunil Chaudhary', 'match'],
		['Anita Sharma', 'Anita Sarma', 'match'],
		['Srinivas Rao', 'Shrinivas Rao', 'match'],
		['Sreenivas Rao', 'Srinivas Rao', 'match'],
		['Jyothi Reddy', 'Jyoti Reddy', 'match'],
		['Pooja Singh', 'Puja Singh', 'match'],
		['Sourav Ganguly', 'Saurav Ganguly', 'match'],
		// A spelling only close (a vowel added) may be another person: Vijaya, Amita and Manisha are
		// often women's names beside Vijay, Amit and Manish. A reviewer decides.
		['Vijay Kumar', 'Vijaya Kumar', 'partial'],
		['Amit Patel', 'Amita Patel', 'partial'],
		['Manish Gupta', 'Manisha Gupta', 'partial'],
		['Venkatesh', 'Venkatesan', 'partial'],
		['Anil Kumar', 'Anila Kumari', 'partial'],
		['José Fernandes', 'Jose Fernandes', 'match'],
		// Case and spaces
		['  rahul   SHARMA ', 'Rahul Sharma', 'match'],
		['rahul-sharma', 'RAHUL SHARMA', 'match'],
		// Single names
		['Rahul', 'Rahul Sharma', 'partial'],
		['Sharma', 'Rahul Kumar Sharma', 'partial'],
		['Rahul', 'RAHUL', 'match'],
		// Family members: the same surname, another first name
		['Rahul Sharma', 'Rohit Sharma', 'mismatch'],
		// The same consonants, another first vowel: another name.
		['Kamal Sharma', 'Komal Sharma', 'mismatch'],
		['Sunil Kumar', 'Sonal Kumar', 'mismatch'],
		['Priya Nair', 'Divya Nair', 'mismatch'],
		['Sanjay Gupta', 'Sanjay Agarwal', 'mismatch'],
		// Unrelated
		['Rahul Sharma', 'Priya Nair', 'mismatch'],
		['Asha Rao', 'Vikram Rathore', 'mismatch'],
		['Mohammad Irfan', 'Arjun Singh Mehta', 'mismatch'],
		// Nothing to compare
		['', 'Rahul Sharma', 'mismatch'],
		['Mr.', 'Rahul Sharma', 'mismatch'],
	])('%j against %j: %s', (given, found, verdict) => {
		expect(nameMatch(given, found, DEFAULTS).verdict).toBe(verdict);
		// The score does not depend on which name is which.
		expect(compareNames(found, given)).toBe(compareNames(given, found));
	});

	it('scores whole numbers from 0 to 100: the same name 100, a missing middle name 90, an initial less, another first name 50', () => {
		expect(compareNames('Rahul Kumar Sharma', 'RAHUL KUMAR SHARMA')).toBe(100);
		expect(compareNames('Rahul Sharma', 'Rahul Kumar Sharma')).toBe(90);
		expect(compareNames('K Venkatesh', 'Kumar Venkatesh')).toBe(80);
		expect(compareNames('R. K. Sharma', 'Rahul Kumar Sharma')).toBe(73);
		expect(compareNames('Rahul', 'Rahul Sharma')).toBe(70);
		expect(compareNames('Rahul Sharma', 'Rohit Sharma')).toBe(50);
		expect(compareNames('Rahul Sharma', 'Priya Nair')).toBe(0);
	});

	it.each([[''], ['   '], [null], [undefined], [42], ['Mr.']])('reads %j as no name found', (found) => {
		expect(nameMatch('Rahul Sharma', found, DEFAULTS)).toEqual({ score: 0, verdict: 'no_name' });
	});

	it('reads the score against the thresholds given', () => {
		expect(nameMatch('Rahul', 'Rahul Sharma', { match: 70, review: 50 }).verdict).toBe('match');
		expect(nameMatch('Rahul Sharma', 'Rohit Sharma', { match: 85, review: 50 }).verdict).toBe('partial');
		expect(nameMatch('Rahul Sharma', 'Rahul Kumar Sharma', { match: 95, review: 95 }).verdict).toBe('mismatch');
	});
});

describe('name_match in the output', () => {
	const testBed = useTestBed();

	const NAME_PATH = '/v1/mobile-intelligence/mobile-to-name';
	const UPI_PATH = '/v1/verification/upi';
	const getName = (mobileNumber: string, nameToMatch: string, options: INodeParameters = {}): INodeParameters => ({
		resource: 'mobileIntelligence',
		operation: 'getName',
		mobileNumber,
		nameToMatch,
		options,
	});
	const verifyUpi = (vpa: string, nameToMatch: string, options: INodeParameters = {}): INodeParameters => ({
		resource: 'payment',
		operation: 'verifyUpi',
		vpa,
		nameToMatch,
		options,
	});
	const run = async (parameters: INodeParameters, items?: INodeExecutionData[]) => {
		const result = await runNode(testBed().instance, { parameters, items });
		expect(result.error).toBeUndefined();
		return result.items.map((item) => item.json);
	};
	/** The name the emulator has for a mobile number. */
	const nameOf = async (mobileNumber: string) => String((await run(getName(mobileNumber, '')))[0].name);

	it('Get Name: the name found in another order and case is a match; Deepvue is not sent the name to match', async () => {
		const found = await nameOf('9876543210');
		testBed().emulator.clearLog();
		const [json] = await run(getName('9876543210', found.split(' ').reverse().join(' ').toLowerCase(), { reuseAnswersFor: 0 }));

		expect(json).toEqual({ name: found, name_match: { score: 100, verdict: 'match' } });
		expect(lookupsSent(testBed().emulator).map((call) => Object.keys(call.query))).toEqual([['mobile_number']]);
	});

	it('Get Name: another name is a mismatch, and the name to match is not in the output', async () => {
		const [json] = await run(getName('9876543210', 'Zubin Mistry'));

		expect(json.name_match).toEqual({ score: 0, verdict: 'mismatch' });
		expect(JSON.stringify(json)).not.toMatch(/zubin|mistry/i);
	});

	it('adds nothing when Name to Match is empty, or only spaces', async () => {
		for (const nameToMatch of ['', '   ']) {
			const [json] = await run(getName('9876543210', nameToMatch));
			expect(json.name_match).toBeUndefined();
		}
	});

	it('Verify UPI ID: sends the name to Deepvue as before, and compares it with name_at_bank', async () => {
		// The emulator's ravi.kumar@ybl is RAVI KUMAR SHARMA.
		const [json] = await run(verifyUpi('ravi.kumar@ybl', 'Ravi Sharma'));

		expect(json.name_at_bank).toBe('RAVI KUMAR SHARMA');
		expect(json.name_match).toEqual({ score: 90, verdict: 'match' });
		expect(testBed().emulator.requestsTo(UPI_PATH).map((call) => call.query.name)).toEqual(['Ravi Sharma']);
	});

	it('Verify UPI ID: a family member is a mismatch', async () => {
		const [json] = await run(verifyUpi('asha@okhdfcbank', 'Usha Rao'));

		expect(json.name_at_bank).toBe('ASHA RAO');
		expect(json.name_match).toEqual({ score: 50, verdict: 'mismatch' });
	});

	it('Verify UPI ID: an account that does not exist and has no name is no_name', async () => {
		const data = { account_exists: false, name_at_bank: '', name_information: { name_at_bank_cleaned: '' } };
		testBed().emulator.inject({ status: 200, pathPrefix: UPI_PATH, body: { code: 200, timestamp: Date.now(), transaction_id: 't-1', sub_code: 'SUCCESS', message: 'UPI Successfully Verified', data } });
		const [json] = await run(verifyUpi('asha@okhdfcbank', 'Asha Rao', { reuseAnswersFor: 0 }));

		expect(json).toEqual({ ...data, name_match: { score: 0, verdict: 'no_name' } });
	});

	it('a "no record" answer is no_name', async () => {
		const [json] = await run(getName(NOT_FOUND_INPUTS.mobileNumber, 'Asha Rao'));

		expect(json).toMatchObject({ no_record: true, name_match: { score: 0, verdict: 'no_name' } });
	});

	it('with Full Response, sits at the top beside the envelope', async () => {
		const [json] = await run(verifyUpi('ravi.kumar@ybl', 'Sharma Ravi Kumar', { response: 'full' }));

		expect(json).toMatchObject({ code: 200, data: { name_at_bank: 'RAVI KUMAR SHARMA' }, name_match: { score: 100, verdict: 'match' } });
		expect((json.data as IDataObject).name_match).toBeUndefined();
	});

	it('with Mask Sensitive Values, compares the name Deepvue gave', async () => {
		const [json] = await run({ resource: 'payment', operation: 'getVpaFromMobile', mobileNumber: '9876543210', nameToMatch: await nameOf('9876543210'), options: { maskSensitive: true } });

		expect(json.vpa).toMatch(/^X+3210@/);
		expect(json.name_match).toEqual({ score: 100, verdict: 'match' });
	});

	it('Get PAN and Verify Passport compare full_name and name', async () => {
		const [pan] = await run({ resource: 'mobileIntelligence', operation: 'getPan', mobileNumber: '9876543210', nameToMatch: 'Zubin Mistry' });
		const [passport] = await run({ resource: 'identityDocument', operation: 'verifyPassport', fileNumber: 'DL1061234567823', dateOfBirth: '1990-01-31', nameToMatch: 'Zubin Mistry' });
		const [panFound] = await run({ resource: 'mobileIntelligence', operation: 'getPan', mobileNumber: '9876543210', nameToMatch: String(pan.full_name) });
		const [passportFound] = await run({ resource: 'identityDocument', operation: 'verifyPassport', fileNumber: 'DL1061234567823', dateOfBirth: '1990-01-31', nameToMatch: String(passport.name) });

		expect([pan.name_match, passport.name_match]).toEqual([{ score: 0, verdict: 'mismatch' }, { score: 0, verdict: 'mismatch' }]);
		expect([panFound.name_match, passportFound.name_match]).toEqual([{ score: 100, verdict: 'match' }, { score: 100, verdict: 'match' }]);
	});

	it('a reused answer is compared with its own item\'s name to match, without paying again', async () => {
		const found = await nameOf('9876543211');
		const [again] = await run(getName('9876543211', 'Zubin Mistry'));
		const items = await run(getName('9876543211', '={{ $json.name }}'), [{ json: { name: found } }, { json: { name: 'Zubin Mistry' } }, { json: { name: '' } }]);

		expect(testBed().emulator.requestsTo(NAME_PATH)).toHaveLength(1);
		expect(again).toMatchObject({ reused: true, name_match: { verdict: 'mismatch' } });
		expect(items.map((json) => [json.reused, json.name_match])).toEqual([
			[true, { score: 100, verdict: 'match' }],
			[true, { score: 0, verdict: 'mismatch' }],
			[true, undefined],
		]);
	});

	it.each([
		[{ nameReviewScore: 90 }, '"Name Review Score" (90) must not be above "Name Match Score" (85)'],
		[{ nameMatchScore: 50, nameReviewScore: 60 }, '"Name Review Score" (60) must not be above "Name Match Score" (50)'],
		[{ nameMatchScore: 101 }, '"Name Match Score" must be a number from 0 to 100; got 101'],
		[{ nameReviewScore: '={{ "high" }}' }, '"Name Review Score" must be a number from 0 to 100; got "high"'],
	])('refuses the thresholds %j before any call', async (options, message) => {
		const { error } = await runNode(testBed().instance, { parameters: getName('9876543212', 'Asha Rao', options), items: [{ json: {} }, { json: {} }] });

		expect(error?.message).toBe(message);
		expect(lookupsSent(testBed().emulator)).toEqual([]);
	});
});

/**
 * Director by DIN and Company by CIN through n8n's engine against the emulator's sample
 * businesses: a director's companies and LLPs with ISO dates and whether each appointment holds
 * today, whether they are a current director of a CIN given, their name against Name to Match; a
 * company's name, kind, status and directors.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { DINS, businessById } from '../testbed/emulator/businesses';
import { NOT_FOUND_INPUTS } from '../testbed/emulator/server';
import { binaryFile, runNode } from '../testbed/inProcessN8n/run';
import { useTestBed } from './harness/fixture';

const testBed = useTestBed();

const deccan = businessById('deccan');
const deccanCin = deccan.company?.cin ?? '';

async function run(operation: string, parameters: INodeParameters) {
	const { items, error } = await runNode(testBed().instance, {
		parameters: { resource: 'businessCompliance', operation, ...parameters },
	});
	expect(error).toBeUndefined();
	return items[0].json;
}

describe('Director by DIN', () => {
	it("outputs the director's companies with designation and ISO dates, and a current director of the CIN given", async () => {
		const json = await run('getDirector', {
			din: DINS.kavya,
			cinToCheck: deccanCin,
			nameToMatch: 'Kavya Reddy',
		});
		expect(json).toEqual({
			din: DINS.kavya,
			name: 'KAVYA REDDY',
			companies: [
				{
					cin: deccanCin,
					company_name: 'DECCAN SPICE FOODS PRIVATE LIMITED',
					designation: 'Managing Director',
					appointed_on: '2019-06-14',
					ceased_on: null,
					current: true,
				},
			],
			llps: [],
			cin_checked: deccanCin,
			is_current_director: true,
			role_in_checked: {
				designation: 'Managing Director',
				appointed_on: '2019-06-14',
				ceased_on: null,
			},
			transaction_id: expect.any(String),
			name_match: { score: 100, verdict: 'match', reasons: ['same_words'] },
		});
	});

	it('says a director who resigned is not a current director of that company', async () => {
		const json = await run('getDirector', { din: DINS.ravi, cinToCheck: deccanCin });
		expect(json).toMatchObject({
			is_current_director: false,
			role_in_checked: {
				designation: 'Director',
				appointed_on: '2019-06-14',
				ceased_on: '2023-03-31',
			},
		});
		expect((json.companies as IDataObject[])[0]).toMatchObject({
			current: false,
			ceased_on: '2023-03-31',
		});
	});

	it('says a director of other companies only is not a director of the CIN given, and compares the name by the person rules', async () => {
		const json = await run('getDirector', {
			din: DINS.vikram,
			cinToCheck: deccanCin,
			nameToMatch: 'Kavya Reddy',
		});
		expect(json).toMatchObject({ is_current_director: false, role_in_checked: null });
		expect((json.name_match as IDataObject).verdict).toBe('mismatch');
	});

	it("reads an LLP's designated partners, checked by LLPIN", async () => {
		const json = await run('getDirector', { din: DINS.mathew, cinToCheck: 'aak-4321' });
		expect(json).toMatchObject({
			companies: [],
			llps: [
				{
					llpin: 'AAK-4321',
					llp_name: 'MALABAR PEPPER EXPORTS LLP',
					designation: 'Designated Partner',
					appointed_on: '2020-02-03',
					current: true,
				},
			],
			cin_checked: 'AAK-4321',
			is_current_director: true,
		});
	});

	it('outputs no is_current_director without a CIN to Check, and "no record" for a DIN the MCA does not know', async () => {
		expect(await run('getDirector', { din: DINS.kavya })).toMatchObject({
			cin_checked: null,
			is_current_director: null,
			role_in_checked: null,
		});
		expect(
			await run('getDirector', { din: NOT_FOUND_INPUTS.din, nameToMatch: 'Kavya Reddy' }),
		).toEqual({
			no_record: true,
			message: 'No record found',
			name_match: { score: 0, verdict: 'no_name', reasons: ['no_name_found'] },
		});
	});

	it('does not call an appointment current when its end date cannot be read: a decision on it goes to review', async () => {
		testBed().emulator.inject({
			status: 200,
			pathPrefix: '/v1/verification/mca/din',
			body: {
				code: 200,
				timestamp: Date.now(),
				transaction_id: 'din-1',
				data: {
					director_data: { din: DINS.kavya, name: 'KAVYA REDDY' },
					company_data: [
						{
							'cin/fcrn': deccanCin,
							company_name: 'DECCAN SPICE FOODS PRIVATE LIMITED',
							designation: 'Director',
							begin_date: '14/06/2019',
							end_date: 'N/A',
						},
					],
				},
			},
		});
		const json = await run('getDirector', {
			din: DINS.kavya,
			cinToCheck: deccanCin,
			options: { reuseAnswersFor: 0 },
		});
		expect(json).toMatchObject({ is_current_director: false, llps: [] });
		expect((json.companies as IDataObject[])[0]).toMatchObject({ ceased_on: null, current: false });
	});
});

describe('Company by CIN', () => {
	it("outputs the company's name, kind, status, incorporation date and directors, each with whether they serve today", async () => {
		const json = await run('getCompany', { cin: deccanCin });
		expect(json).toEqual({
			cin: deccanCin,
			company_name: 'DECCAN SPICE FOODS PRIVATE LIMITED',
			company_kind: 'private_limited',
			listed: false,
			status: 'Active',
			is_active: true,
			date_of_incorporation: '2019-06-14',
			company_class: 'Private',
			company_category: 'Company limited by Shares',
			company_subcategory: 'Non-govt company',
			registered_address: expect.stringContaining('500051'),
			email: 'accounts@deccanspice.example',
			directors: [
				{
					din: DINS.kavya,
					name: 'KAVYA REDDY',
					designation: 'Managing Director',
					appointed_on: '2019-06-14',
					ceased_on: null,
					current: true,
				},
				{
					din: DINS.ravi,
					name: 'RAVI KUMAR SHARMA',
					designation: 'Director',
					appointed_on: '2019-06-14',
					ceased_on: '2023-03-31',
					current: false,
				},
			],
			current_directors_count: 1,
			transaction_id: expect.any(String),
		});
	});

	it('outputs a struck-off company as an answer: is_active false', async () => {
		expect(
			await run('getCompany', { cin: businessById('sunrise').company?.cin ?? '' }),
		).toMatchObject({
			status: 'Strike Off',
			is_active: false,
			current_directors_count: 1,
		});
	});

	it('agrees with the CIN batch on the name, status and date of a company no sample business is', async () => {
		const cin = 'U72900KA2015PTC082988';
		const json = await run('getCompany', { cin });
		const upload = await runNode(testBed().instance, {
			parameters: { resource: 'batch', operation: 'uploadCinBatch', binaryPropertyName: 'data' },
			items: [
				{ json: {}, binary: { data: binaryFile(`cin\n${cin}\n`, 'companies.csv', 'text/csv') } },
			],
		});
		const file = await fetch(String(upload.items[0].json.batch_output_file_url));
		const [, row] = (await file.text()).trim().split('\n');
		expect(row.split(',').slice(1, 4)).toEqual([
			json.company_name,
			json.status,
			json.date_of_incorporation,
		]);
		expect(await run('getCompany', { cin: NOT_FOUND_INPUTS.companyCin })).toEqual({
			no_record: true,
			message: 'No record found',
		});
	});
});

/**
 * business_name_match as the node outputs it, through n8n's engine against the emulator's sample
 * businesses (testbed/emulator/businesses.ts): Verify GSTIN's legal and trade names and its holder
 * by its PAN, Company by CIN's name, Verify PAN's holder and the penny drop's account holder
 * against a legal and a trade name; never sent, checked before any call, made afresh per item.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { businessById, DINS } from '../testbed/emulator/businesses';
import { runNode } from '../testbed/inProcessN8n/run';
import { lookupsSent, useTestBed } from './harness/fixture';

const testBed = useTestBed();

const deccan = businessById('deccan');
const mehta = businessById('mehta');
const stmarys = businessById('stmarys');

async function run(parameters: INodeParameters, items = [{ json: {} }]) {
	const result = await runNode(testBed().instance, { parameters, items });
	return { ...result, json: result.items.map((item) => item.json) };
}

const verifyGstin = (
	gstin: string,
	businessNameToMatch: string,
	options: INodeParameters = {},
): INodeParameters => ({
	resource: 'businessCompliance',
	operation: 'verifyGstin',
	gstin,
	businessNameToMatch,
	options,
});

describe('Verify GSTIN', () => {
	it("compares the name given with the legal and the trade name, as a business's: never sent", async () => {
		const { json, error } = await run(
			verifyGstin(deccan.gst.gstin, 'Deccan Spice Foods Pvt. Ltd.'),
		);
		expect(error).toBeUndefined();
		expect(json[0].business_name_match).toEqual({
			score: 100,
			verdict: 'match',
			reasons: ['legal_form_abbreviated'],
			compared_with: 'legal_name',
		});
		const [trade] = (await run(verifyGstin(deccan.gst.gstin, 'M/s Deccan Spice'))).json;
		expect(trade.business_name_match).toMatchObject({
			verdict: 'match',
			compared_with: 'trade_name',
		});
		const sent = lookupsSent(testBed().emulator).map((call) => call.query);
		expect(JSON.stringify(sent)).not.toMatch(/deccan spice/i);
	});

	it("a proprietorship's legal name is its proprietor's, compared by the person rules; another shop sharing its words is for a person to look", async () => {
		const [own] = (await run(verifyGstin(mehta.gst.gstin, 'Arjun Mehta'))).json;
		expect(own.business_name_match).toEqual({
			score: 90,
			verdict: 'match',
			reasons: ['proprietor_name', 'middle_name_missing'],
			compared_with: 'legal_name',
		});
		const [other] = (await run(verifyGstin(mehta.gst.gstin, 'Mehta Hardware Traders'))).json;
		expect(other.business_name_match).toMatchObject({
			verdict: 'partial',
			reasons: ['trade_name', 'business_words_differ'],
		});
	});

	it('a company given for the firm or proprietorship on the GSTIN is another legal entity', async () => {
		const [json] = (await run(verifyGstin(mehta.gst.gstin, 'Mehta Hardware Stores Pvt Ltd'))).json;
		expect(json.business_name_match).toMatchObject({
			verdict: 'partial',
			reasons: ['trade_name', 'legal_form_differs'],
		});
	});

	it('adds nothing when Business Name to Match is empty', async () => {
		const [json] = (await run(verifyGstin(deccan.gst.gstin, ''))).json;
		expect(json.business_name_match).toBeUndefined();
	});

	it('a Name Review Score above Name Match Score fails the item before any call', async () => {
		testBed().emulator.clearLog();
		const { error } = await run(
			verifyGstin(deccan.gst.gstin, 'Deccan Spice', { nameMatchScore: 70, nameReviewScore: 80 }),
		);
		expect(error?.message).toMatch(
			/"Name Review Score" \(80\) must not be above "Name Match Score" \(70\)/,
		);
		expect(lookupsSent(testBed().emulator)).toEqual([]);
	});

	it("a reused answer is compared afresh with each item's name", async () => {
		const items = ['Deccan Spice Foods Private Limited', 'Deccan Spices Exports'].map((name) => ({
			json: { name },
		}));
		testBed().emulator.clearLog();
		const { json } = await run(
			{ ...verifyGstin(deccan.gst.gstin, '={{ $json.name }}'), options: { reuseAnswersFor: 60 } },
			items,
		);
		expect(json.map((item) => (item.business_name_match as IDataObject).verdict)).toEqual([
			'match',
			'partial',
		]);
		expect(lookupsSent(testBed().emulator)).toHaveLength(1);
	});
});

it("Company by CIN compares the name given with the company's name", async () => {
	const { json } = await run({
		resource: 'businessCompliance',
		operation: 'getCompany',
		cin: deccan.company!.cin,
		businessNameToMatch: 'Deccan Spice Foods Limited',
	});
	expect(json[0].business_name_match).toEqual({
		score: 100,
		verdict: 'partial',
		reasons: ['company_form_changed'],
		compared_with: 'legal_name',
	});
});

it("Verify PAN compares the name given with the holder's: a company's as a business, a person's as a proprietor", async () => {
	const verifyPan = (panNumber: string, businessNameToMatch: string) => ({
		resource: 'identityDocument',
		operation: 'verifyPan',
		panNumber,
		businessNameToMatch,
	});
	const [company] = (await run(verifyPan(deccan.pan, 'Deccan Spice Foods Pvt Ltd'))).json;
	expect(company.business_name_match).toMatchObject({ verdict: 'match' });
	const [person] = (await run(verifyPan(mehta.pan, 'Mehta Hardware Stores'))).json;
	expect(person.business_name_match).toMatchObject({ verdict: 'partial' });
});

describe('Verify Bank Account (penny drop)', () => {
	const pennyDrop = (business: typeof mehta, legal: string, trade = '') => ({
		resource: 'payment',
		operation: 'verifyBankAccount',
		accountNumber: business.bank!.accountNumber,
		ifsc: business.bank!.ifsc,
		businessNameToMatch: legal,
		tradeNameToMatch: trade,
	});

	it('an account in the trade name matches the trade name to match', async () => {
		const [json] = (await run(pennyDrop(mehta, mehta.legalName, mehta.tradeName))).json;
		expect(json.name_at_bank).toBe('MEHTA HARDWARE STORES');
		expect(json.business_name_match).toEqual({
			score: 100,
			verdict: 'match',
			reasons: ['same_words'],
			compared_with: 'trade_name',
		});
	});

	it("a proprietor's own account matches the legal name, compared as a person's", async () => {
		const [json] = (await run(pennyDrop(stmarys, stmarys.legalName, stmarys.tradeName))).json;
		expect(json.business_name_match).toMatchObject({
			verdict: 'match',
			compared_with: 'legal_name',
		});
	});

	it("a company's account against another business's names is no match", async () => {
		const [json] = (await run(pennyDrop(deccan, mehta.legalName, mehta.tradeName))).json;
		expect(json.business_name_match).toMatchObject({ verdict: 'mismatch' });
	});
});

it('Director by DIN has no Business Name to Match: a director is a person (Name to Match)', async () => {
	const { json } = await run({
		resource: 'businessCompliance',
		operation: 'getDirector',
		din: DINS.kavya,
		businessNameToMatch: 'Kavya Reddy',
	});
	expect(json[0].business_name_match).toBeUndefined();
});

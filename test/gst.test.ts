/**
 * Verify GSTIN and GST return filing through n8n's engine against the emulator's sample
 * businesses: readable fields, the PAN a GSTIN carries and who holds it, compared with the PAN the
 * user has; the returns filed and the periods missing, counted.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { businessById } from '../testbed/emulator/businesses';
import { NOT_FOUND_INPUTS } from '../testbed/emulator/server';
import { personById } from '../testbed/emulator/world';
import { runNode } from '../testbed/inProcessN8n/run';
import { useTestBed } from './harness/fixture';

const testBed = useTestBed();

const deccan = businessById('deccan');
const mehta = businessById('mehta');
const stmarys = businessById('stmarys');

async function verifyGstin(parameters: INodeParameters) {
	const { items, error } = await runNode(testBed().instance, {
		parameters: { resource: 'businessCompliance', operation: 'verifyGstin', ...parameters },
	});
	expect(error).toBeUndefined();
	return items[0].json;
}

async function gstReturns(gstin: string, financialYear: string) {
	const { items, error } = await runNode(testBed().instance, {
		parameters: {
			resource: 'businessCompliance',
			operation: 'getGstReturns',
			gstin,
			financialYear,
		},
	});
	expect(error).toBeUndefined();
	return items[0].json;
}

describe('Verify GSTIN', () => {
	it("outputs the taxpayer in readable fields, its PAN, who holds it, and whether it is the user's PAN", async () => {
		const json = await verifyGstin({ gstin: deccan.gst.gstin, panToMatch: deccan.pan });
		expect(json).toEqual({
			gstin: deccan.gst.gstin,
			legal_name: 'DECCAN SPICE FOODS PRIVATE LIMITED',
			trade_name: 'DECCAN SPICE',
			status: 'Active',
			is_active: true,
			taxpayer_type: 'Regular',
			constitution: null,
			pan: deccan.pan,
			holder_kind: 'company',
			pan_matches: true,
			state_code: '36',
			registered_on: null,
			cancelled_on: null,
			e_invoicing: true,
			state_jurisdiction: expect.any(String),
			centre_jurisdiction: 'RANGE-I',
			nature_of_business: null,
			addresses: [
				{
					kind: 'additional',
					building_number: 'Plot 12',
					building_name: 'Phase II',
					floor: null,
					street: 'IDA Cherlapally',
					location: 'Cherlapally',
					locality: null,
					district: 'Medchal Malkajgiri',
					state: 'Telangana',
					pincode: '500051',
					landmark: null,
					latitude: null,
					longitude: null,
					text: 'Plot 12, Phase II, IDA Cherlapally, Cherlapally, Medchal Malkajgiri, Telangana, 500051',
					nature: 'Factory / Manufacturing, Wholesale Business',
				},
			],
			transaction_id: expect.any(String),
		});
	});

	it("says a proprietorship's GSTIN is held by a person, whose name is its legal name", async () => {
		const json = await verifyGstin({ gstin: mehta.gst.gstin });
		expect(json).toMatchObject({
			legal_name: 'ARJUN SINGH MEHTA',
			trade_name: 'MEHTA HARDWARE STORES',
			pan: personById('arjun').pan,
			holder_kind: 'person',
			// No PAN to Match given: nothing to compare.
			pan_matches: null,
		});
	});

	it("says a GSTIN carrying someone else's PAN does not match the PAN the merchant gave: a son giving his father's", async () => {
		const json = await verifyGstin({
			gstin: stmarys.gst.gstin,
			panToMatch: personById('thomas').pan,
		});
		expect(json).toMatchObject({
			legal_name: 'MATHEW THOMAS',
			pan: personById('mathew').pan,
			pan_matches: false,
			holder_kind: 'person',
		});
	});

	it('outputs a cancelled GSTIN as an answer: status Cancelled, is_active false', async () => {
		const json = await verifyGstin({ gstin: businessById('lakeview').gst.gstin });
		expect(json).toMatchObject({
			status: 'Cancelled',
			is_active: false,
			taxpayer_type: 'Composition',
			trade_name: 'LAKEVIEW BAKERY',
		});
	});

	it("reads GSTN's other fields when Deepvue gives them: the principal place, constitution, dates, natures of business", async () => {
		testBed().emulator.inject({
			status: 200,
			pathPrefix: '/v1/verification/gstinlite',
			body: {
				code: 200,
				timestamp: Date.now(),
				transaction_id: 'gst-1',
				data: {
					gstin: deccan.gst.gstin,
					lgnm: 'DECCAN SPICE FOODS PRIVATE LIMITED',
					tradeNam: '',
					sts: 'Cancelled',
					dty: 'Regular',
					ctb: 'Private Limited Company',
					rgdt: '01/07/2019',
					cxdt: '31/03/2024',
					nba: ['Factory / Manufacturing', 'Wholesale Business'],
					pradr: {
						addr: {
							bno: 'Plot 12',
							st: 'IDA Cherlapally',
							dst: 'Medchal',
							stcd: 'Telangana',
							pncd: '500051',
						},
						ntr: 'Factory / Manufacturing',
					},
					adadr: [],
					einvoiceStatus: 'No',
				},
			},
		});
		const json = await verifyGstin({ gstin: deccan.gst.gstin, options: { reuseAnswersFor: 0 } });
		expect(json).toMatchObject({
			trade_name: null,
			status: 'Cancelled',
			is_active: false,
			constitution: 'Private Limited Company',
			registered_on: '2019-07-01',
			cancelled_on: '2024-03-31',
			nature_of_business: 'Factory / Manufacturing, Wholesale Business',
			e_invoicing: false,
			addresses: [
				{
					kind: 'principal',
					building_number: 'Plot 12',
					text: 'Plot 12, IDA Cherlapally, Medchal, Telangana, 500051',
					nature: 'Factory / Manufacturing',
				},
			],
			transaction_id: 'gst-1',
		});
	});

	it('outputs "no record" for a GSTIN GST does not know, and the PAN masked with Mask Sensitive Values', async () => {
		expect(await verifyGstin({ gstin: NOT_FOUND_INPUTS.gstin })).toEqual({
			no_record: true,
			message: 'No records found',
		});
		const masked = await verifyGstin({ gstin: deccan.gst.gstin, options: { maskSensitive: true } });
		expect(masked.gstin).toBe(`XXXXXXXXXXX${deccan.gst.gstin.slice(-4)}`);
		expect(masked.pan).toBe(`XXXXXX${deccan.pan.slice(-4)}`);
		expect(masked.legal_name).toBe(deccan.legalName);
	});
});

describe('GST return filing', () => {
	it('lists the returns of a past year and the months missing, counted per return type', async () => {
		const json = await gstReturns(mehta.gst.gstin, '2024-25');
		expect(json).toMatchObject({
			gstin: mehta.gst.gstin,
			financial_year: '2024-25',
			filed_count: 22,
			missing: [
				{ return_type: 'GSTR3B', period: '2024-09' },
				{ return_type: 'GSTR3B', period: '2024-10' },
			],
			missing_count: 2,
			by_return_type: {
				GSTR1: {
					frequency: 'monthly',
					filed_count: 12,
					missing_count: 0,
					last_period_filed: '2025-03',
				},
				GSTR3B: {
					frequency: 'monthly',
					filed_count: 10,
					missing_count: 2,
					last_period_filed: '2025-03',
				},
			},
			last_filed_on: '2025-04-19',
		});
		const returns = json.returns as IDataObject[];
		expect(returns).toHaveLength(22);
		expect(returns[0]).toEqual({
			return_type: 'GSTR1',
			period: '2024-04',
			tax_period: 'April',
			date_of_filing: '2024-05-10',
			status: 'Filed',
			mode_of_filing: 'ONLINE',
			filed: true,
		});
	});

	it('reads a quarterly filer (QRMP) as quarterly, and a year with nothing filed as every quarter missing', async () => {
		const quarterly = await gstReturns(businessById('malabar').gst.gstin, '2024-25');
		expect(quarterly).toMatchObject({
			filed_count: 8,
			missing_count: 0,
			by_return_type: { GSTR1: { frequency: 'quarterly' }, GSTR3B: { frequency: 'quarterly' } },
		});
		// The bakery's GSTIN was cancelled in 2023: it filed nothing in 2024-25.
		const cancelled = await gstReturns(businessById('lakeview').gst.gstin, '2024-25');
		expect(cancelled).toMatchObject({
			filed_count: 0,
			missing_count: 8,
			by_return_type: {
				GSTR1: { frequency: null, missing_count: 4 },
				GSTR3B: { missing_count: 4 },
			},
			last_filed_on: null,
		});
	});

	it("counts a composition taxpayer's CMP-08 quarters, not GSTR-1 or GSTR-3B", async () => {
		const json = await gstReturns(businessById('lakeview').gst.gstin, '2022-23');
		expect(json).toMatchObject({ filed_count: 4, missing_count: 0 });
		expect(Object.keys(json.by_return_type as IDataObject)).toEqual(['CMP08']);
	});

	it('counts nothing missing in the current year that is not yet due', async () => {
		const today = new Date().toISOString().slice(0, 10);
		const start =
			Number(today.slice(5, 7)) >= 4 ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;
		const json = await gstReturns(
			deccan.gst.gstin,
			`${start}-${String((start + 1) % 100).padStart(2, '0')}`,
		);
		expect(json.missing_count).toBe(0);
	});
});

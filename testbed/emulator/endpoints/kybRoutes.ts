/**
 * A business's endpoints (Deepvue's reference pages, kyb/...), one row each as in routes.ts:
 * Verify GSTIN (gstinlite), GST return filing (track-gstr), Director by DIN, Company by CIN (the
 * single lookup third-party code calls; Deepvue documents only the CIN batch), and Udyam's two
 * asynchronous calls. Their records are the sample businesses' (../businesses.ts) or derived from
 * a hash (../business/). Envelopes as the pages' samples show them: GSTIN and DIN without message
 * or sub_code; Udyam's result as its task record, outside the envelope.
 */
import { isValidGstin } from '../business/gstinCheck';
import { gstinLite, gstReturns } from '../business/gstRecords';
import { CIN_PATTERN, companyRecord, directorRecord } from '../business/mcaRecords';
import { invalid, notFound } from '../http/errors';
import { NOT_FOUND_INPUTS } from './fixtures';
import type { Route } from './routeModel';

function checkedGstin(value: string): string {
	const gstin = value.trim().toUpperCase();
	if (!isValidGstin(gstin)) throw invalid('Invalid GSTIN pattern');
	if (gstin === NOT_FOUND_INPUTS.gstin) throw notFound('No records found');
	return gstin;
}

/** The year a financial year begins: `2024-25` or `2024-2025`, from 2017 to this one. */
function startOfFinancialYear(value: string, today: string): number {
	const parts = /^(\d{4})-(\d{2}|\d{4})$/.exec(value.trim());
	const start = Number(parts?.[1]);
	const end = parts?.[2].length === 2 ? 2000 + Number(parts[2]) : Number(parts?.[2]);
	const current =
		Number(today.slice(5, 7)) >= 4 ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;
	if (!parts || end !== start + 1 || start < 2017 || start > current)
		throw invalid('Invalid financial_year, expected e.g. 2024-25');
	return start;
}

const today = () => new Date().toISOString().slice(0, 10);

export const KYB_ROUTES: readonly Route[] = [
	{
		// reference/kyb/gst/gst-basic: its sample has no message or sub_code.
		operation: 'verifyGstin',
		method: 'GET',
		path: '/v1/verification/gstinlite',
		input: 'query',
		required: ['gstin_number'],
		optional: [],
		status: 200,
		build: ({ params }) => ({ data: gstinLite(checkedGstin(params.gstin_number)) }),
	},
	{
		// reference/kyb/gst/gst-return-status.
		operation: 'getGstReturns',
		method: 'GET',
		path: '/v1/verification/gstin/track-gstr',
		input: 'query',
		required: ['gstin_number', 'financial_year'],
		optional: [],
		status: 200,
		message: 'GSTR Status Fetched Successfully.',
		build: ({ params }) => {
			const gstin = checkedGstin(params.gstin_number);
			const now = today();
			return { data: gstReturns(gstin, startOfFinancialYear(params.financial_year, now), now) };
		},
	},
	{
		// reference/kyb/mca/din-verification: its sample has no message or sub_code.
		operation: 'getDirector',
		method: 'GET',
		path: '/v1/verification/mca/din',
		input: 'query',
		required: ['id_number'],
		optional: [],
		status: 200,
		build: ({ params }) => {
			const din = params.id_number.trim();
			if (!/^\d{8}$/.test(din)) throw invalid('Invalid DIN, expected 8 digits');
			if (din === NOT_FOUND_INPUTS.din) throw notFound('No record found');
			return { data: directorRecord(din) };
		},
	},
	{
		// Not in Deepvue's docs: third-party code calls it. Answered as the DIN page answers.
		operation: 'getCompany',
		method: 'GET',
		path: '/v1/verification/mca/cin',
		input: 'query',
		required: ['id_number'],
		optional: [],
		status: 200,
		build: ({ params }) => {
			const cin = params.id_number.trim().toUpperCase();
			if (!CIN_PATTERN.test(cin)) throw invalid('Invalid CIN');
			if (cin === NOT_FOUND_INPUTS.companyCin) throw notFound('No record found');
			return { data: companyRecord(cin) };
		},
	},
	{
		// reference/kyb/msme/async: the create call (its path from third-party code): a request_id at the top.
		operation: 'verifyUdyam',
		method: 'POST',
		path: '/v1/verification/async/post-udyam-details',
		input: 'query',
		required: ['udyam_aadhaar_number'],
		optional: [],
		status: 200,
		message: 'Udyam verification request created',
		build: ({ params, udyam }) => {
			const number = params.udyam_aadhaar_number.trim().toUpperCase();
			if (!/^UDYAM-[A-Z]{2}-\d{2}-\d{7}$/.test(number))
				throw invalid('Invalid udyam_aadhaar_number, expected UDYAM-XX-00-0000000');
			return { submission: udyam.create(number) };
		},
	},
	{
		// reference/kyb/msme/async/result-udyam-aadhaar: the task record, 202 while in progress.
		operation: 'getUdyamResult',
		consent: 'none',
		method: 'GET',
		path: '/v1/verification/async/get-udyam-details',
		input: 'query',
		required: ['request_id'],
		optional: [],
		status: 200,
		build: ({ params, udyam }) => {
			const result = udyam.result(params.request_id.trim());
			if (!result) throw notFound('No record found for this request_id');
			return { raw: result.record, status: result.status };
		},
	},
];

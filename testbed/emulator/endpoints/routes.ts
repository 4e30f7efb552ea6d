/**
 * The emulated endpoints, one row each: the spec's 18 operations, in the order of its endpoint
 * table, then the endpoints of Deepvue's public reference pages: batch status, PAN verification,
 * the bank account penny drop and GSTINs by PAN; then the identity documents' (DigiLocker, the
 * Offline Aadhaar eKYC, face match and liveness), in identityRoutes.ts, and a business's (GSTIN,
 * GST returns, director, company, Udyam), in kybRoutes.ts.
 *
 * - `required` names the parameters read from `input`: the query string, the JSON body, or the
 *   file fields of a multipart form. A required parameter that is absent or empty is answered
 *   with 422 `{"detail": "<name> is required"}`.
 * - `optional` names query-string parameters (UPI `name`, batch `webhook_url`), or JSON body
 *   fields of a `json` route.
 * - `auth` and `consent` say what the call must carry (routeModel.ts): a bearer token and consent
 *   only with `--require-consent`, unless the row says otherwise.
 * - `build` checks the values, throws ApiError for 404 and 422 answers, and returns either the
 *   `data` of the success envelope or, for the 201 batch submissions, the submission fields.
 *
 * The CIN batch upload (row 8) answers with the job's record. The spec shows only a completed one;
 * when jobs take time (`setBatchProcessing({ delayMs })`) the emulator answers the in-progress
 * record instead: `status: 102`, `message: 'batch processing in progress'`, no file URL yet.
 */
import { invalid, notFound, unavailable } from '../http/errors';
import { personByMobile } from '../world';
import * as records from './fixtures';
import {
	CHANGED_INPUTS,
	NOT_FOUND_INPUTS,
	SHOP_ESTABLISHMENT_STATES,
	UNAVAILABLE_INPUTS,
} from './fixtures';
import { IDENTITY_ROUTES } from './identityRoutes';
import { KYB_ROUTES } from './kybRoutes';
import type { Route, RouteInput, RouteResult } from './routeModel';

export type {
	AuthKind,
	ConsentKind,
	InputKind,
	Route,
	RouteInput,
	RouteResult,
} from './routeModel';

/** 404 when `value` is the documented not-found input (compared ignoring case and spaces). */
function rejectNotFound(value: string, notFoundInput: string, detail?: string): void {
	if (value.trim().toLowerCase() === notFoundInput.toLowerCase()) throw notFound(detail);
}

const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

function isIsoDate(value: string): boolean {
	if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
	const date = new Date(`${value}T00:00:00Z`);
	return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A lookup by mobile number: 404 for the not-found number, 503 for the unavailable one, otherwise the record. */
function byMobile(record: (mobileNumber: string) => object) {
	return ({ params }: RouteInput): RouteResult => {
		rejectNotFound(params.mobile_number, NOT_FOUND_INPUTS.mobileNumber);
		if (params.mobile_number.trim() === UNAVAILABLE_INPUTS.mobileNumber) throw unavailable();
		return { data: record(params.mobile_number) };
	};
}

/** A batch upload: stores the file as a job by request_id. */
function submitBatch(operation: string, productId: string, { params, files, jobs }: RouteInput) {
	return jobs.submit({
		operation,
		productId,
		upload: files.batch_file,
		webhookUrl: params.webhook_url,
	});
}

const BATCH_IN_PROGRESS = 'batch processing in progress';
const BATCH_STATUS_MESSAGE = 'Batch Upload status fetched successfully';

export const ROUTES: readonly Route[] = [
	{
		row: 1,
		operation: 'getChallans',
		method: 'GET',
		path: '/v1/verification/rc-challan-details',
		input: 'query',
		required: ['rc_number'],
		optional: [],
		status: 200,
		message: 'Challan details fetched successfully',
		build: ({ params }) => {
			rejectNotFound(params.rc_number, NOT_FOUND_INPUTS.rcNumber);
			return { data: records.challanDetails(params.rc_number) };
		},
	},
	{
		row: 2,
		operation: 'verifyShopEstablishment',
		method: 'GET',
		path: '/v1/business-compliance/shop-establishment-certificate',
		input: 'query',
		required: ['certificate_number', 'state_code'],
		optional: [],
		status: 200,
		message: 'S&E Certificate Verified Successfully.',
		build: ({ params, shelf }) => {
			if (!(params.state_code in SHOP_ESTABLISHMENT_STATES)) {
				throw invalid(
					`Invalid state_code, expected one of ${Object.keys(SHOP_ESTABLISHMENT_STATES).join(', ')}`,
				);
			}
			rejectNotFound(params.certificate_number, NOT_FOUND_INPUTS.certificateNumber);
			const data = records.shopEstablishmentCertificate(
				params.certificate_number,
				params.state_code,
				shelf.baseUrl,
			);
			shelf.addPdf(
				data.document_link,
				`Shop establishment certificate ${data.certificate_number}, ${data.state_name}`,
			);
			return { data };
		},
	},
	{
		row: 3,
		operation: 'verifyFssaiLicence',
		method: 'GET',
		path: '/v1/business-compliance/fssai-verification',
		input: 'query',
		required: ['fssai_id'],
		optional: [],
		status: 200,
		message: 'FSSAI verified successfully.',
		build: ({ params }) => {
			rejectNotFound(params.fssai_id, NOT_FOUND_INPUTS.fssaiId);
			return { data: records.fssaiLicence(params.fssai_id) };
		},
	},
	{
		row: 4,
		operation: 'getNetworkDetails',
		method: 'GET',
		path: '/v1/mobile-intelligence/mobile-to-network-details',
		input: 'query',
		required: ['mobile_number'],
		optional: [],
		status: 200,
		message: 'Network Details fetched successfully',
		build: byMobile(records.networkDetails),
	},
	{
		row: 5,
		operation: 'getPan',
		method: 'GET',
		path: '/v1/mobile-intelligence/mobile-to-pan',
		input: 'query',
		required: ['mobile_number'],
		optional: [],
		status: 200,
		message: 'PAN details fetched successfully',
		build: byMobile(records.panFromMobile),
	},
	{
		row: 6,
		operation: 'downloadAis',
		method: 'POST',
		path: '/v1/verification/itr/ais-download',
		input: 'json',
		required: ['itr_client_id'],
		optional: [],
		status: 200,
		message: 'AIS details downloaded successfully.',
		build: ({ params, shelf }) => {
			rejectNotFound(params.itr_client_id, NOT_FOUND_INPUTS.itrClientId);
			const data = records.aisDownload(params.itr_client_id, shelf.baseUrl);
			shelf.addPdf(
				data.ais_file,
				`Annual Information Statement ${data.financial_year}, PAN ${data.pan_no}`,
			);
			return { data };
		},
	},
	{
		row: 7,
		operation: 'checkTds206ab',
		method: 'GET',
		path: '/v1/verification/tax-payer/tds/206-ab',
		input: 'query',
		required: ['pan_number'],
		optional: [],
		status: 200,
		message: 'TDS Check Performed Successfully.',
		build: ({ params }) => {
			if (!PAN_PATTERN.test(params.pan_number)) throw invalid('Invalid Pan pattern');
			rejectNotFound(params.pan_number, NOT_FOUND_INPUTS.panNumber);
			return { data: records.tds206abCheck(params.pan_number) };
		},
	},
	{
		row: 8,
		operation: 'uploadCinBatch',
		method: 'POST',
		path: '/v1/verification/mca/cin/batch',
		input: 'multipart',
		required: ['batch_file'],
		optional: ['webhook_url'],
		status: 200,
		message: BATCH_STATUS_MESSAGE,
		build: (input) => ({
			data: records.batchJobRecord(submitBatch('uploadCinBatch', 'mca-cin-batch', input)),
		}),
	},
	{
		row: 9,
		operation: 'checkMnrl',
		method: 'GET',
		path: '/v1/verification/mnrl/verify',
		input: 'query',
		required: ['mobile_number'],
		optional: [],
		status: 200,
		message: 'MNRL record found',
		subCode: 'LATEST_MNRL_RECORD_FOUND',
		build: (input) => {
			// A number outside the revoked list has no MNRL record: a world person's (unless they are
			// marked revoked), and those starting with the active prefix.
			const mobile = input.params.mobile_number.trim();
			const world = personByMobile(mobile);
			if (world ? !world.mnrlRevoked : mobile.startsWith(CHANGED_INPUTS.activeMobilePrefix))
				throw notFound();
			return byMobile(records.mnrlRecord)(input);
		},
	},
	{
		row: 10,
		operation: 'download26as',
		method: 'POST',
		path: '/v1/verification/itr/26as-download',
		input: 'json',
		required: ['itr_client_id'],
		optional: [],
		status: 200,
		// The spec declares no default message for this operation; this one follows the AIS download's.
		message: '26AS details downloaded successfully.',
		build: ({ params }) => {
			rejectNotFound(params.itr_client_id, NOT_FOUND_INPUTS.itrClientId);
			return { data: records.form26asDownload(params.itr_client_id) };
		},
	},
	{
		row: 11,
		operation: 'verifyPassport',
		method: 'GET',
		path: '/v1/verification/passport',
		input: 'query',
		required: ['file_number', 'dob'],
		optional: [],
		status: 200,
		message: 'Passport verification successful',
		build: ({ params }) => {
			if (!isIsoDate(params.dob)) throw invalid('Invalid dob, expected a date as YYYY-MM-DD');
			rejectNotFound(params.file_number, NOT_FOUND_INPUTS.passportFileNumber);
			return { data: records.passportStatus(params.file_number, params.dob) };
		},
	},
	{
		row: 12,
		operation: 'verifyUpi',
		method: 'GET',
		path: '/v1/verification/upi',
		input: 'query',
		required: ['vpa'],
		optional: ['name'],
		status: 200,
		message: 'UPI Successfully Verified',
		build: ({ params }) => {
			rejectNotFound(params.vpa, NOT_FOUND_INPUTS.vpa);
			return { data: records.upiVerification(params.vpa) };
		},
	},
	{
		row: 13,
		operation: 'uploadUpiBasicBatch',
		method: 'POST',
		path: '/v1/verification/upi-basic/batch',
		input: 'multipart',
		required: ['batch_file'],
		optional: ['webhook_url'],
		status: 201,
		message: BATCH_IN_PROGRESS,
		build: (input) => {
			const job = submitBatch('uploadUpiBasicBatch', 'upi-basic-batch', input);
			return { submission: { request_id: job.requestId, output_batch_file: '' } };
		},
	},
	{
		row: 14,
		operation: 'uploadUanEmploymentHistoryBatch',
		method: 'POST',
		path: '/v1/verification/epfo/uan-to-employment-history/batch',
		input: 'multipart',
		required: ['batch_file'],
		optional: ['webhook_url'],
		status: 201,
		message: BATCH_IN_PROGRESS,
		build: (input) => {
			const job = submitBatch(
				'uploadUanEmploymentHistoryBatch',
				'uan-employment-history-batch',
				input,
			);
			return { submission: { request_id: job.requestId, output_batch_file: '' } };
		},
	},
	{
		row: 15,
		operation: 'getVpaFromMobile',
		method: 'GET',
		path: '/v1/verification/mobile-to-vpa',
		input: 'query',
		required: ['mobile_number'],
		optional: [],
		status: 200,
		message: 'Linked VPA Fetched Successfully.',
		build: byMobile(records.vpaFromMobile),
	},
	{
		row: 16,
		operation: 'getDigitalAge',
		method: 'GET',
		path: '/v1/mobile-intelligence/mobile-to-digital-age',
		input: 'query',
		required: ['mobile_number'],
		optional: [],
		status: 200,
		message: 'Details fetched successfully',
		build: byMobile(records.digitalAge),
	},
	{
		row: 17,
		operation: 'getUanList',
		method: 'GET',
		path: '/v1/mobile-intelligence/mobile-to-uan-list',
		input: 'query',
		required: ['mobile_number'],
		optional: [],
		status: 200,
		message: 'UAN Number List successfully fetched',
		build: byMobile(records.uanList),
	},
	{
		row: 18,
		operation: 'getName',
		method: 'GET',
		path: '/v1/mobile-intelligence/mobile-to-name',
		input: 'query',
		required: ['mobile_number'],
		optional: [],
		status: 200,
		message: 'Name fetched successfully',
		build: byMobile(records.nameFromMobile),
	},
	{
		// Not in the spec; documented publicly. Its message is the CIN batch result's.
		operation: 'getBatchStatus',
		consent: 'none',
		method: 'GET',
		path: '/v1/verification/batch-processing-status',
		input: 'query',
		required: ['request_id'],
		optional: [],
		status: 200,
		message: BATCH_STATUS_MESSAGE,
		build: ({ params, jobs }) => {
			const job = jobs.get(params.request_id.trim());
			if (!job) throw notFound('No batch found for this request_id');
			if (job.upload.data.toString('utf8').includes(UNAVAILABLE_INPUTS.batchRow))
				throw unavailable();
			return { data: records.batchJobRecord(job) };
		},
	},
	{
		// Docs only (reference/kyc/pan/pan-verification-basic): its sample has no message or sub_code.
		operation: 'verifyPan',
		method: 'GET',
		path: '/v1/verification/panbasic',
		input: 'query',
		required: ['pan_number'],
		optional: ['name'],
		status: 200,
		build: ({ params }) => {
			if (!PAN_PATTERN.test(params.pan_number)) throw invalid('Invalid Pan pattern');
			rejectNotFound(params.pan_number, NOT_FOUND_INPUTS.panNumber);
			return { data: records.panBasic(params.pan_number) };
		},
	},
	{
		// Docs only (reference/kyc/bank-account/penny-drop-verification): each call to an open account deposits ₹1.
		operation: 'verifyBankAccount',
		method: 'GET',
		path: '/v1/verification/bankaccount',
		input: 'query',
		required: ['account_number', 'ifsc'],
		optional: ['name'],
		status: 200,
		build: ({ params, pennyDrops }) => {
			if (!IFSC_PATTERN.test(params.ifsc)) throw invalid('Invalid IFSC pattern');
			if (!/^\d{9,18}$/.test(params.account_number)) throw invalid('Invalid bank account number');
			rejectNotFound(params.account_number, NOT_FOUND_INPUTS.bankAccountNumber);
			const data = records.pennyDrop(params.account_number, params.ifsc);
			pennyDrops.record({
				accountNumber: params.account_number,
				ifsc: params.ifsc,
				utr: data.utr,
				amount: data.amount_deposited,
			});
			return { data };
		},
	},
	{
		// Docs only (reference/kyb/gst/pan-to-gst): `data` is a list.
		operation: 'getGstinsByPan',
		method: 'GET',
		path: '/v1/verification/gstin/gstin-by-pan',
		input: 'query',
		required: ['pan_number'],
		optional: [],
		status: 200,
		message: 'Linked GSTINs fetched successfully.',
		build: ({ params }) => {
			if (!PAN_PATTERN.test(params.pan_number)) throw invalid('Invalid Pan pattern');
			rejectNotFound(params.pan_number, NOT_FOUND_INPUTS.panNumber, 'No records found');
			const gstins = records.gstinsByPan(params.pan_number);
			// A sample person who runs no business holds no GSTIN.
			if (gstins.length === 0) throw notFound('No records found');
			return { data: gstins };
		},
	},
	...IDENTITY_ROUTES,
	...KYB_ROUTES,
];

/** The rows for a path (one per method); empty for an unknown path. */
export function routesFor(path: string): Route[] {
	return ROUTES.filter((route) => route.path === path);
}

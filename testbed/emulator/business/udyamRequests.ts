/**
 * Udyam (MSME) verifications, asynchronous as Deepvue's are (reference/kyb/msme/async): the create
 * call answers a `request_id` at once; the result call answers 202 with `status: "in_progress"`
 * until the request is `delayMs` old, then 200 with the task completed (its `result`) or failed
 * (`error` and `message`, as the result page's sample shows). Both answers are Deepvue's task
 * records, outside the usual envelope. A sample business's Udyam number answers with that business
 * (../businesses.ts); `NOT_FOUND_INPUTS.udyamNumber` fails; any other number completes with a record derived from
 * a hash. Every request created is kept, so tests can count what was paid for.
 */
import { randomUUID } from 'node:crypto';

import { businessByUdyam } from '../businesses';
import type { WorldBusiness } from '../businesses';
import { NOT_FOUND_INPUTS, PLACES, businessAddressAt } from '../endpoints/fixtures';
import { Seed } from '../endpoints/seed';

/** How long a request stays in progress by default: Deepvue says most take 5 to 30 seconds. */
export const UDYAM_DELAY_MS = 4000;

export interface UdyamRequest {
	requestId: string;
	udyamNumber: string;
	createdAt: number;
}

const TYPE = 'udyam_aadhaar';
const ORGANISATION_TYPES: Readonly<Record<WorldBusiness['kind'], string>> = {
	company: 'Private Limited Company',
	llp: 'Limited Liability Partnership',
	proprietorship: 'Proprietary',
};

/** What the Udyam certificate says of a sample business. */
function worldResult(business: WorldBusiness, udyam: NonNullable<WorldBusiness['udyam']>) {
	const { address } = business.gst;
	return {
		general_details: {
			enterprise_name: business.kind === 'proprietorship' ? business.tradeName : business.legalName,
			organization_type: ORGANISATION_TYPES[business.kind],
			major_activity: udyam.majorActivity,
			enterprise_type: udyam.enterpriseType,
			social_category: 'General',
			date_of_inc: business.company?.incorporatedOn ?? business.gst.registeredOn,
			commencement_date: business.gst.registeredOn,
			applied_date: udyam.registeredOn,
			dic_name: address.district.toUpperCase(),
			msme_di: address.city.toUpperCase(),
			state: address.state.toUpperCase(),
		},
		official_address: {
			door: address.buildingNumber,
			name_of_premises: address.buildingName,
			road: address.street,
			block: address.locality,
			town: address.locality,
			city: address.city,
			district: address.district,
			state: address.state.toUpperCase(),
			pin: address.pincode,
		},
		enterprise_type: [
			{
				classification_year: '2025-26',
				enterprise_type: udyam.enterpriseType,
				classification_date: udyam.registeredOn,
			},
		],
	};
}

const DERIVED_NAMES = [
	'SHREE GANESH ENTERPRISES',
	'ANNAPURNA FOODS',
	'GREEN LEAF CATERERS',
] as const;

/** A Udyam number no sample business holds: a micro enterprise picked by its hash. */
function derivedResult(udyamNumber: string) {
	const seed = new Seed(udyamNumber);
	const place = seed.pick(PLACES, 'place');
	const registeredOn = seed.date('registered', 2020, 2024);
	return worldResult(
		{
			id: udyamNumber,
			kind: 'proprietorship',
			legalName: '',
			tradeName: seed.pick(DERIVED_NAMES, 'name'),
			pan: '',
			gst: {
				gstin: '',
				status: 'Active',
				taxpayerType: 'Regular',
				constitution: 'Proprietorship',
				registeredOn: seed.date('commenced', 2010, 2019),
				eInvoicing: false,
				natureOfBusiness: '',
				address: businessAddressAt(place),
				filing: { returns: [], frequency: 'monthly' },
			},
			role: '',
		},
		{
			number: udyamNumber,
			outcome: 'completed',
			enterpriseType: 'Micro',
			majorActivity: seed.pick(['Services', 'Trading', 'Manufacturing'] as const, 'activity'),
			registeredOn,
		},
	);
}

const isoSeconds = (at: number) => new Date(at).toISOString().replace(/\.\d{3}Z$/, '+00:00');

export class UdyamRequests {
	/** Every request, by its ID: its result can be read as long as the emulator runs. */
	private readonly requests = new Map<string, UdyamRequest>();
	/** The requests created since the log was last cleared, oldest first: what was paid for. */
	readonly made: UdyamRequest[] = [];
	delayMs = UDYAM_DELAY_MS;

	/** Creates a request for a Udyam number: what the create call answers beside the envelope. */
	create(udyamNumber: string, now = Date.now()): { request_id: string } {
		const request = { requestId: randomUUID(), udyamNumber, createdAt: now };
		this.requests.set(request.requestId, request);
		this.made.push(request);
		return { request_id: request.requestId };
	}

	/**
	 * The task record of a request, and its HTTP status (202 while in progress); undefined for a
	 * request id never given.
	 */
	result(requestId: string, now = Date.now()): { status: 200 | 202; record: object } | undefined {
		const request = this.requests.get(requestId);
		if (!request) return undefined;
		const seed = new Seed(requestId);
		const task = {
			action: 'verify_with_source',
			created_at: isoSeconds(request.createdAt),
			group_id: seed.hex('group', 32),
			request_id: requestId,
			task_id: seed.hex('task', 32),
			type: TYPE,
		};
		if (now - request.createdAt < this.delayMs)
			return {
				status: 202,
				record: { ...task, status: 'in_progress', message: 'Request is being processed' },
			};
		const completedAt = isoSeconds(request.createdAt + this.delayMs);
		const business = businessByUdyam(request.udyamNumber);
		const failed =
			request.udyamNumber === NOT_FOUND_INPUTS.udyamNumber || business?.udyam?.outcome === 'failed';
		if (failed)
			return {
				status: 200,
				record: {
					...task,
					completed_at: completedAt,
					status: 'failed',
					error: 'BAD_REQUEST',
					message: 'Please enter a valid UAM number',
				},
			};
		const sourceOutput =
			business?.udyam !== undefined
				? worldResult(business, business.udyam)
				: derivedResult(request.udyamNumber);
		return {
			status: 200,
			record: {
				...task,
				completed_at: completedAt,
				status: 'completed',
				result: { source_output: { ...sourceOutput, status: 'id_found' } },
			},
		};
	}

	/** Empties the log of requests made; their results stay readable. */
	clearLog(): void {
		this.made.length = 0;
	}
}

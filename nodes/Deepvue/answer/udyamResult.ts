import type { IDataObject } from 'n8n-workflow';

import type { InputsByName } from '../model/input';
import type { ShapedResult } from '../model/shapedResult';
import { dateIn, objectIn, objectsIn, textIn } from './businessFields';

/**
 * A Udyam verification's result, from Deepvue's task record (its answer is the record itself, not
 * an envelope: `request_id`, `status`, `result`, `error`, `message`...): the enterprise as the
 * Udyam certificate gives it, or why the verification failed, or that it is still in progress.
 */

/** The task states of a verification not done yet; any other is its outcome. */
const UNDER_WAY = new Set(['in_progress', 'pending', 'processing', 'queued', 'created']);

/** Whether a Udyam task record says the verification is still under way. */
export function isUnderWay(record: IDataObject): boolean {
	return UNDER_WAY.has((textIn(record, 'status') ?? '').toLowerCase());
}

export function udyamResult(record: IDataObject, inputs: InputsByName): ShapedResult {
	const result = objectIn(record, 'result') ?? {};
	const source = objectIn(result, 'source_output') ?? result;
	const general = objectIn(source, 'general_details') ?? source;
	const address = objectIn(source, 'official_address');
	const status = textIn(record, 'status');
	const failed = status?.toLowerCase() === 'failed';
	return {
		json: {
			request_id: textIn(record, 'request_id'),
			status,
			udyam_number:
				inputs.udyam_aadhaar_number ?? textIn(general, 'udyam_number', 'udyam_registration_number'),
			enterprise_name: textIn(general, 'enterprise_name', 'name_of_enterprise'),
			enterprise_type: textIn(general, 'enterprise_type'),
			major_activity: textIn(general, 'major_activity'),
			organisation_type: textIn(general, 'organization_type', 'organisation_type'),
			social_category: textIn(general, 'social_category'),
			date_of_incorporation: dateIn(general, 'date_of_inc', 'date_of_incorporation'),
			date_of_commencement: dateIn(general, 'commencement_date', 'date_of_commencement'),
			registered_on: dateIn(general, 'applied_date', 'registration_date', 'date_of_registration'),
			state: textIn(general, 'state'),
			district: textIn(general, 'dic_name', 'district'),
			official_address: address,
			classifications: objectsIn(source, 'enterprise_type').map((entry) => ({
				year: textIn(entry, 'classification_year'),
				enterprise_type: textIn(entry, 'enterprise_type'),
				classified_on: dateIn(entry, 'classification_date'),
			})),
			failure: failed
				? { code: textIn(record, 'error'), message: textIn(record, 'message') }
				: null,
			created_at: textIn(record, 'created_at'),
			completed_at: textIn(record, 'completed_at'),
		},
		files: [],
	};
}

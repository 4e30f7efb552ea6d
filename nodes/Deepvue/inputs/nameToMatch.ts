import { plainTextFormat } from './formats';
import type { ApiInput } from '../model/input';

/**
 * Name to Match: sent by Verify UPI ID (query `name`), and compared with the name found by every
 * operation that has one (`nameIn`), which the others do not send.
 */
export const nameToMatch: ApiInput = {
	apiName: 'name',
	format: plainTextFormat,
	in: 'query',
	required: false,
	field: {
		displayName: 'Name to Match',
		name: 'nameToMatch',
		type: 'string',
		default: '',
		description:
			'Optional. The name you expect, e.g. as the applicant typed it. The output ' +
			'gets name_match against the name Deepvue found: verdict "match" (the ' +
			'same person: given and family names agree, at most one middle name missing), ' +
			'"partial" (a person should review), "mismatch" (another name) or "no_name"; ' +
			'reasons say why (e.g. given_name_close_spelling, extra_words, holder_not_a_person); ' +
			'score 0-100. Verify UPI ID also sends it to Deepvue; the other operations ' +
			'do not.',
	},
};

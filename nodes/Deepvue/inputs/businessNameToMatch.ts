import { plainTextFormat } from './formats';
import type { ApiInput } from '../model/input';

/**
 * Business Name to Match, and the trade name beside it for an account holder: compared with the
 * business names an answer holds (`businessNameIn`, answer/businessNameCheck.ts), never sent.
 */
export const businessNameToMatch: ApiInput = {
	apiName: 'business_name_to_match',
	format: plainTextFormat,
	in: 'node',
	required: false,
	field: {
		displayName: 'Business Name to Match',
		name: 'businessNameToMatch',
		type: 'string',
		default: '',
		placeholder: 'Deccan Spice Foods Pvt Ltd',
		description:
			"Optional. The business's name you expect, e.g. as the merchant typed it: its legal " +
			"name, its trade name, or a proprietor's own name. Compared as a business's name " +
			'(legal forms however written, M/s, abbreviations, a word missing or changed) with ' +
			"the names found: a GSTIN's legal and trade names (a proprietorship's legal name is " +
			"the proprietor's, compared as a person's), a company's name, a PAN's holder name, a " +
			"bank account's holder name. The output gets business_name_match: verdict " +
			'"match" (the same business), "partial" (a person should review), "mismatch" or ' +
			'"no_name"; reasons (e.g. trade_name, legal_form_differs, business_word_missing); ' +
			'score 0-100; compared_with (legal_name or trade_name). Not sent to Deepvue.',
	},
};

export const tradeNameToMatch: ApiInput = {
	apiName: 'trade_name_to_match',
	format: plainTextFormat,
	in: 'node',
	required: false,
	field: {
		displayName: 'Trade Name to Match',
		name: 'tradeNameToMatch',
		type: 'string',
		default: '',
		placeholder: 'Deccan Spice',
		description:
			"Optional, beside Business Name to Match (the legal name): the business's trade name. " +
			"A bank holds an account in either name (or the proprietor's): the account holder " +
			'name is compared with both, and business_name_match.compared_with says which matched. ' +
			'Not sent to Deepvue.',
	},
};

// Sample merchants for the merchant onboarding template (examples/merchant-onboarding.json), made
// of the emulator's sample businesses and people (testbed/emulator/businesses.ts, world.ts): what
// the risk team types into the form to see an approve, a review and a reject against the emulator.
// `npm run dev` prints them; the engine tests and the real-n8n check submit them.
import { DINS, businessById } from './emulator/businesses';
import type { WorldBusiness } from './emulator/businesses';
import { displayName, personById } from './emulator/world';

export type MerchantDecision = 'approve' | 'review' | 'reject';

/** The form's fields, in its order, as the risk team types them. */
export interface MerchantForm {
	entityType: 'Proprietorship' | 'Partnership' | 'LLP' | 'Company';
	businessName: string;
	pan: string;
	gstin: string;
	/** A company's CIN or an LLP's LLPIN; '' for a proprietorship or a firm. */
	cin: string;
	signatoryName: string;
	/** '' for a proprietorship or a firm. */
	din: string;
	accountNumber: string;
	ifsc: string;
	/** '' when it has none. */
	udyam: string;
}

/** The form's labels, in its order (the Form Trigger's fields). */
export const MERCHANT_FORM_LABELS: Record<keyof MerchantForm, string> = {
	entityType: 'Entity type',
	businessName: 'Business name',
	pan: 'Business PAN',
	gstin: 'GSTIN',
	cin: 'CIN or LLPIN',
	signatoryName: 'Signatory name',
	din: 'Signatory DIN',
	accountNumber: 'Bank account number',
	ifsc: 'IFSC',
	udyam: 'Udyam number',
};

export interface MerchantSample {
	decision: MerchantDecision;
	/** Why the template decides so, in a few words. */
	why: string;
	/** The decision's reasons, as Merchant Decision gives them. */
	reasons: string[];
	form: MerchantForm;
}

const ENTITY: Record<WorldBusiness['kind'], MerchantForm['entityType']> = {
	company: 'Company',
	llp: 'LLP',
	proprietorship: 'Proprietorship',
};

/** A sample business as its owner applies, signed by `signatory` (a sample person's id): every field from its records. */
export function merchantForm(
	businessId: string,
	signatory: string,
	changes: Partial<MerchantForm> = {},
): MerchantForm {
	const business = businessById(businessId);
	const officer = business.kind !== 'proprietorship';
	return {
		entityType: ENTITY[business.kind],
		businessName: business.tradeName,
		pan: business.pan,
		gstin: business.gst.gstin,
		cin: business.company?.cin ?? business.llpin ?? '',
		signatoryName: displayName(personById(signatory)),
		din: officer ? (DINS[signatory] ?? '') : '',
		accountNumber: business.bank?.accountNumber ?? '',
		ifsc: business.bank?.ifsc ?? '',
		udyam: business.udyam?.number ?? '',
		...changes,
	};
}

export const MERCHANT_SAMPLES: readonly MerchantSample[] = [
	{
		decision: 'approve',
		why: 'a company: GSTIN, PAN, CIN, its managing director, Udyam and the account all agree',
		reasons: [],
		form: merchantForm('deccan', 'kavya'),
	},
	{
		decision: 'approve',
		why: "a proprietorship on Arjun Singh Mehta's PAN, the account in the shop's name",
		reasons: [],
		form: merchantForm('mehta', 'arjun'),
	},
	{
		decision: 'review',
		why: 'the signatory resigned as director in 2023; no penny drop paid',
		reasons: ['signatory_not_current_director'],
		form: merchantForm('deccan', 'ravi'),
	},
	{
		decision: 'review',
		why: 'an LLP signed by its designated partner; its Udyam number is not found',
		reasons: ['udyam_not_verified'],
		form: merchantForm('malabar', 'priya'),
	},
	{
		decision: 'reject',
		why: 'its GSTIN is cancelled and the company struck off',
		reasons: ['gstin_not_active', 'company_not_active'],
		form: merchantForm('sunrise', 'vikram'),
	},
	{
		decision: 'reject',
		why: "St. Mary's Provisions given by the owner's son with his own PAN: the GSTIN carries his father's",
		// And the name on his PAN is his father's turned round: the son, for a person to see.
		reasons: [
			'gstin_pan_not_business_pan',
			'pan_legal_name_partial',
			'pan_legal_proprietor_name',
			'pan_legal_turned_round',
		],
		form: merchantForm('stmarys', 'thomas', { pan: personById('thomas').pan }),
	},
];

/** The form's values in its order, for a page's fields (field-0, field-1, ...). */
export const merchantFormValues = (form: MerchantForm): string[] =>
	(Object.keys(MERCHANT_FORM_LABELS) as (keyof MerchantForm)[]).map((field) => form[field]);

/** The lines `npm run dev` prints: the form's address and, for each decision, a merchant to type. */
export function sampleMerchantLines(n8nUrl: string): string[] {
	return [
		`Merchant onboarding form: ${n8nUrl}/form/deepvue-merchant (the decision shows on its last page and in kyb_records)`,
		...MERCHANT_SAMPLES.map(
			({ decision, why, form }) =>
				`  ${decision.padEnd(9)}${merchantFormValues(form)
					.map((value, index) => `${Object.values(MERCHANT_FORM_LABELS)[index]}: ${value || '-'}`)
					.join('; ')} (${why})`,
		),
	];
}

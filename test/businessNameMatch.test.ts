/**
 * Business Name to Match on its own: each rule of the business comparison (nameMatch/business/businessName.ts,
 * its tables in nameRules.ts) on a pair of names it decides, at the default thresholds, and the
 * holder's kind read from a PAN.
 */
import type * as BusinessName from '../nodes/Deepvue/nameMatch/business/businessName';
import type { BusinessHolder } from '../nodes/Deepvue/model/businessKinds';
import type * as BusinessKinds from '../nodes/Deepvue/model/businessKinds';

const { businessNameMatch, holderOfPan } = jest.requireActual<typeof BusinessName>(
	'../dist/nodes/Deepvue/nameMatch/business/businessName',
);

const DEFAULTS = { match: 85, review: 60 };

const compare = (given: string, legalName: unknown, tradeName: unknown, holder: BusinessHolder) =>
	businessNameMatch(given, { legalName, tradeName, holder }, DEFAULTS);

describe('the business comparison', () => {
	// [name given, legal name, trade name, holder, verdict, reasons, compared with]
	it.each([
		// Legal forms written many ways, or left out
		[
			'Kalindi Polyfab Pvt. Ltd.',
			'KALINDI POLYFAB PRIVATE LIMITED',
			'',
			'company',
			'match',
			['legal_form_abbreviated'],
			'legal_name',
		],
		[
			'Rathore Cable (P) Ltd',
			'RATHORE CABLE PRIVATE LIMITED',
			'',
			'company',
			'match',
			['legal_form_abbreviated'],
			'legal_name',
		],
		[
			'Sapphire Lamination P. Ltd',
			'SAPPHIRE LAMINATION PRIVATE LIMITED',
			'',
			'company',
			'match',
			['legal_form_abbreviated'],
			'legal_name',
		],
		[
			'Pinewood Analytics Limited Liability Partnership',
			'PINEWOOD ANALYTICS LLP',
			'',
			'llp',
			'match',
			['legal_form_abbreviated'],
			'legal_name',
		],
		[
			'Zenith Orbit Digital LLP',
			'ZENITH ORBIT DIGITAL L L P',
			'',
			'unknown',
			'match',
			['same_words'],
			'legal_name',
		],
		[
			'Trinetra Security Services',
			'TRINETRA SECURITY SERVICES PRIVATE LIMITED',
			'',
			'company',
			'match',
			['legal_form_missing'],
			'legal_name',
		],
		[
			'Bhavani Traders & Co',
			'BHAVANI TRADERS AND COMPANY',
			'',
			'partnership',
			'match',
			['legal_form_abbreviated'],
			'legal_name',
		],
		[
			'Kumar & Kumar Co',
			'KUMAR AND KUMAR',
			'',
			'partnership',
			'match',
			['legal_form_missing'],
			'legal_name',
		],
		// Another kind of legal form: another entity, for a person to look
		[
			'Ekdant Packaging Pvt Ltd',
			'EKDANT PACKAGING LLP',
			'',
			'llp',
			'partial',
			['legal_form_differs'],
			'legal_name',
		],
		[
			'Chandrakala Jewellers Pvt Ltd',
			'CHANDRAKALA JEWELLERS',
			'',
			'partnership',
			'partial',
			['legal_form_differs'],
			'legal_name',
		],
		[
			'Shri Ganesh Educational Society',
			'SHRI GANESH EDUCATIONAL TRUST',
			'',
			'trust',
			'partial',
			['legal_form_differs', 'business_words_differ'],
			'legal_name',
		],
		[
			'Meghdoot Castings Pvt Ltd',
			'MEGHDOOT CASTINGS LIMITED',
			'',
			'company',
			'partial',
			['company_form_changed'],
			'legal_name',
		],
		[
			'Janakalyan Credit Society Ltd',
			'JANAKALYAN CREDIT SOCIETY LIMITED',
			'',
			'society',
			'match',
			['legal_form_abbreviated'],
			'legal_name',
		],
		// M/s, The, punctuation, & and "and", spacing
		[
			'M/s. The Deccan Tyre House',
			'DECCAN TYRE HOUSE',
			'',
			'partnership',
			'match',
			['messrs_removed'],
			'legal_name',
		],
		[
			'S.K. Enterprises',
			'S K ENTERPRISES',
			'',
			'partnership',
			'match',
			['same_words'],
			'legal_name',
		],
		[
			'Mehta Bhatt Associates',
			'MEHTA & BHATT ASSOCIATES',
			'',
			'partnership',
			'match',
			['same_words'],
			'legal_name',
		],
		[
			'JaiHind Motors',
			'JAI HIND MOTORS',
			'',
			'partnership',
			'match',
			['joined_words'],
			'legal_name',
		],
		['A-One Plastics', 'A1 PLASTICS', '', 'partnership', 'match', ['same_words'], 'legal_name'],
		[
			'Aarambh (Pune) Foods Pvt Ltd',
			'AARAMBH FOODS (PUNE) PRIVATE LIMITED',
			'',
			'company',
			'match',
			['legal_form_abbreviated', 'word_order_changed'],
			'legal_name',
		],
		// Words written otherwise
		[
			'Sagarika Intl Exports',
			'SAGARIKA INTERNATIONAL EXPORTS',
			'',
			'partnership',
			'match',
			['word_abbreviated'],
			'legal_name',
		],
		[
			'Nirmal Jyoti Enterprises',
			'NIRMAL JYOTI ENTERPRISE',
			'',
			'partnership',
			'match',
			['singular_plural'],
			'legal_name',
		],
		[
			'Shri Balaji Enterprises',
			'SHREE BALAJI ENTERPRISES',
			'',
			'partnership',
			'match',
			['spelling_variant'],
			'legal_name',
		],
		[
			'SRK Textiles',
			'SHREE RAM KRISHNA TEXTILES',
			'',
			'partnership',
			'partial',
			['acronym'],
			'legal_name',
		],
		[
			'SFSPL',
			'SURAKSHA FACILITY SERVICES PRIVATE LIMITED',
			'',
			'company',
			'partial',
			['legal_form_missing', 'acronym'],
			'legal_name',
		],
		[
			'Municipal Council Devgarhpur',
			'NAGAR PALIKA PARISHAD DEVGARHPUR',
			'',
			'government',
			'partial',
			['translated_name'],
			'legal_name',
		],
		// A business sharing words is another business, for a person to look at most
		[
			'Sunrise Traders',
			'SUNRISE TRADING CO',
			'',
			'partnership',
			'partial',
			['legal_form_missing', 'word_form_differs'],
			'legal_name',
		],
		[
			'Ganesh Electricals',
			'GANESH ELECTRONICS',
			'',
			'partnership',
			'mismatch',
			['business_words_differ'],
			'legal_name',
		],
		[
			'New Balaji Steel Traders',
			'BALAJI STEEL TRADERS',
			'',
			'partnership',
			'partial',
			['business_word_missing'],
			'legal_name',
		],
		[
			'Muruga Stores',
			'MURUGAN STORES',
			'',
			'partnership',
			'partial',
			['business_word_cut_short'],
			'legal_name',
		],
		[
			'Krishana Traders',
			'KRISHNA TRADERS',
			'',
			'partnership',
			'match',
			['spelling_variant'],
			'legal_name',
		],
		// The trade name, and the proprietor's own name on a proprietorship's GSTIN
		[
			'Chai Chaupal',
			'BHOOMIJA BEVERAGES PRIVATE LIMITED',
			'CHAI CHAUPAL',
			'company',
			'match',
			['trade_name'],
			'trade_name',
		],
		[
			'Mrs Kavita Arora',
			'KAVITA ARORA',
			'MEENAKSHI BOUTIQUE',
			'proprietorship',
			'match',
			['proprietor_name', 'honorific_removed'],
			'legal_name',
		],
		[
			'Sunita Gupta',
			'RAMESH KUMAR GUPTA',
			'GUPTA GENERAL STORES',
			'proprietorship',
			'mismatch',
			['proprietor_name', 'given_name_differs', 'placeholder_word'],
			'legal_name',
		],
		[
			'Gupta General Stores Pvt Ltd',
			'RAMESH KUMAR GUPTA',
			'GUPTA GENERAL STORES',
			'proprietorship',
			'partial',
			['trade_name', 'legal_form_differs'],
			'trade_name',
		],
		// Never a person's name but a proprietor's
		[
			'Rajesh Kumar Agarwal',
			'RAJESH KUMAR AGARWAL HUF',
			'',
			'huf',
			'partial',
			['legal_form_missing', 'named_for_a_person'],
			'legal_name',
		],
		[
			'Rajesh Sharma',
			'RAJESH SHARMA PRIVATE LIMITED',
			'',
			'company',
			'partial',
			['legal_form_missing', 'named_for_a_person'],
			'legal_name',
		],
		[
			'Rajesh Sharma Pvt Ltd',
			'RAJESH SHARMA PRIVATE LIMITED',
			'',
			'company',
			'match',
			['legal_form_abbreviated'],
			'legal_name',
		],
		[
			'Vikram Singh Rathore',
			'RATHORE CABLE INDUSTRIES PRIVATE LIMITED',
			'',
			'company',
			'mismatch',
			['legal_form_missing', 'business_words_differ'],
			'legal_name',
		],
		// A bank's holder name: cut short, its account words and PROP, or a person's account
		[
			'Harshvardhan Logistics Pvt Ltd',
			'HARSHVARDHAN LOGISTICS PRIVATE LI',
			'',
			'unknown',
			'match',
			['legal_form_cut_short', 'legal_form_abbreviated'],
			'legal_name',
		],
		[
			'Lakshmi Jewellers',
			'LAKSHMI JEWELLERS CURRENT A/C',
			'',
			'unknown',
			'match',
			['bank_words_removed'],
			'legal_name',
		],
		[
			'Meenakshi Boutique',
			'MEENAKSHI BOUTIQUE PROPRIETOR KAV',
			'',
			'unknown',
			'match',
			['bank_words_removed'],
			'legal_name',
		],
		[
			'Ramesh Kumar Gupta',
			'RAMESH KUMAR GUPTA',
			'',
			'unknown',
			'match',
			['same_words'],
			'legal_name',
		],
		[
			'Gupta General Stores',
			'RAMESH KUMAR GUPTA',
			'',
			'unknown',
			'partial',
			[
				'holder_not_a_person',
				'given_name_missing',
				'family_name_missing',
				'placeholder_word',
				'proprietor_family_name',
			],
			'legal_name',
		],
		// Placeholders and roles; a placeholder that is the record's initials
		[
			'N/A',
			'KALINDI POLYFAB PRIVATE LIMITED',
			'',
			'company',
			'mismatch',
			['not_a_name', 'no_name_given'],
			'legal_name',
		],
		[
			'Pvt Ltd',
			'KALINDI POLYFAB PRIVATE LIMITED',
			'',
			'company',
			'mismatch',
			['no_name_given'],
			'legal_name',
		],
		[
			'Proprietor',
			'SANJAY AGRAWAL',
			'AGRAWAL PAPER MART',
			'proprietorship',
			'mismatch',
			['proprietor_name', 'not_a_name', 'no_name_given'],
			'legal_name',
		],
		[
			'ABC Pvt Ltd',
			'ANAND BROTHERS CHEMICALS PRIVATE LIMITED',
			'',
			'company',
			'partial',
			['legal_form_abbreviated', 'acronym'],
			'legal_name',
		],
		[
			'XYZ Enterprises',
			'X Y Z ENTERPRISES',
			'',
			'partnership',
			'match',
			['same_words'],
			'legal_name',
		],
	] as const)(
		'%s against %s / %s (%s): %s',
		(given, legal, trade, holder, verdict, reasons, comparedWith) => {
			const found = compare(given, legal, trade, holder);
			expect([found.verdict, found.reasons, found.compared_with]).toEqual([
				verdict,
				reasons,
				comparedWith,
			]);
		},
	);

	it('no name on the record is no_name', () => {
		expect(compare('Sunrise Traders', null, '', 'unknown')).toEqual({
			score: 0,
			verdict: 'no_name',
			reasons: ['no_name_found'],
			compared_with: null,
		});
		expect(compare('Sunrise Traders', 'NA', '', 'partnership').verdict).toBe('no_name');
	});

	it('no score makes a match of names the rules keep apart; a high one only makes fewer matches', () => {
		const atZero = { match: 0, review: 0 };
		const record = {
			legalName: 'SUNRISE TRADING CO',
			tradeName: '',
			holder: 'partnership' as const,
		};
		expect(businessNameMatch('Sunrise Traders', record, atZero).verdict).toBe('partial');
		const spelt = {
			legalName: 'SHREE BALAJI ENTERPRISES',
			tradeName: '',
			holder: 'partnership' as const,
		};
		expect(
			businessNameMatch('Shri Balaji Enterprises', spelt, { match: 99, review: 60 }).verdict,
		).toBe('partial');
	});
});

describe("the holder by a PAN's 4th letter (a GSTIN's own PAN)", () => {
	const { panHolderKind } = jest.requireActual<typeof BusinessKinds>(
		'../dist/nodes/Deepvue/model/businessKinds',
	);
	it.each([
		['AAACK1234F', undefined, undefined, 'company'],
		['AAAFK1234F', 'KOTHARI AND CO', 'Partnership', 'partnership'],
		['AAAFK1234F', 'EKDANT PACKAGING LLP', undefined, 'llp'],
		['AAAFK1234F', 'EKDANT PACKAGING', 'Limited Liability Partnership', 'llp'],
		['ABCPK1234F', 'RAMESH KUMAR GUPTA', 'Proprietorship', 'proprietorship'],
		['AAAHK1234F', undefined, undefined, 'huf'],
		['AAATK1234F', undefined, undefined, 'trust'],
		['AAAAK1234F', undefined, undefined, 'society'],
		['AAABK1234F', undefined, undefined, 'society'],
		['AAAGK1234F', undefined, undefined, 'government'],
		['AAALK1234F', undefined, undefined, 'government'],
		['AAAJK1234F', undefined, undefined, 'unknown'],
	] as const)('%s (%s, %s): %s', (pan, legalName, constitution, holder) => {
		expect(holderOfPan(panHolderKind(pan), legalName, constitution)).toBe(holder);
	});
});

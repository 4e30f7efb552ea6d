/**
 * GST records: a GSTIN's taxpayer details (reference/kyb/gst/gst-basic, with Deepvue's short field
 * names: lgnm, tradeNam, sts, dty, adadr...) and the returns it filed in a financial year
 * (reference/kyb/gst/gst-return-status). A sample business's GSTIN answers with that business
 * (../businesses.ts); any other well-formed GSTIN with a record derived from its PAN and a hash,
 * in the name its PAN is held in, so that Verify PAN and Verify GSTIN agree.
 */
import { businessByGstin } from '../businesses';
import type { BusinessAddress, ReturnFiling, WorldBusiness } from '../businesses';
import {
	MONTHS,
	PLACES,
	businessAddressAt,
	gstinsByPan,
	holderNameOfPan,
} from '../endpoints/fixtures';
import { Seed } from '../endpoints/seed';

/** An address as GST's `addr` writes it. */
function addrOf(address: BusinessAddress) {
	return {
		bnm: address.buildingName,
		// As the page's sample writes an address: the area in `loc`, `locality` often empty.
		loc: address.locality,
		st: address.street,
		bno: address.buildingNumber,
		dst: address.district,
		lt: '',
		locality: '',
		pncd: address.pincode,
		landMark: '',
		stcd: address.state,
		geocodelvl: 'NA',
		flno: address.floor,
		lg: '',
	};
}

function worldRecord(business: WorldBusiness) {
	const { gst } = business;
	const stateCode = gst.gstin.slice(0, 2);
	return {
		stjCd: `${gst.address.state.slice(0, 2).toUpperCase()}${stateCode}${gst.address.pincode.slice(-3)}`,
		lgnm: business.legalName,
		stj: `${gst.address.locality.toUpperCase()}_${gst.address.pincode.slice(-3)}`,
		dty: gst.taxpayerType,
		adadr: [{ addr: addrOf(gst.address), ntr: gst.natureOfBusiness }],
		tradeNam: business.tradeName,
		ctjCd: `R${stateCode}${gst.address.pincode.slice(-2)}`,
		sts: gst.status,
		ctj: 'RANGE-I',
		einvoiceStatus: gst.eInvoicing ? 'Yes' : 'No',
	};
}

const SHOP_WORDS = ['Traders', 'Enterprises', 'Stores', 'Agencies'] as const;

/** A GSTIN no sample business holds: in its PAN's holder's name, the status GSTINs by PAN gives it. */
function derivedRecord(gstin: string) {
	const seed = new Seed(gstin);
	const pan = gstin.slice(2, 12);
	const legalName = holderNameOfPan(pan).toUpperCase();
	const listed = gstinsByPan(pan).find((entry) => entry.gstin === gstin);
	const place = seed.pick(PLACES, 'place');
	const tradeName =
		pan[3] === 'P'
			? `${legalName.split(' ').at(-1)} ${seed.pick(SHOP_WORDS, 'shop')}`.toUpperCase()
			: legalName;
	return worldRecord({
		id: gstin,
		kind: pan[3] === 'P' ? 'proprietorship' : 'company',
		legalName,
		tradeName,
		pan,
		gst: {
			gstin,
			status: listed?.status === 'Cancelled' ? 'Cancelled' : 'Active',
			taxpayerType: seed.chance('composition', 20) ? 'Composition' : 'Regular',
			constitution: pan[3] === 'P' ? 'Proprietorship' : 'Others',
			registeredOn: seed.date('registered', 2017, 2023),
			eInvoicing: pan[3] !== 'P' && seed.chance('einvoice', 50),
			natureOfBusiness: 'Retail Business',
			address: businessAddressAt(place),
			filing: {
				returns: ['GSTR1', 'GSTR3B'],
				frequency: 'monthly',
				missedMonths: seed.chance('missed', 20) ? [seed.int('missedMonth', 1, 12)] : [],
			},
		},
		role: '',
	});
}

/** Verify GSTIN (gstinlite): `data` for a well-formed GSTIN. */
export function gstinLite(gstin: string) {
	const business = businessByGstin(gstin);
	return business ? worldRecord(business) : derivedRecord(gstin);
}

/** How a GSTIN files, and until when: a sample business's, else one derived from its hash. */
function filingOf(gstin: string): { filing: ReturnFiling; until?: string } {
	const business = businessByGstin(gstin);
	if (business) return { filing: business.gst.filing, until: business.gst.cancelledOn };
	const seed = new Seed(gstin);
	return {
		filing: {
			returns: ['GSTR1', 'GSTR3B'],
			frequency: 'monthly',
			missedMonths: seed.chance('missed', 20) ? [seed.int('missedMonth', 1, 12)] : [],
		},
	};
}

/** The day of the month after a period's end on which each return is filed: before its due date. */
const FILED_ON_DAY: Readonly<Record<string, { monthly: number; quarterly: number }>> = {
	GSTR1: { monthly: 10, quarterly: 12 },
	GSTR3B: { monthly: 19, quarterly: 21 },
	CMP08: { monthly: 17, quarterly: 17 },
};

const isoDate = (year: number, month: number, day: number) =>
	`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * GST return filing (track-gstr): the returns filed in the financial year that begins in April of
 * `startYear`, up to `today` (YYYY-MM-DD): each period's return is filed a few days after it ends,
 * except the months the business misses its GSTR-3B, and nothing after a cancellation.
 */
export function gstReturns(gstin: string, startYear: number, today: string) {
	const { filing, until } = filingOf(gstin);
	const months = Array.from({ length: 12 }, (_, index) => ({
		month: ((index + 3) % 12) + 1,
		year: index < 9 ? startYear : startYear + 1,
	}));
	const periods =
		filing.frequency === 'quarterly' ? months.filter(({ month }) => month % 3 === 0) : months;
	const filingStatus = filing.returns.flatMap((returnType) =>
		periods.flatMap(({ month, year }) => {
			const periodEnd = isoDate(year, month, 28);
			const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
			const filedOn = isoDate(next.year, next.month, FILED_ON_DAY[returnType][filing.frequency]);
			const missed = returnType === 'GSTR3B' && (filing.missedMonths ?? []).includes(month);
			if (missed || filedOn > today || (until !== undefined && periodEnd > until)) return [];
			return [
				{
					return_type: returnType,
					financial_year: `${startYear}-${startYear + 1}`,
					tax_period: MONTHS[month - 1],
					date_of_filing: filedOn,
					status: 'Filed',
					mode_of_filing: 'ONLINE',
				},
			];
		}),
	);
	return { gstin, filing_status: filingStatus };
}

import type { IDataObject } from 'n8n-workflow';

import type { InputsByName } from '../model/input';
import { panHolderKind } from '../model/businessKinds';
import type { ShapedResult } from '../model/shapedResult';
import { objectIn, objectsIn, resultData, dateIn, textIn, textOf, yesNoOf } from './businessFields';
import { transactionIdOf } from './identityResults';

/**
 * The GST operations' results in readable field names: Verify GSTIN's taxpayer (Deepvue's `lgnm`
 * is `legal_name`), with the PAN the GSTIN carries and who holds it; GST return filing's returns,
 * with what is missing counted.
 */

/** A GST address (`addr`: bno, bnm, flno, st, loc...) in words, with what the place is used for. */
function addressOf(place: IDataObject, kind: 'principal' | 'additional'): IDataObject {
	const addr = objectIn(place, 'addr') ?? place;
	const parts = {
		building_number: textIn(addr, 'bno'),
		building_name: textIn(addr, 'bnm'),
		floor: textIn(addr, 'flno'),
		street: textIn(addr, 'st'),
		location: textIn(addr, 'loc'),
		locality: textIn(addr, 'locality'),
		district: textIn(addr, 'dst'),
		state: textIn(addr, 'stcd'),
		pincode: textIn(addr, 'pncd'),
		landmark: textIn(addr, 'landMark', 'landmark'),
		latitude: textIn(addr, 'lt'),
		longitude: textIn(addr, 'lg'),
	};
	return {
		kind,
		...parts,
		text: oneLine(Object.values(parts).slice(0, 9)),
		nature: listText(place.ntr),
	};
}

/** An address's parts on one line (not the landmark or the coordinates), each only once. */
function oneLine(parts: Array<string | null>): string {
	const kept: string[] = [];
	for (const part of parts) {
		if (part !== null && !kept.some((earlier) => earlier.toLowerCase() === part.toLowerCase()))
			kept.push(part);
	}
	return kept.join(', ');
}

/** A list of texts (GST's natures of business) as one text, or a text as it is. */
function listText(value: unknown): string | null {
	if (!Array.isArray(value)) return textOf(value);
	const texts = value.map(textOf).filter((text) => text !== null);
	return texts.length === 0 ? null : texts.join(', ');
}

/** The PAN a GSTIN carries: its characters 3 to 12, when they read as a PAN. */
function panInGstin(gstin: string | null): string | null {
	return /^\d{2}[A-Z]{5}\d{4}[A-Z]/.test(gstin ?? '') ? (gstin ?? '').slice(2, 12) : null;
}

/**
 * Verify GSTIN: the taxpayer as GST registers it. `pan` is the PAN the GSTIN carries, `holder_kind`
 * who holds it (its fourth letter: a proprietorship's GSTIN carries the proprietor's own PAN, so
 * its legal name is a person's), `pan_matches` whether it is the item's PAN to Match.
 */
export function gstinResult(envelope: IDataObject, inputs: InputsByName): ShapedResult {
	const data = resultData(envelope);
	const gstin = inputs.gstin_number ?? textIn(data, 'gstin');
	const pan = panInGstin(gstin);
	const expected = inputs.pan_to_match;
	const status = textIn(data, 'sts');
	const principal = objectIn(data, 'pradr');
	return {
		json: {
			gstin,
			legal_name: textIn(data, 'lgnm'),
			trade_name: textIn(data, 'tradeNam', 'tradename'),
			status,
			is_active: status?.toLowerCase() === 'active',
			taxpayer_type: textIn(data, 'dty'),
			constitution: textIn(data, 'ctb'),
			pan,
			holder_kind: pan === null ? null : panHolderKind(pan),
			pan_matches: expected === undefined || pan === null ? null : expected === pan,
			state_code: gstin === null ? null : gstin.slice(0, 2),
			registered_on: dateIn(data, 'rgdt'),
			cancelled_on: dateIn(data, 'cxdt'),
			e_invoicing: yesNoOf(data.einvoiceStatus),
			state_jurisdiction: textIn(data, 'stj'),
			centre_jurisdiction: textIn(data, 'ctj'),
			nature_of_business: listText(data.nba),
			addresses: [
				...(principal ? [addressOf(principal, 'principal')] : []),
				...objectsIn(data, 'adadr').map((place) => addressOf(place, 'additional')),
			],
			transaction_id: transactionIdOf(envelope),
		},
		files: [],
	};
}

const MONTH_NAMES = [
	'january',
	'february',
	'march',
	'april',
	'may',
	'june',
	'july',
	'august',
	'september',
	'october',
	'november',
	'december',
];

/** A month of a financial year as YYYY-MM: April to December in its first year, the rest in the next. */
function periodOf(month: number, startYear: number): string {
	return `${month >= 4 ? startYear : startYear + 1}-${String(month).padStart(2, '0')}`;
}

/** The month a return is for, as YYYY-MM: from its tax period's month name, or MMYYYY as GSTN writes it. */
function returnPeriod(entry: IDataObject, startYear: number): string | null {
	const taxPeriod = textIn(entry, 'tax_period', 'ret_prd') ?? '';
	const byNumber = /^(\d{2})(\d{4})$/.exec(taxPeriod);
	if (byNumber) return `${byNumber[2]}-${byNumber[1]}`;
	const month = MONTH_NAMES.indexOf(taxPeriod.toLowerCase()) + 1;
	return month === 0 ? null : periodOf(month, startYear);
}

/** The returns whose periods are counted: a regular taxpayer's GSTR-1 and GSTR-3B, a composition taxpayer's CMP-08. */
const PERIODIC = ['GSTR1', 'GSTR3B', 'CMP08'];

const QUARTER_ENDS = [6, 9, 12, 3];

/**
 * The periods a return is due for in a financial year by `today`: each month, or each quarter
 * (its last month), once the month after it is over, so that a return whose due date may not have
 * passed is never counted missing.
 */
function duePeriods(
	frequency: 'monthly' | 'quarterly',
	startYear: number,
	today: string,
): string[] {
	const months = frequency === 'monthly' ? [4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3] : QUARTER_ENDS;
	return months
		.map((month) => periodOf(month, startYear))
		.filter((period) => {
			const [year, month] = period.split('-').map(Number);
			const overAfter = new Date(Date.UTC(year, month + 1, 1)).toISOString().slice(0, 10);
			return overAfter <= today;
		});
}

const returnTypeOf = (entry: IDataObject) =>
	(textIn(entry, 'return_type', 'rtntype') ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * GST return filing: every return Deepvue lists for the financial year, in readable fields, and,
 * for GSTR-1, GSTR-3B and CMP-08, the periods due with no filing (`missing`), counted. A return
 * filed only for quarter-ending months is read as filed quarterly (QRMP); one never filed that
 * year is counted missing each quarter. A composition taxpayer (CMP-08 or GSTR-4 filed) is not
 * expected to file GSTR-1 or GSTR-3B, nor a regular one CMP-08.
 */
export function gstReturnsResult(
	envelope: IDataObject,
	inputs: InputsByName,
	today = new Date().toISOString().slice(0, 10),
): ShapedResult {
	const data = resultData(envelope);
	const financialYear = inputs.financial_year ?? null;
	const startYear = Number((financialYear ?? '').slice(0, 4));
	const returns = objectsIn(data, 'filing_status', 'returns', 'EFiledlist').map((entry) => {
		const status = textIn(entry, 'status');
		return {
			return_type: returnTypeOf(entry),
			period: returnPeriod(entry, startYear),
			tax_period: textIn(entry, 'tax_period', 'ret_prd'),
			date_of_filing: dateIn(entry, 'date_of_filing', 'dof'),
			status,
			mode_of_filing: textIn(entry, 'mode_of_filing', 'mof'),
			filed: /filed/i.test(status ?? '') && !/not\s*filed/i.test(status ?? ''),
		};
	});
	const filed = returns.filter((entry) => entry.filed);
	const types = new Set(filed.map((entry) => entry.return_type));
	const composition = types.has('CMP08') || types.has('GSTR4');
	const expected = composition ? ['CMP08'] : ['GSTR1', 'GSTR3B'];
	const byReturnType: IDataObject = {};
	const missing: IDataObject[] = [];
	for (const returnType of PERIODIC.filter((type) => expected.includes(type) || types.has(type))) {
		const periods = filed
			.filter((entry) => entry.return_type === returnType && entry.period !== null)
			.map((entry) => entry.period as string);
		const quarterly =
			returnType === 'CMP08' ||
			periods.length === 0 ||
			periods.every((period) => QUARTER_ENDS.includes(Number(period.slice(5))));
		const due = Number.isNaN(startYear)
			? []
			: duePeriods(quarterly ? 'quarterly' : 'monthly', startYear, today);
		const notFiled = due.filter((period) => !periods.includes(period));
		missing.push(...notFiled.map((period) => ({ return_type: returnType, period })));
		byReturnType[returnType] = {
			frequency:
				periods.length === 0 && returnType !== 'CMP08' ? null : quarterly ? 'quarterly' : 'monthly',
			filed_count: periods.length,
			missing_count: notFiled.length,
			last_period_filed: [...periods].sort().at(-1) ?? null,
		};
	}
	const filedOn = filed.map((entry) => entry.date_of_filing).filter((date) => date !== null);
	return {
		json: {
			gstin: inputs.gstin_number ?? textIn(data, 'gstin'),
			financial_year: financialYear,
			returns,
			filed_count: filed.length,
			missing,
			missing_count: missing.length,
			by_return_type: byReturnType,
			last_filed_on: filedOn.sort().at(-1) ?? null,
			transaction_id: transactionIdOf(envelope),
		},
		files: [],
	};
}

/**
 * The emulator's sample businesses (testbed/emulator/businesses.ts), over HTTP with a client of
 * its own: each business's identifiers name it on every path (PAN, GSTINs by PAN, GSTIN, GST
 * returns, CIN, DIN, penny drop, Udyam), its people are the sample people, the cases a merchant
 * onboarding needs are there, and docs/development.md's table says what businesses.ts holds.
 */
import { BUSINESSES, DINS, businessById, rolesOf } from '../testbed/emulator/businesses';
import type { WorldBusiness } from '../testbed/emulator/businesses';
import { isValidGstin } from '../testbed/emulator/business/gstinCheck';
import { NOT_FOUND_INPUTS } from '../testbed/emulator/server';
import { WORLD, displayName, personById } from '../testbed/emulator/world';
import { developmentSection } from './harness/docsTable';
import { bearerCalls, call, useEmulator } from './harness/emulatorClient';

const emulator = useEmulator();
const { get, lookup, headers } = bearerCalls(emulator);

/** A financial year whose every period is long over. */
const PAST_YEAR = '2024-25';

interface Filing {
	return_type: string;
	tax_period: string;
	date_of_filing: string;
	status: string;
}

async function returnsOf(business: WorldBusiness): Promise<Filing[]> {
	const { gstin, filing_status: filings } = await lookup<{
		gstin: string;
		filing_status: Filing[];
	}>('/v1/verification/gstin/track-gstr', {
		gstin_number: business.gst.gstin,
		financial_year: PAST_YEAR,
	});
	expect(gstin).toBe(business.gst.gstin);
	return filings;
}

/** A Udyam verification through both calls, the emulator's delay set short. */
async function udyamResult(
	number: string,
): Promise<{ created: unknown; pending: unknown; done: Record<string, unknown> }> {
	emulator().setConditions({ udyamDelayMs: 300 });
	const created = await call(emulator(), '/v1/verification/async/post-udyam-details', {
		method: 'POST',
		headers: headers(),
		query: { udyam_aadhaar_number: number },
	});
	expect(created.status).toBe(200);
	const requestId = (created.body as { request_id: string }).request_id;
	const pending = await get('/v1/verification/async/get-udyam-details', { request_id: requestId });
	expect(pending.status).toBe(202);
	await new Promise((resolve) => setTimeout(resolve, 350));
	const done = await get('/v1/verification/async/get-udyam-details', { request_id: requestId });
	expect(done.status).toBe(200);
	return {
		created: created.body,
		pending: pending.body,
		done: done.body as Record<string, unknown>,
	};
}

describe('the businesses', () => {
	it('each have identifiers of their own, in the formats the API checks, carrying their PAN', () => {
		for (const key of ['id', 'legalName'] as const)
			expect(new Set(BUSINESSES.map((business) => business[key])).size).toBe(BUSINESSES.length);
		expect(new Set(BUSINESSES.map((business) => business.gst.gstin)).size).toBe(BUSINESSES.length);
		for (const business of BUSINESSES) {
			expect(isValidGstin(business.gst.gstin)).toBe(true);
			expect(business.gst.gstin.slice(2, 12)).toBe(business.pan);
			expect(business.pan).toMatch(/^[A-Z]{3}[PCF][A-Z]\d{4}[A-Z]$/);
			if (business.company)
				expect(business.company.cin).toMatch(/^[LU]\d{5}[A-Z]{2}\d{4}PTC\d{6}$/);
			if (business.udyam) expect(business.udyam.number).toMatch(/^UDYAM-[A-Z]{2}-\d{2}-\d{7}$/);
			const kindLetter = { company: 'C', llp: 'F', proprietorship: 'P' }[business.kind];
			expect([business.id, business.pan[3]]).toEqual([business.id, kindLetter]);
			// A proprietorship's PAN and legal name are its proprietor's.
			if (business.kind === 'proprietorship') {
				const proprietor = personById(business.proprietor ?? '');
				expect([business.pan, business.legalName]).toEqual([proprietor.pan, proprietor.name]);
			}
			for (const officer of business.officers ?? [])
				expect(DINS[officer.person]).toMatch(/^\d{8}$/);
		}
		expect(new Set(Object.values(DINS)).size).toBe(Object.keys(DINS).length);
		// A bank account is a person's or a business's, never both.
		const personAccounts = WORLD.map((person) => person.bank.accountNumber);
		for (const business of BUSINESSES)
			if (business.bank) expect(personAccounts).not.toContain(business.bank.accountNumber);
	});

	it('hold the cases a merchant onboarding needs', () => {
		const deccan = businessById('deccan');
		expect(deccan.officers?.map((officer) => [officer.person, officer.to !== undefined])).toEqual([
			['kavya', false],
			['ravi', true],
		]);
		const mehta = businessById('mehta');
		expect(mehta).toMatchObject({ kind: 'proprietorship', proprietor: 'arjun' });
		expect(mehta.bank?.holder).toBe(mehta.tradeName);
		expect(mehta.gst.filing.missedMonths?.length).toBeGreaterThan(0);
		expect(businessById('malabar')).toMatchObject({ kind: 'llp', udyam: { outcome: 'failed' } });
		expect(businessById('lakeview').gst.status).toBe('Cancelled');
		expect(businessById('sunrise').company?.status).toBe('Strike Off');
		// Mathew Thomas's GSTIN carries his PAN, not his son's.
		expect(businessById('stmarys').pan).not.toBe(personById('thomas').pan);
		expect(businessById('stmarys').pan).toBe(personById('mathew').pan);
		expect(
			BUSINESSES.filter((business) => business.udyam?.outcome === 'completed').length,
		).toBeGreaterThan(0);
	});
});

describe.each(BUSINESSES.map((business) => [business.id, business] as const))(
	'%s, on every path',
	(_, business) => {
		it('PAN -> Verify PAN and GSTINs by PAN, GSTIN -> Verify GSTIN', async () => {
			const pan = await lookup('/v1/verification/panbasic', { pan_number: business.pan });
			expect(pan).toMatchObject({
				full_name: business.legalName,
				status: 'VALID',
				category: { company: 'Company', llp: 'Firm', proprietorship: 'Individual' }[business.kind],
			});
			const gstins = await lookup<unknown[]>('/v1/verification/gstin/gstin-by-pan', {
				pan_number: business.pan,
			});
			expect(gstins).toContainEqual({
				gstin: business.gst.gstin,
				state: business.gst.address.state,
				state_code: business.gst.gstin.slice(0, 2),
				status: business.gst.status,
			});
			expect(
				await lookup('/v1/verification/gstinlite', { gstin_number: business.gst.gstin }),
			).toMatchObject({
				lgnm: business.legalName,
				tradeNam: business.tradeName,
				sts: business.gst.status,
				dty: business.gst.taxpayerType,
				adadr: [{ addr: { pncd: business.gst.address.pincode, stcd: business.gst.address.state } }],
			});
		});

		it('GST returns of a past financial year: every period but the missed months, none after a cancellation', async () => {
			const filings = await returnsOf(business);
			const { filing, cancelledOn } = business.gst;
			const perReturn = filing.frequency === 'monthly' ? 12 : 4;
			const missed = filing.missedMonths?.length ?? 0;
			const expected = cancelledOn === undefined ? filing.returns.length * perReturn - missed : 0;
			expect(filings).toHaveLength(expected);
			expect(filings.every((entry) => entry.status === 'Filed')).toBe(true);
			if (missed > 0)
				expect(
					filings
						.filter((entry) => entry.return_type === 'GSTR3B')
						.map((entry) => entry.tax_period),
				).not.toContain('September');
		});

		it("CIN -> Company by CIN with its directors; each director's DIN -> the business", async () => {
			if (business.company) {
				const company = await lookup<{
					company_master_data: Record<string, string>;
					director_data: Array<Record<string, string>>;
				}>('/v1/verification/mca/cin', { id_number: business.company.cin });
				expect(company.company_master_data).toMatchObject({
					cin: business.company.cin,
					company_name: business.legalName,
					company_status: business.company.status,
				});
				expect(company.director_data.map((director) => director.din)).toEqual(
					(business.officers ?? []).map((officer) => DINS[officer.person]),
				);
			}
			for (const officer of business.officers ?? []) {
				const person = personById(officer.person);
				const director = await lookup<{
					director_data: { din: string; name: string };
					company_data: Array<Record<string, string>>;
					llp_data: Array<Record<string, string>>;
				}>('/v1/verification/mca/din', { id_number: DINS[officer.person] });
				expect(director.director_data).toEqual({ din: DINS[officer.person], name: person.name });
				const entries = business.kind === 'llp' ? director.llp_data : director.company_data;
				const entry = entries.find((candidate) =>
					[candidate['cin/fcrn'], candidate['llpin/fllpin']].includes(
						business.company?.cin ?? business.llpin ?? '',
					),
				);
				expect(entry).toMatchObject({
					designation: officer.designation,
					end_date: officer.to === undefined ? '-' : officer.to.split('-').reverse().join('/'),
				});
			}
		});

		it('bank account -> the name the bank holds it in; Udyam -> its result', async () => {
			if (business.bank) {
				expect(
					await lookup('/v1/verification/bankaccount', {
						account_number: business.bank.accountNumber,
						ifsc: business.bank.ifsc,
					}),
				).toMatchObject({ account_exists: true, name_at_bank: business.bank.holder });
			}
			if (business.udyam) {
				const { pending, done } = await udyamResult(business.udyam.number);
				expect(pending).toMatchObject({ status: 'in_progress', type: 'udyam_aadhaar' });
				expect(done.status).toBe(business.udyam.outcome);
				if (business.udyam.outcome === 'completed')
					expect(done).toMatchObject({
						result: {
							source_output: {
								general_details: {
									enterprise_type: business.udyam.enterpriseType,
									enterprise_name:
										business.kind === 'proprietorship' ? business.tradeName : business.legalName,
								},
							},
						},
					});
				else expect(done).toMatchObject({ error: 'BAD_REQUEST', message: expect.any(String) });
			}
		});
	},
);

describe('the people', () => {
	it("who run no business hold no GSTIN; a director's DIN lists every company and LLP they serve", async () => {
		const owners = new Set(BUSINESSES.map((business) => business.pan));
		for (const person of WORLD.filter((candidate) => !owners.has(candidate.pan))) {
			const answer = await get('/v1/verification/gstin/gstin-by-pan', { pan_number: person.pan });
			expect([person.id, answer.status]).toEqual([person.id, 404]);
		}
		for (const id of Object.keys(DINS)) {
			const director = await lookup<{ company_data: unknown[]; llp_data: unknown[] }>(
				'/v1/verification/mca/din',
				{ id_number: DINS[id] },
			);
			expect(director.company_data.length + director.llp_data.length).toBe(rolesOf(id).length);
		}
	});
});

describe('records derived from a hash', () => {
	it("give a GSTIN listed by GSTINs by PAN its PAN holder's name and the same status", async () => {
		for (const pan of ['AAACB1234C', 'ABCPE1234F', 'AAKFC1005L']) {
			const { full_name: holder } = await lookup<{ full_name: string }>(
				'/v1/verification/panbasic',
				{ pan_number: pan },
			);
			for (const { gstin, status } of await lookup<Array<{ gstin: string; status: string }>>(
				'/v1/verification/gstin/gstin-by-pan',
				{ pan_number: pan },
			)) {
				expect(isValidGstin(gstin)).toBe(true);
				expect(await lookup('/v1/verification/gstinlite', { gstin_number: gstin })).toMatchObject({
					lgnm: holder.toUpperCase(),
					sts: status,
				});
			}
		}
	});

	it('keep the documented not-found answers, and refuse what is not well formed (422)', async () => {
		const answers = await Promise.all([
			get('/v1/verification/gstinlite', { gstin_number: NOT_FOUND_INPUTS.gstin }),
			get('/v1/verification/mca/din', { id_number: NOT_FOUND_INPUTS.din }),
			get('/v1/verification/mca/cin', { id_number: NOT_FOUND_INPUTS.companyCin }),
			get('/v1/verification/gstinlite', {
				gstin_number: `${businessById('deccan').gst.gstin.slice(0, 14)}0`,
			}),
			get('/v1/verification/gstin/track-gstr', {
				gstin_number: businessById('deccan').gst.gstin,
				financial_year: '2016-17',
			}),
		]);
		expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 422, 422]);
		const { done } = await udyamResult(NOT_FOUND_INPUTS.udyamNumber);
		expect(done).toMatchObject({ status: 'failed', message: 'Please enter a valid UAM number' });
	});
});

it("keeps a Udyam verification's result readable when its log is cleared, as npm run emulator clears it every minute", async () => {
	const { created } = await udyamResult(businessById('mehta').udyam?.number ?? '');
	emulator().clearLog();
	expect(emulator().udyamRequests).toHaveLength(0);
	const read = await get('/v1/verification/async/get-udyam-details', {
		request_id: (created as { request_id: string }).request_id,
	});
	expect([read.status, (read.body as { status: string }).status]).toEqual([200, 'completed']);
});

describe("docs/development.md's table of the sample businesses", () => {
	it('lists every business with the identifiers of businesses.ts', () => {
		const { text: docs, rows } = developmentSection("The emulator's sample businesses");
		const none = (text: string) => (text === '' ? '—' : text);
		expect(rows).toEqual(
			BUSINESSES.map((business) => [
				`\`${business.id}\``,
				business.legalName,
				business.tradeName,
				business.kind,
				business.pan,
				`${business.gst.gstin} (${business.gst.status})`,
				none(
					business.company
						? `${business.company.cin}${business.company.status === 'Active' ? '' : ` (${business.company.status})`}`
						: (business.llpin ?? ''),
				),
				none(
					(business.officers ?? [])
						.map(
							(officer) =>
								`${displayName(personById(officer.person))} ${DINS[officer.person]} (${officer.designation}${officer.to ? `, until ${officer.to}` : ''})`,
						)
						.join(', '),
				),
				none(
					business.bank
						? `${business.bank.accountNumber} (${business.bank.ifsc}), ${business.bank.holder}`
						: '',
				),
				none(business.udyam ? `${business.udyam.number} (${business.udyam.outcome})` : ''),
				business.role,
			]),
		);
		expect(docs).toContain(`\`${NOT_FOUND_INPUTS.gstin}\``);
		expect(docs).toContain(`\`${NOT_FOUND_INPUTS.udyamNumber}\``);
	});
});

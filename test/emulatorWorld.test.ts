/**
 * The emulator's world of sample people (testbed/emulator/world.ts), over HTTP with a client of
 * its own: each person's identifiers name them on every path, the identifiers a record derived
 * from a hash hands out name the same person, no answer or page carries an Aadhaar number, and
 * docs/development.md's table says what world.ts holds.
 */
import { isValidAadhaar } from '../testbed/emulator/identity/verhoeff';
import { NOT_FOUND_INPUTS } from '../testbed/emulator/server';
import {
	EKYC_OTP,
	UIDAI_DOWN_AADHAAR,
	WORLD,
	displayName,
	personByMobile,
} from '../testbed/emulator/world';
import type { WorldPerson } from '../testbed/emulator/world';
import {
	CLIENT_ID_HEADERS,
	bearerCalls,
	call,
	dataOf,
	useEmulator,
} from './harness/emulatorClient';
import type { Answer } from './harness/emulatorClient';
import { documentsCall, openedSession, startSession } from './harness/digiLockerFlow';
import { developmentSection } from './harness/docsTable';

const emulator = useEmulator();
const { get, lookup } = bearerCalls(emulator);

async function ekycName(person: WorldPerson): Promise<Answer> {
	const sent = await call(emulator(), '/v2/ekyc/aadhaar/generate-otp', {
		method: 'POST',
		headers: CLIENT_ID_HEADERS,
		query: { aadhaar_number: person.aadhaar, consent: 'Y', purpose: 'KYC' },
	});
	if (sent.status !== 200) return sent;
	return call(emulator(), '/v2/ekyc/aadhaar/verify-otp', {
		method: 'POST',
		headers: CLIENT_ID_HEADERS,
		query: {
			otp: EKYC_OTP,
			reference_id: (sent.body as { reference_id: string }).reference_id,
			consent: 'Y',
			purpose: 'KYC',
		},
	});
}

describe('the people', () => {
	it('each have identifiers of their own, in the formats the API checks', () => {
		for (const key of ['id', 'mobile', 'pan', 'vpa', 'aadhaar'] as const)
			expect(new Set(WORLD.map((person) => person[key])).size).toBe(WORLD.length);
		expect(new Set(WORLD.map((person) => person.bank.accountNumber)).size).toBe(WORLD.length);
		for (const person of WORLD) {
			expect(person.name).toBe(displayName(person).toUpperCase());
			expect(person.mobile).toMatch(/^[6-9]\d{9}$/);
			expect(person.pan).toMatch(new RegExp(`^[A-Z]{3}P${person.last[0]}\\d{4}[A-Z]$`));
			expect(person.vpa).toMatch(/^[a-z.]+@[a-z]+$/);
			expect(person.bank.accountNumber).toMatch(/^\d{9,18}$/);
			expect(person.bank.ifsc).toMatch(/^[A-Z]{4}0[A-Z0-9]{6}$/);
			expect(person.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
			expect(isValidAadhaar(person.aadhaar)).toBe(true);
			expect(person.aadhaar.startsWith('99990000')).toBe(true);
			expect(Object.values(NOT_FOUND_INPUTS)).not.toContain(person.mobile);
		}
		expect(isValidAadhaar(UIDAI_DOWN_AADHAAR)).toBe(true);
		expect(WORLD.map((person) => person.aadhaar)).not.toContain(UIDAI_DOWN_AADHAAR);
	});

	it("hold the cases the templates need: a father in his son's words, no PAN, no linked mobile, a licence, a revoked number", () => {
		const byName = (name: string) => WORLD.find((person) => person.name === name);
		expect(byName('MATHEW THOMAS')).toMatchObject({ address: { state: 'Kerala' } });
		expect(byName('THOMAS MATHEW')?.address.careOf).toBe('S/O Mathew Thomas');
		expect(WORLD.filter((person) => !person.digiLocker.pan).length).toBeGreaterThan(0);
		expect(WORLD.filter((person) => person.aadhaarMobile === undefined).length).toBeGreaterThan(0);
		expect(WORLD.filter((person) => person.digiLocker.drivingLicence).length).toBeGreaterThan(0);
		expect(WORLD.filter((person) => person.mnrlRevoked).length).toBeGreaterThan(0);
		for (const name of [
			'KAVYA REDDY',
			'ASHA RAO',
			'RAVI KUMAR SHARMA',
			'PRIYA NAIR',
			'ARJUN SINGH MEHTA',
			'MEERA LAKSHMI IYER',
			'VIKRAM RATHORE',
			'ROHAN PRAKASH DAS',
		])
			expect(byName(name)).toBeDefined();
	});
});

describe.each(WORLD.map((person) => [person.id, person] as const))(
	'%s, on every path',
	(_, person) => {
		it('mobile number -> name, PAN -> Verify PAN, UPI ID -> Verify UPI ID', async () => {
			const mobile = { mobile_number: person.mobile };
			expect(await lookup('/v1/mobile-intelligence/mobile-to-name', mobile)).toEqual({
				name: displayName(person),
			});

			const panRecord = await lookup('/v1/mobile-intelligence/mobile-to-pan', mobile);
			expect(panRecord).toMatchObject({
				pan_number: person.pan,
				full_name: person.name,
				gender: person.gender,
				dob: person.dateOfBirth,
				masked_aadhaar: `XXXXXXXX${person.aadhaar.slice(-4)}`,
			});
			expect(
				await lookup('/v1/verification/panbasic', { pan_number: panRecord.pan_number }),
			).toMatchObject({
				full_name: person.name,
				status: 'VALID',
				category: 'Individual',
			});

			const vpaRecord = await lookup('/v1/verification/mobile-to-vpa', mobile);
			expect(vpaRecord).toEqual({
				mobile_number: person.mobile,
				vpa: person.vpa,
				name_at_bank: person.name,
			});
			expect(await lookup('/v1/verification/upi', { vpa: vpaRecord.vpa })).toMatchObject({
				account_exists: true,
				name_at_bank: person.name,
			});
			// Any letter case of the UPI ID and the PAN is the same person's.
			expect(
				(await lookup('/v1/verification/upi', { vpa: person.vpa.toUpperCase() })).name_at_bank,
			).toBe(person.name);
		});

		it('bank account, network circle, revoked-number list and TDS 206AB', async () => {
			expect(
				await lookup('/v1/verification/bankaccount', {
					account_number: person.bank.accountNumber,
					ifsc: person.bank.ifsc,
				}),
			).toMatchObject({ account_exists: true, name_at_bank: person.name, amount_deposited: 1 });
			expect(
				(
					await lookup('/v1/mobile-intelligence/mobile-to-network-details', {
						mobile_number: person.mobile,
					})
				).currentNetworkRegion,
			).toBe(person.address.state);
			const mnrl = await get('/v1/verification/mnrl/verify', { mobile_number: person.mobile });
			expect(mnrl.status).toBe(person.mnrlRevoked ? 200 : 404);
			const tds = await lookup('/v1/verification/tax-payer/tds/206-ab', { pan_number: person.pan });
			expect(tds.masked_name.startsWith(person.first.slice(0, 2).toUpperCase())).toBe(true);
		});

		it('Offline Aadhaar eKYC', async () => {
			const answer = await ekycName(person);
			if (person.aadhaarMobile === undefined) {
				expect(answer.status).toBe(422);
				return;
			}
			expect(answer.status).toBe(200);
			expect(dataOf(answer)).toMatchObject({
				name: person.name,
				gender: person.gender,
				address: { pincode: person.address.pincode, state: person.address.state },
			});
		});

		it('DigiLocker: the access token, the e-Aadhaar and the PAN', async () => {
			const id = await openedSession(emulator(), person.id);
			const eAadhaar = await documentsCall(emulator(), 'eaadhaar', id);
			if (person.digiLocker.eAadhaar) {
				expect(dataOf(eAadhaar)).toMatchObject({
					proof_of_identity: { name: person.name, gender: person.gender },
					proof_of_address: { pincode: person.address.pincode },
				});
			} else expect(eAadhaar.status).toBe(404);
			const files = dataOf<Array<{ doctype: string; uri: string }>>(
				await documentsCall(emulator(), 'issued-files', id),
			);
			const pan = files.find((file) => file.doctype === 'PANCR');
			expect(pan?.uri).toBe(person.digiLocker.pan ? `in.gov.pan-PANCR-${person.pan}` : undefined);
			if (pan) {
				const xml = String(
					dataOf<unknown>(await documentsCall(emulator(), 'file', id, { uri: pan.uri })),
				);
				expect(xml).toContain(`<Person name="${person.name}"`);
			}
		});
	},
);

describe('records derived from a hash', () => {
	// Numbers that are no one's in the world.
	const numbers = [
		'9876543213',
		'9876543214',
		'9123456780',
		'7000012345',
		'6000014143',
		'8888800001',
	];

	it("hand out a PAN and a UPI ID that name the number's holder when verified", async () => {
		for (const mobile_number of numbers) {
			expect(personByMobile(mobile_number)).toBeUndefined();
			const { name } = await lookup('/v1/mobile-intelligence/mobile-to-name', { mobile_number });
			const { pan_number, full_name } = await lookup('/v1/mobile-intelligence/mobile-to-pan', {
				mobile_number,
			});
			expect(full_name).toBe(name.toUpperCase());
			expect((await lookup('/v1/verification/panbasic', { pan_number })).full_name).toBe(full_name);
			const { vpa, name_at_bank } = await lookup('/v1/verification/mobile-to-vpa', {
				mobile_number,
			});
			expect(name_at_bank).toBe(full_name);
			expect((await lookup('/v1/verification/upi', { vpa })).name_at_bank).toBe(full_name);
		}
	});

	it('keep the documented answers of the documented inputs', async () => {
		expect(
			(
				await get('/v1/mobile-intelligence/mobile-to-name', {
					mobile_number: NOT_FOUND_INPUTS.mobileNumber,
				})
			).status,
		).toBe(404);
		expect(
			(await get('/v1/verification/mnrl/verify', { mobile_number: '8000012345' })).status,
		).toBe(404);
		expect((await get('/v1/verification/mnrl/verify', { mobile_number: numbers[0] })).status).toBe(
			200,
		);
		expect((await lookup('/v1/verification/panbasic', { pan_number: 'INVPA1234A' })).status).toBe(
			'INVALID',
		);
	});
});

describe('Aadhaar numbers', () => {
	it("are in no answer and no page, though the emulator's log keeps them", async () => {
		// Every identity answer of every person, and the refusals that concern an Aadhaar number.
		for (const person of WORLD) {
			await ekycName(person);
			await lookup('/v1/mobile-intelligence/mobile-to-pan', { mobile_number: person.mobile });
			const id = await openedSession(emulator(), person.id);
			await documentsCall(emulator(), 'eaadhaar', id, { generate_pdf: true });
			const files = dataOf<Array<{ uri: string }>>(
				await documentsCall(emulator(), 'issued-files', id),
			);
			for (const { uri } of files) await documentsCall(emulator(), 'file', id, { uri });
		}
		const refused = await ekycName({ ...WORLD[0], aadhaar: UIDAI_DOWN_AADHAAR });
		expect(refused.status).toBe(503);
		const session = await startSession(emulator(), 'https://example.com/back');
		const page = await (await fetch(session.authorizationUrl)).text();

		const texts = [
			page,
			...emulator().requests.map((request) => JSON.stringify(request.reply ?? '')),
		];
		expect(texts.join('\n')).toContain('xxxx-xxxx-');
		for (const aadhaar of [...WORLD.map((person) => person.aadhaar), UIDAI_DOWN_AADHAAR]) {
			for (const text of texts) expect(text).not.toContain(aadhaar);
		}
		expect(
			emulator().requests.some((request) => request.query.aadhaar_number === UIDAI_DOWN_AADHAAR),
		).toBe(true);
	});
});

describe("docs/development.md's table of the sample people", () => {
	it('lists every person with the identifiers of world.ts', () => {
		const { text: docs, rows } = developmentSection("The emulator's sample people");
		expect(
			rows.map(([id, name, mobile, pan, vpa, bank, aadhaar]) => ({
				id,
				name,
				mobile,
				pan,
				vpa,
				bank,
				aadhaar,
			})),
		).toEqual(
			WORLD.map((person) => ({
				id: `\`${person.id}\``,
				name: person.name,
				mobile: person.mobile,
				pan: person.pan,
				vpa: person.vpa,
				bank: `${person.bank.accountNumber} (${person.bank.ifsc})`,
				aadhaar: `${person.aadhaar.replace(/(\d{4})(\d{4})(\d{4})/, '$1 $2 $3')}${person.aadhaarMobile ? '' : ', no mobile linked'}`,
			})),
		);
		const holdings = rows.map((row) => row[7]);
		expect(holdings).toEqual(
			WORLD.map((person) =>
				[
					person.digiLocker.eAadhaar ? 'e-Aadhaar' : '',
					person.digiLocker.pan ? 'PAN' : '',
					person.digiLocker.drivingLicence
						? `driving licence ${person.digiLocker.drivingLicence}`
						: '',
				]
					.filter(Boolean)
					.join(', '),
			),
		);
		expect(docs).toContain(
			`\`${UIDAI_DOWN_AADHAAR.replace(/(\d{4})(\d{4})(\d{4})/, '$1 $2 $3')}\``,
		);
		expect(docs).toContain(`\`${EKYC_OTP}\``);
	});
});

/**
 * Face match and liveness through the node: the photos sent as files from the item's binary
 * fields, checked before any call, and Deepvue's verdict as it gives it.
 */
import { binaryFile, runNode } from '../testbed/inProcessN8n/run';
import { useTestBed } from './harness/fixture';
import { kyc, photo, photosItem } from './harness/identity';
import { photoOf } from '../testbed/emulator/identity/samplePhotos';

const testBed = useTestBed();

const FACE_MATCH = '/v2/facematch';
const LIVENESS = '/v1/liveness-check';

describe('Match Faces', () => {
	it("matches an applicant's selfie with their e-Aadhaar photo, sent as two files", async () => {
		const { items, error } = await runNode(testBed().instance, {
			parameters: kyc('matchFaces'),
			items: [photosItem('kavya', 'kavya')],
		});

		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({
			match: true,
			confidence: expect.any(Number),
			transaction_id: expect.any(String),
		});
		expect(items[0].json.confidence).toBeGreaterThanOrEqual(88);
		const [call] = testBed().emulator.requestsTo(FACE_MATCH);
		expect(call.contentType).toMatch(/^multipart\/form-data; boundary=/);
		expect(call.files?.map((file) => [file.field, file.contentType])).toEqual([
			['file_a', 'image/jpeg'],
			['file_b', 'image/jpeg'],
		]);
		expect(call.files?.[0].data.equals(photoOf('kavya', 'selfie'))).toBe(true);
		expect(call.files?.[1].data.equals(photoOf('kavya', 'document'))).toBe(true);
	});

	it("does not match another person's selfie", async () => {
		const { items } = await runNode(testBed().instance, {
			parameters: kyc('matchFaces'),
			items: [photosItem('meera', 'kavya')],
		});
		expect(items[0].json.match).toBe(false);
		expect(items[0].json.confidence).toBeLessThanOrEqual(40);
	});

	it('takes the binary fields named in the node', async () => {
		const { error } = await runNode(testBed().instance, {
			parameters: kyc('matchFaces', {
				selfieBinaryField: 'Selfie',
				documentPhotoBinaryField: 'aadhaarPhoto',
			}),
			items: [
				{
					json: {},
					binary: { Selfie: photo('asha', 'selfie'), aadhaarPhoto: photo('asha', 'document') },
				},
			],
		});
		expect(error).toBeUndefined();
	});

	it.each([
		[
			'a PDF',
			binaryFile('%PDF-1.4 ...', 'selfie.pdf', 'application/pdf'),
			/is a PDF document, by its first bytes/,
		],
		['an empty file', binaryFile('', 'selfie.jpg', 'image/jpeg'), /is empty \(0 bytes\)/],
		[
			'a photo over 10 MB',
			binaryFile(
				Buffer.concat([photoOf('kavya', 'selfie'), Buffer.alloc(10 * 1024 * 1024)]),
				'big.jpg',
				'image/jpeg',
			),
			/is 10\.0 MB, above the 10 MB the node sends/,
		],
	])('refuses %s before any call, naming the field', async (_case, file, reason) => {
		const { error } = await runNode(testBed().instance, {
			parameters: kyc('matchFaces'),
			items: [{ json: {}, binary: { selfie: file, photo: photo('kavya', 'document') } }],
		});
		expect(error?.message).toMatch(
			/^"Selfie Binary Field" must hold a JPEG or PNG photo, but the file in "selfie" of item 0 /,
		);
		expect(error?.message).toMatch(reason);
		expect(testBed().emulator.requestsTo(FACE_MATCH)).toHaveLength(0);
	});

	it('refuses an item without the photo, before any call', async () => {
		const { error } = await runNode(testBed().instance, {
			parameters: kyc('matchFaces'),
			items: [{ json: {}, binary: { selfie: photo('kavya', 'selfie') } }],
		});
		expect(error?.message).toBe('Item 0 has no binary field "photo" to upload');
		expect(testBed().emulator.requests).toHaveLength(0);
	});

	it.each([
		['a verdict that is neither yes nor no', { match: 'maybe', confidence: 91 }, /no match/],
		['no verdict', { confidence: 91 }, /no match/],
		['a confidence above 100', { match: true, confidence: 910 }, /no confidence \(0 to 100\)/],
	])('fails the item on %s, rather than guess a verdict', async (_case, data, reason) => {
		testBed().emulator.inject({
			pathPrefix: FACE_MATCH,
			status: 200,
			body: { code: 200, timestamp: Date.now(), transaction_id: 'txn-9', data },
		});
		const { items } = await runNode(testBed().instance, {
			parameters: kyc('matchFaces'),
			items: [photosItem('kavya', 'kavya')],
			continueOnFail: true,
		});
		expect(items[0].json.error).toMatch(/^Deepvue's answer gives /);
		expect(items[0].json.error).toMatch(reason);
		expect(items[0].json.error).toMatch(/\(transaction_id txn-9\)$/);
	});

	it('is retried after a 503, nothing having been compared', async () => {
		testBed().emulator.inject({ pathPrefix: FACE_MATCH, status: 503 });
		const { error } = await runNode(testBed().instance, {
			parameters: kyc('matchFaces', { options: { maxRetryDelay: 10 } }),
			items: [photosItem('kavya', 'kavya')],
		});
		expect(error).toBeUndefined();
		expect(testBed().emulator.requestsTo(FACE_MATCH)).toHaveLength(2);
	});
});

describe('Check Liveness', () => {
	it('says a selfie is live, the photo sent as base64 in the JSON body', async () => {
		const { items, error } = await runNode(testBed().instance, {
			parameters: kyc('checkLiveness'),
			items: [photosItem('kavya', 'kavya')],
		});

		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({
			is_live: true,
			score: expect.any(Number),
			transaction_id: expect.any(String),
		});
		const [call] = testBed().emulator.requestsTo(LIVENESS);
		expect(call.json).toEqual({ image: photoOf('kavya', 'selfie').toString('base64') });
	});

	it('says a photo of a document is not live', async () => {
		const { items } = await runNode(testBed().instance, {
			parameters: kyc('checkLiveness', { selfieBinaryField: 'photo' }),
			items: [photosItem('kavya', 'kavya')],
		});
		expect(items[0].json.is_live).toBe(false);
	});
});

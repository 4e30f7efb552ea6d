/**
 * What the identity-document tests share: the node's parameters for each operation with the
 * applicant's consent (test/harness/kycParameters.ts), the world's photos as n8n binary data, and an applicant's way through
 * DigiLocker's consent page (test/harness/digiLockerFlow.ts) up to the query that the redirect
 * brings back to the workflow, as n8n's Wait node gives it.
 */
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import type { Emulator } from '../../testbed/emulator/server';
import type { PhotoKind } from '../../testbed/emulator/identity/jpeg';
import { photoOf } from '../../testbed/emulator/identity/samplePhotos';
import { binaryFile, runNode } from '../../testbed/inProcessN8n/run';
import type { NodeRunResult } from '../../testbed/inProcessN8n/run';
import type { TestBed } from '../../testbed/inProcessN8n/testBed';
import { answerConsentPage } from './digiLockerFlow';
import { kyc } from './kycParameters';

export { PURPOSE, kyc } from './kycParameters';

/** A world person's photo as n8n holds a small file. */
export function photo(personId: string, kind: PhotoKind) {
	return binaryFile(photoOf(personId, kind), `${personId}-${kind}.jpg`, 'image/jpeg');
}

/** An item with a selfie and a document photo, as a form upload and a DigiLocker answer give them. */
export function photosItem(selfieOf: string, documentOf: string): INodeExecutionData {
	return {
		json: {},
		binary: { selfie: photo(selfieOf, 'selfie'), photo: photo(documentOf, 'document') },
	};
}

/**
 * The applicant at DigiLocker's page (`authorizationUrl`): picks `person`, allows or denies, and is
 * sent back; the query of that redirect, as the Wait node's `$json.query` holds it.
 */
export async function redirectQuery(
	emulator: Emulator,
	authorizationUrl: string,
	person: string,
	decision: 'allow' | 'deny' = 'allow',
): Promise<IDataObject> {
	const { answer } = await answerConsentPage(emulator, authorizationUrl, person, decision);
	const location = answer.headers.get('location');
	if (answer.status !== 302 || !location)
		throw new Error(`The consent page did not redirect: ${answer.status} ${answer.text}`);
	return Object.fromEntries(new URL(location).searchParams);
}

/** What getting a session's documents through the node may set. */
export interface DocumentsRun {
	/** The documents asked for and fetched; the e-Aadhaar and PAN by default. */
	documents?: string[];
	decision?: 'allow' | 'deny';
	/** More of Get DigiLocker Documents' parameters. */
	extra?: IDataObject;
}

/**
 * A DigiLocker session started through the node and answered at the emulator's page by `personId`,
 * then Get DigiLocker Documents on the redirect's query, as after a Wait node: the field's
 * default reads it from the item.
 */
export async function digilockerDocuments(
	bed: TestBed,
	personId: string,
	{ documents = ['aadhaar', 'pan'], decision, extra }: DocumentsRun = {},
): Promise<NodeRunResult & { session: IDataObject }> {
	const started = await runNode(bed.instance, {
		parameters: kyc('startDigilockerSession', {
			redirectUrl: 'https://n8n.example.com/webhook-waiting/42?signature=abc.def',
			digilockerDocuments: documents,
		}),
	});
	if (started.error) throw started.error;
	const session = started.items[0].json;
	const query = await redirectQuery(
		bed.emulator,
		String(session.authorization_url),
		personId,
		decision,
	);
	const fetched = await runNode(bed.instance, {
		parameters: kyc('getDigilockerDocuments', {
			digilockerSessionId: String(session.session_id),
			digilockerRedirect: '={{ $json.query }}',
			digilockerDocuments: documents,
			...extra,
		}),
		items: [{ json: { query } }],
	});
	return { ...fetched, session };
}

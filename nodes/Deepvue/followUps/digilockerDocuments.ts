import { NodeApiError } from 'n8n-workflow';
import type {
	IBinaryKeyData,
	IDataObject,
	IExecuteSingleFunctions,
	INodeExecutionData,
} from 'n8n-workflow';

import { isObject } from '../../../common/isObject';
import { checkedEnvelope } from '../answer/output';
import { certificateOf, certificateXmlOf } from '../answer/certificateXml';
import { eaadhaarHolder, fileOf, transactionIdOf } from '../answer/identityResults';
import { binaryOf } from '../answer/shapedOutput';
import { itemError } from '../failures/errors';
import { DOCUMENT_TYPES, ISSUED_DOCTYPES } from '../model/digilocker';
import type { DocumentType } from '../model/digilocker';
import type { Clock } from '../../../common/clock';
import type { NodeOptions } from '../model/nodeOptions';
import type { FollowUp, NameComparison } from '../model/operation';
import type { ResultFile } from '../model/shapedResult';
import { runCredential } from '../transport/runCredential';
import { callApi } from '../transport/transport';

/**
 * After Get DigiLocker Documents has exchanged the applicant's code (its one call that cannot be
 * made twice), the documents asked for: the e-Aadhaar (its holder, address, masked number, photo
 * and, on request, PDF), then the issued documents (PAN, driving licence) from the list DigiLocker
 * gives. Each document's name is compared with Name to Match. A document the applicant's DigiLocker
 * does not hold is an answer (`null`, listed in `documents_missing`), not an error.
 */

const PATHS = {
	eaadhaar: '/v1/kyc/digilocker/eaadhaar',
	issuedFiles: '/v1/kyc/digilocker/issued-files',
	file: '/v1/kyc/digilocker/file',
} as const;

/** Where a document's number goes in its item. */
const NUMBER_FIELD: Readonly<Record<Exclude<DocumentType, 'aadhaar'>, string>> = {
	pan: 'pan_number',
	dl: 'licence_number',
};

/** What a failure after the code was exchanged means for fetching again. */
const AFTER_CODE =
	'The DigiLocker code was exchanged, so it is not sent again: Settings > Retry On Fail ' +
	'fetches the documents again in this execution. A new execution needs a new ' +
	'DigiLocker session.';

interface Fetch {
	context: IExecuteSingleFunctions;
	options: NodeOptions;
	clock: Clock;
	/** consent, purpose and the session's ID: what every document call sends. */
	body: IDataObject;
	/** Deepvue's ids of the calls made, in order. */
	transactionIds: string[];
}

/**
 * One documents call's `data`, or undefined when DigiLocker does not have it (404); the call's
 * transaction_id is noted in `fetch.transactionIds`.
 */
async function fetchData(
	{ context, options, clock, body, transactionIds }: Fetch,
	path: string,
	extra: IDataObject = {},
): Promise<unknown> {
	try {
		const response = await callApi(
			context,
			await runCredential(context),
			{
				method: 'POST',
				url: path,
				body: { ...body, ...extra },
				headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
				json: true,
			},
			'paidPost',
			options,
			{ clock },
		);
		const envelope = checkedEnvelope(context, response, { textResult: path === PATHS.file });
		const id = transactionIdOf(envelope);
		if (id !== null) transactionIds.push(id);
		return envelope.data;
	} catch (error) {
		const nodeError = itemError(context.getNode(), error);
		if (nodeError instanceof NodeApiError && nodeError.httpCode === '404') return undefined;
		throw nodeError;
	}
}

/** The e-Aadhaar's holder and files, or null when the applicant's DigiLocker has none. */
async function eaadhaar(fetch: Fetch, pdf: boolean, compareName: NameComparison) {
	const data = await fetchData(fetch, PATHS.eaadhaar, { generate_pdf: pdf });
	if (!isObject(data)) return { document: null, files: [] };
	const holder = eaadhaarHolder(data);
	return {
		document: { ...holder, name_match: compareName(holder.name) ?? null },
		files: [
			...fileOf(data.photo, 'photo', 'aadhaar-photo.jpg', 'image/jpeg'),
			...fileOf(data.document_pdf, 'eaadhaar_pdf', 'e-aadhaar.pdf', 'application/pdf'),
		],
	};
}

/** An issued document (PAN, driving licence) read from its certificate, or its file. */
async function issued(
	fetch: Fetch,
	type: Exclude<DocumentType, 'aadhaar'>,
	entry: IDataObject,
	compareName: NameComparison,
) {
	const data = await fetchData(fetch, PATHS.file, { uri: entry.uri });
	const field = DOCUMENT_TYPES.find(({ value }) => value === type)?.field ?? type;
	if (typeof data !== 'string' || data.trim() === '') return { document: null, files: [] };
	const xml = certificateXmlOf(data);
	if (xml === undefined) {
		const mime = typeof entry.mime === 'string' ? entry.mime : 'application/pdf';
		return {
			document: { name: null, issued_by: entry.issuer ?? null, name_match: null },
			files: fileOf(data, `${field}_document`, `${field}.pdf`, mime),
		};
	}
	const { number, ...certificate } = certificateOf(xml);
	return {
		document: {
			...certificate,
			[NUMBER_FIELD[type]]: number,
			name_match: compareName(certificate.name) ?? null,
		},
		files: [
			{
				field: `${field}_document`,
				base64: Buffer.from(xml, 'utf8').toString('base64'),
				fileName: `${field}.xml`,
				mimeType: 'application/xml',
			},
		],
	};
}

/** The documents of one item's session, added to its result. */
async function documentsOf(
	fetch: Fetch,
	wanted: DocumentType[],
	pdf: boolean,
	compareName: NameComparison,
): Promise<{ json: IDataObject; files: ResultFile[] }> {
	const json: IDataObject = {};
	const files: ResultFile[] = [];
	const missing: string[] = [];
	if (wanted.includes('aadhaar')) {
		const found = await eaadhaar(fetch, pdf, compareName);
		json.eaadhaar = found.document;
		files.push(...found.files);
		if (found.document === null) missing.push('aadhaar');
	}
	const others = wanted.filter(
		(type): type is Exclude<DocumentType, 'aadhaar'> => type !== 'aadhaar',
	);
	if (others.length > 0) {
		const list = await fetchData(fetch, PATHS.issuedFiles);
		const entries = Array.isArray(list) ? list.filter(isObject) : [];
		for (const type of others) {
			const field = DOCUMENT_TYPES.find(({ value }) => value === type)?.field ?? type;
			const entry = entries.find((candidate) => candidate.doctype === ISSUED_DOCTYPES[type]);
			const found = entry ? await issued(fetch, type, entry, compareName) : undefined;
			json[field] = found?.document ?? null;
			if (found) files.push(...found.files);
			if (!found?.document) missing.push(type);
		}
	}
	json.documents_missing = missing;
	return { json, files };
}

export const digilockerDocuments: FollowUp = {
	async run(context, items, { options, compareName, inputs, clock }) {
		const wanted = (inputs.doc_types ?? '').split(',').filter(Boolean) as DocumentType[];
		const body = {
			consent: inputs.consent,
			purpose: inputs.purpose,
			initial_deepvue_transaction_id: inputs.initial_deepvue_transaction_id,
		};
		const results: INodeExecutionData[] = [];
		for (const item of items) {
			// With Full Response the result is under `data`.
			const result = options.fullResponse && isObject(item.json.data) ? item.json.data : item.json;
			if (result.status !== 'fetched') {
				results.push(item);
				continue;
			}
			const fetch: Fetch = { context, options, clock, body, transactionIds: [] };
			let documents;
			try {
				documents = await documentsOf(fetch, wanted, inputs.generate_pdf === 'true', compareName);
			} catch (error) {
				const nodeError = itemError(context.getNode(), error);
				nodeError.description = `${nodeError.description ?? ''} ${AFTER_CODE}`.trim();
				throw nodeError;
			}
			const binary: IBinaryKeyData = {
				...item.binary,
				...(await binaryOf(context, documents.files)),
			};
			const earlier = Array.isArray(result.transaction_ids) ? result.transaction_ids : [];
			const json = {
				...result,
				...documents.json,
				transaction_ids: [...earlier, ...fetch.transactionIds],
			};
			results.push({
				...item,
				json: result === item.json ? json : { ...item.json, data: json },
				...(Object.keys(binary).length > 0 ? { binary } : {}),
			});
		}
		return results;
	},
};

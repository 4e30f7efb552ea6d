/**
 * What a world person's DigiLocker answers, once the applicant has consented: the access token's
 * profile, the e-Aadhaar, the list of issued documents among those the session asked for, and
 * each document as DigiLocker's certificate XML. No answer carries the Aadhaar number: the
 * e-Aadhaar's `masked_uid` and its certificate's `number` show the last 4 digits only, and its
 * `uri` names the person's DigiLocker id.
 */
import { createHash } from 'node:crypto';

import { onePagePdf } from '../files/pdf';
import { Seed } from '../endpoints/seed';
import type { DocType } from '../service/digilocker';
import type { WorldPerson } from '../world';
import { dayMonthYear } from './aadhaarHolder';
import { paddedJpeg } from './jpeg';
import { photoOf } from './samplePhotos';

/** DigiLocker's id of the person's account, a UUID derived from their id. */
export function digiLockerId(person: WorldPerson): string {
	const hex = createHash('sha256').update(`digilocker/${person.id}`).digest('hex');
	return [
		hex.slice(0, 8),
		hex.slice(8, 12),
		hex.slice(12, 16),
		hex.slice(16, 20),
		hex.slice(20, 32),
	].join('-');
}

const maskedUid = (person: WorldPerson) => `xxxxxxxx${person.aadhaar.slice(-4)}`;

/** The `data` of `access-token`: the account's profile. */
export function accessTokenProfile(person: WorldPerson, now: number) {
	const [year, month, day] = person.dateOfBirth.split('-');
	return {
		expires_in: 3600,
		consent_valid_till: new Date(now + 3600 * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
		digilockerid: digiLockerId(person),
		name: person.name,
		dob: `${day}${month}${year}`,
		gender: person.gender,
		eaadhaar: person.digiLocker.eAadhaar ? 'Y' : 'N',
		mobile: person.mobile,
	};
}

export interface DocumentOptions {
	generatePdf: boolean;
	/** Pad the photo and the PDF to about this many bytes (0: as they are). */
	paddingBytes: number;
}

/** The `data` of `eaadhaar`. */
export function eAadhaarRecord(person: WorldPerson, options: DocumentOptions) {
	const { address } = person;
	return {
		masked_uid: maskedUid(person),
		proof_of_identity: {
			dob: dayMonthYear(person.dateOfBirth),
			gender: person.gender,
			name: person.name,
		},
		proof_of_address: {
			care_of: address.careOf,
			district: address.district,
			house: address.house,
			locality: address.locality,
			street: address.street,
			vtc: address.vtc,
			pincode: address.pincode,
			state: address.state,
			country: 'India',
		},
		photo: paddedJpeg(photoOf(person.id, 'document'), options.paddingBytes).toString('base64'),
		...(options.generatePdf
			? {
					document_pdf: onePagePdf(
						`e-Aadhaar of ${person.name}, ${maskedUid(person)} (Deepvue emulator sample)`,
						options.paddingBytes,
					).toString('base64'),
				}
			: {}),
	};
}

interface Issued {
	docType: DocType;
	/** DigiLocker's doctype code. */
	code: 'ADHAR' | 'PANCR' | 'DRVLC';
	name: string;
	number: string;
	issuerId: string;
	issuer: string;
	uri: string;
	issueDate: string;
}

/** The documents the person's DigiLocker holds. */
function heldDocuments(person: WorldPerson): Issued[] {
	const seed = new Seed(`digilocker/${person.id}`);
	const held: Issued[] = [];
	const { eAadhaar, pan, drivingLicence } = person.digiLocker;
	if (eAadhaar) {
		held.push({
			docType: 'aadhaar',
			code: 'ADHAR',
			name: 'Aadhaar Card',
			number: maskedUid(person),
			issuerId: 'in.gov.uidai',
			issuer: 'Unique Identification Authority of India (UIDAI)',
			uri: `in.gov.uidai-ADHAR-${digiLockerId(person).replace(/-/g, '')}`,
			issueDate: seed.date('aadhaar', 2016, 2024),
		});
	}
	if (pan) {
		held.push({
			docType: 'pan',
			code: 'PANCR',
			name: 'PAN Verification Record',
			number: person.pan,
			issuerId: 'in.gov.pan',
			issuer: 'Income Tax Department',
			uri: `in.gov.pan-PANCR-${person.pan}`,
			issueDate: seed.date('pan', 2008, 2020),
		});
	}
	if (drivingLicence) {
		held.push({
			docType: 'dl',
			code: 'DRVLC',
			name: 'Driving License',
			number: drivingLicence,
			issuerId: 'in.gov.transport',
			issuer: 'Ministry of Road Transport and Highways',
			uri: `in.gov.transport-DRVLC-${drivingLicence}`,
			issueDate: seed.date('dl', 2005, 2020),
		});
	}
	return held;
}

/** The person's documents among the session's doc types. */
function documentsFor(person: WorldPerson, docTypes: readonly DocType[]): Issued[] {
	return heldDocuments(person).filter((document) => docTypes.includes(document.docType));
}

/** Whether the session may read the person's e-Aadhaar. */
export function sharesEAadhaar(person: WorldPerson, docTypes: readonly DocType[]): boolean {
	return documentsFor(person, docTypes).some((document) => document.docType === 'aadhaar');
}

/** The `data` of `issued-files`. */
export function issuedFiles(person: WorldPerson, docTypes: readonly DocType[]) {
	return documentsFor(person, docTypes).map((document) => ({
		name: document.name,
		type: 'file',
		size: String(Buffer.byteLength(certificate(person, document))),
		date: dayMonthYear(document.issueDate),
		mime: 'application/xml',
		uri: document.uri,
		doctype: document.code,
		description: document.name,
		issuerid: document.issuerId,
		issuer: document.issuer,
	}));
}

/** The `data` of `file`: the document's certificate XML; undefined for a uri not among the session's. */
export function fileContent(
	person: WorldPerson,
	docTypes: readonly DocType[],
	uri: string,
): string | undefined {
	const document = documentsFor(person, docTypes).find((candidate) => candidate.uri === uri);
	return document && certificate(person, document);
}

function xmlAttribute(value: string): string {
	return value
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&apos;');
}

function element(name: string, attributes: Record<string, string>, children = ''): string {
	const text = Object.entries(attributes)
		.map(([key, value]) => ` ${key}="${xmlAttribute(value)}"`)
		.join('');
	return children ? `<${name}${text}>${children}</${name}>` : `<${name}${text}/>`;
}

/** A document as DigiLocker's certificate XML. */
function certificate(person: WorldPerson, document: Issued): string {
	const { address } = person;
	const addressElement = element('Address', {
		line1: `${address.house}, ${address.street}`,
		line2: address.locality,
		house: address.house,
		landmark: address.landmark,
		locality: address.locality,
		vtc: address.vtc,
		district: address.district,
		pin: address.pincode,
		state: address.state,
		country: 'IN',
	});
	const issuedTo = element(
		'IssuedTo',
		{},
		element(
			'Person',
			{
				name: person.name,
				dob: dayMonthYear(person.dateOfBirth),
				gender: person.gender,
				phone: '',
				email: '',
			},
			addressElement,
		),
	);
	const data =
		document.code === 'DRVLC'
			? element('DrivingLicence', {
					number: document.number,
					validFrom: dayMonthYear(document.issueDate),
					validTo: dayMonthYear(
						`${Number(document.issueDate.slice(0, 4)) + 20}${document.issueDate.slice(4)}`,
					),
					classOfVehicle: 'LMV',
				})
			: document.code === 'PANCR'
				? element('PAN', { number: document.number, status: 'VALID' })
				: element('Aadhaar', { maskedUid: document.number });
	return `<?xml version="1.0" encoding="UTF-8"?>${element(
		'Certificate',
		{
			language: '99',
			name: document.name,
			type: document.code,
			number: document.number,
			issueDate: dayMonthYear(document.issueDate),
			status: 'A',
		},
		`${element('IssuedBy', {}, element('Organization', { name: document.issuer, code: document.issuerId }))}${issuedTo}${element('CertificateData', {}, data)}`,
	)}`;
}

import type { IDataObject } from 'n8n-workflow';

import { isoDateOf } from './identityResults';

/**
 * A DigiLocker issued document as its certificate XML holds it (docs/decisions.md): who issued it,
 * its number, and the person it is issued to. Read by attribute, as DigiLocker writes them: the
 * document is small and flat, and the node needs no XML library for four attributes.
 */

const ENTITIES: Readonly<Record<string, string>> = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
};

function decoded(value: string): string {
	return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) => {
		if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
		if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
		return ENTITIES[name.toLowerCase()] ?? entity;
	});
}

/** The attributes of the first element named `tag` (inside `within`, when given), or {}. */
function attributesOf(xml: string, tag: string, within?: string): Record<string, string> {
	let scope = xml;
	if (within !== undefined) {
		const start = xml.search(new RegExp(`<${within}[\\s>]`));
		const end = xml.indexOf(`</${within}>`, start);
		if (start < 0) return {};
		scope = xml.slice(start, end < 0 ? undefined : end);
	}
	const element = new RegExp(`<${tag}(\\s[^>]*?)?/?>`).exec(scope);
	if (!element?.[1]) return {};
	const attributes: Record<string, string> = {};
	for (const [, name, value] of element[1].matchAll(/([\w:.-]+)\s*=\s*"([^"]*)"/g))
		attributes[name] = decoded(value);
	return attributes;
}

const isXml = (text: string) => text.trimStart().startsWith('<');

/**
 * A document's certificate XML: the text DigiLocker gave when it is XML, or what its base64
 * holds when that is XML (Deepvue's docs leave the format open); undefined for another file.
 */
export function certificateXmlOf(data: string): string | undefined {
	if (isXml(data)) return data;
	const decoded = Buffer.from(data, 'base64').toString('utf8');
	return isXml(decoded) ? decoded : undefined;
}

/** What a certificate XML says: its number, issuer and the person it is issued to. */
export function certificateOf(xml: string): IDataObject {
	const certificate = attributesOf(xml, 'Certificate');
	const person = attributesOf(xml, 'Person', 'IssuedTo');
	const issuer = attributesOf(xml, 'Organization', 'IssuedBy');
	return {
		name: person.name?.trim() || null,
		number: certificate.number?.trim() || null,
		date_of_birth: isoDateOf(person.dob),
		gender: person.gender?.trim() || null,
		issued_by: issuer.name?.trim() || null,
		issued_on: isoDateOf(certificate.issueDate),
	};
}

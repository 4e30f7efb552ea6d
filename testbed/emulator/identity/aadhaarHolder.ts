/**
 * Whose an Aadhaar number is, as the Offline Aadhaar eKYC answers: a world person's (../world.ts),
 * or, for any other valid number, someone derived from its hash (../endpoints/fixtures.ts), with the
 * anonymous photo.
 */
import { derivedAadhaarHolder } from '../endpoints/fixtures';
import { personByAadhaar } from '../world';
import type { AadhaarAddress, Gender, WorldPerson } from '../world';
import { anonymousPhoto, photoOf } from './samplePhotos';

export interface AadhaarHolder {
	/** The world person's id; undefined for someone derived from a hash. */
	personId?: string;
	/** Upper case, as records write it. */
	name: string;
	gender: Gender;
	/** YYYY-MM-DD. */
	dateOfBirth: string;
	email: string;
	/** The mobile number linked to the Aadhaar number; undefined when none is. */
	linkedMobile?: string;
	address: AadhaarAddress;
	/** The last 4 digits of the Aadhaar number: all an answer may show of it. */
	last4: string;
}

export function holderOfPerson(person: WorldPerson): AadhaarHolder {
	return {
		personId: person.id,
		name: person.name,
		gender: person.gender,
		dateOfBirth: person.dateOfBirth,
		email: person.email,
		linkedMobile: person.aadhaarMobile,
		address: person.address,
		last4: person.aadhaar.slice(-4),
	};
}

/** The holder of a valid Aadhaar number. */
export function aadhaarHolder(aadhaar: string): AadhaarHolder {
	const person = personByAadhaar(aadhaar);
	if (person) return holderOfPerson(person);
	return { ...derivedAadhaarHolder(aadhaar), last4: aadhaar.slice(-4) };
}

/** The photo on the holder's Aadhaar: the world person's document photo, or the anonymous one. */
export function aadhaarPhoto(holder: AadhaarHolder): Buffer {
	return holder.personId === undefined ? anonymousPhoto() : photoOf(holder.personId, 'document');
}

/** YYYY-MM-DD as DD-MM-YYYY, the eKYC's and DigiLocker's documents' format. */
export function dayMonthYear(isoDate: string): string {
	const [year, month, day] = isoDate.split('-');
	return `${day}-${month}-${year}`;
}

/**
 * The Offline Aadhaar eKYC record `verify-otp` answers with (its `data`). The Aadhaar number
 * shows only masked (`maskedNumber`, the last 4 digits); email and phone are SHA-256 hashes, as
 * the resident's signed eKYC data carries them.
 */
import { createHash } from 'node:crypto';

import { onePagePdf } from '../files/pdf';
import { aadhaarPhoto, dayMonthYear } from './aadhaarHolder';
import type { AadhaarHolder } from './aadhaarHolder';
import { paddedJpeg } from './jpeg';

export interface EkycOptions {
	/** The applicant's mobile number to compare with the one linked (`aadhaar_linked_mobile_match`). */
	mobileNumber?: string;
	generatePdf: boolean;
	/** Pad the photo and the PDF to about this many bytes (0: as they are). */
	paddingBytes: number;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function ekycRecord(holder: AadhaarHolder, options: EkycOptions) {
	const maskedNumber = `xxxx-xxxx-${holder.last4}`;
	const { address } = holder;
	return {
		name: holder.name,
		dateOfBirth: dayMonthYear(holder.dateOfBirth),
		gender: holder.gender,
		address: {
			house: address.house,
			street: address.street,
			landmark: address.landmark,
			locality: address.locality,
			vtc: address.vtc,
			subdistrict: address.subdistrict,
			district: address.district,
			state: address.state,
			country: 'India',
			pincode: address.pincode,
		},
		maskedNumber,
		email: sha256(holder.email),
		phone: sha256(holder.linkedMobile ?? ''),
		photo: paddedJpeg(aadhaarPhoto(holder), options.paddingBytes).toString('base64'),
		...(options.mobileNumber === undefined
			? {}
			: {
					aadhaar_linked_mobile_match: options.mobileNumber === holder.linkedMobile ? 'Yes' : 'No',
				}),
		...(options.generatePdf
			? {
					document_pdf: onePagePdf(
						`Offline Aadhaar eKYC of ${holder.name}, ${maskedNumber} (Deepvue emulator sample)`,
						options.paddingBytes,
					).toString('base64'),
				}
			: {}),
	};
}

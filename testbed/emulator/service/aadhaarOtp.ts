/**
 * The Offline Aadhaar eKYC's OTPs: `generate-otp` sends one to the mobile number linked to an
 * Aadhaar number and answers with a reference; `verify-otp` trades the reference and the OTP for
 * the holder's eKYC record, once. The emulator's OTP is always EKYC_OTP (123456). An OTP lives 10
 * minutes; a second one for the same number within 45 s of the last is refused (409), as the API
 * answers a request it has just served.
 */
import { randomBytes } from 'node:crypto';

import { ApiError, invalid } from '../http/errors';
import { aadhaarHolder } from '../identity/aadhaarHolder';
import type { AadhaarHolder } from '../identity/aadhaarHolder';
import { isValidAadhaar } from '../identity/verhoeff';
import { EKYC_OTP, UIDAI_DOWN_AADHAAR } from '../world';

export const OTP_LIFETIME_MS = 10 * 60 * 1000;
export const OTP_RESEND_WAIT_MS = 45 * 1000;

export const OTP_DETAILS = {
	invalidAadhaar: 'Invalid aadhaar_number',
	noMobile: 'Aadhaar number does not have mobile number linked',
	alreadySent: 'OTP already sent, please wait before requesting a new one',
	uidaiDown: 'UIDAI source unavailable',
	invalidOtp: 'Invalid OTP',
	expired: 'OTP expired',
	invalidReference: 'Invalid reference_id',
} as const;

interface SentOtp {
	/** The Aadhaar number it was sent for. */
	aadhaar: string;
	holder: AadhaarHolder;
	expiresAt: number;
	verified: boolean;
}

export class AadhaarOtps {
	lifetimeMs = OTP_LIFETIME_MS;
	resendWaitMs = OTP_RESEND_WAIT_MS;
	/** Answer with the Aadhaar number itself as the reference, as a hostile service might (hostile.ts). */
	referenceIsNumber = false;
	/** When the last OTP went to each Aadhaar number, and how many did. */
	private readonly sent = new Map<string, { lastAt: number; count: number }>();
	private readonly references = new Map<string, SentOtp>();

	constructor(private readonly now: () => number = Date.now) {}

	/** Sends an OTP to the number's linked mobile; returns its reference, or throws the API's refusal. */
	send(aadhaar: string): string {
		if (!isValidAadhaar(aadhaar)) throw invalid(OTP_DETAILS.invalidAadhaar);
		if (aadhaar === UIDAI_DOWN_AADHAAR) throw new ApiError(503, OTP_DETAILS.uidaiDown);
		const holder = aadhaarHolder(aadhaar);
		if (holder.linkedMobile === undefined) throw invalid(OTP_DETAILS.noMobile);
		const now = this.now();
		const last = this.sent.get(aadhaar);
		if (last && now - last.lastAt < this.resendWaitMs)
			throw new ApiError(409, OTP_DETAILS.alreadySent);
		this.sent.set(aadhaar, { lastAt: now, count: (last?.count ?? 0) + 1 });
		const reference = this.referenceIsNumber ? aadhaar : randomBytes(12).toString('hex');
		this.references.set(reference, {
			aadhaar,
			holder,
			expiresAt: now + this.lifetimeMs,
			verified: false,
		});
		return reference;
	}

	/** The holder whose OTP this is; throws 422 for an unknown or used reference, an expired or a wrong OTP. */
	verify(reference: string, otp: string): AadhaarHolder {
		const sent = this.references.get(reference);
		if (!sent || sent.verified) throw invalid(OTP_DETAILS.invalidReference);
		if (sent.expiresAt <= this.now()) throw invalid(OTP_DETAILS.expired);
		if (otp !== EKYC_OTP) throw invalid(OTP_DETAILS.invalidOtp);
		sent.verified = true;
		return sent.holder;
	}

	/** The Aadhaar number an OTP's reference was sent for, if the reference is known. */
	numberOf(reference: string): string | undefined {
		return this.references.get(reference)?.aadhaar;
	}

	/** How many OTPs were sent for an Aadhaar number. */
	sentTo(aadhaar: string): number {
		return this.sent.get(aadhaar)?.count ?? 0;
	}

	/** Forgets the OTPs sent (their counts, and so the 45 s waits); references already given stay valid. */
	clearSent(): void {
		this.sent.clear();
	}
}

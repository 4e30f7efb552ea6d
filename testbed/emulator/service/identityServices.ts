/**
 * The identity endpoints' state and settings, handed to their rows: eKYC OTPs and the size
 * documents are padded to. `setConditions` sets the lifetimes shorter for tests and the padding
 * for benchmarks.
 */
import { AadhaarOtps, OTP_LIFETIME_MS, OTP_RESEND_WAIT_MS } from './aadhaarOtp';

export interface IdentityConditions {
	/** How long an eKYC OTP lives; 10 minutes by default. */
	otpLifetimeMs?: number;
	/** How soon after an OTP another for the same Aadhaar number is refused (409); 45 s by default. */
	otpResendWaitMs?: number;
	/**
	 * Pad the eKYC's photo and PDF to about this many bytes (still a valid JPEG
	 * and PDF), for benchmarks that pass large documents; 0 by default (a few KB).
	 */
	documentPaddingBytes?: number;
}

export class IdentityServices {
	readonly otps = new AadhaarOtps();
	documentPaddingBytes = 0;

	set(conditions: IdentityConditions): void {
		this.otps.lifetimeMs = conditions.otpLifetimeMs ?? OTP_LIFETIME_MS;
		this.otps.resendWaitMs = conditions.otpResendWaitMs ?? OTP_RESEND_WAIT_MS;
		this.documentPaddingBytes = conditions.documentPaddingBytes ?? 0;
	}
}

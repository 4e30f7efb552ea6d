/**
 * The identity endpoints' state and settings, handed to their rows: DigiLocker sessions, eKYC
 * OTPs, the emulator's base URL (for the consent page's link), the size documents are padded
 * to, and whether they answer as a hostile service (hostile.ts). `setConditions` sets the
 * lifetimes shorter for tests, the padding for benchmarks and the hostile mode for leak tests.
 */
import { AadhaarOtps, OTP_LIFETIME_MS, OTP_RESEND_WAIT_MS } from './aadhaarOtp';
import { CODE_LIFETIME_MS, DigiLockerSessions, LINK_LIFETIME_MS } from './digilocker';

export interface IdentityConditions {
	/** How long a DigiLocker link (and the session's wait for the applicant) lives; 15 minutes by default. */
	digilockerLinkLifetimeMs?: number;
	/** How long a DigiLocker code lives; 10 minutes by default. */
	digilockerCodeLifetimeMs?: number;
	/** How long an eKYC OTP lives; 10 minutes by default. */
	otpLifetimeMs?: number;
	/** How soon after an OTP another for the same Aadhaar number is refused (409); 45 s by default. */
	otpResendWaitMs?: number;
	/**
	 * Pad the e-Aadhaar's and the eKYC's photo and PDF to about this many bytes (still a valid JPEG
	 * and PDF), for benchmarks that pass large documents; 0 by default (a few KB).
	 */
	documentPaddingBytes?: number;
	/** Answer as a hostile but possible Deepvue would (hostile.ts); off by default. */
	hostile?: boolean;
	/** With `hostile`: an eKYC OTP's reference_id is the Aadhaar number itself. */
	hostileReference?: boolean;
}

export class IdentityServices {
	readonly digilocker = new DigiLockerSessions();
	readonly otps = new AadhaarOtps();
	documentPaddingBytes = 0;
	hostile = false;
	/** The emulator's base URL; set once it listens. */
	baseUrl = '';

	set(conditions: IdentityConditions): void {
		this.digilocker.linkLifetimeMs = conditions.digilockerLinkLifetimeMs ?? LINK_LIFETIME_MS;
		this.digilocker.codeLifetimeMs = conditions.digilockerCodeLifetimeMs ?? CODE_LIFETIME_MS;
		this.otps.lifetimeMs = conditions.otpLifetimeMs ?? OTP_LIFETIME_MS;
		this.otps.resendWaitMs = conditions.otpResendWaitMs ?? OTP_RESEND_WAIT_MS;
		this.documentPaddingBytes = conditions.documentPaddingBytes ?? 0;
		this.hostile = conditions.hostile === true;
		this.otps.referenceIsNumber = this.hostile && conditions.hostileReference === true;
	}
}

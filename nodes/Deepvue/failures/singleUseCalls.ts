import type { SingleUse } from '../model/singleUse';

/**
 * What each call that cannot be done twice does, in the words of its item's error when it got no
 * answer (unsettledCall.ts).
 */

/** How the node keeps the failure of a one-time secret's call: for n8n's retries in the execution. */
const NOT_AGAIN =
	'The node does not send it again by itself, nor on Settings > Retry On Fail in this execution.';

export const PENNY_DROP: SingleUse = {
	call: 'The penny drop',
	mayHave: '₹1 may have been deposited',
	advice:
		'The request may have reached Deepvue, which would then have deposited ₹1 in ' +
		'the account. The node does not send a penny drop again by itself, nor on ' +
		'Settings > Retry On Fail, a retried execution or a repeated account within ' +
		'Options > Reuse Answers For, so the account is not paid twice. Look for the ' +
		"deposit in your Deepvue dashboard or the account's statement. To check the " +
		'account again, run it in a new execution after Reuse Answers For has passed, ' +
		'or with Reuse Answers For set to 0.',
};

export const AADHAAR_OTP_SENT: SingleUse = {
	call: 'The Aadhaar OTP request',
	mayHave: 'an OTP may have been sent to the mobile number linked to the Aadhaar',
	advice:
		`The request may have reached UIDAI, which would then have sent an OTP. ${NOT_AGAIN} ` +
		'Without its reference ID that OTP cannot be verified: ask the applicant to wait ' +
		'a few minutes and start again, or offer another way to verify (DigiLocker).',
};

export const AADHAAR_OTP_CHECKED: SingleUse = {
	call: 'The Aadhaar OTP check',
	mayHave: 'the OTP may have been used up',
	advice:
		`An OTP can be checked once. ${NOT_AGAIN} Send the applicant a new OTP ` +
		'(Send Aadhaar OTP) and verify that one.',
};

export const DIGILOCKER_CODE: SingleUse = {
	call: 'The DigiLocker code exchange',
	mayHave: 'the one-time DigiLocker code may have been spent',
	advice:
		`A DigiLocker code works once. ${NOT_AGAIN} Start a new DigiLocker session and send ` +
		'the applicant to its link again.',
};

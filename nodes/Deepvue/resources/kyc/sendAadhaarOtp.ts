import type { DeepvueOperation } from '../../model/operation';
import { aadhaarNumber } from '../../inputs/identityInputs';
import { aadhaarOtpResult } from '../../answer/identityResults';
import { AADHAAR_OTP_SENT } from '../../failures/singleUseCalls';

export const sendAadhaarOtp: DeepvueOperation = {
	value: 'sendAadhaarOtp',
	name: 'Send Aadhaar OTP (Offline eKYC)',
	action: 'Send Aadhaar OTP',
	description:
		'Offline Aadhaar eKYC, step 1: UIDAI sends an OTP to the mobile number linked to ' +
		'the Aadhaar number. Returns the reference_id to verify it with and the number ' +
		'masked. The OTP is valid for 10 minutes.',
	method: 'POST',
	path: '/v2/ekyc/aadhaar/generate-otp',
	inputs: [aadhaarNumber],
	consent: 'purpose',
	singleUse: AADHAAR_OTP_SENT,
	noRecord: false,
	keptForExecutionOnly: true,
	notForAgents: true,
	mayHoldAadhaar: true,
	shapeResult: aadhaarOtpResult,
};

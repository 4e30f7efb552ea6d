import type { DeepvueOperation } from '../../model/operation';
import { aadhaarLinkedMobile, otp, otpReferenceId, pdfInQuery } from '../../inputs/identityInputs';
import { aadhaarEkycResult } from '../../answer/identityResults';
import { AADHAAR_OTP_CHECKED } from '../../failures/singleUseCalls';

export const verifyAadhaarOtp: DeepvueOperation = {
	value: 'verifyAadhaarOtp',
	name: 'Verify Aadhaar OTP (Offline eKYC)',
	action: 'Verify Aadhaar OTP',
	description:
		'Offline Aadhaar eKYC, step 2: checks the OTP the applicant received. Returns the ' +
		"e-Aadhaar's name, date of birth, gender, address, masked number and photo, " +
		'optionally whether a mobile number is the linked one, and the name compared ' +
		'with Name to Match.',
	method: 'POST',
	path: '/v2/ekyc/aadhaar/verify-otp',
	inputs: [otp, otpReferenceId, aadhaarLinkedMobile, pdfInQuery],
	consent: 'purpose',
	singleUse: AADHAAR_OTP_CHECKED,
	nameIn: 'name',
	noRecord: false,
	keptForExecutionOnly: true,
	notForAgents: true,
	mayHoldAadhaar: true,
	shapeResult: aadhaarEkycResult,
};

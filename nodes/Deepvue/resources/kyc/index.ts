import type { DeepvueResource } from '../../model/operation';
import { checkLiveness } from './checkLiveness';
import { getDigilockerDocuments } from './getDigilockerDocuments';
import { matchFaces } from './matchFaces';
import { sendAadhaarOtp } from './sendAadhaarOtp';
import { startDigilockerSession } from './startDigilockerSession';
import { verifyAadhaarOtp } from './verifyAadhaarOtp';

export const kyc: DeepvueResource = {
	value: 'kyc',
	name: 'KYC',
	description: 'DigiLocker documents, Offline Aadhaar eKYC, face match and liveness',
	operations: [
		startDigilockerSession,
		getDigilockerDocuments,
		sendAadhaarOtp,
		verifyAadhaarOtp,
		matchFaces,
		checkLiveness,
	],
};

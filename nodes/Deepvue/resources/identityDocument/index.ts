import type { DeepvueResource } from '../../shared/operation';
import { verifyPassport } from './verifyPassport';

export const identityDocument: DeepvueResource = {
	value: 'identityDocument',
	name: 'Identity Document',
	description: 'Passport verification',
	operations: [verifyPassport],
};

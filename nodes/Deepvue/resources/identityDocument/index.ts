import type { DeepvueResource } from '../../model/operation';
import { verifyPassport } from './verifyPassport';

export const identityDocument: DeepvueResource = {
	value: 'identityDocument',
	name: 'Identity Document',
	description: 'Passport verification',
	operations: [verifyPassport],
};

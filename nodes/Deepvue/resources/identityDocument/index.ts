import type { DeepvueResource } from '../../model/operation';
import { verifyPan } from './verifyPan';
import { verifyPassport } from './verifyPassport';

export const identityDocument: DeepvueResource = {
	value: 'identityDocument',
	name: 'Identity Document',
	description: 'PAN and passport verification',
	// The first is the default: a saved workflow may rely on it, so new operations come after it.
	operations: [verifyPassport, verifyPan],
};

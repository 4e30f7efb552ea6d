import type { DeepvueResource } from '../../model/operation';
import { checkMnrl } from './checkMnrl';

export const telecom: DeepvueResource = {
	value: 'telecom',
	name: 'Telecom',
	description: 'Revoked mobile numbers (MNRL)',
	operations: [checkMnrl],
};

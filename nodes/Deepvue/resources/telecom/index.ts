import type { DeepvueResource } from '../../description/operation';
import { checkMnrl } from './checkMnrl';

export const telecom: DeepvueResource = {
	value: 'telecom',
	name: 'Telecom',
	description: 'Revoked mobile numbers (MNRL)',
	operations: [checkMnrl],
};

import type { DeepvueResource } from '../model/operation';
import { batch } from './batch';
import { businessCompliance } from './businessCompliance';
import { identityDocument } from './identityDocument';
import { kyc } from './kyc';
import { mobileIntelligence } from './mobileIntelligence';
import { payment } from './payment';
import { tax } from './tax';
import { telecom } from './telecom';
import { vehicle } from './vehicle';

/** Every resource of the node, in the order the Resource selector lists them. */
export const resources: DeepvueResource[] = [
	mobileIntelligence,
	payment,
	identityDocument,
	kyc,
	tax,
	businessCompliance,
	vehicle,
	telecom,
	batch,
];

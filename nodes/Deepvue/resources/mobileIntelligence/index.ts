import type { DeepvueResource } from '../../model/operation';
import { getDigitalAge } from './getDigitalAge';
import { getName } from './getName';
import { getNetworkDetails } from './getNetworkDetails';
import { getPan } from './getPan';
import { getUanList } from './getUanList';

export const mobileIntelligence: DeepvueResource = {
	value: 'mobileIntelligence',
	name: 'Mobile Intelligence',
	description: 'What a mobile number reveals: owner name, PAN, network, digital age, UANs',
	operations: [getDigitalAge, getName, getNetworkDetails, getPan, getUanList],
};

import type { DeepvueResource } from '../../model/operation';
import { getGstinsByPan } from './getGstinsByPan';
import { verifyFssaiLicence } from './verifyFssaiLicence';
import { verifyShopEstablishment } from './verifyShopEstablishment';

export const businessCompliance: DeepvueResource = {
	value: 'businessCompliance',
	name: 'Business Compliance',
	description:
		'GST registrations of a PAN, shop establishment certificates and FSSAI food licences',
	// The first is the default: a saved workflow may rely on it, so new operations come after it.
	operations: [verifyFssaiLicence, getGstinsByPan, verifyShopEstablishment],
};

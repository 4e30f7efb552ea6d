import type { DeepvueResource } from '../../model/operation';
import { verifyFssaiLicence } from './verifyFssaiLicence';
import { verifyShopEstablishment } from './verifyShopEstablishment';

export const businessCompliance: DeepvueResource = {
	value: 'businessCompliance',
	name: 'Business Compliance',
	description: 'Shop establishment certificates and FSSAI food licences',
	operations: [verifyFssaiLicence, verifyShopEstablishment],
};

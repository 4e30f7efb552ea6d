import type { DeepvueOperation } from '../../model/operation';
import { certificateNumber, stateCode } from '../../inputs/apiInputs';

export const verifyShopEstablishment: DeepvueOperation = {
	value: 'verifyShopEstablishment',
	name: 'Verify Shop Establishment Certificate',
	action: 'Verify shop establishment',
	description:
		'Verifies a shop and establishment (S&E) certificate issued by a state. ' +
		'Returns the business name, address, registration and validity dates, ' +
		'occupier and worker counts, and a link to the certificate.',
	method: 'GET',
	path: '/v1/business-compliance/shop-establishment-certificate',
	inputs: [certificateNumber, stateCode],
};

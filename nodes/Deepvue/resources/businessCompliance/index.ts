import type { DeepvueResource } from '../../model/operation';
import { getCompany } from './getCompany';
import { getDirector } from './getDirector';
import { getGstReturns } from './getGstReturns';
import { getGstinsByPan } from './getGstinsByPan';
import { getUdyamResult } from './getUdyamResult';
import { verifyFssaiLicence } from './verifyFssaiLicence';
import { verifyGstin } from './verifyGstin';
import { verifyShopEstablishment } from './verifyShopEstablishment';
import { verifyUdyam } from './verifyUdyam';

export const businessCompliance: DeepvueResource = {
	value: 'businessCompliance',
	name: 'Business Compliance',
	description:
		"A business's own records (KYB): GSTIN and GST returns, company and director (MCA), Udyam " +
		'(MSME), GST registrations of a PAN, shop establishment certificates and FSSAI food licences',
	// The first is the default: a saved workflow may rely on it, so new operations come after it.
	operations: [
		verifyFssaiLicence,
		getGstinsByPan,
		verifyShopEstablishment,
		verifyGstin,
		getGstReturns,
		getCompany,
		getDirector,
		verifyUdyam,
		getUdyamResult,
	],
};

import type { DeepvueOperation } from '../../model/operation';
import { gstin, panToMatch } from '../../inputs/businessInputs';
import { gstinResult } from '../../answer/gstResults';

export const verifyGstin: DeepvueOperation = {
	value: 'verifyGstin',
	name: 'Verify GSTIN',
	action: 'Verify GSTIN',
	description:
		'Verifies a GST registration (GSTIN) with GSTN. Returns the legal and trade name, status ' +
		'(Active, Cancelled...), taxpayer type, addresses and e-invoicing; the PAN the GSTIN ' +
		'carries, who holds it (holder_kind: company, person for a proprietorship, firm...) and, ' +
		'with PAN to Match, whether it is that PAN.',
	method: 'GET',
	path: '/v1/verification/gstinlite',
	inputs: [gstin, panToMatch],
	shapeResult: gstinResult,
};

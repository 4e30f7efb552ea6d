import type { DeepvueOperation } from '../../model/operation';
import { panNumber } from '../../inputs/apiInputs';

export const getGstinsByPan: DeepvueOperation = {
	value: 'getGstinsByPan',
	name: 'Get GSTINs by PAN',
	action: 'Get GST registrations by PAN',
	description:
		'Finds the GST registrations (GSTINs) of a business by its PAN. Returns ' +
		'gstins, a list of gstin, state, state_code and status (Active, Cancelled...), ' +
		'or one item per GSTIN.',
	method: 'GET',
	path: '/v1/verification/gstin/gstin-by-pan',
	inputs: [panNumber],
	listAs: 'gstins',
	noRecord: { gstins: [] },
};

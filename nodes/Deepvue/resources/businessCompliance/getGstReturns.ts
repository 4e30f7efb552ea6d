import type { DeepvueOperation } from '../../model/operation';
import { financialYear, gstin } from '../../inputs/businessInputs';
import { gstReturnsResult } from '../../answer/gstResults';

export const getGstReturns: DeepvueOperation = {
	value: 'getGstReturns',
	name: 'Get GST Return Filing',
	action: 'Get GST return filing',
	description:
		'Lists the GST returns a GSTIN filed in a financial year (type, period, date) and the ' +
		'periods due with none filed: filed_count, missing (GSTR-1, GSTR-3B or CMP-08 and ' +
		'the month) and missing_count, for each return type too.',
	method: 'GET',
	path: '/v1/verification/gstin/track-gstr',
	inputs: [gstin, financialYear],
	shapeResult: gstReturnsResult,
};

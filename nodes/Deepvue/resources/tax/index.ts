import type { DeepvueResource } from '../../model/operation';
import { checkTds206ab } from './checkTds206ab';
import { download26as } from './download26as';
import { downloadAis } from './downloadAis';

export const tax: DeepvueResource = {
	value: 'tax',
	name: 'Tax',
	description: 'Income tax records: AIS, Form 26AS and TDS 206AB compliance',
	operations: [checkTds206ab, downloadAis, download26as],
};

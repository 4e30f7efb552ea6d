import type { INodeExecutionData, INodeParameters } from 'n8n-workflow';

/** Mobile to Name, the lookup the transport and pacing tests send: its number from each item's `mobile`. */
export const NAME_PATH = '/v1/mobile-intelligence/mobile-to-name';
export const getName = (options: INodeParameters = {}): INodeParameters => ({
	resource: 'mobileIntelligence',
	operation: 'getName',
	mobileNumber: '={{ $json.mobile }}',
	options,
});

/** `count` items, each a distinct valid mobile number (from `offset` on), so the emulator's log tells them apart. */
export function mobiles(count: number, offset = 0): INodeExecutionData[] {
	return Array.from({ length: count }, (_, index) => ({
		json: { mobile: `98${String(index + offset).padStart(8, '0')}` },
	}));
}

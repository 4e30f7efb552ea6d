import type * as BaseUrl from '../common/authorization/baseUrl';

// The built module, as the credential and both nodes use it.
const { apiBaseUrl } = jest.requireActual<typeof BaseUrl>('../dist/common/authorization/baseUrl');

/** What the credential's Base URL becomes, or the message it is refused with. */
function read(baseUrl: string): string {
	try {
		return apiBaseUrl(baseUrl);
	} catch (error) {
		return `refused: ${(error as Error).message}`;
	}
}

describe('the Base URL of the Deepvue credential', () => {
	it.each([
		['https://production.deepvue.tech', 'https://production.deepvue.tech'],
		['  https://production.deepvue.tech/  ', 'https://production.deepvue.tech'],
		['https://production.deepvue.tech//', 'https://production.deepvue.tech'],
		['https://production.deepvue.tech/v1', 'https://production.deepvue.tech'],
		['https://production.deepvue.tech/v1/', 'https://production.deepvue.tech'],
		['https://production.deepvue.tech/V1/', 'https://production.deepvue.tech'],
		['https://gateway.example.com/deepvue/v1', 'https://gateway.example.com/deepvue'],
		['http://127.0.0.1:4010', 'http://127.0.0.1:4010'],
		['http://127.8.9.10:4010/v1', 'http://127.8.9.10:4010'],
		['http://localhost:4010/', 'http://localhost:4010'],
		['http://LOCALHOST:4010', 'http://LOCALHOST:4010'],
		['http://[::1]:4010', 'http://[::1]:4010'],
	])('%j is used as %j', (given, used) => {
		expect(read(given)).toBe(used);
	});

	it.each([
		'http://production.deepvue.tech',
		'http://10.0.0.5:4010',
		'http://localhost.example.com',
		'http://127.0.0.1.nip.io',
		'http://[::2]',
	])('%j (plain http to another machine) is refused, asking for https', (given) => {
		expect(read(given)).toMatch(/^refused: .*Base URL.*https/);
	});

	it.each(['', 'production.deepvue.tech', 'ftp://production.deepvue.tech', 'https://'])(
		'%j is refused as no web address',
		(given) => {
			expect(read(given)).toMatch(/^refused: .*Base URL/);
		},
	);

	it('does not repeat a user name and password written in it', () => {
		expect(read('http://user:hunter2@deepvue.example')).not.toContain('hunter2');
	});
});

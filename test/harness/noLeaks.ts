import { DEMO_CLIENT } from '../../testbed/emulator/server';
import { SEARCHED_AADHAAR_NUMBERS, writtenAadhaar } from '../../testbed/emulator/world';
// Not the test bed's module: files that never start one (the pure parts' tests) load no n8n-core.
import { captureN8nLogs, issuedTokens, transcript } from '../../testbed/inProcessN8n/transcript';

// Runs in every test file: whatever the file's runs produced or logged must not hold a secret, nor
// an Aadhaar number the tests use (a sample person's, or the real-shaped one), in any spacing.
captureN8nLogs();

afterAll(() => {
	const text = transcript();
	expect(text).not.toContain(DEMO_CLIENT.clientSecret);
	for (const token of issuedTokens()) expect(text).not.toContain(token);
	// An Aadhaar number is only ever shown masked: in no output, error or log line.
	for (const { aadhaar } of SEARCHED_AADHAAR_NUMBERS)
		expect(text).not.toMatch(writtenAadhaar(aadhaar));
});

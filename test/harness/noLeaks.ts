import { DEMO_CLIENT } from '../emulator/server';
import { issuedTokens } from './fixture';
import { captureN8nLogs, transcript } from './transcript';

// Runs in every test file: whatever the file's runs produced or logged must not hold a secret.
captureN8nLogs();

afterAll(() => {
	const text = transcript();
	expect(text).not.toContain(DEMO_CLIENT.clientSecret);
	for (const token of issuedTokens()) expect(text).not.toContain(token);
});

import path from 'node:path';

/** The repository's root, where the package's package.json is. */
export const PACKAGE_ROOT = path.resolve(__dirname, '..');

/** The package's npm name, which prefixes its node types in n8n (`n8n-nodes-deepvue.deepvue`). */
export const PACKAGE_NAME = 'n8n-nodes-deepvue';

/** The name of the Deepvue credential that the tests, the benchmark and `npm run dev` store. */
export const DEEPVUE_ACCOUNT = 'Deepvue account';

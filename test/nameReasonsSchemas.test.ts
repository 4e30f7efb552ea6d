/**
 * The output schemas' `name_match.reasons` enum is written from nodes/Deepvue/nameMatch/reasons.ts
 * by `npm run name-match:schemas` (scripts/nameReasonsSchemas.ts), never copied by hand: every
 * schema that lists name_match is as that script writes it.
 */
import { schemasWithNameMatch } from '../scripts/nameReasonsSchemas';

it('every output schema with name_match lists the reasons of reasons.ts, as npm run name-match:schemas writes them', () => {
	const texts = schemasWithNameMatch();
	// Which operations list name_match is test/outputSchemas.test.ts's to check.
	expect(texts.length).toBeGreaterThan(0);
	const differing = texts
		.filter(({ current, written }) => current !== written)
		.map(({ file }) => file);
	expect(differing).toEqual([]);
});

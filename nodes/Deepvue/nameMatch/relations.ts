/**
 * What the relations after two names say (S/O, D/O, W/O: RELATIONS in nameRules.ts): two holders
 * of different sexes or with different parents are two people; a name may carry a parent's name
 * that the other gives after S/O or D/O; a married woman may give her husband's family name, or
 * her father's, which the other gives after W/O or D/O.
 */
import type { Alignment } from './alignment';
import { align } from './alignment';
import type { ReadName, RelationRead } from './readName';
import type { NameReason } from './reasons';
import { forbidsMatch } from './reasons';
import type { Sounds } from './words';
import { pairOf } from './words';

const blocking = (reasons: NameReason[]) => reasons.filter(forbidsMatch).length;

/** Whether two relations say the holders are two people: a son and a daughter, or two parents. */
function relationsDiffer(one: RelationRead, other: RelationRead, sound: Sounds): boolean {
	if (one.holder !== undefined && other.holder !== undefined && one.holder !== other.holder)
		return true;
	if (one.follows !== 'parent' || other.follows !== 'parent') return false;
	if (one.words.length === 0 || other.words.length === 0) return false;
	// Two fathers with different given names are two (Hari Ram, Shiv Ram), though their family
	// names agree.
	const parents = align(one.words, other.words, new Set(), sound);
	return parents.score === 0 || parents.reasons.includes('given_name_differs');
}

/**
 * `holder`'s words with the parent's name its relation gives after them, as a name carrying the
 * father's name writes it (RAJU S/O VENKATESH: raju venkatesh): with the parent's first word, then
 * with the whole of it.
 */
function withParentsName(holder: ReadName): string[][] {
	const relation = holder.relation;
	if (relation?.follows !== 'parent' || relation.words.length === 0) return [];
	const readings = [[...holder.words, relation.words[0]]];
	if (relation.words.length > 1) readings.push([...holder.words, ...relation.words]);
	return readings;
}

/**
 * A wife's words with her husband's family name after them, as the name she gives writes it
 * (ANITA W/O MOHAN RAWAT: anita rawat). Not with his whole name, as Marathi names write a wife's
 * (SHALINI W/O ASHOK MEHTA, Shalini Ashok Mehta): RADHA W/O KRISHNA PRASAD is also a man's name,
 * Radha Krishna Prasad.
 */
function withHusbandsName(holder: ReadName): string[][] {
	const relation = holder.relation;
	if (relation?.holder !== 'woman' || relation.follows !== 'spouse') return [];
	if (relation.words.length < 2) return [];
	return [[...holder.words, relation.words[relation.words.length - 1]]];
}

/**
 * The names a holder's relation lets the other name carry: a parent's, in a name longer than the
 * holder's own (RAJU S/O VENKATESH, Raju Venkatesh), then a husband's family name, in a name of as
 * many words (ANITA W/O MOHAN RAWAT, Anita Rawat).
 */
const CARRIED_RELATIVES: {
	readings: (holder: ReadName) => string[][];
	fits: (one: ReadName, holder: ReadName, words: string[]) => boolean;
	reason: NameReason;
}[] = [
	{
		readings: withParentsName,
		fits: (one, holder) => one.words.length > holder.words.length,
		reason: 'parent_name_in_relation',
	},
	{
		readings: withHusbandsName,
		fits: (one, _, words) => one.words.length === words.length,
		reason: 'family_name_in_relation',
	},
];

/**
 * Whether `name`'s family name is the family name of the husband or the father `woman`'s relation
 * names (W/O, D/O): a married woman's two family names.
 */
function familyNameOfHerFamily(name: ReadName, woman: ReadName, sound: Sounds): boolean {
	const relative = woman.relation;
	const hers = relative?.follows === 'spouse' || relative?.holder === 'woman';
	if (!hers || relative.words.length === 0 || name.words.length < 2) return false;
	const kind = pairOf(
		name.words[name.words.length - 1],
		relative.words[relative.words.length - 1],
		sound,
	);
	return kind === 'same' || kind === 'variant';
}

/** The comparison of two names with what their relations say. */
export function withRelations(
	given: ReadName,
	record: ReadName,
	best: Alignment,
	sound: Sounds,
): Alignment {
	if (given.relation && record.relation && relationsDiffer(given.relation, record.relation, sound))
		return { score: best.score, reasons: [...best.reasons, 'relation_differs'] };
	if (blocking(best.reasons) > 0) {
		for (const { readings, fits, reason } of CARRIED_RELATIVES)
			for (const [one, other] of [
				[given, record],
				[record, given],
			])
				for (const words of readings(other)) {
					if (!fits(one, other, words)) continue;
					const carried = align(one.words, words, new Set(), sound);
					if (blocking(carried.reasons) === 0 && !carried.reasons.includes('surname_first'))
						return { score: carried.score, reasons: [...carried.reasons, reason] };
				}
	}
	const married = [
		[given, record],
		[record, given],
	].some(([name, woman]) => familyNameOfHerFamily(name, woman, sound));
	const onlyTheFamilyNameDiffers =
		best.reasons.includes('family_name_differs') && !best.reasons.includes('given_name_differs');
	if (married && onlyTheFamilyNameDiffers)
		return {
			score: best.score,
			reasons: best.reasons.map((reason) =>
				reason === 'family_name_differs' ? 'family_name_by_marriage' : reason,
			),
		};
	return best;
}

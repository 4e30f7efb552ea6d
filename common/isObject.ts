import type { IDataObject } from 'n8n-workflow';

/**
 * Whether a value read from JSON (an answer, a delivery, an error) is an object: not null, not a
 * list. `T` names how the caller types such objects (n8n's errors take a `JsonObject`).
 */
export function isObject<T extends object = IDataObject>(value: unknown): value is T {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

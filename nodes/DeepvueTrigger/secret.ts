import { createHash, timingSafeEqual } from 'crypto';

/**
 * Compares a delivered token with the trigger's secret in constant time. Both are hashed first,
 * so neither the comparison's time nor its refusal reveals the secret's length.
 */
export function isSameSecret(given: unknown, secret: string): boolean {
	if (typeof given !== 'string' || given === '' || secret === '') return false;
	const digest = (text: string) => createHash('sha256').update(text).digest();
	return timingSafeEqual(digest(given), digest(secret));
}

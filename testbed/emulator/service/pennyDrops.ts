/**
 * The ₹1 deposits of the penny drops the emulator made: one for each penny drop to an open
 * account that it processed, also when the answer was then lost (a fault with `afterProcessing`).
 * Tests count them: a penny drop sent twice is paid, and deposited, twice.
 */
export interface PennyDrop {
	accountNumber: string;
	ifsc: string;
	utr: string;
	amount: number;
	at: number;
}

export class PennyDrops {
	readonly made: PennyDrop[] = [];

	record(deposit: Omit<PennyDrop, 'at'>): void {
		if (deposit.amount > 0) this.made.push({ ...deposit, at: Date.now() });
	}

	clear(): void {
		this.made.length = 0;
	}
}

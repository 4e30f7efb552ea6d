/**
 * What a call that cannot be done twice does, in the words its item's error uses when the call may
 * have reached Deepvue and got no answer (failures/unsettledCall.ts), and how its failures are
 * retried (transport/retryPolicy.ts).
 */
export interface SingleUse {
	/**
	 * `transfer`: it moves money (a penny drop); only a 429 or a connection that never opened say
	 * nothing was done. `oneTime`: it sends or spends a one-time secret (an OTP, a DigiLocker code);
	 * a 503 that Deepvue answered itself also says its source was down and nothing was done.
	 */
	kind: 'transfer' | 'oneTime';
	/** The call, as a message's subject: "The penny drop". */
	call: string;
	/** What may have happened: "₹1 may have been deposited". */
	mayHave: string;
	/** What to do: the error's description. */
	advice: string;
}

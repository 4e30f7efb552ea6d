/**
 * What a call that cannot be done twice does (a penny drop, an OTP sent or checked, a DigiLocker
 * code spent), in the words its item's error uses when the call may have reached Deepvue and got
 * no answer (failures/unsettledCall.ts). Only a 429 or a connection that never opened say that
 * nothing was done (transport/retryPolicy.ts): a 5xx may come from behind the work, a source that
 * took the code or sent the OTP and then failed.
 */
export interface SingleUse {
	/** The call, as a message's subject: "The penny drop". */
	call: string;
	/** What may have happened: "₹1 may have been deposited". */
	mayHave: string;
	/** What to do: the error's description. */
	advice: string;
}

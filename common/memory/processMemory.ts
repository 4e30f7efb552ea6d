/**
 * What an n8n process remembers between items, and for whom. One n8n process serves every user
 * and workflow of that n8n, and in queue mode each worker is such a process: whatever the node
 * keeps in module memory is shared by all of them. Every store that outlives one item is created
 * here, under a card that says what it holds, its key, whom it may serve, its limits, its
 * lifetime, and what a restart or a second worker means for it. docs/personal-data.md reads the
 * same cards to users.
 *
 * Whom a store may serve is one of:
 * - a login: the credential's Base URL, Client ID and Client Secret, kept as a hash of the three
 *   (common/authorization/client.ts), never the secret itself. A credential with another secret
 *   is another login, served as if nothing were kept. Deepvue refusing a login, or accepting
 *   another secret of the same client (a rotation), drops what its stores hold.
 * - a client: Base URL and Client ID, what Deepvue's rate limits count, whatever secret is used.
 *   Such stores hold times and rates, no answers.
 * - one run, item or trigger: keyed by what n8n makes anew for it, and gone with it.
 * - anyone: holds nobody's data.
 */
export interface MemoryCard {
	holds: string;
	key: string;
	serves: string;
	limits: string;
	lifetime: string;
	/** What a restart, or a second worker in queue mode, means for it. */
	processes: string;
}

const PER_PROCESS =
	'Memory of this process only: empty after a restart, and each queue-mode worker keeps its own.';

export const PROCESS_MEMORY = {
	accessTokens: {
		holds: 'Access tokens Deepvue issued (POST /v1/authorize), with when to renew them.',
		key: 'Login: a SHA-256 hash of Base URL, Client ID and Client Secret.',
		serves:
			'The login that was issued the token. Dropped when Deepvue refuses that ' +
			'login, or accepts another secret of its client.',
		limits: 'One per login, at most 1,000 logins, the oldest out first; about 1 KB each.',
		lifetime: "The token's own: 24 hours, renewed 5 minutes early.",
		processes: `${PER_PROCESS} n8n also stores the last token in the credential, in its database, encrypted.`,
	},
	authorizationsUnderWay: {
		holds: 'The authorization on its way for a login, which requests needing a token join.',
		key: 'Login.',
		serves: 'Requests of the same login.',
		limits: 'One per login being authorized.',
		lifetime: 'Until Deepvue answers.',
		processes: PER_PROCESS,
	},
	failedAuthorizations: {
		holds: "When a login's last authorization failed, so that retries gather into one.",
		key: 'Login.',
		serves: 'The same login.',
		limits: 'One time per login, at most 1,000 logins, the oldest out first.',
		lifetime: "Until the login's next authorization.",
		processes: PER_PROCESS,
	},
	acceptedLogins: {
		holds:
			'Which login Deepvue last accepted for each client, so that a secret rotated out loses what it was given.',
		key: 'Client: Base URL and Client ID.',
		serves: 'Nobody: it only tells which login of a client is current.',
		limits: 'One login key per client, at most 1,000 clients, the oldest out first.',
		lifetime: 'The process.',
		processes: PER_PROCESS,
	},
	pacingSchedules: {
		holds:
			"A client's pacing queue under its plan: the slots its recent requests " +
			'left in, its adaptive rate. No answers, no inputs.',
		key: 'Client: Base URL and Client ID (Deepvue limits a client, whatever secret it uses).',
		serves: 'Every credential of that client, so that they share its rate limit.',
		limits:
			'One per client paced since the start; about 1 KB each, a minute of departures at most.',
		lifetime: 'The process.',
		processes: `${PER_PROCESS} Processes Using This Client ID tells each one its share.`,
	},
	requestsUnderWay: {
		holds:
			"How many of the node's requests are under way (the sending limit), and which wait to send.",
		key: 'None: one count for the process.',
		serves: 'Anyone: it holds no data.',
		limits: '64 requests at once (transport/inFlight.ts).',
		lifetime: 'The process.',
		processes: PER_PROCESS,
	},
	preparationTurns: {
		holds:
			"The turns of items' preparations (one at a time, in item order), and when the event loop last had a turn.",
		key: 'None: one for the process.',
		serves: 'Anyone: it holds no data.',
		limits: 'One entry.',
		lifetime: 'The process.',
		processes: PER_PROCESS,
	},
	recentAnswers: {
		holds:
			'Deepvue\'s answers (names, PAN numbers, account holders...) and "no ' +
			'record" answers, and penny drops that got no answer (never sent again), ' +
			'for Options > Reuse Answers For.',
		key: 'Login and question: operation and exact request, consent and reason included.',
		serves:
			'The login that paid for the answer. Dropped when Deepvue refuses that ' +
			'login, or accepts another secret of its client.',
		limits:
			'At most 10,000 answers and 16 MiB (their JSON size, about; some 30 MiB ' +
			'of memory); an answer over 1 MiB is not kept.',
		lifetime:
			'The window each run asks for (10 minutes by default, 24 hours at most); the oldest out first.',
		processes: PER_PROCESS,
	},
	questionsOnTheirWay: {
		holds:
			'Questions sent to Deepvue and not yet answered, so that the same question waits for that answer.',
		key: 'Login and question.',
		serves: 'The login that asked.',
		limits: 'One per question under way.',
		lifetime: 'Until the answer comes, or the call fails.',
		processes: PER_PROCESS,
	},
	answersOfExecutions: {
		holds:
			"The answers a node's items got in an execution, penny drops that got no answer included, " +
			"so that n8n's Retry On Fail pays only for what failed.",
		key: 'Execution and node, then login, item and question.',
		serves: 'The next try of the same node in the same execution, for the same login.',
		limits:
			'At most 100,000 answers and 32 MiB (their JSON size, about; some 60 ' +
			'MiB of memory); an answer over 1 MiB is not kept.',
		lifetime:
			"Released when a run ends with every item answered, else 10 minutes after the run's last answer.",
		processes: `${PER_PROCESS} A retry runs in the process of the try before it.`,
	},
	triesOfRuns: {
		holds: "How many items of a node's run have settled, and whether one failed.",
		key: "The run's items, which n8n makes anew for every run.",
		serves: 'That run.',
		limits: 'Three numbers per run.',
		lifetime: "Until n8n lets go of the run's items (garbage collected).",
		processes: PER_PROCESS,
	},
	runMemos: {
		holds:
			"What a run's items share: the credential read once, the run's checked inputs " +
			"(each item's, or its refusal: an invalid value, an Aadhaar number an earlier item has).",
		key: "The run's items.",
		serves: 'That run.',
		limits: 'One per run.',
		lifetime: "Until n8n lets go of the run's items (garbage collected).",
		processes: PER_PROCESS,
	},
	seenDeliveries: {
		holds:
			'The request IDs of batch results a trigger started its workflow for ' +
			"(Ignore Repeated Deliveries). Only deliveries that proved the trigger's " +
			'webhook secret are counted; with Authentication None nothing is.',
		key: 'Workflow and trigger node.',
		serves: 'That trigger.',
		limits: '1,000 IDs per trigger, the oldest out first.',
		lifetime:
			"The process; n8n also keeps the list in the workflow's static data, in its database.",
		processes: `${PER_PROCESS} The static data carries the list across restarts and to other processes.`,
	},
	dateFormatters: {
		holds: 'Date formatters, one per time zone.',
		key: 'Time zone.',
		serves: 'Anyone: it holds no data.',
		limits: 'One per IANA time zone (about 600).',
		lifetime: 'The process.',
		processes: PER_PROCESS,
	},
} as const satisfies Record<string, MemoryCard>;

export type StoreName = keyof typeof PROCESS_MEMORY;

/** The stores made so far, by name, for `storeSizes` and `forgetEverything`. */
const stores: Partial<Record<StoreName, { size?: () => number; clear?: () => void }>> = {};
/** What each store keyed by login drops when Deepvue refuses that login. */
const loginForgetters: Array<(login: string) => void> = [];

/**
 * A Map that lives as long as the process, under its card. A store keyed by login gives
 * `forgetLogin`, which drops the login's entries when Deepvue refuses it.
 */
export function processMap<K, V>(
	name: StoreName,
	forgetLogin?: (map: Map<K, V>, login: string) => void,
): Map<K, V> {
	const map = new Map<K, V>();
	stores[name] = { size: () => map.size, clear: () => map.clear() };
	if (forgetLogin) loginForgetters.push((login) => forgetLogin(map, login));
	return map;
}

/** A WeakMap under its card: its entries go with their keys, which n8n makes for one run or item. */
export function processWeakMap<K extends object, V>(name: StoreName): WeakMap<K, V> {
	stores[name] = {};
	return new WeakMap<K, V>();
}

/** What a store of another shape tells: its size and how to empty it; a store keyed by login, how to forget one. */
export interface StoreParts {
	size?: () => number;
	clear?: () => void;
	forgetLogin?: (login: string) => void;
}

/** A store of another shape under its card: `state` as given, with what `parts` (of that state) tells of it. */
export function processStore<T>(
	name: StoreName,
	state: T,
	parts: (state: T) => StoreParts = () => ({}),
): T {
	const { size, clear, forgetLogin } = parts(state);
	stores[name] = { size, clear };
	if (forgetLogin) loginForgetters.push(forgetLogin);
	return state;
}

/**
 * Deepvue refused `login` (a key from common/authorization/client.ts): every store keyed by login
 * drops what it holds for it.
 */
export function loginRefused(login: string): void {
	for (const forget of loginForgetters) forget(login);
}

/** How many entries each store made so far holds (undefined for WeakMaps, which cannot tell). */
export function storeSizes(): Partial<Record<StoreName, number | undefined>> {
	return Object.fromEntries(Object.entries(stores).map(([name, store]) => [name, store?.size?.()]));
}

/** Empties every store that can be emptied: for tests that need a process that remembers nothing. */
export function forgetEverything(): void {
	for (const store of Object.values(stores)) store?.clear?.();
}

/** Drops the oldest entries (first inserted) of `map` until it holds at most `max`. */
export function keepNewest<K, V>(map: Map<K, V>, max: number): void {
	for (const key of map.keys()) {
		if (map.size <= max) return;
		map.delete(key);
	}
}

// n8n's internal REST API, signed in as the owner or as a member.

export interface User {
	email: string;
	firstName: string;
	lastName: string;
	password: string;
}
export const OWNER: User = {
	email: 'owner@example.com',
	firstName: 'Test',
	lastName: 'Owner',
	password: 'Deepvue-e2e-1',
};

/** n8n's internal REST API, signed in. `call` resolves to the answer's JSON, typed by the caller. */
export interface RestClient {
	call: <T = unknown>(method: string, route: string, body?: unknown) => Promise<T>;
	/** GET of a path outside /rest (such as /types/nodes.json), signed in. */
	get: (route: string) => Promise<Response>;
}

/** A tiny client of n8n's internal REST API; it keeps the session cookie n8n last set. */
function restSession(url: string): RestClient {
	let cookie = '';
	async function call<T = unknown>(method: string, route: string, body?: unknown): Promise<T> {
		const response = await fetch(`${url}/rest${route}`, {
			method,
			headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		const setCookie = response.headers.get('set-cookie');
		if (setCookie) cookie = setCookie.split(';')[0];
		const text = await response.text();
		if (!response.ok)
			throw new Error(`${method} /rest${route}: ${response.status} ${text.slice(0, 500)}`);
		return (text ? JSON.parse(text) : undefined) as T;
	}
	async function get(route: string): Promise<Response> {
		return await fetch(`${url}${route}`, { headers: cookie ? { cookie } : {} });
	}
	return { call, get };
}

/** A REST client signed in as `user`: the owner by default, set up on first use. */
export async function restClient(url: string, user: User = OWNER): Promise<RestClient> {
	const session = restSession(url);
	const settings = await session.call<{
		data: { userManagement: { showSetupOnFirstLoad?: boolean } };
	}>('GET', '/settings');
	if (settings.data.userManagement.showSetupOnFirstLoad)
		await session.call('POST', '/owner/setup', user);
	else
		await session.call('POST', '/login', {
			emailOrLdapLoginId: user.email,
			password: user.password,
		});
	return session;
}

/**
 * Invites `member` as a member, with the owner's client `ownerRest`, accepts the invitation and
 * returns a client signed in as the member. No mail is sent: the invitation's accept URL carries
 * what accepting needs, a token on n8n 2.x, the inviter's and invitee's ids on 1.x.
 */
export async function memberClient(
	url: string,
	ownerRest: RestClient,
	member: User,
): Promise<RestClient> {
	const answer = await ownerRest.call<{ data: Array<{ user?: { inviteAcceptUrl?: string } }> }>(
		'POST',
		'/invitations',
		[{ email: member.email, role: 'global:member' }],
	);
	const [invited] = answer.data;
	const acceptUrl = invited?.user?.inviteAcceptUrl;
	if (!acceptUrl)
		throw new Error(`n8n gave no invitation for ${member.email}: ${JSON.stringify(invited)}`);
	const invitation = new URL(acceptUrl).searchParams;
	const { firstName, lastName, password } = member;
	const session = restSession(url);
	if (invitation.has('token'))
		await session.call('POST', '/invitations/accept', {
			token: invitation.get('token'),
			firstName,
			lastName,
			password,
		});
	else
		await session.call('POST', `/invitations/${invitation.get('inviteeId')}/accept`, {
			inviterId: invitation.get('inviterId'),
			firstName,
			lastName,
			password,
		});
	return await restClient(url, member);
}

/**
 * The HTML of the emulator's stand-in for DigiLocker's consent page: the purpose and documents a
 * session asks for, a choice of the world's people to sign in as (none chosen until the applicant
 * picks one, as at DigiLocker, where each signs in as themselves), and Allow and Deny. It is marked
 * as the emulator's, and shows no identifier of anyone.
 */
import type { DocType } from '../service/digilocker';
import { displayName, WORLD } from '../world';

const DOCUMENT_NAMES: Readonly<Record<DocType, string>> = {
	aadhaar: 'Aadhaar (e-Aadhaar)',
	pan: 'PAN card',
	dl: 'Driving licence',
};

export function escapeHtml(text: string): string {
	return text
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&#39;');
}

function page(body: string): string {
	return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>DigiLocker</title>
<style>
body { font-family: sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; color: #222; }
.emulator { background: #fff3cd; border: 1px solid #e0c36a; padding: 0.5rem 0.75rem; font-size: 0.9rem; }
blockquote { border-left: 4px solid #5b6fd8; margin: 0.5rem 0; padding: 0.25rem 0.75rem; }
button { font-size: 1rem; padding: 0.5rem 1.25rem; margin-right: 0.5rem; }
select { font-size: 1rem; padding: 0.25rem; }
</style>
</head>
<body>
<p class="emulator">Deepvue API emulator: a stand-in for DigiLocker's consent page, with sample people only.</p>
<h1>DigiLocker</h1>
${body}
</body>
</html>
`;
}

/** The page asking the applicant to allow or deny the session `state`. */
export function consentPage(
	state: string,
	purpose: string,
	docTypes: readonly DocType[],
	formAction: string,
): string {
	const documents = docTypes.map((type) => `<li>${DOCUMENT_NAMES[type]}</li>`).join('\n');
	const people = WORLD.map(
		(person) =>
			`<option value="${escapeHtml(person.id)}">${escapeHtml(displayName(person))}</option>`,
	).join('\n');
	return page(`<p>A service asks to see documents from your DigiLocker, for this purpose:</p>
<blockquote>${escapeHtml(purpose)}</blockquote>
<p>Documents asked for:</p>
<ul>
${documents}
</ul>
<form method="post" action="${escapeHtml(formAction)}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<p><label for="person">Sign in as</label>
<select name="person" id="person" required>
<option value="" selected disabled>Choose a sample person</option>
${people}
</select></p>
<p><button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny" formnovalidate>Deny</button></p>
</form>`);
}

/** The page for a link that leads nowhere (unknown, expired or already answered), or a form filled wrongly. */
export function problemPage(message: string): string {
	return page(`<p>${escapeHtml(message)}</p>`);
}

/** The page for a request that is over (answered or expired): what happened, and the way back to the service that asked. */
export function overPage(message: string, backUrl: string): string {
	return page(`<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(backUrl)}">Return to the service that asked</a></p>`);
}

/** Percent-decoding that keeps the text as it is when it is not valid percent-encoding (e.g. "100%.csv"). */
function decoded(text: string): string {
	try {
		return decodeURIComponent(text);
	} catch {
		return text;
	}
}

/** No folders, no control characters: the name is only ever a label for the file. */
function safe(name: string): string | undefined {
	const cleaned =
		name
			.replace(/[\u0000-\u001f\u007f]/g, '')
			.split(/[\\/]/)
			.pop()
			?.trim() ?? '';
	return cleaned === '' || cleaned === '.' || cleaned === '..' ? undefined : cleaned;
}

/**
 * The name of a downloaded file: from Content-Disposition (`filename*=UTF-8''...` is
 * percent-encoded, a plain `filename="..."` is taken as written), else the URL's last path
 * segment, else "result". Never throws, whatever the server sends.
 */
export function fileNameOf(url: string, disposition: unknown): string {
	if (typeof disposition === 'string') {
		const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(disposition);
		const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(disposition);
		const name = extended
			? decoded(extended[1].trim())
			: plain
				? (plain[1] ?? plain[2])
				: undefined;
		const fromHeader = name === undefined ? undefined : safe(name);
		if (fromHeader) return fromHeader;
	}
	try {
		const last = new URL(url).pathname.split('/').filter(Boolean).pop();
		return (last && safe(decoded(last))) || 'result';
	} catch {
		return 'result';
	}
}

import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Every relative link and image of the documentation reaches a file that exists and, for a
 * `#section`, a heading of that file: the README sends readers to docs/ pages by their sections.
 */
const ROOT = path.resolve(__dirname, '..');
const DOCUMENTS = ['README.md', 'CHANGELOG.md', 'docs', 'examples', 'bench/RESULTS.md'];

function markdownFiles(entry: string): string[] {
	const full = path.join(ROOT, entry);
	if (!statSync(full).isDirectory()) return [entry];
	return readdirSync(full).flatMap((name) =>
		name.endsWith('.md') || statSync(path.join(full, name)).isDirectory()
			? markdownFiles(path.join(entry, name))
			: [],
	);
}

/** The text outside fenced code blocks and code spans, where a link is a link. */
function prose(markdown: string): string {
	return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces as dashes. */
function anchors(file: string): Set<string> {
	const seen = new Map<string, number>();
	const slugs = new Set<string>();
	for (const [, heading] of prose(readFileSync(path.join(ROOT, file), 'utf8')).matchAll(
		/^#{1,6}\s+(.+?)\s*#*$/gm,
	)) {
		const slug = heading
			.toLowerCase()
			.replace(/[^\p{L}\p{N}\s_-]/gu, '')
			.replace(/\s/g, '-');
		const count = seen.get(slug) ?? 0;
		seen.set(slug, count + 1);
		slugs.add(count === 0 ? slug : `${slug}-${count}`);
	}
	return slugs;
}

function brokenLinks(file: string): string[] {
	const broken: string[] = [];
	for (const [, target] of prose(readFileSync(path.join(ROOT, file), 'utf8')).matchAll(
		/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g,
	)) {
		if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
		const [linked, anchor] = target.split('#');
		const destination =
			linked === '' ? file : path.join(path.dirname(file), decodeURIComponent(linked));
		if (!existsSync(path.join(ROOT, destination)))
			broken.push(`${target} (no file ${destination})`);
		else if (
			anchor !== undefined &&
			destination.endsWith('.md') &&
			!anchors(destination).has(anchor)
		)
			broken.push(`${target} (no heading #${anchor} in ${destination})`);
	}
	return broken;
}

it.each(DOCUMENTS.flatMap(markdownFiles))(
	'%s links only to files and headings that exist',
	(file) => {
		expect(brokenLinks(file)).toEqual([]);
	},
);

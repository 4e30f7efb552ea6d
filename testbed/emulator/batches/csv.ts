/**
 * CSV reading and writing for batch files (RFC 4180). Uploads come from spreadsheets and scripts
 * alike, so reading tolerates a byte-order mark, CRLF, LF or CR line ends, quoted fields with
 * `""` escapes and line breaks inside quotes, and blank lines.
 */

/** The rows of a CSV text, each a list of cells; blank lines are left out. */
export function parseCsv(text: string): string[][] {
	const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
	const rows: string[][] = [];
	let row: string[] = [];
	let cell = '';
	let quoted = false;
	// Whether the current cell started with a quote; a quote elsewhere is kept as a character.
	let inQuotes = false;

	const endCell = () => {
		row.push(cell);
		cell = '';
		quoted = false;
	};
	const endRow = () => {
		endCell();
		const blank = row.length === 1 && row[0] === '' && !quoted;
		if (!blank) rows.push(row);
		row = [];
	};

	for (let index = 0; index < input.length; index++) {
		const char = input[index];
		if (inQuotes) {
			if (char !== '"') cell += char;
			else if (input[index + 1] === '"') {
				cell += '"';
				index++;
			} else inQuotes = false;
		} else if (char === '"' && cell === '' && !quoted) {
			inQuotes = true;
			quoted = true;
		} else if (char === ',') {
			endCell();
		} else if (char === '\r' || char === '\n') {
			if (char === '\r' && input[index + 1] === '\n') index++;
			endRow();
		} else {
			cell += char;
		}
	}
	if (cell !== '' || row.length > 0 || quoted) endRow();
	return rows;
}

/** One cell, quoted when it holds a comma, a quote, a line break or edge spaces. */
function formatCell(value: string): string {
	return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A CSV text with a header row; lines end with `\n`, and the text ends with one. */
export function formatCsv(
	header: readonly string[],
	rows: ReadonlyArray<readonly string[]>,
): string {
	return [header, ...rows].map((row) => `${row.map(formatCell).join(',')}\n`).join('');
}

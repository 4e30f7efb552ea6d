/**
 * A one-page PDF with a line of text, for the documents the emulator links to (AIS files, shop
 * establishment certificates) and hands out (e-Aadhaar, eKYC). It is a complete PDF (objects,
 * cross-reference table, trailer), so a viewer or a PDF-reading node opens it like a real
 * download. `size` pads it to about that many bytes with a stream no page uses, for benchmarks.
 */

/** Text of a PDF string literal: backslashes and parentheses escaped, ASCII only. */
function pdfText(text: string): string {
	return text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (char) => `\\${char}`);
}

/** Bytes of a PDF of one short title, before padding: what `size` leaves for the padding stream. */
const UNPADDED_BYTES = 800;

export function onePagePdf(title: string, size = 0): Buffer {
	const content = `BT /F1 14 Tf 72 770 Td (${pdfText(title)}) Tj ET`;
	const objects = [
		'<< /Type /Catalog /Pages 2 0 R >>',
		'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
		'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
		`<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
		'<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
	];
	const padding = size - UNPADDED_BYTES;
	if (padding > 0)
		objects.push(`<< /Length ${padding} >>\nstream\n${' '.repeat(padding)}\nendstream`);

	let text = '%PDF-1.4\n';
	const offsets: number[] = [];
	objects.forEach((body, index) => {
		offsets.push(text.length);
		text += `${index + 1} 0 obj\n${body}\nendobj\n`;
	});
	const xref = text.length;
	// Each cross-reference entry is exactly 20 bytes, line end included, as the format requires.
	text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
	for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
	text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
	// All ASCII, so string offsets are byte offsets.
	return Buffer.from(text, 'latin1');
}

/**
 * A small `multipart/form-data` parser (RFC 7578) working on the whole body as a Buffer.
 * Parts with a `filename` are files; the others are text fields.
 */

export interface UploadedFile {
	/** Name of the form field the file was sent in, e.g. `batch_file`. */
	field: string;
	filename: string;
	contentType: string;
	data: Buffer;
}

export interface MultipartForm {
	fields: Record<string, string>;
	files: UploadedFile[];
}

const CRLF = '\r\n';
const HEADER_END = Buffer.from(`${CRLF}${CRLF}`);

/** The boundary parameter of a multipart content type, or undefined when there is none. */
export function boundaryOf(contentType: string): string | undefined {
	const match = /;\s*boundary\s*=\s*(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
	return match ? (match[1] ?? match[2]) : undefined;
}

/** Parameters of a header value such as `form-data; name="batch_file"; filename="a.csv"`. */
function headerParameters(value: string): Record<string, string> {
	const parameters: Record<string, string> = {};
	const pattern = /;\s*([^=;\s]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
	for (let match = pattern.exec(value); match; match = pattern.exec(value)) {
		const quoted = match[2] === undefined ? undefined : match[2].replace(/\\(.)/g, '$1');
		parameters[match[1].toLowerCase()] = quoted ?? match[3].trim();
	}
	return parameters;
}

function partHeaders(text: string): Record<string, string> {
	const headers: Record<string, string> = {};
	for (const line of text.split(CRLF)) {
		const colon = line.indexOf(':');
		if (colon > 0)
			headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
	}
	return headers;
}

/**
 * Parses a multipart body. Throws an Error with a short reason when the body is not
 * well-formed multipart for the boundary of `contentType`.
 */
export function parseMultipart(body: Buffer, contentType: string): MultipartForm {
	const boundary = boundaryOf(contentType);
	if (!boundary) throw new Error('multipart body without a boundary');

	const delimiter = Buffer.from(`--${boundary}`);
	const nextDelimiter = Buffer.from(`${CRLF}--${boundary}`);
	const form: MultipartForm = { fields: {}, files: [] };

	let position = body.indexOf(delimiter);
	if (position < 0) throw new Error('multipart body without its boundary');
	position += delimiter.length;

	for (;;) {
		// After a delimiter comes either `--` (the closing delimiter) or the line end of a part.
		if (body.subarray(position, position + 2).toString() === '--') return form;
		const lineEnd = body.indexOf(CRLF, position);
		if (lineEnd < 0) throw new Error('multipart body ends inside a delimiter line');
		const start = lineEnd + CRLF.length;

		const end = body.indexOf(nextDelimiter, start);
		if (end < 0) throw new Error('multipart body without a closing boundary');
		addPart(form, body.subarray(start, end));
		position = end + nextDelimiter.length;
	}
}

function addPart(form: MultipartForm, part: Buffer): void {
	// A part may have no headers at all, in which case it starts with the blank line.
	const headerEnd =
		part.subarray(0, 2).toString() === CRLF ? -CRLF.length : part.indexOf(HEADER_END);
	if (headerEnd === -1) throw new Error('multipart part without a header end');
	const headers = partHeaders(headerEnd < 0 ? '' : part.subarray(0, headerEnd).toString('utf8'));
	const content = part.subarray(headerEnd < 0 ? CRLF.length : headerEnd + HEADER_END.length);

	const disposition = headers['content-disposition'] ?? '';
	if (!/^form-data\b/i.test(disposition)) throw new Error('multipart part is not form-data');
	const { name, filename } = headerParameters(disposition);
	if (name === undefined) throw new Error('multipart part without a name');

	if (filename === undefined) {
		form.fields[name] = content.toString('utf8');
	} else {
		form.files.push({
			field: name,
			filename,
			contentType: headers['content-type'] ?? 'application/octet-stream',
			data: Buffer.from(content),
		});
	}
}

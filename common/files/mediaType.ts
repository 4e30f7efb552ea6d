/** The media type of a Content-Type header, lower-case and without parameters (`text/csv`); '' when there is none. */
export function mediaTypeOf(contentType: unknown): string {
	return typeof contentType === 'string' ? contentType.split(';')[0].trim().toLowerCase() : '';
}

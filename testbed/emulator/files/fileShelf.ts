/**
 * The documents a running emulator serves under `/files/`: the PDFs its records link to (AIS
 * files, shop establishment certificates). A link is served once a record has handed it out, so
 * an address nobody was given answers 404, as an unknown pre-signed link does. Batch result files
 * are served from their jobs instead (`fileRoutes.ts`).
 */
import { FILE_HOST } from '../endpoints/fixtures';
import { onePagePdf } from './pdf';

export const FILES_PATH = '/files';

export class FileShelf {
	/** Base of the links, `<emulator base URL>/files`; set once the emulator listens. */
	baseUrl = FILE_HOST;
	/** Title of each PDF by path under `/files/`, e.g. `ais/0f3c….pdf`; the bytes are built when served. */
	private readonly pdfs = new Map<string, string>();

	/** Serves a PDF at `url`, a link under `baseUrl` that a record hands out. */
	addPdf(url: string, title: string): void {
		const prefix = `${this.baseUrl}/`;
		if (!url.startsWith(prefix)) throw new Error(`${url} is not a link of this emulator`);
		this.pdfs.set(url.slice(prefix.length), title);
	}

	/** The PDF at `path` under `/files/`, or undefined when no record linked to it. */
	pdf(path: string): Buffer | undefined {
		const title = this.pdfs.get(path);
		return title === undefined ? undefined : onePagePdf(title);
	}
}

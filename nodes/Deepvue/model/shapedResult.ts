import type { IDataObject } from 'n8n-workflow';

/** A file an answer carried as base64 text, which the item gets as n8n binary data instead. */
export interface ResultFile {
	/** The item's binary field, e.g. `photo`. */
	field: string;
	/** The file's content, base64 as Deepvue sent it. */
	base64: string;
	fileName: string;
	mimeType: string;
}

/** An answer shaped into an item's result (an operation's `shapeResult`): its JSON, and its files. */
export interface ShapedResult {
	json: IDataObject;
	files: ResultFile[];
}

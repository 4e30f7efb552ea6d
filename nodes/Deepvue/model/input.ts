import type { IBinaryData, IDataObject, INodeProperties } from 'n8n-workflow';

/**
 * How a value is checked and normalized before it is sent: each format turns what a user clearly
 * meant into the form the API expects, or says what was expected (inputs/formats.ts holds them).
 */
export interface InputFormat {
	/** What a valid value looks like, for error messages, e.g. "10 digits starting with 6-9". */
	expected: string;
	/** The value to send, or undefined when the input cannot be read as this format. */
	normalize(value: string, context: FormatContext): string | undefined;
	/**
	 * For formats that take dates: the text of a Date or Luxon DateTime given instead of text,
	 * null for an invalid one, undefined for an object that is not a date.
	 */
	fromObject?(value: object, context: FormatContext): string | null | undefined;
	/** A value never to show in a message (an Aadhaar number, an OTP): a refusal does not show it. */
	hidesValue?: boolean;
	/** Takes a boolean as its text (`true`, `false`); other formats refuse a boolean. */
	readsBooleans?: boolean;
}

/** What a format may need to know about the run. */
export interface FormatContext {
	/** The workflow's time zone (else the instance's), in which dates are read. */
	timeZone: string;
}

/**
 * Where an operation's input goes in the HTTP request: the query string, the JSON body, a file part
 * of a multipart body, or a file as base64 text in the JSON body; or nowhere (`node`): the node reads
 * it itself (a follow-up's setting). A file input's value is the name of the item's binary field
 * that holds the file.
 */
export type InputLocation = 'query' | 'body' | 'file' | 'fileBase64' | 'node';

/** An item's checked inputs by API name, as an operation's hooks and follow-ups read them. */
export type InputsByName = Readonly<Record<string, string | undefined>>;

/** What files a file input takes, checked before any call. */
export interface FileRule {
	/** What the file must be, for messages: "a CSV file". */
	expected: string;
	/**
	 * Why the file cannot be sent (empty, of another type by its first bytes or MIME type, too
	 * large), or undefined. Reads `content` when given, else what the binary data's entry shows.
	 */
	reasonAgainst(file: IBinaryData, content?: Buffer): string | undefined;
	/** What to do about a refused file: the error's description. */
	advice: string;
	/** A file name for a part whose binary data has none. */
	defaultFileName: string;
}

/** One parameter of the API, and the node field the user fills it with. */
export interface ApiInput {
	/** The parameter's name in the API, e.g. `mobile_number`. */
	apiName: string;
	in: InputLocation;
	required: boolean;
	/** The node field; its `name` is the node parameter. Display options are added per operation. */
	field: INodeProperties;
	/** How a value is checked and normalized before it is sent. */
	format: InputFormat;
	/** For a file input: the files it takes. */
	file?: FileRule;
	/**
	 * A value that one item of a run may send, not two (an Aadhaar number: one OTP per person):
	 * another item with the same value fails before any call (inputs/itemInputs.ts), its error
	 * giving `rule` and `advice` (`first`: the item that has the value first).
	 */
	onePerRun?: { rule: string; advice(first: number): string };
	/**
	 * The API parameters a checked value stands for, where it is not `{ [apiName]: value }`: a list
	 * sent as a JSON array, a redirect's query that sends only its code.
	 */
	sends?(value: string): IDataObject;
}

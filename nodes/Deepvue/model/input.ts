import type { INodeProperties } from 'n8n-workflow';

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
}

/** What a format may need to know about the run. */
export interface FormatContext {
	/** The workflow's time zone (else the instance's), in which dates are read. */
	timeZone: string;
}

/** Where an operation's input goes in the HTTP request. */
export type InputLocation = 'query' | 'body' | 'file';

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
}
